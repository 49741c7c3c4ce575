/**
 * Participation: who took part in which activity, in which role, on which day (or for the whole
 * event). Every write takes the activity's participation lock (`lockActivityParticipation`), the
 * same one an activity's change of dates takes, so writes on one activity apply one after the other.
 */
import { activityNotFoundMessage } from '@lug/domain/activities-helpers';
import { badRequest, conflict, forbidden, invalidField, notFound } from '@lug/domain/errors';
import {
  averageParticipation,
  bulkDateProblem,
  dayColumns,
  decodeHistoryCursor,
  encodeHistoryCursor,
  participationRecordNotFoundMessage,
  planBulkUpdate,
  type ActivityMemberIds,
  type ActivityParticipationPage,
  type ActivityParticipationPageQuery,
  type ActivityParticipationView,
  type BulkUpdateParticipationInput,
  type CreateParticipationInput,
  type ParticipationHistoryInput,
  type ParticipationHistoryPage,
  type ParticipationRecord,
  type UpdateParticipationInput,
} from '@lug/domain/participation';
import { sql, type Database, type Kysely } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { lockActivityParticipation, lockArea } from './locks';
import { containsPattern } from './search-pattern';

/** The name a member is shown by: their display name, else first and last name. */
export const memberName = sql<string>`coalesce(nullif(trim(u.display_name), ''), trim(u.first_name || ' ' || u.last_name))`;
/**
 * The Participation Manager's order: the name in any case (then the id). `users_member_name_idx`
 * (migration 0700) is on this very expression, so a page walks it instead of sorting every member.
 */
const memberSortKey = sql<string>`lower(${memberName})`;

async function loadActivity(db: Kysely<Database>, organizationId: number, activityId: number) {
  const activity = await db
    .selectFrom('activities')
    .select(['id', 'title', 'start_date', 'end_date', 'participation_type', 'category_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw notFound(activityNotFoundMessage);
  return activity;
}

export async function getActivityParticipation(
  db: Kysely<Database>,
  scope: OrgScope,
  activityId: number,
): Promise<ActivityParticipationView> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, organizationId, activityId);
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
function activeRoles(db: Kysely<Database>, organizationId: number, categoryId: number | null) {
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
 * when searching): a part of the name, compared without case or diacritics (`users.name_search`,
 * migration 0720), and optionally only the activity's participants.
 */
function activityMembersFilter(
  organizationId: number,
  activityId: number,
  filter: { q?: string | undefined; only_participants?: boolean | undefined },
) {
  const needle = filter.q?.trim() ?? '';
  const conditions = [sql`m.organization_id = ${organizationId}`, sql`m.status = 'active'`];
  if (needle !== '') conditions.push(sql`u.name_search like search_fold(${containsPattern(needle)})`);
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
  db: Kysely<Database>,
  scope: OrgScope,
  input: Unscoped<ActivityParticipationPageQuery>,
): Promise<ActivityParticipationPage> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, organizationId, input.activity_id);
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
  db: Kysely<Database>,
  scope: OrgScope,
  input: { activity_id: number; q?: string | undefined; only_participants?: boolean | undefined },
): Promise<ActivityMemberIds> {
  const { organizationId } = scope;
  const activity = await loadActivity(db, organizationId, input.activity_id);
  const filter = activityMembersFilter(organizationId, activity.id, input);
  const { rows } = await sql<{ user_id: number }>`select m.user_id from ${filter.from} where ${filter.where} order by m.user_id`.execute(db);
  return { ids: rows.map((row) => row.user_id) };
}

