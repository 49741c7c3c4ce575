import { auditLogInput, auditLogPage } from '@lug/domain/audit';
import { listAuditLog } from '../../services/audit-log';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const auditLogRouter = router({
  list: scopedProcedure(auditLogInput, { field: 'organization_id' }, 'settings.manage')
    .output(auditLogPage)
    .query(({ ctx, input }) => listAuditLog(ctx.db, ctx.scope, input)),
});
