import {
  signInMessages,
  passwordResetTokenLifetimeMs,
  rateLimitMessages,
  rateLimits,
  type LoginInput,
  type SignupInput,
} from '@lug/domain/auth';
import { badRequest, conflict, invalidField, unauthorized } from '@lug/domain/errors';
import { isPermission } from '@lug/domain/permissions';
import type { MyOrganization } from '@lug/domain/organizations';
import { sql, type UserRow, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { addressKey } from '../auth/client-address';
import { passwordProblem, type PasswordOwner } from '../auth/password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, invalidateUserSessions, type Session } from '../auth/sessions';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { enqueueEmail } from './outbox';
import { writeAudit } from './audit';
import { sendConfirmationLink } from './email-verification';
import { twoFactorSetupRequired, type MembershipRow } from './authorization';
import { consume } from './rate-limit';
import { beginSignInAttempt } from './sign-in-throttle';
import { createTwoFactorChallenge, isTwoFactorEnabled, recordSignIn } from './two-factor';
import { insertUser, toSessionUser } from './users';
import { apiMessages } from '../words';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Refuses a new password that is common or guessable, naming the field it came in (400). */
async function requireAcceptablePassword(field: string, password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw invalidField(field, problem);
}

export async function signup(deps: AppDeps, input: SignupInput, client: ClientInfo) {
  const now = deps.now();
  await consume(deps.db, 'signup:ip', addressKey(client.ip), rateLimits.signupPerIp, now);
  await requireAcceptablePassword('password', input.password, input);
  const passwordHash = await hashPassword(input.password);
  const holder = await findUserByEmail(deps.db, input.email);
  if (holder?.email_verified_at === null) {
    // Nobody has proved this address yet, so its owner may claim the account that holds it
    // (decision 0036) with "Forgot password": the link goes to the address, and using it ends every
    // session of whoever made the account. A refusal changes nothing, so no link is queued here.
    throw conflict(apiMessages.accountUnconfirmed, { fields: { email: apiMessages.accountUnconfirmed }, details: { claim: 'reset-password' } });
  }
  return deps.db.transaction().execute(async (trx) => {
    const user = await insertUser(
      trx,
      { email: input.email, password_hash: passwordHash, first_name: input.first_name, last_name: input.last_name, signed_in_at: now },
      () => conflict(apiMessages.accountExists),
    );
    // The account works at once; the address counts as confirmed once the emailed link is used.
    await sendConfirmationLink(trx, deps, user, user.email);
    const { token, session } = await createSession(trx, user.id, client, now, deps.config.session);
    return { user: toSessionUser(user), token, session };
  });
}

function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export type LoginResult =
  | { kind: 'signed-in'; user: ReturnType<typeof toSessionUser>; token: string; session: Session }
  | { kind: 'two-factor'; challenge: string };

/**
 * A password sign-in. Failed attempts slow down per account and address and per address
 * (`beginSignInAttempt`, decision 0019); a correct password completes the sign-in, or, for an
 * account with two factors, answers a challenge for the second step and no session.
 */
export async function login(deps: AppDeps, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  const now = deps.now();
  const attempt = await beginSignInAttempt(deps.db, input.email, client.ip, now);
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) throw unauthorized(signInMessages.failed);
  if (await isTwoFactorEnabled(deps.db, user.id)) {
    // The password was right, but the sign-in is not done: the pair's count keeps this attempt
    // until the second step succeeds.
    await attempt.passwordAccepted();
    const challenge = await createTwoFactorChallenge(deps.db, user.id, now);
    return { kind: 'two-factor', challenge };
  }
  await attempt.succeeded();
  return deps.db.transaction().execute(async (trx) => {
    const { token, session } = await createSession(trx, user.id, client, now, deps.config.session);
    await recordSignIn(trx, user, now);
    return { kind: 'signed-in' as const, user: toSessionUser(user), token, session };
  });
}

/**
 * The caller's organisations (active memberships) with the permissions they may use there: none
 * of their role's while the organisation requires two factors of them and they have not turned it
 * on (`two_factor_setup_required`).
 */
export async function myOrganizations(deps: AppDeps, userId: number): Promise<MyOrganization[]> {
  const rows = await deps.db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
    .select(['o.id', 'o.name', 'o.contact_email', 'pr.permissions', 'o.require_two_factor'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('two_factor_credentials as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'm.user_id')
            .where('t.enabled_at', 'is not', null),
        )
        .as('two_factor_enabled'),
    )
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => {
    const rolePermissions = (row.permissions ?? []).filter(isPermission);
    const setupRequired = twoFactorSetupRequired({
      permissions: rolePermissions,
      two_factor_missing: row.require_two_factor && !row.two_factor_enabled,
    } as Pick<MembershipRow, 'permissions' | 'two_factor_missing'>);
    return {
      id: row.id,
      name: row.name,
      contact_email: row.contact_email,
      permissions: setupRequired ? [] : rolePermissions,
      two_factor_setup_required: setupRequired,
    };
  });
}

