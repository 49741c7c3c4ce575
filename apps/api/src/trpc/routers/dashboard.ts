import { dashboard, dashboardInput } from '@lug/domain/dashboard';
import { getDashboard } from '../../services/dashboard';
import { orgProcedure, router } from '../init';

export const dashboardRouter = router({
  get: orgProcedure()
    .input(dashboardInput)
    .output(dashboard)
    .query(({ ctx }) => getDashboard(ctx, ctx.db, ctx.membership)),
});
