import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The categories' reads: loaders `ensureQueryData` them, screens `useSuspenseQuery` them. */
export const categoryQueries = {
  list: (organizationId: number) => trpc.categories.list.queryOptions({ organization_id: organizationId }),
  get: (organizationId: number, id: number) =>
    trpc.categories.get.queryOptions({ organization_id: organizationId, id }),
};

/**
 * What a change to the categories makes stale: the categories, and the activities and
 * participation roles that show a category's name.
 */
function useCategoriesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.categories.pathFilter()),
      queryClient.invalidateQueries(trpc.activities.pathFilter()),
      queryClient.invalidateQueries(trpc.participationRoles.pathFilter()),
    ]);
}

export function useCreateCategory() {
  const changed = useCategoriesChanged();
  return useMutation(trpc.categories.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateCategory() {
  const changed = useCategoriesChanged();
  return useMutation(trpc.categories.update.mutationOptions({ onSuccess: changed }));
}

export function useDeleteCategory() {
  const changed = useCategoriesChanged();
  return useMutation(trpc.categories.delete.mutationOptions({ onSuccess: changed }));
}
