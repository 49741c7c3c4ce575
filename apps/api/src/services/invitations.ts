/**
 * Invitations (docs/product/members.md#invitations): a group that adds the email of an existing
 * account invites it instead of adding it; the owner accepts or declines, in the app or with the
 * link emailed to the account's address. Until then the group sees only what it typed. Accepting
 * with the link also confirms the address (the link was sent to it); accepting in the app needs a
 * confirmed address. Invitation emails from one client address are limited (rateLimits.invitationsPerIp).
 */
import { rateLimitMessages, rateLimits } from '@lug/domain/auth';
import { conflict, forbidden, notFound } from '@lug/domain/errors';
import {
  invitationLifetimeDays,
  invitationMessages,
  type GroupInvitation,
  type MyInvitation,
} from '@lug/domain/invitations';
import { addMember } from '@lug/domain/permission-roles';
import { sql, type Database, type DB, type ExpressionBuilder, type UserRow } from '@lug/db';
import type { AppDeps } from '../context';
import { addressKey } from '../auth/client-address';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { lockAccessState, saveAccessState, systemActor } from './access';
import { auditMemberChange, writeAudit } from './audit';
import type { OrgScope } from './authorization';
import { enqueueEmail } from './outbox';
import { consume } from './rate-limit';

const dayMs = 86_400_000;
const iso = (value: Date) => value.toISOString();
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function invitationLink(deps: AppDeps, token: string) {
  return `${deps.config.publicUrl}/invitations/${encodeURIComponent(token)}`;
}

/**
 * Invites `user` (an existing account, found by the address the group typed) to the actor's
 * organisation, in the caller's transaction: a pending invitation and its email. One invitation
 * waits per account and group.
 */
export async function inviteAccount(
  trx: DB,
  /** `ip`: the client's address, for the limit on invitation emails from one address. */
  deps: AppDeps & { ip: string },
  actor: OrgScope,
  organization: { id: number; name: string },
  user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>,
  typed: { email: string; first_name: string; last_name: string },
) {
  const pending = await trx
    .selectFrom('invitations')
    .select('id')
    .where('organization_id', '=', organization.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  if (pending) throw conflict(invitationMessages.alreadyPending, { fields: { email: invitationMessages.alreadyPending } });
  await consume(trx, 'invitations:ip', addressKey(deps.ip), rateLimits.invitationsPerIp, deps.now(), rateLimitMessages.invitationsPerIp);
  // An expired invitation still pending makes way for the new one.
  await trx
    .updateTable('invitations')
    .set({ status: 'revoked', responded_at: deps.now() })
    .where('organization_id', '=', organization.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'pending')
    .execute();
  const token = generateSecretToken();
  const now = deps.now();
  const invitation = await trx
    .insertInto('invitations')
    .values({
      organization_id: organization.id,
      user_id: user.id,
      email: typed.email,
      first_name: typed.first_name,
      last_name: typed.last_name,
      token_hash: hashToken(token),
      invited_by: actor.userId,
      created_at: now,
      expires_at: new Date(now.getTime() + invitationLifetimeDays * dayMs),
    })
    .returning(['id', 'email', 'status'])
    .executeTakeFirstOrThrow();
  const inviter = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', actor.userId).executeTakeFirst();
  await enqueueEmail(trx, {
    organizationId: organization.id,
    to: user.email,
    toUserId: user.id,
    toName: fullName(user.first_name, user.last_name),
    message: {
      template: 'invitation',
      data: {
        recipientName: fullName(user.first_name, user.last_name),
        groupName: organization.name,
        invitedByName: inviter ? fullName(inviter.first_name, inviter.last_name) : null,
        invitationLink: invitationLink(deps, token),
        linkValidDays: invitationLifetimeDays,
      },
    },
  });
  await writeAudit(trx, {
    organizationId: organization.id,
    actorUserId: actor.userId,
    action: 'invitation.create',
    entity: 'invitation',
    entityId: invitation.id,
    details: { email: typed.email },
  });
  return invitation;
}

function selectGroupInvitations(db: DB, organizationId: number) {
  return db
    .selectFrom('invitations as i')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.status',
      'i.created_at',
      'i.expires_at',
      'i.responded_at',
      'by.first_name as by_first_name',
      'by.last_name as by_last_name',
    ])
    .where('i.organization_id', '=', organizationId);
}

/** The group's invitations, newest first: what it typed and where each stands. */
export async function listGroupInvitations(db: DB, scope: OrgScope): Promise<GroupInvitation[]> {
  const rows = await selectGroupInvitations(db, scope.organizationId).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status,
    invited_by_name: row.by_first_name === null ? null : fullName(row.by_first_name, row.by_last_name),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    responded_at: row.responded_at ? iso(row.responded_at) : null,
  }));
}

/** Withdraws a waiting invitation: its link stops working. */
export async function revokeInvitation(deps: AppDeps, scope: OrgScope, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('invitations')
      .set({ status: 'revoked', responded_at: deps.now() })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!revoked) throw notFound(invitationMessages.notFound);
    await auditMemberChange(trx, scope, {
      action: 'invitation.revoke',
      entity: 'invitation',
      entityId: id,
      details: { email: revoked.email },
    });
  });
}

/**
 * The signed-in account's waiting invitations. An account that has not confirmed its address sees
 * none: whoever made it may not own the address the group typed (the owner answers by the link).
 */
