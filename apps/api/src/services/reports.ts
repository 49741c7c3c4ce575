/**
 * Reports, each one SQL query: a member's year of participation, and every member's totals for a
 * year. A record counts toward the year of its day, or for a full-event record the year of its
 * activity's start date: `participations.record_date`, kept by triggers. Every member's totals
 * come from `participation_member_years`, running totals the same triggers keep, so a year of a
 * large group is read, not aggregated (bench/README.md). Members removed from the organisation
 * keep their rows, under their name.
 */
import { forbidden } from '@lug/domain/errors';
import type {
  MemberReport,
  MemberReportInput,
  MemberStatsInput,
  MemberStatsPage,
  MemberStatsPageQuery,
  MemberStatsRow,
} from '@lug/domain/reports';
import { prepared, sql, type DB } from '@lug/db';
import { activityVisible } from './activity-visibility';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { participationsWithRole } from './participation/records';
import { memberName, shownNameKey } from './users';
import { apiMessages } from '../words';

function yearBounds(year: number) {
  const y = String(year).padStart(4, '0');
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** `today`: the day before which an activity has ended, for the no-shows (`yyyy-mm-dd`). */
export async function memberReport(
  db: DB,
  viewer: OrgScope,
  input: Unscoped<MemberReportInput>,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<MemberReport> {
  if (!hasPermission(viewer, 'reports.view') && input.memberId !== viewer.userId) {
    throw forbidden(apiMessages.ownReportOnly);
  }
  const { from, to } = yearBounds(input.year);
  const rows = await participationsWithRole(db)
    .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
    .select([
      'p.record_date as date',
      'a.id as activityId',
      'a.title as activityName',
      'r.id as roleId',
      'r.name as roleName',
      'p.points',
      sql<number>`sum(p.points) over ()`.as('totalPoints'),
      activityVisible(viewer).as('visible'),
    ])
    .where('p.organization_id', '=', viewer.organizationId)
    .where('p.user_id', '=', input.memberId)
    .where('p.record_date', '>=', from)
    .where('p.record_date', '<=', to)
    .orderBy('p.record_date', 'desc')
    .orderBy('a.title')
    .orderBy('p.id')
    // Served by (organization_id, user_id, record_date) whatever the member and year.
    .modifyEnd(prepared('member-report'))
    .execute();
  const kept = await db
    .selectFrom('participation_member_years')
    .select('points')
    .where('organization_id', '=', viewer.organizationId)
    .where('user_id', '=', input.memberId)
    .where('year', '=', input.year)
    .executeTakeFirst();
  const noShows = await db
    .selectFrom('activity_rsvps as v')
    .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'v.organization_id').onRef('a.id', '=', 'v.activity_id'))
    .select(sql<number>`count(*)`.as('n'))
    .where('v.organization_id', '=', viewer.organizationId)
    .where('v.user_id', '=', input.memberId)
    .where('v.status', '=', 'going')
    .where('a.start_date', '>=', from)
    .where('a.start_date', '<=', to)
    .where('a.end_date', '<', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('participations as p')
            .select(sql`1`.as('one'))
            .whereRef('p.organization_id', '=', 'v.organization_id')
            .whereRef('p.activity_id', '=', 'v.activity_id')
            .whereRef('p.user_id', '=', 'v.user_id'),
        ),
      ),
    )
    .modifyEnd(prepared('member-no-shows'))
    .executeTakeFirstOrThrow();
  return {
    // The total counts every record of the member; a row names its activity, so only the ones the
    // one rule lets the viewer see are listed (decision 0035: reports.view reveals no private row).
    participations: rows.filter((row) => row.visible).map(({ totalPoints: _total, visible: _visible, ...row }) => row),
    // The year's kept total: every record's points and the awarded ones (issue 30).
    totalPoints: Number(kept?.points ?? rows[0]?.totalPoints ?? 0),
    noShows: Number(noShows.n),
  };
}

export async function memberStats(db: DB, scope: OrgScope, input: Unscoped<MemberStatsInput>): Promise<MemberStatsRow[]> {
  const { organizationId } = scope;
  const rows = await db
    .selectFrom('participation_member_years as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id as memberId', memberName.as('memberName'), 't.activities as totalActivities', 't.points as totalPoints'])
    .where('t.organization_id', '=', organizationId)
    .where('t.year', '=', input.year)
    .orderBy('t.points', 'desc')
    .orderBy(shownNameKey)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ ...row, totalActivities: Number(row.totalActivities), totalPoints: Number(row.totalPoints) }));
}

/**
 * One page of every member's totals for a year, sorted in SQL, with the number of members and the
 * sums over all of them (the screen's Total row), in one statement: the sums and the count are one
 * row, the page is joined to it laterally, so an offset past the end still answers the totals.
 * Order: the chosen column in the chosen direction, ties by the name (its key, decision 0045: A to Z) and
 * then the id; sorted by name, the name then the id, both in the chosen direction. The indexes of
 * migration 2026_11_22_0700 serve each order, so a page reads its own rows, not the whole year.
 */
export async function memberStatsPage(db: DB, scope: OrgScope, input: Unscoped<MemberStatsPageQuery>): Promise<MemberStatsPage> {
  const { organizationId } = scope;
  // The key of the name shown (decision 0045), which users_shown_name_key_idx serves.
  const sortName = shownNameKey;
  const direction = input.direction;
  let page = db
    .selectFrom('participation_member_years as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id as memberId', memberName.as('memberName'), sortName.as('sortName'), 't.activities as totalActivities', 't.points as totalPoints'])
    .where('t.organization_id', '=', organizationId)
    .where('t.year', '=', input.year);
  if (input.sort === 'memberName') {
    page = page.orderBy(sortName, direction).orderBy('u.id', direction);
  } else {
    page = page
      .orderBy(input.sort === 'totalPoints' ? 't.points' : 't.activities', direction)
      .orderBy(sortName)
      .orderBy('u.id');
  }
  const totals = db
    .selectFrom('participation_member_years')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<string>`coalesce(sum(activities), 0)::bigint`.as('sumActivities'),
      sql<string>`coalesce(sum(points), 0)::bigint`.as('sumPoints'),
    ])
    .where('organization_id', '=', organizationId)
    .where('year', '=', input.year);
  let query = db
    .selectFrom(totals.as('s'))
    .leftJoinLateral(page.limit(input.limit).offset(input.offset).as('p'), (join) => join.onTrue())
    .select(['s.total', 's.sumActivities', 's.sumPoints', 'p.memberId', 'p.memberName', 'p.totalActivities', 'p.totalPoints']);
  // The page's order again (a join keeps no order by itself): 50 rows, no cost.
  if (input.sort === 'memberName') {
    query = query.orderBy('p.sortName', direction).orderBy('p.memberId', direction);
  } else {
    query = query
      .orderBy(input.sort === 'totalPoints' ? 'p.totalPoints' : 'p.totalActivities', direction)
      .orderBy('p.sortName')
      .orderBy('p.memberId');
  }
  const result = await query.execute();
  const first = result[0];
  return {
    rows: result.flatMap((row) =>
      row.memberId === null || row.memberId === undefined
        ? []
        : [{ memberId: row.memberId, memberName: row.memberName ?? '', totalActivities: Number(row.totalActivities), totalPoints: Number(row.totalPoints) }],
    ),
    total: Number(first?.total ?? 0),
    totals: { totalActivities: Number(first?.sumActivities ?? 0), totalPoints: Number(first?.sumPoints ?? 0) },
  };
}
