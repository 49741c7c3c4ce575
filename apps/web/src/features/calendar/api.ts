import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** Whether the account has a personal calendar link, when it was made and last fetched. */
export const calendarQueries = {
  status: () => trpc.calendar.status.queryOptions(),
};

function useFeedChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.calendar.status.queryFilter());
}

export function useCreateCalendarLink() {
  const changed = useFeedChanged();
  return useMutation(trpc.calendar.personalLink.mutationOptions({ onSuccess: changed }));
}

export function useRegenerateCalendarLink() {
  const changed = useFeedChanged();
  return useMutation(trpc.calendar.regenerate.mutationOptions({ onSuccess: changed }));
}

export function useRemoveCalendarLink() {
  const changed = useFeedChanged();
  return useMutation(trpc.calendar.remove.mutationOptions({ onSuccess: changed }));
}