async function requireActiveMembers(trx: Kysely<Database>, organizationId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  const rows = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('user_id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw badRequest('Every member must be an active member of this organization');
}

async function requireActiveRoles(trx: Kysely<Database>, organizationId: number, roleIds: number[]) {
  const unique = [...new Set(roleIds)];
  const rows = await trx
    .selectFrom('participation_roles')
    .select(['id', 'points'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw badRequest('Every role must be an active participation role of this organization');
  return new Map(rows.map((r) => [r.id, r.points]));
}

/** Assigns or removes roles for members, for one day or the whole event: all of it, or nothing. */
export async function bulkUpdateParticipation(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<BulkUpdateParticipationInput>,
): Promise<{ count: number }> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityParticipation(trx, organizationId, input.activity_id);
    const problem = bulkDateProblem(activity, input.date);
    if (problem) throw invalidField('date', problem, problem);
    await requireActiveMembers(trx, organizationId, input.user_ids);
    const points = await requireActiveRoles(trx, organizationId, input.role_ids);

    let existingQuery = trx
      .selectFrom('participations')
      .select(['id', 'user_id', 'role_id', 'participation_date'])
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activity.id)
      .where('user_id', 'in', [...new Set(input.user_ids)])
      .where('role_id', 'in', [...new Set(input.role_ids)]);
    existingQuery =
      input.date === null
        ? existingQuery.where('participation_date', 'is', null)
        : existingQuery.where('participation_date', '=', input.date);
    const existing = await existingQuery.execute();
    const planned = planBulkUpdate(existing, input);

    if (planned.length > 0) {
      if (input.action === 'assign') {
        // Batches keep each statement's parameter count well under PostgreSQL's limit.
        for (let i = 0; i < planned.length; i += 5000) {
          await trx
            .insertInto('participations')
            .values(
              planned.slice(i, i + 5000).map((p) => ({
                organization_id: organizationId,
                activity_id: activity.id,
                user_id: p.user_id,
                role_id: p.role_id,
                participation_date: p.participation_date,
                points: points.get(p.role_id)!,
                created_at: deps.now(),
              })),
            )
            .execute();
        }
      } else {
        const byKey = new Map(existing.map((r) => [`${r.user_id}:${r.role_id}`, r.id]));
        const ids = planned.map((p) => byKey.get(`${p.user_id}:${p.role_id}`)!);
        for (let i = 0; i < ids.length; i += 10000) {
          await trx.deleteFrom('participations').where('id', 'in', ids.slice(i, i + 10000)).execute();
        }
      }
    }
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: input.action === 'assign' ? 'participation.assign' : 'participation.remove',
      entity: 'activity',
      entityId: activity.id,
      details: {
        date: input.date,
        role_ids: [...new Set(input.role_ids)],
        user_count: new Set(input.user_ids).size,
        count: planned.length,
      },
    });
    return { count: planned.length };
  });
}

/** Who may read history: managers and report readers everything; every member their own. */
function historyScope(viewer: OrgScope, memberId: number | undefined): number | undefined {
  if (hasPermission(viewer, 'participation.manage') || hasPermission(viewer, 'reports.view')) return memberId;
  if (memberId === undefined || memberId === viewer.userId) return viewer.userId;
  throw forbidden("You don't have permission to see other members' participation");
}

function yearRange(year: number) {
  const y = String(year).padStart(4, '0');
  return [`${y}-01-01`, `${y}-12-31`] as const;
}

function filteredRecords(db: Kysely<Database>, organizationId: number, filters: HistoryFilters) {
  let query = db
    .selectFrom('participations as p')
    .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
    .where('p.organization_id', '=', organizationId);
  if (filters.memberId !== undefined) query = query.where('p.user_id', '=', filters.memberId);
  if (filters.activityId !== undefined) query = query.where('p.activity_id', '=', filters.activityId);
  if (filters.year !== undefined) {
    const [from, to] = yearRange(filters.year);
    query = query.where('p.record_date', '>=', from).where('p.record_date', '<=', to);
  }
  return query;
}

interface HistoryFilters {
  year?: number | undefined;
  memberId?: number | undefined;
  activityId?: number | undefined;
}

/**
 * The history's summary. Filtered by a member or an activity it counts their few records; for the
 * whole organisation (optionally a year) it reads the running totals the triggers of migration
 * 0600 keep, instead of counting every record of a large group on each page view.
 */
