import { trpcHooks } from '../../lib/trpc';
import { applyOptimisticStatus, localToday, mergeStatusRows } from './registration-model';

/**
 * `memberStatus.bulk` with an optimistic update (docs/product/registration.md#what-the-buttons-do):
 * the list of the year changes at once; on failure it is rolled back and reloaded from the server;
 * on success the server's rows are merged in. The caller adds its toasts through
 * `mutate(input, { onSuccess, onError })`.
 */
export function useBulkMemberStatus(organizationId: number) {
  const utils = trpcHooks.useUtils();
  return trpcHooks.memberStatus.bulk.useMutation({
    onMutate: async (input) => {
      // The input type is zod's (ids coerced), so the fields are read back as numbers.
      const updates = input.updates.map((u) => ({ user_id: Number(u.user_id), year: Number(u.year), status: u.status }));
      const key = { organization_id: organizationId, year: updates[0]?.year ?? new Date().getFullYear() };
      await utils.memberStatus.list.cancel(key);
      const previous = utils.memberStatus.list.getData(key);
      utils.memberStatus.list.setData(key, (rows) => (rows ? applyOptimisticStatus(rows, updates, localToday()) : rows));
      return { key, previous };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      utils.memberStatus.list.setData(context.key, context.previous);
      void utils.memberStatus.list.invalidate(context.key);
    },
    onSuccess: (changed, _input, context) => {
      utils.memberStatus.list.setData(context.key, (rows) => (rows ? mergeStatusRows(rows, changed) : rows));
    },
  });
}
