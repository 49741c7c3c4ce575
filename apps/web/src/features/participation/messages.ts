import { msg } from '@lingui/core/macro';

/**
 * The participation screens' messages (docs/product/participation.md#messages), read where they show
 * with `t(participationMessages.assigned)` (`useLingui`) or `i18n._(…)`.
 */
export const participationMessages = {
  assigned: msg`Roles assigned successfully`,
  removed: msg`Roles removed successfully`,
  /** The success toasts' description: the member selection is cleared after each update. */
  selectionCleared: msg`The member selection is cleared; the roles stay chosen.`,
  assignFailed: msg`Error assigning roles`,
  removeFailed: msg`Error removing roles`,
  loadFailed: msg`Error loading participation`,
  errorFetchingActivities: msg`Error fetching activities`,
  historyFailed: msg`Error fetching participation history`,
  membersFailed: msg`Error loading members`,
  /** A bulk update with no member or no role chosen (the API's own refusal says the same). */
  selectionRequiredTitle: msg`Selection Required`,
  selectionRequired: msg`Please select both members and roles`,
};
