import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { sessionQueryKey } from '../auth/session';

/**
 * The organisation's settings: any member reads `general` (the date format every screen uses);
 * `settings.manage` reads every section (docs/product/settings.md).
 */
export const settingsQueries = {
  get: (organizationId: number) => trpc.settings.get.queryOptions({ organization_id: organizationId }),
};

/**
 * Saves sections of the settings. The saved document goes straight into the cache (so the date
 * format applies at once); the dashboard (renewal date, meetings, levels) and the audit log go
 * stale, and so do the renewal reminders' preview and members' notification preferences; the session carries the organisation's name (General) and what two factors leave a
 * member (Security).
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async (saved, input) => {
        queryClient.setQueryData(trpc.settings.get.queryKey({ organization_id: input.organization_id }), saved);
        await Promise.all([
          queryClient.invalidateQueries(trpc.settings.get.pathFilter()),
          queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
          queryClient.invalidateQueries(trpc.auditLog.pathFilter()),
          // Renewal reminders: the preview and members' preferences (whether the group sends each kind).
          input.notifications || input.general ? queryClient.invalidateQueries(trpc.notifications.pathFilter()) : null,
          input.general || input.security ? queryClient.invalidateQueries({ queryKey: sessionQueryKey }) : null,
        ]);
      },
    }),
  );
}
