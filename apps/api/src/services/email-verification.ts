/**
 * Confirmed addresses (docs/product/accounts.md#confirming-your-email-address): an account proves it
 * controls its address by a link sent there. Sign-up sends one; the owner can ask again; a change of
 * address sends one to the new address, and the address changes only when it is used (the old
 * address is told). Until an account has confirmed, it can sign in and run its own group, but it
 * cannot create API tokens or join another group (services/invitations.ts, services/api-tokens.ts).
 * A welcome or reset link, or an invitation accepted by its link, confirms the address too: each
 * went to it.
 */
import {
  emailVerificationLifetimeMs,
  emailVerificationMessages,
  rateLimitMessages,
  rateLimits,
} from '@lug/domain/auth';
import { badRequest, conflict, invalidField } from '@lug/domain/errors';
import { sql, type DB, type UserRow } from '@lug/db';
import type { AppDeps } from '../context';
import { verifyPassword } from '../auth/passwords';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { writeAudit } from './audit';
import { isUniqueViolation } from './db-errors';
import { enqueueEmail } from './outbox';
import { consume } from './rate-limit';
import { beginSignInAttempt } from './sign-in-throttle';
import { apiMessages } from '../words';

type Recipient = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;

const fullName = (user: Recipient) => `${user.first_name} ${user.last_name}`.trim();

export function emailConfirmationLink(deps: AppDeps, token: string): string {
  return `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The limit on confirmation emails to one address, whoever asks. */
async function consumeVerificationEmail(db: DB, address: string, now: Date) {
  await consume(db, 'email-verification:email', address.toLowerCase(), rateLimits.emailVerificationPerEmail, now, rateLimitMessages.emailVerificationPerEmail);
}

/**
 * Emails a confirmation link for `address` (the account's own, or the new one it changes to), in
 * the caller's transaction. Only the newest link of an account works: older ones stop.
 */
export async function sendConfirmationLink(trx: DB, deps: AppDeps, user: Recipient, address: string): Promise<void> {
  const now = deps.now();
  const token = generateSecretToken();
  await trx.updateTable('email_verification_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
  await trx
    .insertInto('email_verification_tokens')
    .values({ id: hashToken(token), user_id: user.id, email: address, created_at: now, expires_at: new Date(now.getTime() + emailVerificationLifetimeMs) })
    .execute();
  await enqueueEmail(trx, {
    to: address,
    toUserId: user.id,
    toName: fullName(user),
    message: {
      template: 'verify-email',
      data: {
        recipientName: fullName(user),
        email: address,
        confirmLink: emailConfirmationLink(deps, token),
        change: address.toLowerCase() !== user.email.toLowerCase(),
        linkValidHours: emailVerificationLifetimeMs / 3_600_000,
      },
    },
  });
}

/** Sends the owner a new link for their current address. */
export async function requestEmailConfirmation(deps: AppDeps, user: UserRow): Promise<void> {
  if (user.email_verified_at !== null) throw conflict(emailVerificationMessages.alreadyVerified);
  await deps.db.transaction().execute(async (trx) => {
    await consumeVerificationEmail(trx, user.email, deps.now());
    await sendConfirmationLink(trx, deps, user, user.email);
  });
}

/**
 * Asks to sign in with another address: the current password proves it is the owner asking (a
 * stolen session alone cannot move the account), and the new address gets a link. Nothing changes
 * until the link is used.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: UserRow,
  input: { new_email: string; current_password: string },
  client: { ip: string },
): Promise<void> {
  const attempt = await beginSignInAttempt(deps.db, user.email, client.ip, deps.now());
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw invalidField('current_password', apiMessages.currentPasswordIncorrect);
  }
  await attempt.succeeded();
  if (input.new_email.toLowerCase() === user.email.toLowerCase()) throw invalidField('new_email', emailVerificationMessages.sameAddress);
  await deps.db.transaction().execute(async (trx) => {
    if (await addressTaken(trx, input.new_email, user.id)) throw invalidField('new_email', emailVerificationMessages.taken);
    await consumeVerificationEmail(trx, input.new_email, deps.now());
    await sendConfirmationLink(trx, deps, user, input.new_email);
  });
}

async function addressTaken(trx: DB, address: string, exceptUserId: number) {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address.toLowerCase())
    .where('id', '<>', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses a confirmation link: the address is confirmed, or, for a change, becomes the account's
 * address. A change also voids the reset links sent to the old address and tells the old address.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<{ email: string; changed: boolean }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_verification_tokens')
      .selectAll()
      .where('id', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw badRequest(emailVerificationMessages.linkInvalid);
    const user = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable('email_verification_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    const changed = row.email.toLowerCase() !== user.email.toLowerCase();
    if (!changed) {
      await trx.updateTable('users').set({ email_verified_at: sql`coalesce(email_verified_at, ${now})` }).where('id', '=', user.id).execute();
      return { email: user.email, changed };
    }
    if (await addressTaken(trx, row.email, user.id)) throw conflict(emailVerificationMessages.taken);
    try {
      await trx.updateTable('users').set({ email: row.email, email_verified_at: now, updated_at: now }).where('id', '=', user.id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(emailVerificationMessages.taken);
      throw error;
    }
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await enqueueEmail(trx, {
      to: user.email,
      toUserId: user.id,
      toName: fullName(user),
      message: {
        template: 'email-changed',
        data: { recipientName: fullName(user), oldEmail: user.email, newEmail: row.email, signInLink: `${deps.config.publicUrl}/login` },
      },
    });
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: user.id,
      action: 'email.change',
      entity: 'user',
      entityId: user.id,
      details: { from: user.email, to: row.email },
    });
    return { email: row.email, changed };
  });
}
