/**
 * The bridge between the role rules of `@lug/domain/permission-roles` and the tables: lock one
 * organisation, load its roles and members as an `AccessState`, let a rule compute the next state,
 * write back exactly what changed. Every call that changes roles or memberships goes through here
 * inside its service's one transaction.
 */
import { notFound } from '@lug/domain/errors';
import { isPermission } from '@lug/domain/permissions';
import type { AccessMember, AccessState } from '@lug/domain/permission-roles';
import { guardRights } from '@lug/domain/rights';
import type { DB } from '@lug/db';
import type { OrgScope } from './authorization';
import { apiMessages } from '../words';

/**
 * Serialises every role and membership change of one organisation: the organisation's row is
 * locked until the transaction ends (`SELECT ... FOR UPDATE`), so two calls never compute their
 * next state from the same old one. (PGlite runs one transaction at a time anyway.)
 */
export async function lockOrganization(trx: DB, organizationId: number) {
  const row = await trx
    .selectFrom('organizations')
    .select(['id', 'name', 'contact_email'])
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(apiMessages.organizationNotFound);
  return row;
}

export interface LoadedAccess {
  organizationId: number;
  state: AccessState;
  /** Members who had no role row (older data): writing the state gives them one. */
  unassigned: ReadonlySet<number>;
}

