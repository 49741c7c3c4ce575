/** Texts of the report screens (SPEC.md section 2 Reports; the fetch failures are ours). */
export const reportMessages = {
  memberDetailsTitle: 'Member Details Report',
  memberActivitiesTitle: 'Member Activities Report',
  errorLoadingReport: 'Error loading the report',
  errorExportingReport: 'Error exporting the report',
  errorLoadingMembers: 'Error loading members',
  backToReports: 'Back to Reports',
  exportCsv: 'Export CSV',
} as const;
