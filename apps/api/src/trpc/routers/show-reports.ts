import {
  showReport,
  showReportExportInput,
  showReportFile,
  showReportInput,
  showReportUpdateInput,
  showYear,
  showYearExportInput,
  showYearInput,
} from '@lug/domain/show-report';
import * as reports from '../../services/show-report';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/**
 * The post-show report (issue 18, decision 0032). Reading needs `reports.view` or
 * `activities.manage` (either one: checked by the service, since a procedure names one
 * permission); writing `activities.manage`.
 */
export const showReportsRouter = router({
  get: scopedProcedure(showReportInput, { row: 'activity', id: 'id' })
    .output(showReport)
    .query(({ ctx, input }) => reports.getReport(ctx, ctx.scope, input.id)),

  update: scopedProcedure(showReportUpdateInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(showReport)
    .mutation(({ ctx, input }) => reports.updateReport(ctx, ctx.scope, input)),

  /** One show's report as PDF (base64) or CSV. */
  export: scopedProcedure(showReportExportInput, { row: 'activity', id: 'id' })
    .output(showReportFile)
    .query(({ ctx, input }) => reports.exportReport(ctx, ctx.scope, input.id, input.format)),

  /** The year's shows with their figures and totals. */
  year: scopedProcedure(showYearInput, { field: 'organization_id' })
    .output(showYear)
    .query(({ ctx, input }) => reports.yearReport(ctx, ctx.scope, input.year)),

  /** The year's shows as PDF (base64) or CSV. */
  yearExport: scopedProcedure(showYearExportInput, { field: 'organization_id' })
    .output(showReportFile)
    .query(({ ctx, input }) => reports.exportYear(ctx, ctx.scope, input.year, input.format)),
});
