/**
 * Permission roles of an organisation. Reading needs an active membership; every change needs
 * `roles.manage` (checked by the scope resolver). Each change runs in one transaction that locks
 * the organisation, applies one rule of `@lug/domain/permission-roles` and writes what changed,
 * after `saveAccessState` checked that the actor grants and touches only what their own rights
 * allow (decision 0018).
 */
import { conflict, notFound } from '@lug/domain/errors';
import { requireGrantable } from '@lug/domain/rights';
import { isPermission } from '@lug/domain/permissions';
import {
  assignUsersToRole,
  defaultRoleOf,
  deleteRole,
  permissionRoleMessages,
  removeUsersFromCurrentRoles,
  removeUsersFromRole,
  setDefaultRole,
  setRolePermissions,
  type AssignedUser,
  type CreatePermissionRoleInput,
  type OrganizationUser,
  type PermissionRole,
  type RoleRef,
  type UpdatePermissionRoleInput,
} from '@lug/domain/permission-roles';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { lockAccessState, lockOrganization, saveAccessState } from './access';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { isUniqueViolation } from './db-errors';
import { membersWithRoles } from './memberships';
import { requireNameFree } from './unique-names';
import { bySurname } from './users';

function selectRoles(db: DB, organizationId: number) {
  return db
    .selectFrom('permission_roles as pr')
    .select([
      'pr.id',
      'pr.organization_id',
      'pr.name',
      'pr.description',
      'pr.is_default',
      'pr.permissions',
      sql<number>`(select count(*)::int from role_assignments ra where ra.organization_id = pr.organization_id and ra.role_id = pr.id)`.as(
        'assigned_users_count',
      ),
    ])
    .where('pr.organization_id', '=', organizationId);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

function toPermissionRole(row: RoleRow): PermissionRole {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    description: row.description,
    is_default_permission: row.is_default ? 1 : 0,
    permissions: row.permissions.filter(isPermission),
    assigned_users_count: Number(row.assigned_users_count),
  };
}

export async function listPermissionRoles(db: DB, scope: OrgScope): Promise<PermissionRole[]> {
  const rows = await selectRoles(db, scope.organizationId)
    .orderBy(sql`lower(pr.name)`)
    .orderBy('pr.id')
    .execute();
  return rows.map(toPermissionRole);
}

export async function getPermissionRole(db: DB, scope: OrgScope, id: number): Promise<PermissionRole> {
  return findPermissionRole(db, scope.organizationId, id);
}

async function findPermissionRole(db: DB, organizationId: number, id: number): Promise<PermissionRole> {
  const row = await selectRoles(db, organizationId).where('pr.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(permissionRoleMessages.roleNotFound);
  return toPermissionRole(row);
}

export async function getDefaultPermissionRole(db: DB, scope: OrgScope): Promise<PermissionRole> {
  const row = await selectRoles(db, scope.organizationId).where('pr.is_default', '=', true).executeTakeFirst();
  if (!row) throw notFound(permissionRoleMessages.noDefaultRole);
  return toPermissionRole(row);
}

const nameField = { fields: { name: permissionRoleMessages.nameTaken } };

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'permission_roles_name_key')) throw conflict(permissionRoleMessages.nameTaken, nameField);
  throw error;
}

export async function createPermissionRole(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<CreatePermissionRoleInput>,
): Promise<PermissionRole> {
  const { organizationId } = actor;
  const permissions = input.permissions ?? [];
  requireGrantable(actor.permissions, permissions);
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await requireNameFree(trx, 'permission_roles', organizationId, input.name, permissionRoleMessages.nameTaken);
    const row = await trx
      .insertInto('permission_roles')
      .values({
        organization_id: organizationId,
        name: input.name,
        description: input.description ?? null,
        is_default: false,
        permissions: [...permissions],
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(nameTaken);
    // A new role is never the default (is_default false above); it can be made default later.
    await auditMemberChange(trx, actor, {
      action: 'permission_role.create',
      entity: 'permission_role',
      entityId: row.id,
      details: { name: input.name, permissions },
    });
    return findPermissionRole(trx, organizationId, row.id);
  });
}

export async function updatePermissionRole(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<UpdatePermissionRoleInput>,
): Promise<PermissionRole> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const current = await trx
      .selectFrom('permission_roles')
      .select(['id', 'name', 'description', 'permissions'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!current) throw notFound(permissionRoleMessages.roleNotFound);
    await requireNameFree(trx, 'permission_roles', organizationId, input.name, permissionRoleMessages.nameTaken, input.id);
    if (input.permissions) {
      const next = setRolePermissions(loaded.state, input.id, input.permissions);
      await saveAccessState(trx, loaded, next, actor, deps.now());
    }
    await trx
      .updateTable('permission_roles')
      .set({
        name: input.name,
        ...(input.description !== undefined ? { description: input.description } : {}),
      })
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .execute()
      .catch(nameTaken);
    await auditMemberChange(trx, actor, {
      action: 'permission_role.update',
      entity: 'permission_role',
      entityId: input.id,
      details: {
        name: input.name,
        previousName: current.name,
        ...(input.permissions ? { permissions: input.permissions, previousPermissions: current.permissions } : {}),
      },
    });
    return findPermissionRole(trx, organizationId, input.id);
  });
}

