/**
 * Changing an organisation's members: add (a new account without a password, or an existing
 * account by its email), edit, remove, and password reset links. Changes need `members.manage`
 * (the scope resolver checks it); changing someone's permission role also needs `roles.manage`,
 * and nobody changes a member who holds more than they do (decision 0018).
 */
import { passwordResetTokenLifetimeMs, welcomeLinkLifetimeDays, welcomeLinkLifetimeMs } from '@lug/domain/auth';
import { conflict, forbidden, notFound } from '@lug/domain/errors';
import { requireEmailChangeAllowed, requireWithinRights } from '@lug/domain/rights';
import {
  memberMessages,
  type CreateMemberInput,
  type CreateMemberResult,
  type Member,
  type PasswordResetResult,
  type UpdateMemberInput,
} from '@lug/domain/members';
import {
  addMember,
  assignUsersToRole,
  removeMember,
  setMemberActive,
  permissionRoleMessages,
} from '@lug/domain/permission-roles';
import { sql, type DB, type UserRow } from '@lug/db';
import type { AppDeps } from '../../context';
import { emailDeliveryState } from '../email-delivery';
import { enqueueEmail } from '../outbox';
import { loadAccessState, lockAccessState, lockOrganization, saveAccessState, type LoadedAccess } from '../access';
import { auditMemberChange } from '../audit';
import { hashToken } from '../../auth/tokens';
import { consumeResetEmail, issuePasswordResetToken } from '../auth';
import { hasPermission, type OrgScope, type Unscoped } from '../authorization';
import { isUniqueViolation } from '../db-errors';
import { inviteAccount } from '../invitations';
import { insertUser } from '../users';
import { emailOwnership, findMember } from './read';



async function findUserByEmail(trx: DB, email: string): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

async function otherMembershipCount(trx: DB, userId: number, organizationId: number): Promise<number> {
  const row = await trx
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('organization_id', '<>', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The set-password link is handed to the administrator only for an account nobody has chosen a
 * password for and that is used in no other organisation. Otherwise it goes to the member's inbox
 * only: whoever holds the link can take the account over. A link shown this way no longer proves
 * the address when used (decision 0036): the administrator may have used it.
 */
async function linkToShow(trx: DB, user: Pick<UserRow, 'id' | 'password_hash'>, organizationId: number, link: string): Promise<string | null> {
  if (user.password_hash !== null || (await otherMembershipCount(trx, user.id, organizationId)) > 0) return null;
  const token = new URL(link).searchParams.get('token') ?? '';
  await trx.updateTable('password_reset_tokens').set({ shown_to_administrator: true }).where('id', '=', hashToken(token)).execute();
  return link;
}

const fullName = (user: Pick<UserRow, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();

export interface WelcomeTarget {
  organization: { id: number; name: string; contact_email: string };
  user: UserRow;
}

/**
 * Queues the welcome email of a new account, in the caller's transaction, with a set-password link
 * (returned). Existing accounts are invited instead (services/invitations.ts).
 */
export async function sendWelcomeEmail(trx: DB, deps: AppDeps, { organization, user }: WelcomeTarget): Promise<string> {
  const link = await issuePasswordResetToken(trx, deps, user.id, welcomeLinkLifetimeMs);
  await enqueueEmail(trx, {
    organizationId: organization.id,
    to: user.email,
    toUserId: user.id,
    toName: fullName(user),
    replyTo: organization.contact_email,
    message: {
      template: 'welcome',
      data: {
        recipientEmail: user.email,
        recipientName: fullName(user),
        passwordResetLink: link,
        groupName: organization.name,
        groupContactEmail: organization.contact_email,
        linkValidDays: welcomeLinkLifetimeDays,
      },
    },
  });
  return link;
}

/**
 * Adds a member by email. No account has the address: a new account without a password joins with
 * the default role and gets the welcome email with a set-password link, in one transaction. An
 * account has it: the account is invited instead (it joins when its owner accepts), so a group
 * can never add someone without their consent; the group sees only what it typed until then.
 */
export async function createMember(
  deps: AppDeps & { ip: string },
  actor: OrgScope,
  input: Unscoped<CreateMemberInput>,
): Promise<CreateMemberResult> {
  return deps.db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, actor.organizationId);
    const existing = await findUserByEmail(trx, input.email);
    const loaded = await loadAccessState(trx, organization.id);
    if (existing && loaded.state.members.some((m) => m.userId === existing.id)) throw conflict(memberMessages.alreadyMember, { fields: { email: memberMessages.alreadyMember } });
    const group = { name: organization.name, contact_email: organization.contact_email };
    if (existing) {
      const invitation = await inviteAccount(trx, deps, actor, organization, existing, input);
      return {
        member: null,
        invitation: { ...invitation, status: 'pending' as const },
        passwordResetLink: null,
        organization: group,
        emailDelivery: emailDeliveryState(deps),
      };
    }
    const user = await insertUser(
      trx,
      { email: input.email, password_hash: null, first_name: input.first_name, last_name: input.last_name },
      () => conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } }),
    );
    await saveAccessState(trx, loaded, addMember(loaded.state, user.id), actor, deps.now());
    const link = await sendWelcomeEmail(trx, deps, { organization, user });
    await auditMemberChange(trx, actor, {
      action: 'member.create',
      entity: 'member',
      entityId: user.id,
      details: { email: user.email },
    });
    return {
      member: await findMember(trx, null, organization.id, user.id),
      invitation: null,
      passwordResetLink: await linkToShow(trx, user, organization.id, link),
      organization: group,
      emailDelivery: emailDeliveryState(deps),
    };
  });
}

