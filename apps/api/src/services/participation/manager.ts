/**
 * The Participation Manager's reads: one activity's members, roles and records, whole (the
 * documented call) or a page at a time (decision 13), and the ids a search matches.
 */
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { notFound } from '@lug/domain/errors';
import {
  dayColumns,
  type ActivityMemberIds,
  type ActivityParticipationPage,
  type ActivityParticipationPageQuery,
  type ActivityParticipationView,
} from '@lug/domain/participation';
import { nameKey } from '@lug/domain/name-key';
import { sql, type DB } from '@lug/db';
import { activityVisible } from '../activity-visibility';
import type { OrgScope, Unscoped } from '../authorization';
import { containsPattern } from '../search-pattern';
import { memberName, shownNameKey } from '../users';

/**
 * The Participation Manager's order: the key of the name shown (decision 0045), then the id.
 * `users_shown_name_key_idx` serves it, so a page walks it instead of sorting every member.
 */
const memberSortKey = shownNameKey;

/** The activity, when the one visibility rule lets the manager see it (decision 0035). */
async function loadActivity(db: DB, scope: OrgScope, activityId: number) {
  const activity = await db
    .selectFrom('activities as a')
    .select(['a.id', 'a.title', 'a.start_date', 'a.end_date', 'a.participation_type', 'a.category_id'])
    .where('a.organization_id', '=', scope.organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  return activity;
}

export async function getActivityParticipation(
  db: DB,
  scope: OrgScope,
  activityId: number,
): Promise<ActivityParticipationView> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, scope, activityId);
  const [users, roles, participations] = await Promise.all([
    db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', memberName.as('display_name')])
      .where('m.organization_id', '=', organizationId)
      .where('m.status', '=', 'active')
      .orderBy(memberSortKey)
      .orderBy('u.id')
      .execute(),
    activeRoles(db, organizationId, activity.category_id),
    db
      .selectFrom('participations')
      .select(['id', 'user_id', 'role_id', 'participation_date'])
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activityId)
      .orderBy('id')
      .execute(),
  ]);
  return { activity, users, roles, participations };
}

