/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through `@oslojs/otp`) and one-time
 * recovery codes (decision 0020).
 *
 * - `setup` makes a new secret (160 random bits) and answers it with its `otpauth://` URI; it waits
 *   for `enable`, which takes a code from the app, turns two factors on and answers ten recovery
 *   codes, shown once and stored as argon2id hashes. `disable` takes a current code (or a recovery
 *   code when the app is lost).
 * - Codes are checked against the server's clock (`deps.now`), one period either side for drift,
 *   and each is accepted once: the step of the last accepted code is stored and no code of that
 *   step or an earlier one is accepted again.
 * - A sign-in of such an account answers a challenge instead of a session; `completeTwoFactorSignIn`
 *   takes it with a code or a recovery code. A challenge lives 5 minutes and allows 5 wrong codes;
 *   every code counts against the sign-in throttle like a password.
 */
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { twoFactor, twoFactorMessages, type LoginTwoFactorInput, type TwoFactorStatus } from '@lug/domain/auth';
import { DomainError, badRequest, conflict, invalidField, unauthorized } from '@lug/domain/errors';
import { sql, type UserRow, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, invalidateUserSessions, type SessionClient } from '../auth/sessions';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { writeAudit } from './audit';
import { beginSignInAttempt } from './sign-in-throttle';

// ---------------------------------------------------------------------------------------------
// Codes

/** The time step a code of `secret` matches at `now` (one step of drift either side), newer than `after`. */
export function matchingStep(secret: string, code: string, now: Date, after: number | null): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now.getTime() / (twoFactor.periodSeconds * 1000));
  for (let step = current - twoFactor.driftSteps; step <= current + twoFactor.driftSteps; step += 1) {
    if (after !== null && step <= after) continue;
    if (verifyHOTP(key, BigInt(step), twoFactor.digits, code)) return step;
  }
  return null;
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code: 10 random base32 characters (50 bits), shown as `abcde-fghij`. */
function newRecoveryCode(): string {
  const bytes = new Uint8Array(twoFactor.recoveryCodeLength);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: every character is equally likely.
  return Array.from(bytes, (byte) => base32[byte % 32]).join('');
}

function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The unused recovery code of the user that `code` is (already normalised by the schema), if any. */
async function findRecoveryCode(db: DB, userId: number, code: string): Promise<number | null> {
  const rows = await db
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of rows) if (await verifyPassword(row.code_hash, code)) return row.id;
  return null;
}

/** Marks a recovery code used; false when another request used it first. */
async function useRecoveryCode(trx: DB, codeId: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Accepts a TOTP code once: records its step, unless a concurrent request took it (or a later one) first. */
async function useCode(trx: DB, userId: number, step: number): Promise<boolean> {
  const row = await trx
    .updateTable('two_factor_credentials')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The account's own settings

export async function isTwoFactorEnabled(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor_credentials')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function twoFactorStatus(db: DB, userId: number): Promise<TwoFactorStatus> {
  const row = await db
    .selectFrom('two_factor_credentials')
    .select([
      'enabled_at',
      (eb) =>
        eb
          .selectFrom('two_factor_recovery_codes')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('two_factor_recovery_codes.user_id', '=', userId)
          .where('two_factor_recovery_codes.used_at', 'is', null)
          .as('left'),
    ])
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return {
    enabled: row !== undefined,
    enabled_at: row?.enabled_at?.toISOString() ?? null,
    recovery_codes_left: Number(row?.left ?? 0),
  };
}

export async function setupTwoFactor(deps: AppDeps, user: UserRow): Promise<{ secret: string; uri: string }> {
  const now = deps.now();
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  const secret = encodeBase32UpperCaseNoPadding(key);
  await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('two_factor_credentials')
      .select('enabled_at')
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.enabled_at) throw conflict(twoFactorMessages.alreadyEnabled);
    await trx
      .insertInto('two_factor_credentials')
      .values({ user_id: user.id, secret, enabled_at: null, last_used_step: null, created_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, enabled_at: null, last_used_step: null, created_at: now }))
      .execute();
  });
  return { secret, uri: createTOTPKeyURI(twoFactor.issuer, user.email, key, twoFactor.periodSeconds, twoFactor.digits) };
}