/** The permissions a member holds through their role, in the loaded picture of the organisation. */
function permissionsOf(loaded: LoadedAccess, userId: number) {
  const member = loaded.state.members.find((m) => m.userId === userId);
  if (!member) throw notFound(memberMessages.notFound);
  return loaded.state.roles.find((r) => r.id === member.roleId)?.permissions ?? [];
}

/**
 * Edits a member: names, email, status and role. The actor must hold every permission the member
 * holds (decision 0018); the email only of another account nobody has signed in to and no other
 * group holds (decision 0036: `requireEmailChangeAllowed`), which voids the links sent to the old
 * address; a role change is role management (`roles.manage`) and grants only what the actor holds.
 */
export async function updateMember(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateMemberInput>): Promise<Member> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const current = loaded.state.members.find((m) => m.userId === input.id);
    if (!current) throw notFound(memberMessages.notFound);
    requireWithinRights(actor.permissions, permissionsOf(loaded, input.id));
    const user = await trx.selectFrom('users').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirstOrThrow();

    let next = loaded.state;
    if (input.role_id !== undefined && input.role_id !== current.roleId) {
      // Choosing someone's role hands out permissions: that is role management.
      if (!hasPermission(actor, 'roles.manage')) throw forbidden(memberMessages.roleChangeNeedsRoles);
      if (!next.roles.some((r) => r.id === input.role_id)) throw notFound(permissionRoleMessages.roleNotFound);
      next = assignUsersToRole(next, input.role_id, [input.id]);
    }
    if (input.status !== undefined && (input.status === 'active') !== current.active) {
      next = setMemberActive(next, input.id, input.status === 'active');
    }

    const emailChanged = input.email !== user.email;
    const addressChanged = input.email.toLowerCase() !== user.email.toLowerCase();
    if (addressChanged) {
      // The address is how the account signs in and what invitations go to: its owner changes it
      // through the confirmed flow only (decision 0036). The form may correct what an administrator
      // typed for an account nobody has signed in to and no other group holds, never the caller's own.
      requireEmailChangeAllowed(actor.userId, await emailOwnership(trx, user.id, organizationId));
      if (await findUserByEmail(trx, input.email)) throw conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } });
    }
    const changes = await saveAccessState(trx, loaded, next, actor, deps.now());
    const namesChanged = input.first_name !== user.first_name || input.last_name !== user.last_name;
    if (emailChanged || namesChanged) {
      try {
        await trx
          .updateTable('users')
          .set({
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            updated_at: deps.now(),
            // Nobody has proved the corrected address yet.
            ...(addressChanged ? { email_verified_at: null } : {}),
          })
          .where('id', '=', user.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } });
        throw error;
      }
    }
    if (addressChanged) {
      // The set-password and confirmation links went to the old address: whoever holds them there
      // must not get the account that now has the new one.
      await trx.updateTable('password_reset_tokens').set({ used_at: deps.now() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx.updateTable('email_verification_tokens').set({ used_at: deps.now() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    }
    await auditMemberChange(trx, actor, {
      action: 'member.update',
      entity: 'member',
      entityId: user.id,
      details: {
        ...(emailChanged ? { email: { from: user.email, to: input.email } } : {}),
        ...(namesChanged ? { name: { from: fullName(user), to: `${input.first_name} ${input.last_name}` } } : {}),
        ...(input.status !== undefined && (input.status === 'active') !== current.active
          ? { status: input.status }
          : {}),
        ...(changes.moved.has(user.id) ? { role: { from: current.roleId, to: changes.moved.get(user.id) } } : {}),
      },
    });
    return findMember(trx, actor, organizationId, user.id);
  });
}

/** Removes the member from this organisation only; the account and its history stay. */
export async function deleteMember(deps: AppDeps, actor: OrgScope, userId: number): Promise<void> {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    requireWithinRights(actor.permissions, permissionsOf(loaded, userId));
    const user = await trx
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const next = removeMember(loaded.state, userId);
    await saveAccessState(trx, loaded, next, actor, deps.now());
    await auditMemberChange(trx, actor, {
      action: 'member.delete',
      entity: 'member',
      entityId: userId,
      details: { email: user.email, name: fullName(user) },
    });
  });
}

/**
 * Queues the password-reset email; the link comes back only when it may be shown (see above), with
 * what became of the email (on its way, or waiting for a provider).
 */
export async function sendMemberPasswordReset(
  deps: AppDeps,
  actor: OrgScope,
  userId: number,
): Promise<PasswordResetResult> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    requireWithinRights(actor.permissions, permissionsOf(loaded, userId));
    const member = await trx
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.password_hash'])
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notFound(memberMessages.notFound);
    await consumeResetEmail(trx, member.email, deps.now());
    const link = await issuePasswordResetToken(trx, deps, member.id);
    await enqueueEmail(trx, {
      organizationId,
      to: member.email,
      toUserId: member.id,
      toName: fullName(member),
      message: {
        template: 'password-reset',
        data: {
          toEmail: member.email,
          toName: fullName(member),
          resetLink: link,
          validMinutes: passwordResetTokenLifetimeMs / 60_000,
        },
      },
    });
    await auditMemberChange(trx, actor, {
      action: 'member.password_reset',
      entity: 'member',
      entityId: member.id,
      details: { email: member.email },
    });
    return {
      passwordResetLink: await linkToShow(trx, member, organizationId, link),
      emailDelivery: emailDeliveryState(deps),
    };
  });
}
