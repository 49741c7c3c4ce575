import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { applyOptimisticStatus, localToday, mergeStatusRows } from './registration-model';

/** The Registration & Dues Manager's reads. */
export const registrationQueries = {
  /** Every active member with their registration and dues for the year. */
  statuses: (organizationId: number, year: number) =>
    trpc.memberStatus.list.queryOptions({ organization_id: organizationId, year }),
  /** The group's dues fee per year, newest first (any member reads them). */
  fees: (organizationId: number) => trpc.dues.fees.queryOptions({ organization_id: organizationId }),
  /** A member's payments of a year, oldest first (decision 43). */
  payments: (organizationId: number, userId: number, year: number) =>
    trpc.dues.payments.queryOptions({ organization_id: organizationId, user_id: userId, year }),
  /** A member's registration, dues and points of a year (the dues only for themself and managers). */
  summary: (organizationId: number, memberId: number, year: number) =>
    trpc.memberStatus.summary.queryOptions({ organization_id: organizationId, id: memberId, year }),
};

/**
 * What a change of registration and dues makes stale besides the year's list: the summaries, the
 * dashboard and the audit log; the membership status emails it queues (the email delivery state)
 * and the renewal reminders' reach.
 */
function invalidateAroundDues(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.memberStatus.summary.pathFilter()),
    queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
    queryClient.invalidateQueries(trpc.auditLog.pathFilter()),
    queryClient.invalidateQueries(trpc.emailDelivery.pathFilter()),
    queryClient.invalidateQueries(trpc.notifications.renewalRemindersPreview.pathFilter()),
  ]);
}

/** Everything a change of registration and dues makes stale, the year's list included. */
function invalidateDues(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.memberStatus.pathFilter()),
    invalidateAroundDues(queryClient),
  ]);
}

/** Sets the fee of a year (Settings → Membership → Dues amounts). */
export function useSetDuesFee() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.dues.setFee.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.dues.pathFilter()), invalidateDues(queryClient)]),
    }),
  );
}

export function useRemoveDuesFee() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.dues.removeFee.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.dues.pathFilter()), invalidateDues(queryClient)]),
    }),
  );
}

/** One member's registration and dues of a year, amount and day received included. */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation(trpc.memberStatus.set.mutationOptions({ onSuccess: () => invalidateDues(queryClient) }));
}

/** Records a payment towards a member's dues (the Edit dues dialog; decision 43). */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.dues.recordPayment.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.dues.payments.pathFilter()), invalidateDues(queryClient)]),
    }),
  );
}

/** Removes a payment recorded by mistake. */
export function useRemovePayment() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.dues.removePayment.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.dues.payments.pathFilter()), invalidateDues(queryClient)]),
    }),
  );
}

/** The year's registration and dues as a file from the server (CSV text or XLSX bytes). */
export function useFetchRegistrationExport() {
  const queryClient = useQueryClient();
  return (organizationId: number, year: number, format: 'csv' | 'xlsx') =>
    queryClient.fetchQuery({
      ...trpc.memberStatus.export.queryOptions({ organization_id: organizationId, year, format }),
      staleTime: 0,
    });
}

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
        const year = updates[0]?.year;
        const fee = queryClient
          .getQueryData(registrationQueries.fees(organizationId).queryKey)
          ?.find((f) => f.year === year);
        queryClient.setQueryData(query.queryKey, (rows) =>
          rows ? applyOptimisticStatus(rows, updates, localToday(), fee?.amount_minor ?? null) : rows,
        );
        return { queryKey: query.queryKey, previous };
      },
      onError: (_error, _input, context) => {
        if (!context) return;
        queryClient.setQueryData(context.queryKey, context.previous);
        void queryClient.invalidateQueries({ queryKey: context.queryKey });
      },
      onSuccess: (changed, _input, context) => {
        // The year's list already holds the answer; everything else a change makes stale is read again.
        queryClient.setQueryData(context.queryKey, (rows) => (rows ? mergeStatusRows(rows, changed) : rows));
        void invalidateAroundDues(queryClient);
      },
    }),
  );
}
