/**
 * The participation roles screens' toasts (SPEC.md section 8; the created/updated ones the spec
 * leaves unworded follow the same pattern).
 */
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
