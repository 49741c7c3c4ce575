import { auditLogInput, auditLogPage } from '@lug/domain/audit';
import { listAuditLog } from '../../services/audit-log';
import { orgProcedure, router } from '../init';

export const auditLogRouter = router({
  list: orgProcedure('settings.manage')
    .input(auditLogInput)
    .output(auditLogPage)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input.organization_id, input)),
});
