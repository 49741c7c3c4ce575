import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * The organisation's email delivery, for `settings.manage` (docs/product/settings.md#email-delivery):
 * the Settings tab and the platform's banner read the same query (the platform layout's loader
 * reads it before the first screen). Fresh for a few seconds only (emails are queued by other
 * areas' writes: Add Member, a password reset; the few seconds spare the banner a second read just
 * after the loader's) and read again every minute while shown, so a delivery that starts failing
 * shows up without a reload.
 */
export const emailDeliveryQueries = {
  status: (organizationId: number) =>
    trpc.emailDelivery.status.queryOptions(
      { organization_id: organizationId },
      { staleTime: 5_000, refetchInterval: 60_000 },
    ),
};

/** Queues a test email to the signed-in administrator; the state (waiting count) goes stale. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.emailDelivery.sendTest.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.emailDelivery.status.pathFilter()),
          queryClient.invalidateQueries(trpc.auditLog.pathFilter()),
        ]);
      },
    }),
  );
}
