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
  const subjects = await subjectNames(db, organizationId, items);
  return {
    items: items.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? 'Former member' },
      details: row.details,
      subject: subjects.get(subjectOf(row) ?? 0) ?? null,
    })),
    nextCursor: rows.length > input.limit && last ? encodeHistoryCursor({ date: last.created_at.toISOString().slice(0, 10), id: last.id }) : null,
  };
}

/** Entries about a member name them by user id: in `details.user_id`, `.after.user_id`, `.payment.user_id`, or as the entity. */
const memberEntities = new Set(['member', 'user']);

function subjectOf(row: { entity: string; entity_id: string | null; details: unknown }): number | null {
  const details = (row.details ?? {}) as { user_id?: unknown; after?: { user_id?: unknown }; payment?: { user_id?: unknown } };
  const candidates = [
    details.user_id,
    details.after?.user_id,
    details.payment?.user_id,
    memberEntities.has(row.entity) ? Number(row.entity_id) : null,
  ];
  const id = candidates.find((value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
  return id ?? null;
}

/**
 * The names of the members a page's entries are about, as they are called now, so the log says
 * "Alex Stud marked Bea Brick paid" rather than "member #7". Only people with a membership of this
 * organisation (active or not) are named; anyone else stays a number.
 */
async function subjectNames(db: DB, organizationId: number, rows: Array<Parameters<typeof subjectOf>[0]>) {
  const ids = [...new Set(rows.map(subjectOf).filter((id): id is number => id !== null))];
  const names = new Map<number, { id: number; name: string }>();
  if (ids.length === 0) return names;
  const found = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.organization_id', '=', organizationId))
    .select(['u.id', memberName.as('name')])
    .where('u.id', 'in', ids)
    .execute();
  for (const row of found) names.set(row.id, { id: row.id, name: row.name });
  return names;
}