async function historySummary(db: Kysely<Database>, organizationId: number, filters: HistoryFilters) {
  if (filters.memberId !== undefined || filters.activityId !== undefined) {
    const row = await filteredRecords(db, organizationId, filters)
      .select((eb) => [
        eb.fn.countAll<number>().as('records'),
        sql<number>`count(distinct p.activity_id)`.as('activities'),
        sql<number>`count(distinct p.user_id)`.as('participants'),
      ])
      .executeTakeFirstOrThrow();
    return { records: Number(row.records), activities: Number(row.activities), participants: Number(row.participants) };
  }
  // The summary is part of every history answer: read totals, never count the records.
  if (filters.year === undefined) {
    // The organisation's totals kept by triggers (migration 0730) and its activities with records.
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('participation_organization_totals').select('records').where('organization_id', '=', organizationId).as('records'),
        eb.selectFrom('participation_organization_totals').select('members').where('organization_id', '=', organizationId).as('participants'),
        eb.selectFrom('participation_activity_years').select(sql<number>`count(distinct activity_id)`.as('n')).where('organization_id', '=', organizationId).as('activities'),
      ])
      .executeTakeFirstOrThrow();
    return { records: Number(row.records), activities: Number(row.activities), participants: Number(row.participants) };
  }
  const row = await db
    .selectFrom('participation_activity_years')
    .select((eb) => [
      sql<number>`coalesce(sum(records), 0)`.as('records'),
      sql<number>`count(*)`.as('activities'),
      eb.selectFrom('participation_member_years').select(sql<number>`count(*)`.as('n')).where('organization_id', '=', organizationId).where('year', '=', filters.year!).as('participants'),
    ])
    .where('organization_id', '=', organizationId)
    .where('year', '=', filters.year)
    .executeTakeFirstOrThrow();
  return { records: Number(row.records), activities: Number(row.activities), participants: Number(row.participants) };
}

export async function participationHistory(
  db: Kysely<Database>,
  viewer: OrgScope,
  input: Unscoped<ParticipationHistoryInput>,
): Promise<ParticipationHistoryPage> {
  const organizationId = viewer.organizationId;
  const filters = { year: input.year, memberId: historyScope(viewer, input.member_id), activityId: input.activity_id };
  const cursor = input.cursor ? decodeHistoryCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw invalidField('cursor', 'Not a cursor this API gave out');

  // Newest first by the day a record counts for, served by participations_org_record_date_idx.
  let page = filteredRecords(db, organizationId, filters)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('participation_roles as r', (join) => join.onRef('r.organization_id', '=', 'p.organization_id').onRef('r.id', '=', 'p.role_id'))
    .select([
      'p.id',
      'p.points',
      'p.record_date as date',
      'a.id as activity_id',
      'a.title as activity_name',
      'a.start_date as activity_date',
      'u.id as member_id',
      memberName.as('member_name'),
      'r.id as role_id',
      'r.name as role_name',
      'r.points as role_points',
    ]);
  if (cursor) {
    page = page.where((eb) => eb(sql`(p.record_date, p.id)`, '<', sql`(${cursor.date}::date, ${cursor.id}::int)`));
  }
  const [rows, summary] = await Promise.all([
    page.orderBy('p.record_date', 'desc').orderBy('p.id', 'desc').limit(input.limit + 1).execute(),
    historySummary(db, organizationId, filters),
  ]);
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      id: row.id,
      date: row.date,
      points: row.points,
      activity: { id: row.activity_id, name: row.activity_name, date: row.activity_date },
      member: { id: row.member_id, name: row.member_name },
      role: { id: row.role_id, name: row.role_name, basePoints: row.role_points },
    })),
    nextCursor: rows.length > input.limit && last ? encodeHistoryCursor({ date: last.date, id: last.id }) : null,
    summary: {
      totalActivities: summary.activities,
      uniqueParticipants: summary.participants,
      averageParticipation: averageParticipation(summary.records, summary.participants),
      totalRecords: summary.records,
    },
  };
}

/** The years that have participation records, newest first (the history's Year filter). */
export async function participationYears(db: Kysely<Database>, viewer: OrgScope): Promise<number[]> {
  const memberId = historyScope(viewer, undefined);
  const rows =
    memberId === undefined
      ? await db
          .selectFrom('participation_activity_years')
          .select('year')
          .distinct()
          .where('organization_id', '=', viewer.organizationId)
          .orderBy('year', 'desc')
          .execute()
      : await db
          .selectFrom('participations')
          .select(sql<number>`extract(year from record_date)::int`.as('year'))
          .distinct()
          .where('organization_id', '=', viewer.organizationId)
          .where('user_id', '=', memberId)
          .orderBy('year', 'desc')
          .execute();
  return rows.map((r) => Number(r.year));
}

