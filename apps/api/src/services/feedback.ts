/**
 * Anonymous feedback: the row has no author, no audit line names one, and nothing is logged about
 * who sent it.
 */
import { rateLimits } from '@lug/domain/auth';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { addressKey } from '../auth/client-address';
import { hashToken } from '../auth/tokens';
import type { OrgScope } from './authorization';
import { consume } from './rate-limit';

const hourMs = 60 * 60 * 1000;

/**
 * Stores one anonymous message. One client address may send a few an hour; the limit counts a
 * hash of the address at the hour, never the moment, so its record does not point at a message.
 */
export async function submitFeedback(deps: AppDeps, scope: OrgScope, message: string, client: { ip: string }) {
  const now = deps.now();
  const hour = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  await consume(deps.db, 'feedback:ip', hashToken(addressKey(client.ip)), rateLimits.feedbackPerIp, now, undefined, hour);
  const row = await deps.db
    .insertInto('feedback')
    .values({ organization_id: scope.organizationId, message, created_at: deps.now() })
    .returning(['id', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, message: row.message, created_at: row.created_at.toISOString() };
}

export async function listFeedback(db: DB, scope: OrgScope) {
  const rows = await db
    .selectFrom('feedback')
    .select(['id', 'message', 'created_at'])
    .where('organization_id', '=', scope.organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return rows.map((row) => ({ id: row.id, message: row.message, created_at: row.created_at.toISOString() }));
}
