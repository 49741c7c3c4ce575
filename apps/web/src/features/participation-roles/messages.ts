import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ParticipationRoleStatus } from '@lug/domain/participation-roles-helpers';

/**
 * The participation roles screens' toasts (docs/product/participation-roles.md#messages). Functions,
 * not strings: each reads the active language when called (decision 0027); a screen error's `title`
 * takes one as it is.
 */
export const participationRoleMessages = {
  created: () => t`Participation role created successfully`,
  updated: () => t`Participation role updated successfully`,
  deleted: () => t`Participation role deleted successfully`,
  errorCreating: () => t`Error creating participation role`,
  errorUpdating: () => t`Error updating participation role`,
  errorDeleting: () => t`Error deleting participation role`,
  errorFetching: () => t`Error fetching participation roles`,
  errorLoading: () => t`Error loading participation role`,
  errorLoadingCategories: () => t`Error loading categories`,
  deleteTitle: () => t`Delete Participation Role`,
  deleteQuestion: () => t`Are you sure you want to delete this participation role?`,
} as const;

/** A role's status as the list shows it: Active / Disabled. */
export const participationRoleStatusLabels: Record<ParticipationRoleStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Disabled`,
};

/** ...and as the form offers it: Active / Inactive. */
export const participationRoleStatusFormLabels: Record<ParticipationRoleStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
};
