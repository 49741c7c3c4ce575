import { z } from 'zod';
import { memberReport, memberReportInput, memberStatsInput, memberStatsPage, memberStatsPageInput, memberStatsRow } from '@lug/domain/reports';
import * as reports from '../../services/reports';
import { orgProcedure, router } from '../init';

export const reportsRouter = router({
  /** A member's participation in a year; members without `reports.view` may read only their own. */
  memberReport: orgProcedure()
    .input(memberReportInput)
    .output(memberReport)
    .query(({ ctx, input }) => reports.memberReport(ctx.db, ctx.membership, input)),

  memberStats: orgProcedure('reports.view')
    .input(memberStatsInput)
    .output(z.array(memberStatsRow))
    .query(({ ctx, input }) => reports.memberStats(ctx.db, input.organization_id, input)),

  /** One sorted page of member-stats with the member count and the totals over every member (decision 12). */
  memberStatsPage: orgProcedure('reports.view')
    .input(memberStatsPageInput)
    .output(memberStatsPage)
    .query(({ ctx, input }) => reports.memberStatsPage(ctx.db, input.organization_id, input)),
});
