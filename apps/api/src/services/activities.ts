/**
 * Activities. Reading needs membership; private activities are seen only as the one visibility
 * rule says (services/activity-visibility.ts). Writing needs `activities.manage` (checked by the
 * procedure). Every query is scoped to the organisation.
 */
import {
  activityRuleMessages,
  countAffectedRecords,
  participationChangeConflictMessage,
  participationShapeChanged,
  planParticipationChange,
  previewParticipationChange,
  scheduleProblem,
  type ActivityDetail,
  type ActivityPage,
  type ActivityPageInput,
  type ActivityWithCategory,
  type CreateActivityInput,
  type ListActivitiesInput,
  type ParticipationType,
  type UpdateActivityInput,
} from '@lug/domain/activities';
import { DomainError, invalidField, notFound } from '@lug/domain/errors';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { requireAreaLimitFits } from './exhibits';
import { auditMemberChange } from './audit';
import { notifyNewActivity } from './notifications';
import { activityVisible } from './activity-visibility';
import type { OrgScope, Unscoped } from './authorization';
import { requireCategoryReference } from './categories';
import { lockActivityParticipation } from './locks';
import { participationsWithRole } from './participation/records';
import { requireBookingsFitDates } from './equipment';
import { applyCapacity, requireCheckinRole } from './rsvp';
import { applyShiftDateChange } from './shifts';
import { requireExhibitorRole, syncExhibitorRecords } from './exhibitor-records';

/** `activities a` with their category `c` (whose columns are null when the activity has none). */
export function activitiesWithCategory(db: DB) {
  return db
    .selectFrom('activities as a')
    .leftJoin('categories as c', (join) =>
      join.onRef('c.organization_id', '=', 'a.organization_id').onRef('c.id', '=', 'a.category_id'),
    );
}

/** What an activity says of itself: the list shows these, and so does a calendar event. */
export const activityEventColumns = [
  'a.title',
  'a.description',
  'a.start_date',
  'a.end_date',
  'a.start_time',
  'a.end_time',
  'a.location',
  'a.organizer',
  'a.external_url',
] as const;

