/** The signed-in user's own sessions: where they are signed in, and ending any of them. */
import { sessionMessages, type AccountSession } from '@lug/domain/auth';
import { notFound } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';

/** The user's sessions that have not ended, most recently used first. */
export async function listSessions(db: DB, userId: number, now: Date, currentSessionId: string | null): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'created_at', 'last_used_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('public_id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.public_id,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's sessions (the current one too: that signs this browser out). 404 for anyone else's. */
export async function revokeSession(deps: AppDeps, userId: number, publicId: number): Promise<{ sessionId: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('sessions')
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .returning(['id', 'user_agent'])
      .executeTakeFirst();
    if (!row) throw notFound(sessionMessages.notFound);
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: 'session.revoke',
      entity: 'session',
      entityId: publicId,
      details: { user_agent: row.user_agent },
    });
    return { sessionId: row.id };
  });
}
