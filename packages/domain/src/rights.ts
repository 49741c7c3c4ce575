/**
 * Nobody acts above their own rights (docs/decisions/0018-acting-within-your-rights.md).
 *
 * A member may change, reset, deactivate, remove or anonymise another member only when the other
 * member holds no permission the actor lacks; may grant (through a role, a role's permissions or
 * the default role) only permissions the actor holds; and may set the email of another member's
 * account only while nobody has signed in to it and no other group holds it (decision 0036: an
 * owner changes their own address through the confirmed flow only). Pure rules over permission
 * lists and the `AccessState` picture of one organisation, so they are tested here without a
 * database.
 */
import { DomainError, forbidden } from './errors';
import { memberMessages } from './members-helpers';
import type { Permission } from './permissions';
import type { AccessState } from './permission-roles';
import { messages } from './words';

export const rightsMessages = /* @__PURE__ */ messages('rights', {
  memberAboveRights: "You can't change a member who holds permissions you don't have",
  grantAboveRights: "You can't grant permissions you don't have",
  roleAboveRights: "You can't change a role that grants permissions you don't have",
  emailOwnerOnly:
    'This account has signed in: only its owner can change its email address (from their profile)',
  emailOwnAccount:
    'You change your own email address on your account page: a link to the new address confirms it, and your password is needed',
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
 * Why the member form may not set this account's email, or null when it may (decision 0036). The
 * address is how an account signs in and what invitations are sent to, so only its owner changes
 * it, through the confirmed flow (password, link to the new address); the form may still correct
 * the address an administrator typed for an account nobody has signed in to and that no other group
 * holds. The caller's own account is always refused, signed in or not.
 */
export const emailChangeRefusals = ['own-account', 'signed-in', 'other-group'] as const;
export type EmailChangeRefusal = (typeof emailChangeRefusals)[number];

export function emailChangeRefusal(
  actorUserId: number,
  account: { id: number; signedIn: boolean; otherGroups: number },
): EmailChangeRefusal | null {
  if (actorUserId === account.id) return 'own-account';
  if (account.signedIn) return 'signed-in';
  if (account.otherGroups > 0) return 'other-group';
  return null;
}

/** What each refusal says: where the address may be changed instead. */
export function emailChangeRefusalMessage(refusal: EmailChangeRefusal): string {
  if (refusal === 'own-account') return rightsMessages.emailOwnAccount;
  if (refusal === 'signed-in') return rightsMessages.emailOwnerOnly;
  return memberMessages.emailShared;
}

/**
 * Refuses (403) a change of this account's email through the member form: the refusal names the
 * field (`fields.email`) and why (`details.reason`), so a client can send its own owner to the
 * account page instead.
 */
export function requireEmailChangeAllowed(actorUserId: number, account: { id: number; signedIn: boolean; otherGroups: number }): void {
  const refusal = emailChangeRefusal(actorUserId, account);
  if (refusal === null) return;
  const message = emailChangeRefusalMessage(refusal);
  throw new DomainError('FORBIDDEN', message, { fields: { email: message }, details: { reason: refusal } });
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