function selectActivities(db: DB, organizationId: number) {
  return activitiesWithCategory(db)
    .select([
      'a.id',
      'a.organization_id',
      ...activityEventColumns,
      'a.is_private',
      'a.category_id',
      'a.participation_type',
      'a.rsvp_open',
      'a.capacity',
      'a.rsvp_deadline',
      'a.checkin_role_id',
      'a.exhibits_open',
      'a.exhibits_per_member',
      'a.exhibits_area_studs',
      'a.exhibitor_role_id',
      'c.name as category_name',
    ])
    .where('a.organization_id', '=', organizationId);
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['executeTakeFirstOrThrow']>>;

/** Field by field (no object rest): a year of a large group maps hundreds of rows per request. */
function toActivity(row: ActivityRow): ActivityWithCategory {
  return {
    id: row.id,
    organization_id: row.organization_id,
    title: row.title,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    location: row.location,
    organizer: row.organizer,
    external_url: row.external_url,
    is_private: row.is_private,
    category_id: row.category_id,
    participation_type: row.participation_type,
    rsvp_open: row.rsvp_open,
    capacity: row.capacity,
    rsvp_deadline: row.rsvp_deadline,
    checkin_role_id: row.checkin_role_id,
    exhibits_open: row.exhibits_open,
    exhibits_per_member: row.exhibits_per_member,
    exhibits_area_studs: row.exhibits_area_studs,
    exhibitor_role_id: row.exhibitor_role_id,
    Category: row.category_id !== null && row.category_name !== null ? { id: row.category_id, name: row.category_name } : null,
  };
}

/** Private rows are left out unless the viewer may see them (the one rule, decision 0035). */
function visibleTo<QB extends ReturnType<typeof selectActivities>>(query: QB, viewer: OrgScope): QB {
  return query.where(activityVisible(viewer)) as QB;
}

function listQuery(db: DB, viewer: OrgScope, input: Unscoped<ListActivitiesInput>) {
  let query = visibleTo(selectActivities(db, viewer.organizationId), viewer);
  if (input.year !== undefined) {
    query = query
      .where('a.start_date', '>=', `${String(input.year).padStart(4, '0')}-01-01`)
      .where('a.start_date', '<=', `${String(input.year).padStart(4, '0')}-12-31`);
  }
  if (input.category_id != null) query = query.where('a.category_id', '=', input.category_id);
  return query.orderBy('a.start_date').orderBy(sql`a.start_time nulls first`).orderBy('a.title').orderBy('a.id');
}

export async function listActivities(
  db: DB,
  viewer: OrgScope,
  input: Unscoped<ListActivitiesInput>,
): Promise<ActivityWithCategory[]> {
  const rows = await listQuery(db, viewer, input).execute();
  return rows.map(toActivity);
}

/** One page of the list and the count of the whole, in one statement. */
export async function activityPage(db: DB, viewer: OrgScope, input: Unscoped<ActivityPageInput>): Promise<ActivityPage> {
  const rows = await listQuery(db, viewer, input)
    .select(sql<number>`count(*) over ()`.as('total'))
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  // A page past the end has no row to carry the count: ask for it alone (rare: a stale link).
  const total =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : input.offset === 0
        ? 0
        : Number((await listQuery(db, viewer, input).clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return { activities: rows.map(toActivity), total };
}

async function findVisibleActivity(
  db: DB,
  viewer: OrgScope,
  id: number,
): Promise<ActivityWithCategory> {
  const row = await visibleTo(selectActivities(db, viewer.organizationId), viewer)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(activityRuleMessages.notFound);
  return toActivity(row);
}

async function findActivity(db: DB, organizationId: number, id: number): Promise<ActivityWithCategory> {
  const row = await selectActivities(db, organizationId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(activityRuleMessages.notFound);
  return toActivity(row);
}

export async function getActivity(db: DB, viewer: OrgScope, id: number): Promise<ActivityDetail> {
  const activity = await findVisibleActivity(db, viewer, id);
  const organization = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', viewer.organizationId)
    .executeTakeFirst();
  const participations = await participationsWithRole(db)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.role_id',
      'p.participation_date',
      'p.points',
      'u.display_name',
      'u.first_name',
      'u.last_name',
      'r.name as role_name',
      'r.points as role_points',
    ])
    .where('p.organization_id', '=', viewer.organizationId)
    .where('p.activity_id', '=', id)
    .orderBy(sql`p.participation_date nulls first`)
    .orderBy('u.last_name_key')
    .orderBy('u.first_name_key')
    .orderBy('p.id')
    .execute();
  return {
    ...activity,
    Organization: organization ?? null,
    Participations: participations.map((p) => ({
      id: p.id,
      user_id: p.user_id,
      role_id: p.role_id,
      participation_date: p.participation_date,
      points: p.points,
      User: { id: p.user_id, display_name: p.display_name?.trim() || `${p.first_name} ${p.last_name}`.trim() },
      ParticipationRole: { id: p.role_id, name: p.role_name, points: p.role_points },
    })),
  };
}

function scheduleCheck(schedule: {
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
}) {
  const problem = scheduleProblem(schedule);
  if (problem) throw invalidField(problem.path, problem.message);
}

export async function createActivity(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<CreateActivityInput>,
): Promise<ActivityWithCategory> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    if (input.category_id != null) {
      await requireCategoryReference(trx, organizationId, 'category_id', input.category_id);
    }
    const values = {
      organization_id: organizationId,
      title: input.title,
      description: input.description ?? null,
      start_date: input.start_date,
      end_date: input.end_date,
      start_time: input.start_time ?? null,
      end_time: input.end_time ?? null,
      location: input.location ?? null,
      organizer: input.organizer ?? null,
      external_url: input.external_url ?? null,
      is_private: input.is_private,
      category_id: input.category_id ?? null,
      participation_type: input.participation_type,
      rsvp_open: input.rsvp_open,
      capacity: input.capacity ?? null,
      rsvp_deadline: input.rsvp_deadline ?? null,
      checkin_role_id: input.checkin_role_id ?? null,
      exhibits_open: input.exhibits_open,
      exhibits_per_member: input.exhibits_per_member ?? null,
      exhibits_area_studs: input.exhibits_area_studs ?? null,
      exhibitor_role_id: input.exhibitor_role_id ?? null,
    };
    scheduleCheck(values);
    if (values.checkin_role_id !== null) await requireCheckinRole(trx, organizationId, values.checkin_role_id);
    if (values.exhibitor_role_id !== null) await requireExhibitorRole(trx, organizationId, values.exhibitor_role_id);
    const { id } = await trx.insertInto('activities').values(values).returning('id').executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: 'activity.create',
      entity: 'activity',
      entityId: id,
      details: { title: values.title, start_date: values.start_date, end_date: values.end_date },
    });
    await notifyNewActivity(trx, deps, organizationId, { id, ...values });
    return findActivity(trx, organizationId, id);
  });
}

const updatableFields = [
  'title',
  'description',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'location',
  'organizer',
  'external_url',
  'is_private',
  'category_id',
  'participation_type',
  'rsvp_open',
  'capacity',
  'rsvp_deadline',
  'checkin_role_id',
  'exhibits_open',
  'exhibits_per_member',
  'exhibits_area_studs',
  'exhibitor_role_id',
] as const;

/**
 * Updates the fields the input names. A change of dates or participation type that leaves
 * participation records outside the activity is refused (409) unless `participation_change` says
 * whether to remove or convert them; new dates that leave shifts outside the activity are refused
 * (409) unless `shift_change` says whether to move or cancel them, and new dates on which the
 * activity's equipment bookings pass the stock are refused (409) (decision 0039).
 */
