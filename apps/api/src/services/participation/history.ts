/**
 * Participation history: the records of an organisation, filtered and paged by an opaque cursor,
 * with the summary of the whole filter; and the years that have records.
 */
import { forbidden, invalidField } from '@lug/domain/errors';
import {
  averageParticipation,
  decodeHistoryCursor,
  encodeHistoryCursor,
  type ParticipationHistoryInput,
  type ParticipationHistoryPage,
} from '@lug/domain/participation';
import { prepared, sql, type DB } from '@lug/db';
import { activityVisible } from '../activity-visibility';
import { hasPermission, type OrgScope, type Unscoped } from '../authorization';
import { memberName } from '../users';
import { apiMessages } from '../../words';

/** Who may read history: managers and report readers everything; every member their own. */
export function historyScope(viewer: OrgScope, memberId: number | undefined): number | undefined {
  if (hasPermission(viewer, 'participation.manage') || hasPermission(viewer, 'reports.view')) return memberId;
  if (memberId === undefined || memberId === viewer.userId) return viewer.userId;
  throw forbidden(apiMessages.othersParticipation);
}

function yearRange(year: number) {
  const y = String(year).padStart(4, '0');
  return [`${y}-01-01`, `${y}-12-31`] as const;
}

function filteredRecords(db: DB, organizationId: number, filters: HistoryFilters) {
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
async function historySummary(db: DB, organizationId: number, filters: HistoryFilters) {
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
      .modifyEnd(prepared('history-totals'))
      .executeTakeFirstOrThrow();
    return { records: Number(row.records), activities: Number(row.activities), participants: Number(row.participants) };
  }
  const row = await db
    .selectFrom('participation_activity_years')
    .select((eb) => [
      sql<number>`coalesce(sum(records), 0)`.as('records'),
      sql<number>`count(*)`.as('activities'),
      // A year row with only awarded points (issue 30) is no participant.
      eb.selectFrom('participation_member_years').select(sql<number>`count(*)`.as('n')).where('organization_id', '=', organizationId).where('year', '=', filters.year!).where('records', '>', 0).as('participants'),
    ])
    .where('organization_id', '=', organizationId)
    .where('year', '=', filters.year)
    .executeTakeFirstOrThrow();
  return { records: Number(row.records), activities: Number(row.activities), participants: Number(row.participants) };
}

export async function participationHistory(
  db: DB,
  viewer: OrgScope,
  input: Unscoped<ParticipationHistoryInput>,
): Promise<ParticipationHistoryPage> {
  const organizationId = viewer.organizationId;
  const filters = { year: input.year, memberId: historyScope(viewer, input.member_id), activityId: input.activity_id };
  const cursor = input.cursor ? decodeHistoryCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw invalidField('cursor', apiMessages.notACursor);

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
    ])
    // Rows name their activity: only those the one rule lets the viewer see (decision 0035). The
    // summary below still counts every record of the filter (figures, no titles).
    .where(activityVisible(viewer));
  if (cursor) {
    page = page.where((eb) => eb(sql`(p.record_date, p.id)`, '<', sql`(${cursor.date}::date, ${cursor.id}::int)`));
  }
  const [rows, summary] = await Promise.all([
    // Each filter gives its own text (and its own index); none depends on the values bound.
    page.orderBy('p.record_date', 'desc').orderBy('p.id', 'desc').limit(input.limit + 1).modifyEnd(prepared('history-page')).execute(),
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
export async function participationYears(db: DB, viewer: OrgScope): Promise<number[]> {
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
