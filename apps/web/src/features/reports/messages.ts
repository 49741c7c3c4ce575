/** Texts of the report screens (docs/product/reports.md#messages). */
export const reportMessages = {
  memberDetailsTitle: 'Member Details Report',
  memberActivitiesTitle: 'Member Activities Report',
  errorLoadingReport: 'Error loading the report',
  errorExportingReport: 'Error exporting the report',
  errorLoadingMembers: 'Error loading members',
  backToReports: 'Back to Reports',
  exportCsv: 'Export CSV',
} as const;
