/**
 * Anonymous feedback: the row has no author, no audit line names one, and nothing is logged about
 * who sent it.
 */
import type { Database, Kysely } from '@lug/db';
import type { AppDeps } from '../context';
import type { OrgScope } from './authorization';

export async function submitFeedback(deps: AppDeps, scope: OrgScope, message: string) {
  const row = await deps.db
    .insertInto('feedback')
    .values({ organization_id: scope.organizationId, message, created_at: deps.now() })
    .returning(['id', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, message: row.message, created_at: row.created_at.toISOString() };
}

export async function listFeedback(db: Kysely<Database>, scope: OrgScope) {
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
