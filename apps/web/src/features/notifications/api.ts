import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * The organisation's emails to its members (docs/product/settings.md#notifications): a member's own
 * preferences (My Profile) and, for `settings.manage`, the renewal reminders' preview (the next
 * reminder day and its reach). Saving the Notifications settings makes both stale
 * (features/settings/api.ts).
 */
export const notificationQueries = {
  preferences: (organizationId: number) =>
    trpc.notifications.preferences.queryOptions({ organization_id: organizationId }),
  /** Always read afresh: the reach changes with every registration and dues change. */
  renewalReminders: (organizationId: number) =>
    trpc.notifications.renewalRemindersPreview.queryOptions({ organization_id: organizationId }, { staleTime: 0 }),
  /** Whom each kind reaches among the active members, who not and why; read afresh as the preview. */
  audience: (organizationId: number) =>
    trpc.notifications.audience.queryOptions({ organization_id: organizationId }, { staleTime: 0 }),
};

/** Turns one kind of the group's emails on or off for the signed-in member; the answer is the new state. */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.setPreference.mutationOptions({
      onSuccess: async (saved, input) => {
        queryClient.setQueryData(
          trpc.notifications.preferences.queryKey({ organization_id: input.organization_id }),
          saved,
        );
        await Promise.all([
          queryClient.invalidateQueries(trpc.notifications.renewalRemindersPreview.pathFilter()),
          queryClient.invalidateQueries(trpc.notifications.audience.pathFilter()),
          queryClient.invalidateQueries(trpc.auditLog.pathFilter()),
        ]);
      },
    }),
  );
}