export async function listMyInvitations(db: DB, user: Pick<UserRow, 'id' | 'email_verified_at'>, now: Date): Promise<MyInvitation[]> {
  if (user.email_verified_at === null) return [];
  const userId = user.id;
  const rows = await db
    .selectFrom('invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organization_id')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select(['i.id', 'o.id as organization_id', 'o.name', 'i.created_at', 'i.expires_at', 'by.first_name', 'by.last_name'])
    .where('i.user_id', '=', userId)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    organization: { id: row.organization_id, name: row.name },
    invited_by_name: row.first_name === null ? null : fullName(row.first_name, row.last_name),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
  }));
}

type PendingInvitation = { id: number; organization_id: number; user_id: number; name: string };

/**
 * A waiting invitation, by its id for the invited account or by its link. A link works only while
 * the invited account still has the address it was sent to: the link proves that address, not
 * whichever account holds the invitation (decision 0036).
 */
async function pendingBy(trx: DB, now: Date, where: { id: number; userId: number } | { tokenHash: string }) {
  let query = trx
    .selectFrom('invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organization_id')
    .select(['i.id', 'i.organization_id', 'i.user_id', 'o.name'])
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now);
  query =
    'tokenHash' in where
      ? query.where('i.token_hash', '=', where.tokenHash).where(sentToTheAccountsAddress)
      : query.where('i.id', '=', where.id).where('i.user_id', '=', where.userId);
  return (await query.forUpdate(['i']).executeTakeFirst()) as PendingInvitation | undefined;
}

/** The invited account still has the address the invitation (and its link) went to. */
const sentToTheAccountsAddress = (eb: ExpressionBuilder<Database & { i: Database['invitations'] }, 'i'>) =>
  eb.exists(
    eb
      .selectFrom('users as u')
      .select('u.id')
      .whereRef('u.id', '=', 'i.user_id')
      .where(sql<boolean>`lower(u.email) = lower(i.email)`),
  );

/** Records the answer; an acceptance adds the account to the group with its default role. */
async function answer(trx: DB, deps: AppDeps, invitation: PendingInvitation, accept: boolean) {
  const now = deps.now();
  if (accept) {
    const loaded = await lockAccessState(trx, invitation.organization_id);
    if (!loaded.state.members.some((m) => m.userId === invitation.user_id)) {
      // The inviter's rights were checked when they invited; the account joins with the default
      // role, as every new member does.
      await saveAccessState(trx, loaded, addMember(loaded.state, invitation.user_id), systemActor('invitation accepted'), now);
    }
    // Another group now holds the account: a set-password link one group's administrator was shown
    // must not take it over (decision 0036).
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', invitation.user_id)
      .where('shown_to_administrator', '=', true)
      .where('used_at', 'is', null)
      .execute();
  }
  await trx
    .updateTable('invitations')
    .set({ status: accept ? 'accepted' : 'declined', responded_at: now })
    .where('id', '=', invitation.id)
    .execute();
  await writeAudit(trx, {
    organizationId: invitation.organization_id,
    actorUserId: invitation.user_id,
    action: accept ? 'invitation.accept' : 'invitation.decline',
    entity: 'invitation',
    entityId: invitation.id,
  });
  return { status: accept ? ('accepted' as const) : ('declined' as const), organization: { id: invitation.organization_id, name: invitation.name } };
}

/** In the app: the invited account answers; accepting needs its address confirmed. */
export async function answerMyInvitation(deps: AppDeps, user: Pick<UserRow, 'id' | 'email_verified_at'>, id: number, accept: boolean) {
  if (accept && user.email_verified_at === null) throw forbidden(invitationMessages.verifyFirst);
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await pendingBy(trx, deps.now(), { id, userId: user.id });
    if (!invitation) throw notFound(invitationMessages.notFound);
    return answer(trx, deps, invitation, accept);
  });
}

/**
 * With the emailed link: whoever holds it answers (it went to the account's address). Accepting
 * confirms the address too. A signed-in caller must be the invited account.
 */
export async function answerInvitationLink(deps: AppDeps, token: string, accept: boolean, signedInUserId: number | null) {
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await pendingBy(trx, deps.now(), { tokenHash: hashToken(token) });
    if (!invitation) throw notFound(invitationMessages.linkInvalid);
    if (signedInUserId !== null && signedInUserId !== invitation.user_id) throw forbidden(invitationMessages.wrongAccount);
    if (accept) {
      const account = await trx.selectFrom('users').select(['email_verified_at', 'password_hash']).where('id', '=', invitation.user_id).executeTakeFirstOrThrow();
      // An account with a password but no confirmed address may have been made by someone who does
      // not own the address: the link proves the address, so its password must come too (signing
      // in). The address's owner can always get there with a password reset.
      if (account.email_verified_at === null && account.password_hash !== null && signedInUserId === null) {
        throw forbidden(invitationMessages.signInFirst);
      }
      await trx
        .updateTable('users')
        .set({ email_verified_at: sql`coalesce(email_verified_at, ${deps.now()})` })
        .where('id', '=', invitation.user_id)
        .execute();
    }
    return answer(trx, deps, invitation, accept);
  });
}

/** What the link shows before answering: which group, who invited, until when. */
export async function previewInvitationLink(deps: AppDeps, token: string) {
  const row = await deps.db
    .selectFrom('invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organization_id')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select(['o.name', 'i.expires_at', 'by.first_name', 'by.last_name'])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', deps.now())
    .where(sentToTheAccountsAddress)
    .executeTakeFirst();
  if (!row) throw notFound(invitationMessages.linkInvalid);
  return {
    organization: { name: row.name },
    invited_by_name: row.first_name === null ? null : fullName(row.first_name, row.last_name),
    expires_at: iso(row.expires_at),
  };
}
