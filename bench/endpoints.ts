/** The reads the benchmark drives: the HTTP paths, and what they read in the seeded installation. */
import { adminUserId, bigOrganizationId as orgId, type SeedScale } from './seed';

export interface Choices {
  year: number;
  activityId: number;
  reportMemberId: number;
  bulkMemberIds: number[];
  /** A public activity of the organisation: changing it makes the public feed rebuild. */
  feedActivityId: number;
}

export interface Endpoint {
  name: string;
  path: (c: Choices) => string;
  /** Asked without a session, as a calendar app asks (the feed is public). */
  public?: boolean;
  /** Request headers, beyond the bearer token of the signed-in reads. */
  headers?: Record<string, string>;
  /**
   * Asked again with the ETag of a first answer (`If-None-Match`), as a calendar app polls: the
   * answer is 304 with no body.
   */
  revalidate?: boolean;
  /** Not a screen's read: measured against its own targets (run.ts, `checkTargets`). */
  kind?: 'scripts' | 'feed';
}

/** What a calendar app sends (they accept gzip; brotli is a browser's). */
const calendarAppHeaders = { 'accept-encoding': 'gzip' };

export const endpoints: Endpoint[] = [
  // What the Activities screen requests: the year's first page of 50 (decision 14).
  { name: 'activities by year', path: (c) => `/api/activities/page?organization_id=${orgId}&year=${c.year}&limit=50` },
  // The documented whole-year call, kept for scripts and the CLI.
  { name: 'activities by year, whole list (scripts)', kind: 'scripts', path: (c) => `/api/activities?organization_id=${orgId}&year=${c.year}` },
  // What the Participation Manager requests: the activity's first page of 50 members (decision 13).
  { name: "an activity's participation", path: (c) => `/api/participation/activity/${c.activityId}/page?organization_id=${orgId}&limit=50` },
  // The documented whole view (every active member), kept for scripts.
  { name: "an activity's participation, whole (scripts)", kind: 'scripts', path: (c) => `/api/participation/activity/${c.activityId}?organization_id=${orgId}` },
  // What the members screen requests: the first page of 50, default sort (decision 11).
  { name: 'members list', path: () => `/api/members?organization_id=${orgId}&limit=50` },
  // What the Member Activities Report requests: the first page, default sort (decision 12).
  { name: 'member-stats for a year', path: (c) => `/api/participation/member-stats/page?organization_id=${orgId}&year=${c.year}&limit=50` },
  // The documented whole list, kept for scripts, the CLI and the CSV download.
  { name: 'member-stats, whole list (scripts)', kind: 'scripts', path: (c) => `/api/participation/member-stats?organization_id=${orgId}&year=${c.year}` },
  { name: "a member's report", path: (c) => `/api/participation/report?organization_id=${orgId}&memberId=${c.reportMemberId}&year=${c.year}` },
  { name: 'history first page', path: () => `/api/participation?organization_id=${orgId}` },
  // Every member's first screen: their year, rank and level (issue 33: from the kept totals, no scan).
  { name: 'dashboard', path: () => `/api/dashboard?organization_id=${orgId}` },
  // The organisation's public calendar feed (every public activity, ~1.2 MB), as a calendar app
  // without a copy fetches it, and as one polls with the copy it has.
  { name: 'calendar feed', kind: 'feed', public: true, headers: calendarAppHeaders, path: () => `/api/organizations/${orgId}/calendar.ics` },
  { name: 'calendar feed, unchanged (304)', kind: 'feed', public: true, revalidate: true, headers: calendarAppHeaders, path: () => `/api/organizations/${orgId}/calendar.ics` },
];

/** The headers a read is asked with: its own, the session's token unless it is public, the ETag to revalidate. */
export function headersFor(endpoint: Endpoint, token: string, etag?: string): Record<string, string> {
  return {
    ...endpoint.headers,
    ...(endpoint.public ? {} : { authorization: `Bearer ${token}` }),
    ...(etag ? { 'if-none-match': etag } : {}),
  };
}

/** The status a read answers with: 304 to a copy that is current, else 200. */
export const expectedStatus = (endpoint: Endpoint) => (endpoint.revalidate ? 304 : 200);

/** The year, activity, member and 1,000 active members the benchmark reads and writes. */
export async function chooseTargets(query: (sql: string) => Promise<Array<Record<string, unknown>>>, scale: SeedScale): Promise<Choices> {
  const year = scale.lastYear - 1;
  const [activity] = await query(`
    select a.id from activities a
    where a.organization_id = ${orgId} and a.start_date between '${year}-01-01' and '${year}-12-31'
      and exists (select 1 from participations p where p.activity_id = a.id)
    order by a.start_date, a.id offset 20 limit 1`);
  const [member] = await query(`
    select p.user_id from participations p join activities a on a.id = p.activity_id
    where p.organization_id = ${orgId} and coalesce(p.participation_date, a.start_date) between '${year}-01-01' and '${year}-12-31'
    group by p.user_id order by count(*) desc, p.user_id limit 1`);
  const bulk = await query(`
    select user_id from memberships where organization_id = ${orgId} and status = 'active' and user_id <> ${adminUserId}
    order by user_id limit 1000`);
  const [publicActivity] = await query(`
    select id from activities where organization_id = ${orgId} and not is_private order by start_date desc, id limit 1`);
  if (!activity || !member || !publicActivity || bulk.length < 1000) throw new Error('The seeded installation is too small for the benchmark');
  return {
    year,
    activityId: Number(activity.id),
    reportMemberId: Number(member.user_id),
    bulkMemberIds: bulk.map((r) => Number(r.user_id)),
    feedActivityId: Number(publicActivity.id),
  };
}