/** The organisation's active participation roles: the activity's category first, then the rest, each by name. */
function activeRoles(db: DB, organizationId: number, categoryId: number | null) {
  return db
    .selectFrom('participation_roles')
    .select(['id', 'name', 'points'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .orderBy(sql`case when category_id is not distinct from ${categoryId} and category_id is not null then 0 else 1 end`)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Which active members the Participation Manager lists, as SQL over `memberships m` (and `users u`
 * when searching): a part of the name, compared by the names' keys (`users.name_search`,
 * decision 0045), and optionally only the activity's participants.
 */
function activityMembersFilter(
  organizationId: number,
  activityId: number,
  filter: { q?: string | undefined; only_participants?: boolean | undefined },
) {
  const needle = filter.q?.trim() ?? '';
  const conditions = [sql`m.organization_id = ${organizationId}`, sql`m.status = 'active'`];
  if (needle !== '') conditions.push(sql`u.name_search like ${containsPattern(nameKey(needle))}`);
  if (filter.only_participants) {
    conditions.push(sql`exists (select 1 from participations p
      where p.organization_id = ${organizationId} and p.activity_id = ${activityId} and p.user_id = m.user_id)`);
  }
  return {
    where: sql<boolean>`${sql.join(conditions, sql` and `)}`,
    /** The joins the conditions read: users only for a search. */
    from: needle !== '' ? sql`memberships m join users u on u.id = m.user_id` : sql`memberships m`,
  };
}

/**
 * One page of the Participation Manager (decision 13): the page's members (searched, sorted and cut
 * in SQL) with their records, how many members match, and the participants per column and in all,
 * which cover every member. Two round trips: the activity (404 when it is another organisation's),
 * then three statements at once: the page with its records and the count (one statement; only a
 * page past the end asks for the count again), the counts of participants, the roles.
 */
export async function getActivityParticipationPage(
  db: DB,
  scope: OrgScope,
  input: Unscoped<ActivityParticipationPageQuery>,
): Promise<ActivityParticipationPage> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, scope, input.activity_id);
  const filter = activityMembersFilter(organizationId, activity.id, input);
  // Every active member: the organisation's count kept by triggers (migration 0730).
  const total =
    (input.q?.trim() ?? '') === '' && !input.only_participants
      ? sql<number>`coalesce((select active_members from organization_member_counts where organization_id = ${organizationId}), 0)`
      : sql<number>`(select count(*)::int from ${filter.from} where ${filter.where})`;

  const [rows, counts, roles] = await Promise.all([
    db
      .with('page', (qb) =>
        qb
          .selectFrom('memberships as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['u.id', memberName.as('display_name'), memberSortKey.as('sort_key')])
          .where(filter.where)
          .orderBy(memberSortKey)
          .orderBy('u.id')
          .limit(input.limit)
          .offset(input.offset),
      )
      .selectFrom('page')
      .leftJoin('participations as p', (join) =>
        join
          .on('p.organization_id', '=', organizationId)
          .on('p.activity_id', '=', activity.id)
          .onRef('p.user_id', '=', 'page.id'),
      )
      .select([
        'page.id',
        'page.display_name',
        'p.id as participation_id',
        'p.role_id',
        'p.participation_date',
        total.as('total'),
      ])
      .orderBy('page.sort_key')
      .orderBy('page.id')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('participations')
      .select([
        'participation_date',
        sql<number>`count(distinct user_id)::int`.as('participants'),
        // 1 on the row of the whole activity, 0 on a day's (or the entire event's) row.
        sql<number>`grouping(participation_date)`.as('whole'),
      ])
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activity.id)
      .groupBy(sql`grouping sets ((participation_date), ())`)
      .execute(),
    activeRoles(db, organizationId, activity.category_id),
  ]);

  const users: ActivityParticipationPage['users'] = [];
  const participations: ActivityParticipationPage['participations'] = [];
  for (const row of rows) {
    if (users.at(-1)?.id !== row.id) users.push({ id: row.id, display_name: row.display_name });
    if (row.participation_id !== null && row.role_id !== null) {
      participations.push({ id: row.participation_id, user_id: row.id, role_id: row.role_id, participation_date: row.participation_date });
    }
  }
  participations.sort((a, b) => a.id - b.id);
  const matching =
    rows[0]?.total ??
    (input.offset === 0
      ? 0
      : (await sql<{ total: number }>`select ${total} as total`.execute(db)).rows[0]!.total);

  const perDate = new Map<string | null, number>();
  let uniqueParticipants = 0;
  for (const row of counts) {
    if (Number(row.whole) === 1) uniqueParticipants = row.participants;
    else perDate.set(row.participation_date, row.participants);
  }
  const day_counts =
    activity.participation_type === 'full'
      ? [{ date: null, participants: perDate.get(null) ?? 0 }]
      : dayColumns(activity.start_date, activity.end_date).map((day) => ({ date: day.date, participants: perDate.get(day.date) ?? 0 }));

  return { activity, roles, users, total: matching, participations, day_counts, unique_participants: uniqueParticipants };
}

/** The ids of every member a page's search and filter match ("Select all N matching members"), by id. */
export async function getActivityMemberIds(
  db: DB,
  scope: OrgScope,
  input: { activity_id: number; q?: string | undefined; only_participants?: boolean | undefined },
): Promise<ActivityMemberIds> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, scope, input.activity_id);
  const filter = activityMembersFilter(organizationId, activity.id, input);
  const { rows } = await sql<{ user_id: number }>`select m.user_id from ${filter.from} where ${filter.where} order by m.user_id`.execute(db);
  return { ids: rows.map((row) => row.user_id) };
}
