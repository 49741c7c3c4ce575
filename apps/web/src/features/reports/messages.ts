import { msg } from '@lingui/core/macro';

/**
 * Texts of the report screens (docs/product/reports.md#messages), read where they show with
 * `t(reportMessages.exportCsv)` (`useLingui`) or `i18n._(…)`.
 */
export const reportMessages = {
  memberDetailsTitle: msg`Member Details Report`,
  memberActivitiesTitle: msg`Member Activities Report`,
  errorLoadingReport: msg`Error loading the report`,
  errorExportingReport: msg`Error exporting the report`,
  errorLoadingMembers: msg`Error loading members`,
  backToReports: msg`Back to Reports`,
  exportCsv: msg`Export CSV`,
  /** The empty states of the two reports. */
  noActivities: msg`No activities found for the selected criteria`,
  noMemberActivities: msg`No member activities found for the selected year`,
};
