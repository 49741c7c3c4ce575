import type { AuditLogInput } from '@lug/domain/audit';
import { trpc } from '../../lib/trpc';

export type AuditFilters = Pick<AuditLogInput, 'entity' | 'action' | 'from' | 'to'>;

const pageSize = 50;

/** The audit log, newest first, 50 entries a page (**Load more** reads the next). */
export const auditLogQueries = {
  list: (organizationId: number, filters: AuditFilters) =>
    trpc.auditLog.list.infiniteQueryOptions(
      { organization_id: organizationId, limit: pageSize, ...filters },
      { getNextPageParam: (page) => page.nextCursor },
    ),
};
