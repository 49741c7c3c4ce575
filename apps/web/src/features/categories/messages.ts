/** The categories screens' toasts (docs/product/categories.md#messages). */
export const categoryMessages = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  errorCreating: 'Error creating category',
  errorUpdating: 'Error updating category',
  errorDeleting: 'Error deleting category',
  errorFetching: 'Error fetching categories',
  errorLoading: 'Error loading categories',
  errorLoadingData: 'Error loading data',
  deleteTitle: 'Delete Category',
  deleteQuestion: 'Are you sure? This action cannot be undone.',
} as const;
