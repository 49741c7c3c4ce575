/**
 * Sessions as the Lucia guide teaches: a random token given to the client, its SHA-256 stored as the
 * session id; a sliding expiry renewed when half used, capped by an absolute lifetime.
 */
import { sessionPolicy } from '@lug/domain/auth';
import type { DB, Kysely, Database, UserRow } from '@lug/db';
import { membershipHint, membershipSnapshot, type MembershipHint } from '../services/authorization';
import { generateSecretToken, hashToken } from './tokens';

type Executor = DB | Kysely<Database>;

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

export async function createSession(
  db: Executor,
  userId: number,
  userAgent: string | null,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = generateSecretToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionPolicy.idleMs),
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      user_agent: userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, session };
}

/**
 * The session behind a token and its user. With `organizationId`, the same statement also reads
 * the user's membership of that organisation (`membership`), which the scope resolver then uses
 * instead of asking again.
 */
export async function validateSessionToken(
  db: Executor,
  token: string,
  now = new Date(),
  organizationId?: number,
): Promise<{ session: Session; user: UserRow; membership?: MembershipHint | undefined } | null> {
  if (!/^[a-z2-7]{20,64}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
    ])
    .$if(organizationId !== undefined, (qb) => qb.select(membershipSnapshot(organizationId!).as('membership_snapshot')))
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, session_created_at, membership_snapshot, ...user } = row;
  const absoluteEnd = session_created_at.getTime() + sessionPolicy.absoluteMs;
  if (now.getTime() >= session_expires_at.getTime() || now.getTime() >= absoluteEnd) {
    await db.deleteFrom('sessions').where('id', '=', session_id).execute();
    return null;
  }
  let expiresAt = session_expires_at;
  if (session_expires_at.getTime() - now.getTime() < sessionPolicy.renewWhenRemainingMs) {
    expiresAt = new Date(Math.min(now.getTime() + sessionPolicy.idleMs, absoluteEnd));
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', session_id).execute();
  }
  return {
    session: { id: session_id, userId: user.id, expiresAt, createdAt: session_created_at },
    user,
    membership: membershipHint(organizationId, membership_snapshot),
  };
}

export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, except (optionally) the one in use. */
export async function invalidateUserSessions(db: Executor, userId: number, exceptSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