async function findRecord(db: Kysely<Database>, organizationId: number, id: number): Promise<ParticipationRecord> {
  const row = await db
    .selectFrom('participations as p')
    .innerJoin('participation_roles as r', (join) => join.onRef('r.organization_id', '=', 'p.organization_id').onRef('r.id', '=', 'p.role_id'))
    .select(['p.id', 'p.activity_id', 'p.user_id', 'p.role_id', 'p.participation_date', 'p.points', 'r.name as role_name'])
    .where('p.organization_id', '=', organizationId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(participationRecordNotFoundMessage);
  const { role_name, ...record } = row;
  return { ...record, ParticipationRole: { name: role_name } };
}

export async function getParticipationRecord(db: Kysely<Database>, viewer: OrgScope, id: number) {
  const record = await findRecord(db, viewer.organizationId, id);
  historyScope(viewer, record.user_id);
  return record;
}

/**
 * A record's activity's participation lock, then the record as it is under it. The organisation's
 * participation lock comes first (as `lockActivityParticipation` takes it), so the record read to
 * find its activity cannot change before the activity's lock is held.
 */
async function lockRecordActivity(trx: Kysely<Database>, organizationId: number, recordId: number) {
  await lockArea(trx, 'participation', organizationId);
  const before = await findRecord(trx, organizationId, recordId);
  const activity = await lockActivityParticipation(trx, organizationId, before.activity_id);
  return { before, activity };
}

async function requireFreeCell(
  trx: Kysely<Database>,
  organizationId: number,
  cell: { activity_id: number; user_id: number; role_id: number; participation_date: string | null },
  exceptId?: number,
) {
  let query = trx
    .selectFrom('participations')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', cell.activity_id)
    .where('user_id', '=', cell.user_id)
    .where('role_id', '=', cell.role_id);
  query = cell.participation_date === null ? query.where('participation_date', 'is', null) : query.where('participation_date', '=', cell.participation_date);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) {
    throw conflict('This member already holds this role for that day');
  }
}

export async function createParticipationRecord(deps: AppDeps, actor: OrgScope, input: Unscoped<CreateParticipationInput>) {
  const organizationId = actor.organizationId;
  const id = await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityParticipation(trx, organizationId, input.activity_id);
    const problem = bulkDateProblem(activity, input.participation_date);
    if (problem) throw invalidField('participation_date', problem, problem);
    await requireActiveMembers(trx, organizationId, [input.user_id]);
    const points = await requireActiveRoles(trx, organizationId, [input.role_id]);
    await requireFreeCell(trx, organizationId, input);
    const row = await trx
      .insertInto('participations')
      .values({ ...input, organization_id: organizationId, points: points.get(input.role_id)!, created_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'participation.create',
      entity: 'participation',
      entityId: row.id,
      details: { ...input },
    });
    return row.id;
  });
  return findRecord(deps.db, organizationId, id);
}

export async function updateParticipationRecord(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateParticipationInput>) {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const { before, activity } = await lockRecordActivity(trx, organizationId, input.id);
    const next = {
      activity_id: before.activity_id,
      user_id: before.user_id,
      role_id: input.role_id ?? before.role_id,
      participation_date: input.participation_date === undefined ? before.participation_date : input.participation_date,
    };
    const problem = bulkDateProblem(activity, next.participation_date);
    if (problem) throw invalidField('participation_date', problem, problem);
    let points = before.points;
    if (next.role_id !== before.role_id) points = (await requireActiveRoles(trx, organizationId, [next.role_id])).get(next.role_id)!;
    await requireFreeCell(trx, organizationId, next, before.id);
    await trx
      .updateTable('participations')
      .set({ role_id: next.role_id, participation_date: next.participation_date, points })
      .where('organization_id', '=', organizationId)
      .where('id', '=', before.id)
      .execute();
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'participation.update',
      entity: 'participation',
      entityId: before.id,
      details: { before: { role_id: before.role_id, participation_date: before.participation_date }, after: next },
    });
  });
  return findRecord(deps.db, organizationId, input.id);
}

export async function deleteParticipationRecord(deps: AppDeps, actor: OrgScope, id: number) {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const { before } = await lockRecordActivity(trx, organizationId, id);
    await trx.deleteFrom('participations').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'participation.delete',
      entity: 'participation',
      entityId: id,
      details: { activity_id: before.activity_id, user_id: before.user_id, role_id: before.role_id, participation_date: before.participation_date },
    });
  });
}