export async function updateActivity(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<UpdateActivityInput>,
): Promise<ActivityWithCategory> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const existing = await lockActivityParticipation(trx, organizationId, input.id);

    const changes: Partial<Record<(typeof updatableFields)[number], unknown>> = {};
    for (const field of updatableFields) {
      const value = input[field];
      if (value !== undefined && value !== existing[field]) changes[field] = value;
    }
    const merged = { ...existing, ...changes } as typeof existing;
    scheduleCheck(merged);
    if (changes.category_id != null) {
      await requireCategoryReference(trx, organizationId, 'category_id', merged.category_id!);
    }
    if (changes.checkin_role_id != null) await requireCheckinRole(trx, organizationId, merged.checkin_role_id!);
    if (changes.exhibitor_role_id != null) await requireExhibitorRole(trx, organizationId, merged.exhibitor_role_id!);
    // A capacity below the members going is refused; a larger one seats the waitlist (decision 0025).
    const promoted = 'capacity' in changes ? await applyCapacity(trx, deps, actor, merged, merged.capacity) : [];
    // An area limit below the approved exhibits' total is refused (decision 0030).
    if ('exhibits_area_studs' in changes) await requireAreaLimitFits(trx, organizationId, merged.id, merged.exhibits_area_studs);

    const before = {
      start_date: existing.start_date,
      end_date: existing.end_date,
      participation_type: existing.participation_type,
    };
    const after = {
      start_date: merged.start_date,
      end_date: merged.end_date,
      participation_type: merged.participation_type as ParticipationType,
    };
    let participation: Record<string, unknown> | undefined;
    if (participationShapeChanged(before, after)) {
      const records = await trx
        .selectFrom('participations')
        .select(['id', 'user_id', 'role_id', 'participation_date', 'points'])
        .where('organization_id', '=', organizationId)
        .where('activity_id', '=', input.id)
        .execute();
      const affected = countAffectedRecords(records, after);
      if (affected > 0) {
        if (!input.participation_change) {
          // What each answer would keep, convert and remove, so the question can be asked with counts.
          const preview = previewParticipationChange(records, after);
          throw new DomainError('PARTICIPATION_CHANGE_REQUIRED', participationChangeConflictMessage(affected), {
            details: { affected, preview },
          });
        }
        const plan = planParticipationChange(records, after, input.participation_change);
        if (plan.deletes.length > 0) {
          await trx
            .deleteFrom('participations')
            .where('organization_id', '=', organizationId)
            .where('id', 'in', plan.deletes)
            .execute();
        }
        for (const update of plan.updates) {
          await trx
            .updateTable('participations')
            .set({ participation_date: update.participation_date, points: update.points })
            .where('organization_id', '=', organizationId)
            .where('id', '=', update.id)
            .execute();
        }
        participation = {
          mode: input.participation_change,
          affected,
          removed: plan.deletes.length,
          converted: plan.updates.length,
        };
      }
    }

    // New dates re-check what is planned on the days: shifts must not be left outside the activity,
    // bookings must fit the stock on the new days (decision 0039).
    let shifts: Record<string, unknown> | undefined;
    if (before.start_date !== after.start_date || before.end_date !== after.end_date) {
      shifts = await applyShiftDateChange(trx, deps, actor, existing, after, input.shift_change);
      await requireBookingsFitDates(trx, organizationId, existing.id, after);
    }

    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('activities')
        .set({ ...(changes as Record<string, never>), updated_at: deps.now() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', input.id)
        .execute();
    }
    // The exhibitor role's records follow the role and the days (decision 0049).
    let exhibitRecords: { added: number; removed: number } | undefined;
    if ('exhibitor_role_id' in changes || participationShapeChanged(before, after)) {
      exhibitRecords = await syncExhibitorRecords(trx, deps, actor, merged);
    }
    await auditMemberChange(trx, actor, {
      action: 'activity.update',
      entity: 'activity',
      entityId: input.id,
      details: {
        changes,
        ...(participation ? { participation } : {}),
        ...(shifts ? { shifts } : {}),
        ...(promoted.length > 0 ? { promoted } : {}),
        ...(exhibitRecords && exhibitRecords.added + exhibitRecords.removed > 0 ? { exhibit_records: exhibitRecords } : {}),
      },
    });
    return findActivity(trx, organizationId, input.id);
  });
}

/** Deletes the activity and, with it, its participation records. */
export async function deleteActivity(deps: AppDeps, actor: OrgScope, id: number): Promise<void> {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    await lockActivityParticipation(trx, organizationId, id);
    const { count } = await trx
      .selectFrom('participations')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', id)
      .executeTakeFirstOrThrow();
    const deleted = await trx
      .deleteFrom('activities')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .returning(['id', 'title', 'start_date'])
      .executeTakeFirst();
    if (!deleted) throw notFound(activityRuleMessages.notFound);
    await auditMemberChange(trx, actor, {
      action: 'activity.delete',
      entity: 'activity',
      entityId: id,
      details: { title: deleted.title, start_date: deleted.start_date, participationsRemoved: count },
    });
  });
}