export async function deletePermissionRole(
  deps: AppDeps,
  actor: OrgScope,
  roleId: number,
): Promise<{ movedUserIds: number[]; defaultRole: RoleRef }> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const next = deleteRole(loaded.state, roleId);
    const role = await trx
      .selectFrom('permission_roles')
      .select('name')
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    const changes = await saveAccessState(trx, loaded, next, actor, deps.now());
    const movedUserIds = [...changes.moved.keys()];
    await auditMemberChange(trx, actor, {
      action: 'permission_role.delete',
      entity: 'permission_role',
      entityId: roleId,
      details: { name: role.name, movedToDefaultRole: movedUserIds },
    });
    return { movedUserIds, defaultRole: await roleRef(trx, organizationId, defaultRoleOf(next).id) };
  });
}

async function roleRef(db: DB, organizationId: number, id: number): Promise<RoleRef> {
  const row = await db
    .selectFrom('permission_roles')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(permissionRoleMessages.roleNotFound);
  return row;
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function listAssignedUsers(db: DB, scope: OrgScope, roleId: number): Promise<AssignedUser[]> {
  return findAssignedUsers(db, scope.organizationId, roleId);
}

async function findAssignedUsers(db: DB, organizationId: number, roleId: number): Promise<AssignedUser[]> {
  await roleRef(db, organizationId, roleId);
  const query = db
    .selectFrom('role_assignments as ra')
    .innerJoin('users as u', 'u.id', 'ra.user_id')
    .leftJoin('users as by', 'by.id', 'ra.assigned_by')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'by.first_name as by_first_name',
      'by.last_name as by_last_name',
      'ra.assigned_at',
    ])
    .where('ra.organization_id', '=', organizationId)
    .where('ra.role_id', '=', roleId);
  const rows = await bySurname(query).execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.id,
    user_name: fullName(row.first_name, row.last_name),
    user_email: row.email,
    assigned_by_name: row.by_first_name === null ? null : fullName(row.by_first_name, row.by_last_name),
    assigned_at: row.assigned_at.toISOString(),
  }));
}

/** Members of the organisation with their role; `exceptRoleId` leaves out that role's holders. */
export async function listOrganizationUsers(
  db: DB,
  scope: OrgScope,
  options: { exceptRoleId?: number; withRoles: boolean },
): Promise<OrganizationUser[]> {
  const { organizationId } = scope;
  let query = membersWithRoles(db, organizationId)
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.email',
      'm.status',
      'pr.id as role_id',
      'pr.name as role_name',
    ]);
  if (options.exceptRoleId !== undefined) {
    const except = options.exceptRoleId;
    query = query.where((eb) => eb.or([eb('ra.role_id', 'is', null), eb('ra.role_id', '<>', except)]));
  }
  const rows = await bySurname(query).execute();
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    email: row.email,
    status: row.status,
    ...(options.withRoles
      ? { permission_roles: row.role_id === null ? [] : [{ id: row.role_id, name: row.role_name ?? '' }] }
      : {}),
  }));
}

export async function listAvailableUsers(db: DB, scope: OrgScope, roleId: number): Promise<OrganizationUser[]> {
  await roleRef(db, scope.organizationId, roleId);
  return listOrganizationUsers(db, scope, { exceptRoleId: roleId, withRoles: true });
}

export async function assignUsers(
  deps: AppDeps,
  actor: OrgScope,
  roleId: number,
  userIds: number[],
): Promise<AssignedUser[]> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const next = assignUsersToRole(loaded.state, roleId, userIds);
    const changes = await saveAccessState(trx, loaded, next, actor, deps.now());
    await auditMemberChange(trx, actor, {
      action: 'permission_role.assign_users',
      entity: 'permission_role',
      entityId: roleId,
      details: { userIds, moved: [...changes.moved.keys()] },
    });
    return findAssignedUsers(trx, organizationId, roleId);
  });
}

export async function removeUsers(
  deps: AppDeps,
  actor: OrgScope,
  roleId: number | null,
  userIds: number[],
): Promise<{ defaultRole: RoleRef }> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const next =
      roleId === null
        ? removeUsersFromCurrentRoles(loaded.state, userIds)
        : removeUsersFromRole(loaded.state, roleId, userIds);
    const changes = await saveAccessState(trx, loaded, next, actor, deps.now());
    await auditMemberChange(trx, actor, {
      action: roleId === null ? 'permission_role.remove_users_from_current' : 'permission_role.remove_users',
      entity: 'permission_role',
      entityId: roleId,
      details: { userIds, movedToDefaultRole: [...changes.moved.keys()] },
    });
    return { defaultRole: await roleRef(trx, organizationId, defaultRoleOf(next).id) };
  });
}

export async function setDefaultPermissionRole(
  deps: AppDeps,
  actor: OrgScope,
  roleId: number,
): Promise<PermissionRole> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const next = setDefaultRole(loaded.state, roleId);
    if (next !== loaded.state) {
      const previous = defaultRoleOf(loaded.state).id;
      await saveAccessState(trx, loaded, next, actor, deps.now());
      await auditMemberChange(trx, actor, {
        action: 'permission_role.set_default',
        entity: 'permission_role',
        entityId: roleId,
        details: { previousDefaultRoleId: previous },
      });
    }
    return findPermissionRole(trx, organizationId, roleId);
  });
}
