import type { DB } from '@lug/db';

export interface AuditEntry {
  organizationId: number | null;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Writes one audit line inside the caller's transaction, so the log and the change land together. */
export async function writeAudit(trx: DB, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      organization_id: entry.organizationId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
