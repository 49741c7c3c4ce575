/** The participation roles screens' toasts (docs/product/participation-roles.md#messages). */
export const participationRoleMessages = {
  created: 'Participation role created successfully',
  updated: 'Participation role updated successfully',
  deleted: 'Participation role deleted successfully',
  errorCreating: 'Error creating participation role',
  errorUpdating: 'Error updating participation role',
  errorDeleting: 'Error deleting participation role',
  errorFetching: 'Error fetching participation roles',
  errorLoading: 'Error loading participation role',
  errorLoadingCategories: 'Error loading categories',
  deleteTitle: 'Delete Participation Role',
} as const;
