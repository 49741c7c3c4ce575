import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { refreshSession } from '../auth/session';
import { setStoredOrganizationId } from '../organizations/selected-organization';

/**
 * After an accepted invitation: the session is asked again so the new group is among the account's
 * organisations (the selector, the platform's guard), and the routes' loaders run again with it.
 * `select` makes it the organisation the platform works in; without it the selection stays, except
 * for an account that had none, which lands in its new group. Answers whether the selection moved.
 */
export function useJoinedGroup() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (organizationId: number, options: { select?: boolean } = {}) => {
      const session = await refreshSession(queryClient).catch(() => null);
      const hadAnother = (session?.organizations ?? []).some((o) => o.id !== organizationId);
      const select = options.select === true || !hadAnother;
      if (select) setStoredOrganizationId(organizationId);
      await router.invalidate();
      return select;
    },
    [queryClient, router],
  );
}
