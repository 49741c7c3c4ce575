import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The member's dashboard, and the feedback the organisers read (settings.manage). */
export const dashboardQueries = {
  get: (organizationId: number) => trpc.dashboard.get.queryOptions({ organization_id: organizationId }),
  feedback: (organizationId: number) => trpc.feedback.list.queryOptions({ organization_id: organizationId }),
};

/** Anonymous feedback: a new message belongs in the organisers' list. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.feedback.submit.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.feedback.pathFilter()),
    }),
  );
}
