import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The post-show report (docs/product/shows-report.md): one show's figures, a year's shows. */
export const showReportQueries = {
  get: (organizationId: number, activityId: number) =>
    trpc.showReports.get.queryOptions({ organization_id: organizationId, id: activityId }),
  year: (organizationId: number, year: number) =>
    trpc.showReports.year.queryOptions({ organization_id: organizationId, year }),
};

/** Saves the entered figures; the show's report and every year view are read again. */
export function useSaveShowReport() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.showReports.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.showReports.pathFilter()),
    }),
  );
}

/** The downloads are plain links (the answer is an attachment, sent with the session cookie). */
export const showReportFiles = {
  show: (activityId: number, format: 'pdf' | 'csv') => `/api/activities/${activityId}/report.${format}`,
  year: (organizationId: number, year: number, format: 'pdf' | 'csv') =>
    `/api/organizations/${organizationId}/show-reports.${format}?year=${year}`,
};