export async function loadAccessState(trx: DB, organizationId: number): Promise<LoadedAccess> {
  const roles = await trx
    .selectFrom('permission_roles')
    .select(['id', 'is_default', 'permissions'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  const members = await trx
    .selectFrom('memberships as m')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .select(['m.user_id', 'm.status', 'ra.role_id'])
    .where('m.organization_id', '=', organizationId)
    .orderBy('m.user_id')
    .execute();
  const defaultId = roles.find((r) => r.is_default)?.id ?? 0;
  const unassigned = new Set<number>();
  const stateMembers: AccessMember[] = members.map((m) => {
    if (m.role_id === null) unassigned.add(m.user_id);
    return { userId: m.user_id, active: m.status === 'active', roleId: m.role_id ?? defaultId };
  });
  return {
    organizationId,
    unassigned,
    state: {
      roles: roles.map((r) => ({ id: r.id, isDefault: r.is_default, permissions: r.permissions.filter(isPermission) })),
      members: stateMembers,
    },
  };
}

/**
 * The organisation locked (`lockOrganization`), then its access state loaded: what a role or
 * membership change computes its next state from.
 */
export async function lockAccessState(trx: DB, organizationId: number): Promise<LoadedAccess> {
  await lockOrganization(trx, organizationId);
  return loadAccessState(trx, organizationId);
}

/**
 * A change no member makes, named for the audit trail and for a reviewer: it is not checked
 * against anyone's rights, so every use must say why none apply.
 */
export interface SystemActor {
  system: string;
}

export function systemActor(reason: string): SystemActor {
  return { system: reason };
}

export interface AccessChanges {
  /** user id -> new role id, for members whose role changed. */
  moved: Map<number, number>;
  added: number[];
  removed: number[];
  deletedRoles: number[];
}

/**
 * Writes the difference between the loaded state and `after`, after checking that the actor acts
 * within their own rights (`guardRights`: every member touched and every permission granted is
 * within the actor's permissions). Order matters: the default flag is moved first (the partial
 * unique index allows one default), members are added before they get a role, and roles are
 * deleted only after their members have moved (their rows would cascade).
 */
export async function saveAccessState(
  trx: DB,
  loaded: LoadedAccess,
  after: AccessState,
  actor: OrgScope | SystemActor,
  now: Date,
): Promise<AccessChanges> {
  const { organizationId, state: before } = loaded;
  if ('system' in actor) {
    // No member acts: the change follows from a member's own answer (an accepted invitation).
  } else {
    if (actor.organizationId !== organizationId) throw new Error('saveAccessState: the actor acts in another organization');
    guardRights(before, after, actor.permissions);
  }
  const actorUserId = 'system' in actor ? null : actor.userId;
  const changes: AccessChanges = { moved: new Map(), added: [], removed: [], deletedRoles: [] };

  const beforeDefault = before.roles.find((r) => r.isDefault)?.id;
  const afterDefault = after.roles.find((r) => r.isDefault)?.id;
  if (afterDefault !== undefined && beforeDefault !== afterDefault) {
    await trx
      .updateTable('permission_roles')
      .set({ is_default: false })
      .where('organization_id', '=', organizationId)
      .where('is_default', '=', true)
      .execute();
    await trx
      .updateTable('permission_roles')
      .set({ is_default: true })
      .where('organization_id', '=', organizationId)
      .where('id', '=', afterDefault)
      .execute();
  }

  const beforeRoles = new Map(before.roles.map((r) => [r.id, r]));
  for (const role of after.roles) {
    const old = beforeRoles.get(role.id);
    if (
      old &&
      (old.permissions.length !== role.permissions.length || old.permissions.some((p, i) => p !== role.permissions[i]))
    ) {
      await trx
        .updateTable('permission_roles')
        .set({ permissions: [...role.permissions] })
        .where('organization_id', '=', organizationId)
        .where('id', '=', role.id)
        .execute();
    }
  }

  const beforeMembers = new Map(before.members.map((m) => [m.userId, m]));
  const today = now.toISOString().slice(0, 10);
  const assignments: Array<{ user_id: number; role_id: number }> = [];
  const statusChanges: AccessMember[] = [];
  for (const member of after.members) {
    const old = beforeMembers.get(member.userId);
    if (!old) {
      changes.added.push(member.userId);
      await trx
        .insertInto('memberships')
        .values({
          organization_id: organizationId,
          user_id: member.userId,
          status: member.active ? 'active' : 'inactive',
          member_since: today,
        })
        .execute();
      assignments.push({ user_id: member.userId, role_id: member.roleId });
      continue;
    }
    if (old.active !== member.active) statusChanges.push(member);
    if (old.roleId !== member.roleId || loaded.unassigned.has(member.userId)) {
      assignments.push({ user_id: member.userId, role_id: member.roleId });
      if (old.roleId !== member.roleId) changes.moved.set(member.userId, member.roleId);
    }
  }
  for (const member of statusChanges) {
    await trx
      .updateTable('memberships')
      .set({ status: member.active ? 'active' : 'inactive' })
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', member.userId)
      .execute();
  }
  if (assignments.length > 0) {
    await trx
      .insertInto('role_assignments')
      .values(
        assignments.map((a) => ({
          organization_id: organizationId,
          user_id: a.user_id,
          role_id: a.role_id,
          assigned_by: actorUserId,
          assigned_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['organization_id', 'user_id']).doUpdateSet((eb) => ({
          role_id: eb.ref('excluded.role_id'),
          assigned_by: eb.ref('excluded.assigned_by'),
          assigned_at: eb.ref('excluded.assigned_at'),
        })),
      )
      .execute();
  }

  const afterMembers = new Set(after.members.map((m) => m.userId));
  changes.removed = before.members.filter((m) => !afterMembers.has(m.userId)).map((m) => m.userId);
  if (changes.removed.length > 0) {
    await trx
      .deleteFrom('memberships')
      .where('organization_id', '=', organizationId)
      .where('user_id', 'in', changes.removed)
      .execute();
  }

  const afterRoles = new Set(after.roles.map((r) => r.id));
  changes.deletedRoles = before.roles.filter((r) => !afterRoles.has(r.id)).map((r) => r.id);
  if (changes.deletedRoles.length > 0) {
    await trx
      .deleteFrom('permission_roles')
      .where('organization_id', '=', organizationId)
      .where('id', 'in', changes.deletedRoles)
      .execute();
  }
  return changes;
}