/** The account's credential, locked until the transaction ends (enabling and disabling both read it, then change it). */
function lockCredential(trx: DB, userId: number) {
  return trx.selectFrom('two_factor_credentials').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** Turns two factors on with a code from the app; answers the recovery codes (shown this once). */
export async function enableTwoFactor(
  deps: AppDeps,
  user: UserRow,
  keepSessionId: string | undefined,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const now = deps.now();
  // Hashing takes a moment per code: before the transaction, not while it holds the row.
  const codes = Array.from({ length: twoFactor.recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
  await deps.db.transaction().execute(async (trx) => {
    const credential = await lockCredential(trx, user.id);
    if (credential?.enabled_at) throw conflict(twoFactorMessages.alreadyEnabled);
    if (!credential || now.getTime() - credential.created_at.getTime() > twoFactor.setupLifetimeMs) {
      throw badRequest(twoFactorMessages.noSetup);
    }
    const step = matchingStep(credential.secret, code, now, null);
    if (step === null) throw invalidField('code', twoFactorMessages.invalidCode);
    await trx
      .updateTable('two_factor_credentials')
      .set({ enabled_at: now, last_used_step: step })
      .where('user_id', '=', user.id)
      .execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: user.id, code_hash, used_at: null, created_at: now })))
      .execute();
    // A changed factor ends the other sessions (ASVS 7.4.3); the one that changed it stays. Turning
    // it on also revokes the API tokens: each was made with one factor, and a token made by
    // whoever held the password would otherwise outlive the second factor meant to shut them out.
    await invalidateUserSessions(trx, user.id, keepSessionId);
    const revoked = await trx.deleteFrom('api_tokens').where('user_id', '=', user.id).returning('id').execute();
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: user.id,
      action: 'two_factor.enable',
      entity: 'user',
      entityId: user.id,
      details: { sessions_ended: 'others', api_tokens_revoked: revoked.length },
    });
  });
  return { recovery_codes: codes.map(formatRecoveryCode) };
}

