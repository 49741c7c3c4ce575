/**
 * Sessions as the Lucia guide teaches: a random token given to the client, its SHA-256 stored as the
 * session id. A session ends after `idleMs` without a request and `absoluteMs` after sign-in,
 * whichever comes first (`SESSION_IDLE_TIMEOUT`, `SESSION_MAX_LIFETIME`; decision 0020). Its last
 * use (time and address) is written at most once a minute: the sessions list shows it and the idle
 * timeout counts from it.
 */
import { prepared, type DB, type UserRow } from '@lug/db';
import { membershipHint, membershipSnapshot, type MembershipHint } from '../services/authorization';
import { generateSecretToken, hashToken } from './tokens';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** A session's last use is written at most this often (and the idle timeout is this precise). */
export const sessionLastUsedGranularityMs = 60 * 1000;

export interface Session {
  id: string;
  /** The number the sessions list shows. */
  publicId: number;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
  /**
   * A kiosk session (decision 0047): the activity it may check members in to, and when it ends at
   * the latest. Null for every other session.
   */
  kiosk: { activityId: number; until: Date } | null;
}

export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

function endOf(createdAt: Date, lastUsedAt: Date, policy: SessionPolicy): Date {
  return new Date(Math.min(lastUsedAt.getTime() + policy.idleMs, createdAt.getTime() + policy.absoluteMs));
}

/** Where the session cookie's lifetime ends: the absolute lifetime (the server ends idle sessions itself). */
export function cookieExpiry(session: Session, policy: SessionPolicy): Date {
  return new Date(session.createdAt.getTime() + policy.absoluteMs);
}

export async function createSession(
  db: DB,
  userId: number,
  client: SessionClient | null,
  now: Date,
  policy: SessionPolicy,
): Promise<{ token: string; session: Session }> {
  const token = generateSecretToken();
  const id = hashToken(token);
  const expiresAt = endOf(now, now, policy);
  const row = await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
      user_agent: client?.userAgent?.slice(0, 500) ?? null,
      ip: client?.ip && client.ip !== 'unknown' ? client.ip : null,
    })
    .returning('public_id')
    .executeTakeFirstOrThrow();
  return { token, session: { id, publicId: row.public_id, userId, createdAt: now, expiresAt, kiosk: null } };
}

/**
 * A kiosk session for `activityId` (decision 0047), signed in as the manager who opens it. It ends
 * at `until` (or by the manager's password); the idle timeout and the absolute lifetime do not apply.
 */
export async function createKioskSession(
  db: DB,
  userId: number,
  kiosk: { activityId: number; until: Date },
  client: SessionClient | null,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = generateSecretToken();
  const id = hashToken(token);
  const row = await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: kiosk.until,
      user_agent: client?.userAgent?.slice(0, 500) ?? null,
      ip: client?.ip && client.ip !== 'unknown' ? client.ip : null,
      kiosk_activity_id: kiosk.activityId,
      kiosk_until: kiosk.until,
    })
    .returning('public_id')
    .executeTakeFirstOrThrow();
  return { token, session: { id, publicId: row.public_id, userId, createdAt: now, expiresAt: kiosk.until, kiosk } };
}

export interface ValidateOptions {
  /** Also read the caller's membership of this organisation, in the same statement. */
  organizationId?: number | undefined;
  /** The client's address, recorded with the last use. */
  ip?: string | undefined;
}

/**
 * The session behind a token and its user. With `organizationId`, the same statement also reads
 * the user's membership of that organisation (`membership`), which the scope resolver then uses
 * instead of asking again.
 */
export async function validateSessionToken(
  db: DB,
  token: string,
  now: Date,
  policy: SessionPolicy,
  { organizationId, ip }: ValidateOptions = {},
): Promise<{ session: Session; user: UserRow; membership?: MembershipHint | undefined } | null> {
  if (!/^[a-z2-7]{20,64}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.public_id as session_public_id',
      'sessions.created_at as session_created_at',
      'sessions.last_used_at as session_last_used_at',
      'sessions.ip as session_ip',
      'sessions.kiosk_activity_id as session_kiosk_activity_id',
      'sessions.kiosk_until as session_kiosk_until',
    ])
    .$if(organizationId !== undefined, (qb) => qb.select(membershipSnapshot(organizationId!).as('membership_snapshot')))
    .where('sessions.id', '=', sessionId)
    // Every signed-in request runs it: parsed and planned once per connection (a key lookup).
    .modifyEnd(prepared('session-check'))
    .executeTakeFirst();
  if (!row) return null;
  const {
    session_id,
    session_public_id,
    session_created_at,
    session_last_used_at,
    session_ip,
    session_kiosk_activity_id,
    session_kiosk_until,
    membership_snapshot,
    ...user
  } = row;
  const kiosk =
    session_kiosk_activity_id === null || session_kiosk_until === null
      ? null
      : { activityId: session_kiosk_activity_id, until: session_kiosk_until };
  // The lifetimes in force now decide, whatever they were when the session began; a kiosk's is its own.
  const sessionEnd = (lastUsedAt: Date) => kiosk?.until ?? endOf(session_created_at, lastUsedAt, policy);
  let expiresAt = sessionEnd(session_last_used_at);
  if (now.getTime() >= expiresAt.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', session_id).execute();
    return null;
  }
  const address = ip && ip !== 'unknown' ? ip : null;
  if (now.getTime() - session_last_used_at.getTime() >= sessionLastUsedGranularityMs || (address !== null && address !== session_ip)) {
    expiresAt = sessionEnd(now);
    await db
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: expiresAt, ...(address === null ? {} : { ip: address }) })
      .where('id', '=', session_id)
      .execute();
  }
  return {
    session: { id: session_id, publicId: session_public_id, userId: user.id, expiresAt, createdAt: session_created_at, kiosk },
    user,
    membership: membershipHint(organizationId, membership_snapshot),
  };
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, except (optionally) the one in use. */
export async function invalidateUserSessions(db: DB, userId: number, exceptSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Deletes sessions past their end; run by the scheduler. */
export async function pruneExpiredSessions(db: DB, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
