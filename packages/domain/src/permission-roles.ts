/**
 * Permission roles: their schemas and the rules that keep an organisation's roles sound (the limits
 * and messages are in ./permission-roles-helpers, without zod, and re-exported here).
 *
 * The rules work on a small in-memory picture of one organisation (`AccessState`: its roles and its
 * members with the one role each holds). The server loads that picture inside a transaction, applies
 * one rule, writes back what changed and commits; so the rules are tested here without a database,
 * and the database only ever sees states the rules allowed.
 */
import { z } from 'zod';
import { description, id, organizationId } from './common';
import { conflict, notFound } from './errors';
import { permissionKeys, type Permission } from './permissions';
import { permissionRoleMessages, permissionRoleNameMax } from './permission-roles-helpers';
import { messages, issue } from './words';

// The zod-free limits and messages (the web screens import them from there).
export * from './permission-roles-helpers';

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

export const permissionRoleName = z
  .string({ error: permissionRoleMessages.nameRequired })
  .trim()
  .min(1, permissionRoleMessages.nameRequired)
  .max(permissionRoleNameMax, permissionRoleMessages.nameTooLong);

export const permissionKey = z.enum(permissionKeys, issue('schema.unknownPermission', 'Unknown permission'));

/** A set of permission keys; duplicates collapse, order follows the catalogue. */
export const permissionList = z
  .array(permissionKey)
  .max(permissionKeys.length * 4, issue('schema.tooManyPermissions', 'Too many permissions'))
  .transform((list) => permissionKeys.filter((key) => list.includes(key)));

export const createPermissionRoleInput = z.object({
  organization_id: organizationId,
  name: permissionRoleName,
  description,
  permissions: permissionList.optional(),
});
export type CreatePermissionRoleInput = z.infer<typeof createPermissionRoleInput>;

/**
 * The documented REST call sends only `name, description` to `PUT /permission-roles/{id}`: the
 * organisation then comes from the role itself
 * (docs/product/api.md#where-each-call-takes-its-organisation-from). Leaving `permissions` out
 * keeps them as they are.
 */
export const updatePermissionRoleInput = z.object({
  id,
  organization_id: organizationId.optional(),
  name: permissionRoleName,
  description,
  permissions: permissionList.optional(),
});
export type UpdatePermissionRoleInput = z.infer<typeof updatePermissionRoleInput>;

/** One permission role: the row names its organisation (`organization_id` may agree). */
export const permissionRoleRef = z.object({ organization_id: organizationId.optional(), id });

export const listPermissionRolesInput = z.object({
  organization_id: organizationId,
  include: z.string().max(200).optional(),
});

export const userIds = z
  .array(id, issue('schema.field.useridsMustBeAListOfUserIds', 'userIds must be a list of user ids'))
  .min(1, issue('schema.selectAtLeastOneUser', 'Select at least one user'))
  .max(1000, issue('schema.atMostUsersAtATime', 'At most 1000 users at a time'))
  .transform((list) => [...new Set(list)]);

/**
 * Body names of the documented calls: `userIds, organizationId`. Where the path names the role, the
 * role names its organisation and `organizationId` may only agree with it.
 */
export const roleUsersInput = z.object({ id, organizationId: organizationId.optional(), userIds });
export const currentRoleUsersInput = z.object({ organizationId, userIds });
export const setDefaultRoleInput = z.object({ id, organizationId: organizationId.optional() });

export const defaultFlag = z.union([z.literal(0), z.literal(1)]);

export const permissionRole = z.object({
  id,
  organization_id: id,
  name: z.string(),
  description: z.string().nullable(),
  is_default_permission: defaultFlag,
  permissions: z.array(permissionKey),
  assigned_users_count: z.number().int().nonnegative(),
});
export type PermissionRole = z.infer<typeof permissionRole>;

