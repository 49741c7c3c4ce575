import type { AuditAction } from '@lug/domain/audit-actions';
import type { DB } from '@lug/db';
import type { OrgScope } from './authorization';

export interface AuditEntry {
  organizationId: number | null;
  actorUserId: number | null;
  /** One of `auditActionKeys` (packages/domain/src/audit-actions.ts): the audit log has a sentence for each. */
  action: AuditAction;
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

/**
 * The audit line of a change a member made in their organisation: the checked scope names both the
 * organisation and who acted.
 */
export async function auditMemberChange(
  trx: DB,
  actor: OrgScope,
  entry: Omit<AuditEntry, 'organizationId' | 'actorUserId'>,
): Promise<void> {
  await writeAudit(trx, { organizationId: actor.organizationId, actorUserId: actor.userId, ...entry });
}
