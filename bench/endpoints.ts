/** The reads the benchmark drives: the HTTP paths, and what they read in the seeded installation. */
import { adminUserId, bigOrganizationId as orgId, type SeedScale } from './seed';

export interface Choices {
  year: number;
  activityId: number;
  reportMemberId: number;
  bulkMemberIds: number[];
}

export interface Endpoint {
  name: string;
  path: (c: Choices) => string;
}

export const endpoints: Endpoint[] = [
  // What the Activities screen requests: the year's first page of 50 (decision 14).
  { name: 'activities by year', path: (c) => `/api/activities/page?organization_id=${orgId}&year=${c.year}&limit=50` },
  // The documented whole-year call, kept for scripts and the CLI.
  { name: 'activities by year, whole list (scripts)', path: (c) => `/api/activities?organization_id=${orgId}&year=${c.year}` },
  // What the Participation Manager requests: the activity's first page of 50 members (decision 13).
  { name: "an activity's participation", path: (c) => `/api/participation/activity/${c.activityId}/page?organization_id=${orgId}&limit=50` },
  // The documented whole view (every active member), kept for scripts.
  { name: "an activity's participation, whole (scripts)", path: (c) => `/api/participation/activity/${c.activityId}?organization_id=${orgId}` },
  // What the members screen requests: the first page of 50, default sort (decision 11).
  { name: 'members list', path: () => `/api/members?organization_id=${orgId}&limit=50` },
  // What the Member Activities Report requests: the first page, default sort (decision 12).
  { name: 'member-stats for a year', path: (c) => `/api/participation/member-stats/page?organization_id=${orgId}&year=${c.year}&limit=50` },
  // The documented whole list, kept for scripts, the CLI and the CSV download.
  { name: 'member-stats, whole list (scripts)', path: (c) => `/api/participation/member-stats?organization_id=${orgId}&year=${c.year}` },
  { name: "a member's report", path: (c) => `/api/participation/report?organization_id=${orgId}&memberId=${c.reportMemberId}&year=${c.year}` },
  { name: 'history first page', path: () => `/api/participation?organization_id=${orgId}` },
];

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
  if (!activity || !member || bulk.length < 1000) throw new Error('The seeded installation is too small for the benchmark');
  return {
    year,
    activityId: Number(activity.id),
    reportMemberId: Number(member.user_id),
    bulkMemberIds: bulk.map((r) => Number(r.user_id)),
  };
}
