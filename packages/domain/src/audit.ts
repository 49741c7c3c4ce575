import { z } from 'zod';
import { id, isoDate, organizationId, pageLimit } from './common';

export const auditLogInput = z.object({
  organization_id: organizationId,
  entity: z.string().trim().max(50).optional(),
  action: z.string().trim().max(80).optional(),
  actor_id: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: pageLimit(200, 50),
  cursor: z.string().max(200).nullish(),
});
export type AuditLogInput = z.infer<typeof auditLogInput>;

export const auditLogEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The member the entry is about, named as they are now (a member of this organisation only). */
  subject: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const auditLogPage = z.object({ items: z.array(auditLogEntry), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;
