import { t } from '@lingui/core/macro';

/**
 * The categories screens' toasts (docs/product/categories.md#messages). Functions, not strings:
 * each reads the active language when called (decision 0027); a screen error's `title` takes one
 * as it is.
 */
export const categoryMessages = {
  created: () => t`Category created successfully`,
  updated: () => t`Category updated successfully`,
  deleted: () => t`Category deleted successfully`,
  errorCreating: () => t`Error creating category`,
  errorUpdating: () => t`Error updating category`,
  errorDeleting: () => t`Error deleting category`,
  errorFetching: () => t`Error fetching categories`,
  errorLoading: () => t`Error loading categories`,
  errorLoadingData: () => t`Error loading data`,
  deleteTitle: () => t`Delete Category`,
  deleteQuestion: () => t`Are you sure? This action cannot be undone.`,
} as const;
