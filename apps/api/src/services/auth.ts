import {
  loginFailedMessage,
  passwordResetTokenLifetimeMs,
  rateLimits,
  type LoginInput,
  type SignupInput,
} from '@lug/domain/auth';
import { badRequest, conflict, tooManyRequests, unauthorized } from '@lug/domain/errors';
import { isPermission } from '@lug/domain/permissions';
import type { MyOrganization } from '@lug/domain/organizations';
import { sql, type UserRow } from '@lug/db';
import type { AppDeps } from '../context';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, invalidateUserSessions } from '../auth/sessions';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { enqueueEmail } from './outbox';
import { claim, consume, forgetEvents } from './rate-limit';
import { toSessionUser } from './users';
import { isUniqueViolation } from './db-errors';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export async function signup(deps: AppDeps, input: SignupInput, client: ClientInfo) {
  const now = deps.now();
  await consume(deps.db, 'signup:ip', client.ip, rateLimits.signupPerIp, now);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    let user: UserRow;
    try {
      user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          display_name: null,
          signed_in_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
      throw error;
    }
    const { token, session } = await createSession(trx, user.id, client.userAgent, now);
    return { user: toSessionUser(user), token, session };
  });
}

function findUserByEmail(deps: AppDeps, email: string) {
  return deps.db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function login(deps: AppDeps, input: LoginInput, client: ClientInfo) {
  const now = deps.now();
  const emailKey = input.email.toLowerCase();
  // Every attempt is counted as a failure before the password is checked, and taken back when it
  // was right: parallel guesses (on one server or several) see each other, so a burst cannot get
  // more than the limit's worth of passwords checked.
  const byEmail = await claim(deps.db, 'login-failure:email', emailKey, rateLimits.loginFailuresPerEmail, now);
  const byIp = byEmail === null ? null : await claim(deps.db, 'login-failure:ip', client.ip, rateLimits.loginFailuresPerIp, now);
  if (byEmail === null || byIp === null) {
    if (byEmail !== null) await forgetEvents(deps.db, [byEmail]);
    throw tooManyRequests('Too many failed sign-in attempts. Please wait a few minutes and try again.');
  }
  const user = await findUserByEmail(deps, input.email);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) throw unauthorized(loginFailedMessage);
  await forgetEvents(deps.db, [byEmail, byIp]);
  return deps.db.transaction().execute(async (trx) => {
    const { token, session } = await createSession(trx, user.id, client.userAgent, now);
    await trx.updateTable('memberships').set({ last_login: now }).where('user_id', '=', user.id).execute();
    if (user.signed_in_at === null) await trx.updateTable('users').set({ signed_in_at: now }).where('id', '=', user.id).execute();
    return { user: toSessionUser(user), token, session };
  });
}

/** The caller's organisations (active memberships) with the permissions their role grants there. */
export async function myOrganizations(deps: AppDeps, userId: number): Promise<MyOrganization[]> {
  const rows = await deps.db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
    .select(['o.id', 'o.name', 'o.contact_email', 'pr.permissions'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contact_email: row.contact_email,
    permissions: (row.permissions ?? []).filter(isPermission),
  }));
}

export function passwordResetLink(deps: AppDeps, token: string): string {
  return `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Creates a single-use reset token for the user inside the caller's transaction and returns the
 * link. Only the token's hash is stored.
 */
export async function issuePasswordResetToken(
  trx: Parameters<typeof enqueueEmail>[0],
  deps: AppDeps,
  userId: number,
): Promise<string> {
  const token = generateSecretToken();
  const now = deps.now();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + passwordResetTokenLifetimeMs),
    })
    .execute();
  return passwordResetLink(deps, token);
}

/** Always succeeds from the caller's point of view: whether the email exists is never revealed. */
export async function requestPasswordReset(deps: AppDeps, email: string, client: ClientInfo) {
  const now = deps.now();
  await consume(deps.db, 'password-reset:ip', client.ip, rateLimits.passwordResetPerIp, now);
  const user = await findUserByEmail(deps, email);
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

export async function confirmPasswordReset(deps: AppDeps, token: string, password: string) {
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('id', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) {
      throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
    }
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
    await trx
      .updateTable('users')
      // Setting a password with a link sent to the account's address proves control of it.
      .set({ password_hash: passwordHash, updated_at: now, signed_in_at: sql`coalesce(signed_in_at, ${now})` })
      .where('id', '=', row.user_id)
      .execute();
    await invalidateUserSessions(trx, row.user_id);
  });
}

export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  /** The session to keep; every other one ends (all of them when an API token asked). */
  sessionId: string | undefined,
  currentPassword: string,
  newPassword: string,
) {
  if (!user.password_hash || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw badRequest('Current password is incorrect');
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: deps.now() })
      .where('id', '=', user.id)
      .execute();
    await invalidateUserSessions(trx, user.id, sessionId);
  });
}