/** Turns two factors off with a current code, or a recovery code. */
export async function disableTwoFactor(
  deps: AppDeps,
  user: UserRow,
  keepSessionId: string | undefined,
  proof: { code?: string | undefined; recovery_code?: string | undefined },
): Promise<void> {
  const now = deps.now();
  const recoveryCodeId = proof.recovery_code === undefined ? null : await findRecoveryCode(deps.db, user.id, proof.recovery_code);
  await deps.db.transaction().execute(async (trx) => {
    const credential = await lockCredential(trx, user.id);
    if (!credential?.enabled_at) throw conflict(twoFactorMessages.notEnabled);
    if (proof.code !== undefined) {
      const step = matchingStep(credential.secret, proof.code, now, credential.last_used_step);
      if (step === null || !(await useCode(trx, user.id, step))) throw invalidField('code', twoFactorMessages.invalidCode);
    } else if (recoveryCodeId === null || !(await useRecoveryCode(trx, recoveryCodeId, now))) {
      throw invalidField('recovery_code', twoFactorMessages.invalidRecoveryCode);
    }
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('two_factor_credentials').where('user_id', '=', user.id).execute();
    await invalidateUserSessions(trx, user.id, keepSessionId);
    await writeAudit(trx, { organizationId: null, actorUserId: user.id, action: 'two_factor.disable', entity: 'user', entityId: user.id });
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in

/** The second step a correct password of a two-factor account leads to: a challenge, no session. */
export async function createTwoFactorChallenge(trx: DB, userId: number, now: Date): Promise<string> {
  const challenge = generateSecretToken();
  await trx
    .insertInto('two_factor_challenges')
    .values({ id: hashToken(challenge), user_id: userId, expires_at: new Date(now.getTime() + twoFactor.challengeLifetimeMs), created_at: now })
    .execute();
  return challenge;
}

type ChallengeOutcome =
  | { ok: true; user: UserRow; token: string; session: Awaited<ReturnType<typeof createSession>>['session'] }
  /** `field`: the wrong code's field; none when the challenge itself is over (sign in again). */
  | { ok: false; message: string; field?: 'code' | 'recovery_code' };

/**
 * The second step of a sign-in: the challenge and a code (or a recovery code). A wrong code is 401
 * and uses up one of the challenge's attempts; an unknown, expired or used-up challenge is 401 too
 * (sign in again with the password). Answers the session as a password sign-in does.
 */
export async function completeTwoFactorSignIn(deps: AppDeps, input: LoginTwoFactorInput, client: SessionClient & { ip: string }) {
  const now = deps.now();
  const challengeId = hashToken(input.challenge);
  const owner = await deps.db
    .selectFrom('two_factor_challenges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.email'])
    .where('c.id', '=', challengeId)
    .executeTakeFirst();
  if (!owner) throw unauthorized(twoFactorMessages.challengeExpired);
  // A code counts against the sign-in throttle exactly as a password does.
  const attempt = await beginSignInAttempt(deps.db, owner.email, client.ip, now);
  const recoveryCodeId = input.recovery_code === undefined ? null : await findRecoveryCode(deps.db, owner.id, input.recovery_code);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ChallengeOutcome> => {
    const challenge = await trx
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('id', '=', challengeId)
      .forUpdate()
      .executeTakeFirst();
    if (!challenge || challenge.expires_at.getTime() <= now.getTime() || challenge.attempts >= twoFactor.challengeAttempts) {
      if (challenge) await trx.deleteFrom('two_factor_challenges').where('id', '=', challengeId).execute();
      return { ok: false, message: twoFactorMessages.challengeExpired };
    }
    const credential = await trx
      .selectFrom('two_factor_credentials')
      .selectAll()
      .where('user_id', '=', challenge.user_id)
      .where('enabled_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    let accepted = false;
    if (credential && input.code !== undefined) {
      const step = matchingStep(credential.secret, input.code, now, credential.last_used_step);
      accepted = step !== null && (await useCode(trx, challenge.user_id, step));
    } else if (credential && recoveryCodeId !== null) {
      accepted = await useRecoveryCode(trx, recoveryCodeId, now);
    }
    if (!accepted) {
      // The wrong code is remembered (the transaction commits): the challenge has fewer tries left.
      await trx.updateTable('two_factor_challenges').set({ attempts: sql`attempts + 1` }).where('id', '=', challengeId).execute();
      return input.code !== undefined
        ? { ok: false, message: twoFactorMessages.invalidCode, field: 'code' }
        : { ok: false, message: twoFactorMessages.invalidRecoveryCode, field: 'recovery_code' };
    }
    await trx.deleteFrom('two_factor_challenges').where('id', '=', challengeId).execute();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', challenge.user_id).executeTakeFirstOrThrow();
    const { token, session } = await createSession(trx, user.id, client, now, deps.config.session);
    await recordSignIn(trx, user, now);
    if (recoveryCodeId !== null) {
      await writeAudit(trx, { organizationId: null, actorUserId: user.id, action: 'two_factor.recovery_code_used', entity: 'user', entityId: user.id });
    }
    return { ok: true, user, token, session };
  });
  if (!outcome.ok) throw new DomainError('UNAUTHORIZED', outcome.message, outcome.field ? { fields: { [outcome.field]: outcome.message } } : undefined);
  await attempt.succeeded();
  return outcome;
}

/** What a completed sign-in records: the members' last login, and that the owner has signed in. */
export async function recordSignIn(trx: DB, user: UserRow, now: Date): Promise<void> {
  await trx.updateTable('memberships').set({ last_login: now }).where('user_id', '=', user.id).execute();
  if (user.signed_in_at === null) await trx.updateTable('users').set({ signed_in_at: now }).where('id', '=', user.id).execute();
}

/** Drops challenges past their time; run by the scheduler. */
export async function pruneTwoFactorChallenges(db: DB, now: Date): Promise<number> {
  const result = await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
