/** Reading the audit log: who changed what and when, newest first, filtered and paged. */
import { invalidField } from '@lug/domain/errors';
import { decodeHistoryCursor, encodeHistoryCursor } from '@lug/domain/participation';
import type { AuditLogInput, AuditLogPage } from '@lug/domain/audit';
import { sql, type DB } from '@lug/db';
import { activityIdNotHidden } from './activity-visibility';
import type { OrgScope, Unscoped } from './authorization';
import { memberName } from './users';
import { apiMessages } from '../words';

export async function listAuditLog(db: DB, scope: OrgScope, input: Unscoped<AuditLogInput>): Promise<AuditLogPage> {
  const { organizationId } = scope;
  let query = db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select([
      'l.id',
      'l.created_at',
      'l.action',
      'l.entity',
      'l.entity_id',
      'l.details',
      'l.actor_user_id',
      sql<string | null>`case when u.id is null then null else ${memberName} end`.as('actor_name'),
    ])
    .where('l.organization_id', '=', organizationId)
    // An entry about an activity the reader may not see is left out, as every read that names one
    // (decision 0035): a settings manager without activities.manage learns no private title here.
    .where(activityIdNotHidden(scope, sql`case when l.entity = 'activity' and l.entity_id ~ '^[0-9]+$' then l.entity_id::int end`))
    .where(activityIdNotHidden(scope, sql`case when l.details ->> 'activity_id' ~ '^[0-9]+$' then (l.details ->> 'activity_id')::int end`));
  if (input.entity) query = query.where('l.entity', '=', input.entity);
  if (input.action) query = query.where('l.action', 'like', `${input.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (input.actor_id) query = query.where('l.actor_user_id', '=', input.actor_id);
  if (input.from) query = query.where('l.created_at', '>=', new Date(`${input.from}T00:00:00Z`));
  if (input.to) query = query.where('l.created_at', '<', new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000));
  if (input.cursor) {
    const cursor = decodeHistoryCursor(input.cursor);
    if (!cursor) throw invalidField('cursor', apiMessages.notACursor);
    query = query.where('l.id', '<', cursor.id);
  }
  const rows = await query.orderBy('l.id', 'desc').limit(input.limit + 1).execute();
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? 'Former member' },
      details: row.details,
    })),
    nextCursor: rows.length > input.limit && last ? encodeHistoryCursor({ date: last.created_at.toISOString().slice(0, 10), id: last.id }) : null,
  };
}
