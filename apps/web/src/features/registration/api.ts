import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { applyOptimisticStatus, localToday, mergeStatusRows } from './registration-model';

/** The Registration & Dues Manager's reads. */
export const registrationQueries = {
  /** Every active member with their registration and dues for the year. */
  statuses: (organizationId: number, year: number) =>
    trpc.memberStatus.list.queryOptions({ organization_id: organizationId, year }),
};

/**
 * `memberStatus.bulk` with an optimistic update (docs/product/registration.md#what-the-buttons-do):
 * the list of the year changes at once; on failure it is rolled back and reloaded from the server;
 * on success the server's rows are merged in. The caller adds its toasts through
 * `mutate(input, { onSuccess, onError })`.
 */
export function useBulkMemberStatus(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.memberStatus.bulk.mutationOptions({
      onMutate: async (input) => {
        // The input type is zod's (ids coerced), so the fields are read back as numbers.
        const updates = input.updates.map((u) => ({
          user_id: Number(u.user_id),
          year: Number(u.year),
          status: u.status,
        }));
        const query = registrationQueries.statuses(organizationId, updates[0]?.year ?? new Date().getFullYear());
        await queryClient.cancelQueries({ queryKey: query.queryKey });
        const previous = queryClient.getQueryData(query.queryKey);
        queryClient.setQueryData(query.queryKey, (rows) =>
          rows ? applyOptimisticStatus(rows, updates, localToday()) : rows,
        );
        return { queryKey: query.queryKey, previous };
      },
      onError: (_error, _input, context) => {
        if (!context) return;
        queryClient.setQueryData(context.queryKey, context.previous);
        void queryClient.invalidateQueries({ queryKey: context.queryKey });
      },
      onSuccess: (changed, _input, context) => {
        queryClient.setQueryData(context.queryKey, (rows) => (rows ? mergeStatusRows(rows, changed) : rows));
        // Membership status updates queue emails; the renewal reminders' reach changes.
        void queryClient.invalidateQueries(trpc.emailDelivery.pathFilter());
        void queryClient.invalidateQueries(trpc.notifications.renewalRemindersPreview.pathFilter());
      },
    }),
  );
}
