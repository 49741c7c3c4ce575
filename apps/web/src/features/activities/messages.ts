import { longToastMs } from '../../lib/toast';

/** The activities screens' toasts (docs/product/activities.md#messages). */
export const activityMessages = {
  created: 'Activity created successfully',
  updated: 'Activity updated successfully',
  deleted: 'Activity deleted successfully',
  errorCreating: 'Error creating activity',
  errorUpdating: 'Error updating activity',
  errorDeleting: 'Error deleting activity',
  errorLoadingActivities: 'Error loading activities',
  errorFetchingActivities: 'Error fetching activities',
  errorFetchingCategories: 'Error fetching categories',
  errorLoadingCategories: 'Error loading categories',
  errorLoadingActivity: 'Error loading activity data',
  deleteTitle: 'Delete Activity',
  deleteQuestion: 'Are you sure? This action cannot be undone.',
} as const;

/** An activity's screen that did not load (detail, edit): the toast stays 5 s; the way back to the list. */
export const activityLoadFailure = {
  title: activityMessages.errorLoadingActivity,
  toastMs: longToastMs,
  back: { to: '/platform/activities', label: 'Back to Activities' },
} as const;