export const roleRef = z.object({ id, name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

/**
 * An assigned user of a permission role (docs/product/permission-roles.md#manage-role-users); `id`
 * is the user's id.
 */
export const assignedUser = z.object({
  id,
  user_id: id,
  user_name: z.string(),
  user_email: z.string(),
  assigned_by_name: z.string().nullable(),
  assigned_at: z.string(),
});
export type AssignedUser = z.infer<typeof assignedUser>;

/** An organisation user offered for assignment (docs/product/permission-roles.md#assign-users-dialog). */
export const organizationUser = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  email: z.string(),
  status: z.enum(['active', 'inactive']),
  permission_roles: z.array(roleRef).optional(),
});
export type OrganizationUser = z.infer<typeof organizationUser>;

export const listOrganizationUsersInput = z.object({
  organization_id: organizationId,
  include: z.string().max(200).optional(),
});

/** `include=a,b` as a set of names. */
export function includes(include: string | undefined, name: string): boolean {
  return (include ?? '')
    .split(',')
    .map((part) => part.trim())
    .includes(name);
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

export interface AccessRole {
  id: number;
  isDefault: boolean;
  permissions: readonly Permission[];
}

export interface AccessMember {
  userId: number;
  active: boolean;
  /** The one role the member holds in this organisation. */
  roleId: number;
}

/** One organisation's roles and members, as the rules see them. */
export interface AccessState {
  roles: readonly AccessRole[];
  members: readonly AccessMember[];
}

/** The permission that lets someone repair everything else; an organisation must never lose it. */
export const keyPermission: Permission = 'roles.manage';

export function defaultRoleOf(state: AccessState): AccessRole {
  const role = state.roles.find((r) => r.isDefault);
  if (!role) throw conflict(permissionRoleMessages.noDefaultRole);
  return role;
}

function roleOf(state: AccessState, roleId: number): AccessRole {
  const role = state.roles.find((r) => r.id === roleId);
  if (!role) throw notFound(permissionRoleMessages.roleNotFound);
  return role;
}

function requireMembers(state: AccessState, userIds: readonly number[]): void {
  const known = new Set(state.members.map((m) => m.userId));
  if (userIds.some((userId) => !known.has(userId))) throw notFound(permissionRoleMessages.memberNotFound);
}

/** Whether some active member holds a role granting `roles.manage`. */
export function hasRoleManager(state: AccessState): boolean {
  const managing = new Set(state.roles.filter((r) => r.permissions.includes(keyPermission)).map((r) => r.id));
  return state.members.some((m) => m.active && managing.has(m.roleId));
}

/**
 * The lock-out rule: a change may not take away the last active member able to manage roles.
 * (A state that already had none is not made worse by a change that still has none.)
 */
export function guardLockOut(before: AccessState, after: AccessState): AccessState {
  if (hasRoleManager(before) && !hasRoleManager(after)) throw conflict(permissionRoleMessages.lockedOut);
  return after;
}

function withMembers(state: AccessState, update: (member: AccessMember) => AccessMember): AccessState {
  return { roles: state.roles, members: state.members.map(update) };
}

/**
 * Makes `roleId` the organisation's one default role; the old default stops being default in the
 * same change. Setting the current default again changes nothing.
 */
export function setDefaultRole(state: AccessState, roleId: number): AccessState {
  const role = roleOf(state, roleId);
  if (role.isDefault) return state;
  return { roles: state.roles.map((r) => ({ ...r, isDefault: r.id === roleId })), members: state.members };
}

/** Assigning users to a role takes them out of their current role: a member holds one role. */
export function assignUsersToRole(state: AccessState, roleId: number, userIds: readonly number[]): AccessState {
  roleOf(state, roleId);
  requireMembers(state, userIds);
  const chosen = new Set(userIds);
  return guardLockOut(
    state,
    withMembers(state, (m) => (chosen.has(m.userId) ? { ...m, roleId } : m)),
  );
}

/**
 * Removing users from a non-default role gives them the default role. Users cannot be removed from
 * the default role itself (they would hold no role).
 */
export function removeUsersFromRole(state: AccessState, roleId: number, userIds: readonly number[]): AccessState {
  const role = roleOf(state, roleId);
  if (role.isDefault) throw conflict(permissionRoleMessages.cannotRemoveFromDefault);
  requireMembers(state, userIds);
  const chosen = new Set(userIds);
  if (state.members.some((m) => chosen.has(m.userId) && m.roleId !== roleId)) {
    throw notFound(permissionRoleMessages.userNotInRole);
  }
  const fallback = defaultRoleOf(state).id;
  return guardLockOut(
    state,
    withMembers(state, (m) => (chosen.has(m.userId) ? { ...m, roleId: fallback } : m)),
  );
}

/**
 * `DELETE /permission-roles/users/current`: takes users out of whatever role they hold, which
 * leaves them with the default role (users already holding it keep it).
 */
export function removeUsersFromCurrentRoles(state: AccessState, userIds: readonly number[]): AccessState {
  requireMembers(state, userIds);
  const fallback = defaultRoleOf(state).id;
  const chosen = new Set(userIds);
  return guardLockOut(
    state,
    withMembers(state, (m) => (chosen.has(m.userId) ? { ...m, roleId: fallback } : m)),
  );
}

/** Deleting a non-default role moves its members to the default role. */
export function deleteRole(state: AccessState, roleId: number): AccessState {
  const role = roleOf(state, roleId);
  if (role.isDefault) throw conflict(permissionRoleMessages.cannotDeleteDefault);
  const fallback = defaultRoleOf(state).id;
  return guardLockOut(state, {
    roles: state.roles.filter((r) => r.id !== roleId),
    members: state.members.map((m) => (m.roleId === roleId ? { ...m, roleId: fallback } : m)),
  });
}

/** A new role is never the default (it can be made default afterwards). */
export function addRole(state: AccessState, role: { id: number; permissions: readonly Permission[] }): AccessState {
  if (state.roles.some((r) => r.id === role.id)) throw conflict(memberRuleMessages.roleExists);
  return {
    roles: [...state.roles, { id: role.id, isDefault: false, permissions: role.permissions }],
    members: state.members,
  };
}

export function setRolePermissions(
  state: AccessState,
  roleId: number,
  permissions: readonly Permission[],
): AccessState {
  roleOf(state, roleId);
  return guardLockOut(state, {
    roles: state.roles.map((r) => (r.id === roleId ? { ...r, permissions } : r)),
    members: state.members,
  });
}

export const memberRuleMessages = /* @__PURE__ */ messages('memberRule', {
  alreadyMember: 'This person is already a member of this organization',
  roleExists: 'This role already exists',
});

/** A new member is active and holds the default role. */
export function addMember(state: AccessState, userId: number): AccessState {
  if (state.members.some((m) => m.userId === userId)) throw conflict(memberRuleMessages.alreadyMember);
  const roleId = defaultRoleOf(state).id;
  return { roles: state.roles, members: [...state.members, { userId, active: true, roleId }] };
}

/** Removes the member from this organisation only. */
export function removeMember(state: AccessState, userId: number): AccessState {
  requireMembers(state, [userId]);
  return guardLockOut(state, { roles: state.roles, members: state.members.filter((m) => m.userId !== userId) });
}

export function setMemberActive(state: AccessState, userId: number, active: boolean): AccessState {
  requireMembers(state, [userId]);
  return guardLockOut(
    state,
    withMembers(state, (m) => (m.userId === userId ? { ...m, active } : m)),
  );
}

/** Problems with a state (used by tests and as a guard before writing): empty when sound. */
export function accessStateProblems(state: AccessState): string[] {
  const problems: string[] = [];
  const defaults = state.roles.filter((r) => r.isDefault).length;
  if (defaults !== 1) problems.push(`expected exactly one default role, found ${defaults}`);
  const roleIds = new Set(state.roles.map((r) => r.id));
  if (roleIds.size !== state.roles.length) problems.push('duplicate role ids');
  const seen = new Set<number>();
  for (const m of state.members) {
    if (seen.has(m.userId)) problems.push(`member ${m.userId} appears twice`);
    seen.add(m.userId);
    if (!roleIds.has(m.roleId)) problems.push(`member ${m.userId} holds missing role ${m.roleId}`);
  }
  return problems;
}
