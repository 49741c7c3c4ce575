/**
 * Participation roles: what a member did at an activity, and the points it carries. Reading needs
 * membership; writing needs `activities.manage` (checked by the procedure).
 */
import { conflict, notFound } from '@lug/domain/errors';
import {
  participationRoleRuleMessages,
  type CreateParticipationRoleInput,
  type ParticipationRole,
  type UpdateParticipationRoleInput,
} from '@lug/domain/participation-roles';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { requireCategoryReference } from './categories';
import { requireNameFree } from './unique-names';

/** A participation role as the API answers it. */
const roleColumns = ['id', 'organization_id', 'name', 'points', 'description', 'category_id', 'status'] as const;

function selectRoles(db: DB, organizationId: number) {
  return db
    .selectFrom('participation_roles')
    .select(roleColumns)
    .where('organization_id', '=', organizationId);
}

export async function listParticipationRoles(db: DB, scope: OrgScope): Promise<ParticipationRole[]> {
  return selectRoles(db, scope.organizationId).orderBy('name').orderBy('id').execute();
}

export async function getParticipationRole(db: DB, scope: OrgScope, id: number): Promise<ParticipationRole> {
  const row = await selectRoles(db, scope.organizationId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(participationRoleRuleMessages.notFound);
  return row;
}

/** What a create or an update names must hold: a category of this organisation, a name no other role has. */
async function requireValidFields(
  trx: DB,
  organizationId: number,
  fields: { name?: string; category_id?: number | null },
  exceptId?: number,
) {
  if (fields.category_id != null) await requireCategoryReference(trx, organizationId, 'category_id', fields.category_id);
  if (fields.name !== undefined) {
    await requireNameFree(trx, 'participation_roles', organizationId, fields.name, participationRoleRuleMessages.nameTaken, exceptId);
  }
}

export async function createParticipationRole(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<CreateParticipationRoleInput>,
): Promise<ParticipationRole> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    await requireValidFields(trx, organizationId, input);
    const row = await trx
      .insertInto('participation_roles')
      .values({
        organization_id: organizationId,
        name: input.name,
        points: input.points,
        description: input.description ?? null,
        category_id: input.category_id ?? null,
        status: input.status,
      })
      .returning(roleColumns)
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: 'participation_role.create',
      entity: 'participation_role',
      entityId: row.id,
      details: { name: row.name, points: row.points, status: row.status },
    });
    return row;
  });
}

export async function updateParticipationRole(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<UpdateParticipationRoleInput>,
): Promise<ParticipationRole> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('participation_roles')
      .select(['id'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound(participationRoleRuleMessages.notFound);
    await requireValidFields(trx, organizationId, input, input.id);
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.points !== undefined ? { points: input.points } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    };
    const row = await trx
      .updateTable('participation_roles')
      .set({ ...changes, updated_at: deps.now() })
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .returning(roleColumns)
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: 'participation_role.update',
      entity: 'participation_role',
      entityId: input.id,
      details: { changes },
    });
    return row;
  });
}

/** A role with participation records is kept (409): set it inactive instead. */
export async function deleteParticipationRole(deps: AppDeps, actor: OrgScope, id: number): Promise<void> {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('participation_roles')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound(participationRoleRuleMessages.notFound);
    const used = await trx
      .selectFrom('participations')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('role_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw conflict(participationRoleRuleMessages.inUse);
    await trx
      .deleteFrom('participation_roles')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
    await auditMemberChange(trx, actor, {
      action: 'participation_role.delete',
      entity: 'participation_role',
      entityId: id,
      details: { name: existing.name },
    });
  });
}
