/** The participation screens' messages (docs/product/participation.md#messages). */
export const participationMessages = {
  assigned: 'Roles assigned successfully',
  removed: 'Roles removed successfully',
  /** The success toasts' description: the member selection is cleared after each update. */
  selectionCleared: 'The member selection is cleared; the roles stay chosen.',
  assignFailed: 'Error assigning roles',
  removeFailed: 'Error removing roles',
  loadFailed: 'Error loading participation',
  errorFetchingActivities: 'Error fetching activities',
  historyFailed: 'Error fetching participation history',
  membersFailed: 'Error loading members',
} as const;
