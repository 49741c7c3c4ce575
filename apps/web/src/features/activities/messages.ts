import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ParticipationType } from '@lug/domain/activities-helpers';
import { longToastMs } from '../../lib/toast';

/**
 * The activities screens' toasts (docs/product/activities.md#messages). Functions, not strings:
 * each reads the active language when called (decision 0027); a screen error's `title` takes one
 * as it is.
 */
export const activityMessages = {
  created: () => t`Activity created successfully`,
  updated: () => t`Activity updated successfully`,
  deleted: () => t`Activity deleted successfully`,
  errorCreating: () => t`Error creating activity`,
  errorUpdating: () => t`Error updating activity`,
  errorDeleting: () => t`Error deleting activity`,
  errorLoadingActivities: () => t`Error loading activities`,
  errorFetchingActivities: () => t`Error fetching activities`,
  errorFetchingCategories: () => t`Error fetching categories`,
  errorLoadingCategories: () => t`Error loading categories`,
  errorLoadingActivity: () => t`Error loading activity data`,
  deleteTitle: () => t`Delete Activity`,
  deleteQuestion: () => t`Are you sure? This action cannot be undone.`,
} as const;

/** An activity's screen that did not load (detail, edit): the toast stays 5 s; the way back to the list. */
export function activityLoadFailure() {
  return {
    title: activityMessages.errorLoadingActivity,
    toastMs: longToastMs,
    back: { to: '/platform/activities', label: t`Back to Activities` },
  } as const;
}

/** How an activity records participation, as the form and the detail name it. */
export const participationTypeLabels: Record<ParticipationType, MessageDescriptor> = {
  daily: msg`Daily Basis`,
  full: msg`Full Event`,
};
