/**
 * Nobody acts above their own rights (docs/decisions/0018-acting-within-your-rights.md).
 *
 * A member may change, reset, deactivate, remove or anonymise another member only when the other
 * member holds no permission the actor lacks; may grant (through a role, a role's permissions or
 * the default role) only permissions the actor holds; and may change the email of an account that
 * has signed in only when it is their own. Pure rules over permission lists and the `AccessState`
 * picture of one organisation, so they are tested here without a database.
 */
import { forbidden } from './errors';
import type { Permission } from './permissions';
import type { AccessState } from './permission-roles';
import { messages } from './words';

export const rightsMessages = /* @__PURE__ */ messages('rights', {
  memberAboveRights: "You can't change a member who holds permissions you don't have",
  grantAboveRights: "You can't grant permissions you don't have",
  roleAboveRights: "You can't change a role that grants permissions you don't have",
  emailOwnerOnly:
    'This account has signed in: only its owner can change its email address (from their profile)',
});

/** The permissions in `wanted` that `held` lacks, in catalogue order of `wanted`. */
export function missingPermissions(held: readonly Permission[], wanted: readonly Permission[]): Permission[] {
  return wanted.filter((permission) => !held.includes(permission));
}

export function holdsAll(held: readonly Permission[], wanted: readonly Permission[]): boolean {
  return missingPermissions(held, wanted).length === 0;
}

/** Refuses (403) an action on a member who holds a permission the actor lacks. */
export function requireWithinRights(actor: readonly Permission[], target: readonly Permission[]): void {
  if (!holdsAll(actor, target)) throw forbidden(rightsMessages.memberAboveRights);
}

/** Refuses (403) granting a permission the actor lacks. */
export function requireGrantable(actor: readonly Permission[], granted: readonly Permission[]): void {
  if (!holdsAll(actor, granted)) throw forbidden(rightsMessages.grantAboveRights);
}

/**
 * Whether the email of an account may be changed by someone other than its owner: only while the
 * account has never signed in (an administrator correcting a typo before the welcome link is used).
 */
export function emailChangeAllowed(actorUserId: number, account: { id: number; signedIn: boolean }): boolean {
  return actorUserId === account.id || !account.signedIn;
}

/**
 * Checks a change of one organisation's roles and members (`before` → `after`) against the
 * actor's permissions:
 * - every member the change touches (added, removed, moved to another role, activated or
 *   deactivated) holds, before and after, only permissions the actor holds;
 * - every role whose permissions change, or that is created or deleted, grants before and after
 *   only permissions the actor holds;
 * - a new default role (what every new member will hold) grants only permissions the actor holds.
 * Returns `after` so rules chain: `saveAccessState(guardRights(before, rule(before), actor))`.
 */
export function guardRights(before: AccessState, after: AccessState, actor: readonly Permission[]): AccessState {
  const rolesBefore = new Map(before.roles.map((role) => [role.id, role]));
  const rolesAfter = new Map(after.roles.map((role) => [role.id, role]));
  const permissionsOf = (roles: Map<number, AccessState['roles'][number]>, roleId: number) => roles.get(roleId)?.permissions ?? [];

  const membersBefore = new Map(before.members.map((member) => [member.userId, member]));
  const membersAfter = new Map(after.members.map((member) => [member.userId, member]));
  for (const userId of new Set([...membersBefore.keys(), ...membersAfter.keys()])) {
    const was = membersBefore.get(userId);
    const is = membersAfter.get(userId);
    if (was && is && was.roleId === is.roleId && was.active === is.active) continue;
    if (was && !holdsAll(actor, permissionsOf(rolesBefore, was.roleId))) throw forbidden(rightsMessages.memberAboveRights);
    if (is && !holdsAll(actor, permissionsOf(rolesAfter, is.roleId))) throw forbidden(rightsMessages.grantAboveRights);
  }

  for (const roleId of new Set([...rolesBefore.keys(), ...rolesAfter.keys()])) {
    const was = rolesBefore.get(roleId);
    const is = rolesAfter.get(roleId);
    const same =
      was && is && was.permissions.length === is.permissions.length && was.permissions.every((p) => is.permissions.includes(p));
    if (same) continue;
    if (was && !holdsAll(actor, was.permissions)) throw forbidden(rightsMessages.roleAboveRights);
    if (is && !holdsAll(actor, is.permissions)) throw forbidden(rightsMessages.grantAboveRights);
  }

  const defaultBefore = before.roles.find((role) => role.isDefault)?.id;
  const defaultAfter = after.roles.find((role) => role.isDefault);
  if (defaultAfter && defaultAfter.id !== defaultBefore && !holdsAll(actor, defaultAfter.permissions)) {
    throw forbidden(rightsMessages.grantAboveRights);
  }
  return after;
}
