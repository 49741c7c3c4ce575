import { z } from 'zod';
import { memberReport, memberReportInput, memberStatsInput, memberStatsPage, memberStatsPageInput, memberStatsRow } from '@lug/domain/reports';
import * as reports from '../../services/reports';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const reportsRouter = router({
  /** A member's participation in a year; members without `reports.view` may read only their own. */
  memberReport: scopedProcedure(memberReportInput, { field: 'organization_id' })
    .output(memberReport)
    .query(({ ctx, input }) => reports.memberReport(ctx.db, ctx.scope, input, ctx.now().toISOString().slice(0, 10))),

  memberStats: scopedProcedure(memberStatsInput, { field: 'organization_id' }, 'reports.view')
    .output(z.array(memberStatsRow))
    .query(({ ctx, input }) => reports.memberStats(ctx.db, ctx.scope, input)),

  /** One sorted page of member-stats with the member count and the totals over every member (decision 12). */
  memberStatsPage: scopedProcedure(memberStatsPageInput, { field: 'organization_id' }, 'reports.view')
    .output(memberStatsPage)
    .query(({ ctx, input }) => reports.memberStatsPage(ctx.db, ctx.scope, input)),
});