export function passwordResetLink(deps: AppDeps, token: string): string {
  return `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Counts one password-reset email to an address, refusing past the per-address limit (429 with
 * `Retry-After`). Run whether or not an account has the address, so the answer reveals nothing.
 */
export async function consumeResetEmail(db: DB, email: string, now: Date): Promise<void> {
  await consume(db, 'password-reset:email', email.trim().toLowerCase(), rateLimits.passwordResetPerEmail, now, rateLimitMessages.passwordResetPerEmail);
}

/**
 * Creates a single-use reset token for the user inside the caller's transaction and returns the
 * link. Only the token's hash is stored. Every older link of the user stops working: only the
 * newest one sent is valid.
 */
export async function issuePasswordResetToken(
  trx: DB,
  deps: AppDeps,
  userId: number,
  lifetimeMs: number = passwordResetTokenLifetimeMs,
): Promise<string> {
  const token = generateSecretToken();
  const now = deps.now();
  await voidResetTokens(trx, userId, now);
  await trx
    .insertInto('password_reset_tokens')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeMs),
    })
    .execute();
  return passwordResetLink(deps, token);
}

/** Marks every outstanding reset link of the user used. */
async function voidResetTokens(trx: DB, userId: number, now: Date): Promise<void> {
  await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Always succeeds from the caller's point of view: whether the email exists is never revealed. */
export async function requestPasswordReset(deps: AppDeps, email: string, client: ClientInfo) {
  const now = deps.now();
  await consume(deps.db, 'password-reset:ip', addressKey(client.ip), rateLimits.passwordResetPerIp, now);
  await consumeResetEmail(deps.db, email, now);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction().execute(async (trx) => {
    const link = await issuePasswordResetToken(trx, deps, user.id);
    await enqueueEmail(trx, {
      to: user.email,
      toUserId: user.id,
      toName: `${user.first_name} ${user.last_name}`,
      message: {
        template: 'password-reset',
        data: {
          toEmail: user.email,
          toName: `${user.first_name} ${user.last_name}`,
          resetLink: link,
          validMinutes: passwordResetTokenLifetimeMs / 60_000,
        },
      },
    });
  });
}

const resetLinkInvalidMessage = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Sets the password with a reset link, and ends everything the old password may have let someone
 * else make (ASVS 5.0 V6.4, V7.4.3): every session, every personal API token, every other
 * outstanding reset link and every sign-in waiting for its second factor. Two-factor sign-in
 * itself stays on: a reset never bypasses it.
 */
export async function confirmPasswordReset(deps: AppDeps, token: string, password: string) {
  const now = deps.now();
  const id = hashToken(token);
  const owner = await deps.db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.email', 'u.first_name', 'u.last_name'])
    .where('t.id', '=', id)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!owner) throw badRequest(resetLinkInvalidMessage);
  await requireAcceptablePassword('password', password, owner);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('password_reset_tokens').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) throw badRequest(resetLinkInvalidMessage);
    const account = await trx.selectFrom('users').select('email_verified_at').where('id', '=', row.user_id).forUpdate().executeTakeFirstOrThrow();
    // Claiming an address nobody had confirmed (decision 0036): whoever made the account may not
    // own the address, so a second factor they set up goes with their password.
    const claimed = account.email_verified_at === null && !row.shown_to_administrator;
    await trx
      .updateTable('users')
      // Setting a password with a link sent only to the account's address proves control of it; a
      // link an administrator was shown does not (decision 0036).
      .set({
        password_hash: passwordHash,
        updated_at: now,
        signed_in_at: sql`coalesce(signed_in_at, ${now})`,
        ...(row.shown_to_administrator ? {} : { email_verified_at: sql`coalesce(email_verified_at, ${now})` }),
      })
      .where('id', '=', row.user_id)
      .execute();
    await voidResetTokens(trx, row.user_id, now);
    await invalidateUserSessions(trx, row.user_id);
    const revoked = await trx.deleteFrom('api_tokens').where('user_id', '=', row.user_id).returning('id').execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', row.user_id).execute();
    if (claimed) {
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', row.user_id).execute();
      await trx.deleteFrom('two_factor_credentials').where('user_id', '=', row.user_id).execute();
    }
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: row.user_id,
      action: 'password.reset',
      entity: 'user',
      entityId: row.user_id,
      details: { sessions_ended: 'all', api_tokens_revoked: revoked.length, ...(claimed ? { address_claimed: true } : {}) },
    });
  });
}

export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  /** The session to keep; every other one ends (all of them when an API token asked). */
  sessionId: string | undefined,
  currentPassword: string,
  newPassword: string,
  client: ClientInfo,
) {
  // Guessing the current password from a stolen session slows down as a sign-in does.
  const attempt = await beginSignInAttempt(deps.db, user.email, client.ip, deps.now());
  if (!user.password_hash || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw invalidField('current_password', apiMessages.currentPasswordIncorrect);
  }
  await attempt.succeeded();
  await requireAcceptablePassword('new_password', newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: deps.now() })
      .where('id', '=', user.id)
      .execute();
    await invalidateUserSessions(trx, user.id, sessionId);
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', user.id).execute();
  });
}
