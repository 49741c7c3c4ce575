/**
 * Writing participation: bulk assign and remove, and one record's create, read, update and delete.
 * Every write takes the activity's participation lock (`lockActivityParticipation`), the same one an
 * activity's change of dates takes, so writes on one activity apply one after the other.
 */
import { badRequest, conflict, invalidField, notFound } from '@lug/domain/errors';
import {
  bulkDateProblem,
  participationRuleMessages,
  planBulkUpdate,
  type BulkUpdateParticipationInput,
  type CreateParticipationInput,
  type ParticipationRecord,
  type UpdateParticipationInput,
} from '@lug/domain/participation';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../../context';
import { auditMemberChange } from '../audit';
import { requireActivityVisible } from '../activity-visibility';
import type { OrgScope, Unscoped } from '../authorization';
import { lockActivityParticipation, lockArea } from '../locks';
import { requireActiveMembers } from '../memberships';
import { historyScope } from './history';
import { apiMessages } from '../../words';

async function requireActiveRoles(trx: DB, organizationId: number, roleIds: number[]) {
  const unique = [...new Set(roleIds)];
  const rows = await trx
    .selectFrom('participation_roles')
    .select(['id', 'points'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw badRequest(apiMessages.rolesOfThisOrganization);
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
    await requireActiveMembers(trx, organizationId, 'user_ids', input.user_ids);
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
        // A cell may hold several records (worked shifts of one role that day, decision 0049):
        // removing the cell removes them all.
        const removed = new Set(planned.map((p) => `${p.user_id}:${p.role_id}`));
        const ids = existing.filter((r) => removed.has(`${r.user_id}:${r.role_id}`)).map((r) => r.id);
        for (let i = 0; i < ids.length; i += 10000) {
          await trx.deleteFrom('participations').where('id', 'in', ids.slice(i, i + 10000)).execute();
        }
      }
    }
    await auditMemberChange(trx, actor, {
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

/**
 * One record written for a reason other than the manager's form (a worked shift, decision 0031; an
 * approved exhibit, decision 0049): the caller holds the activity's participation lock
 * (`lockActivityParticipation`) and passes the activity as locked. The record of `cell` is inserted
 * unless it exists (so writing it twice is harmless) with the role's points (or `points` of them);
 * the day must fit the activity, the member and the role must be active. A worked shift's record
 * names its shift (`shift_id`): two shifts of one role on one day are two records. An exhibit's
 * record is one per member, role and day, and any record already in that cell (an organiser's) is
 * kept as it is. The running totals follow by the table's triggers (decision 0010).
 */
export async function ensureParticipationRecord(
  trx: DB,
  deps: AppDeps,
  actor: OrgScope,
  activity: { id: number; start_date: string; end_date: string; participation_type: 'daily' | 'full' },
  cell: { user_id: number; role_id: number; participation_date: string | null; shift_id?: number | null },
  details: Record<string, unknown>,
  how: { origin?: 'manual' | 'exhibit' | 'shift'; points?: (rolePoints: number) => number } = {},
): Promise<{ id: number; added: boolean }> {
  const organizationId = actor.organizationId;
  const problem = bulkDateProblem(activity, cell.participation_date);
  if (problem) throw conflict(problem, { fields: { date: problem } });
  await requireActiveMembers(trx, organizationId, 'user_id', [cell.user_id]);
  const points = await requireActiveRoles(trx, organizationId, [cell.role_id]);
  const shiftId = cell.shift_id ?? null;
  let query = trx
    .selectFrom('participations')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activity.id)
    .where('user_id', '=', cell.user_id)
    .where('role_id', '=', cell.role_id);
  query = cell.participation_date === null ? query.where('participation_date', 'is', null) : query.where('participation_date', '=', cell.participation_date);
  query = shiftId === null ? query.where('shift_id', 'is', null) : query.where('shift_id', '=', shiftId);
  const existing = await query.executeTakeFirst();
  if (existing) return { id: existing.id, added: false };
  const rolePoints = points.get(cell.role_id)!;
  const values = {
    user_id: cell.user_id,
    role_id: cell.role_id,
    participation_date: cell.participation_date,
    shift_id: shiftId,
    origin: how.origin ?? (shiftId === null ? 'manual' : 'shift'),
    activity_id: activity.id,
    organization_id: organizationId,
    points: how.points ? how.points(rolePoints) : rolePoints,
    created_at: deps.now(),
  } as const;
  const row = await trx.insertInto('participations').values(values).returning('id').executeTakeFirstOrThrow();
  await auditMemberChange(trx, actor, {
    action: 'participation.create',
    entity: 'participation',
    entityId: row.id,
    details: { activity_id: activity.id, ...cell, origin: values.origin, points: values.points, ...details },
  });
  return { id: row.id, added: true };
}

/** Participation records `p` with their role `r` (a role's key includes its organisation). */
export function participationsWithRole(db: DB) {
  return db
    .selectFrom('participations as p')
    .innerJoin('participation_roles as r', (join) => join.onRef('r.organization_id', '=', 'p.organization_id').onRef('r.id', '=', 'p.role_id'));
}

async function findRecord(db: DB, organizationId: number, id: number): Promise<ParticipationRecord> {
  const row = await participationsWithRole(db)
    .select(['p.id', 'p.activity_id', 'p.user_id', 'p.role_id', 'p.participation_date', 'p.points', 'r.name as role_name'])
    .where('p.organization_id', '=', organizationId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(participationRuleMessages.recordNotFound);
  const { role_name, ...record } = row;
  return { ...record, ParticipationRole: { name: role_name } };
}

export async function getParticipationRecord(db: DB, viewer: OrgScope, id: number) {
  const record = await findRecord(db, viewer.organizationId, id);
  // A record on an activity the viewer may not see answers as a missing record (decision 0035).
  await requireActivityVisible(db, viewer, record.activity_id, participationRuleMessages.recordNotFound);
  historyScope(viewer, record.user_id);
  return record;
}

/**
 * A record's activity's participation lock, then the record as it is under it. The organisation's
 * participation lock comes first (as `lockActivityParticipation` takes it), so the record read to
 * find its activity cannot change before the activity's lock is held.
 */
async function lockRecordActivity(trx: DB, organizationId: number, recordId: number) {
  await lockArea(trx, 'participation', organizationId);
  const before = await findRecord(trx, organizationId, recordId);
  const activity = await lockActivityParticipation(trx, organizationId, before.activity_id);
  return { before, activity };
}

async function requireFreeCell(
  trx: DB,
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
    throw conflict(apiMessages.roleHeldThatDay);
  }
}

export async function createParticipationRecord(deps: AppDeps, actor: OrgScope, input: Unscoped<CreateParticipationInput>) {
  const organizationId = actor.organizationId;
  const id = await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityParticipation(trx, organizationId, input.activity_id);
    const problem = bulkDateProblem(activity, input.participation_date);
    if (problem) throw invalidField('participation_date', problem, problem);
    await requireActiveMembers(trx, organizationId, 'user_id', [input.user_id]);
    const points = await requireActiveRoles(trx, organizationId, [input.role_id]);
    await requireFreeCell(trx, organizationId, input);
    const row = await trx
      .insertInto('participations')
      .values({ ...input, organization_id: organizationId, points: points.get(input.role_id)!, created_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
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
      // Changed by hand, an exhibit's record becomes the organiser's: it stays if the exhibit goes.
      .set({ role_id: next.role_id, participation_date: next.participation_date, points, origin: sql`case when origin = 'exhibit' then 'manual' else origin end` })
      .where('organization_id', '=', organizationId)
      .where('id', '=', before.id)
      .execute();
    await auditMemberChange(trx, actor, {
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
    await auditMemberChange(trx, actor, {
      action: 'participation.delete',
      entity: 'participation',
      entityId: id,
      details: { activity_id: before.activity_id, user_id: before.user_id, role_id: before.role_id, participation_date: before.participation_date },
    });
  });
}
