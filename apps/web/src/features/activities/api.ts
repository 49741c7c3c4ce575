import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc, type RouterInputs } from '../../lib/trpc';

/** The activities' reads: loaders `ensureQueryData` them, screens read them with `useSuspenseQuery`. */
export const activityQueries = {
  /** One page of a year (and category), counted by the server (docs/product/activities.md#activities-list). */
  page: (input: RouterInputs['activities']['page']) => trpc.activities.page.queryOptions(input),
  get: (organizationId: number, id: number) =>
    trpc.activities.get.queryOptions({ organization_id: organizationId, id }),
};

/**
 * What a change to the activities makes stale: the activities, the categories (they count their
 * activities) and the participation records (an activity's new dates or deletion change them).
 */
function useActivitiesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.activities.pathFilter()),
      queryClient.invalidateQueries(trpc.categories.list.pathFilter()),
      queryClient.invalidateQueries(trpc.participation.pathFilter()),
      // A new activity queues "New Activity" emails when the group sends them.
      queryClient.invalidateQueries(trpc.emailDelivery.pathFilter()),
    ]);
}

export function useCreateActivity() {
  const changed = useActivitiesChanged();
  return useMutation(trpc.activities.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateActivity() {
  const changed = useActivitiesChanged();
  return useMutation(trpc.activities.update.mutationOptions({ onSuccess: changed }));
}

export function useDeleteActivity() {
  const changed = useActivitiesChanged();
  return useMutation(trpc.activities.delete.mutationOptions({ onSuccess: changed }));
}
