import { dashboard, dashboardInput } from '@lug/domain/dashboard';
import { getDashboard } from '../../services/dashboard';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const dashboardRouter = router({
  get: scopedProcedure(dashboardInput, { field: 'organization_id' })
    .output(dashboard)
    .query(({ ctx }) => getDashboard(ctx, ctx.db, ctx.scope)),
});
