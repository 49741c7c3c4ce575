import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { refreshSession } from '../auth/session';
import { setStoredOrganizationId } from './selected-organization';

/** The new organisation becomes the one the platform works in, and joins the session's organisations. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.organizations.create.mutationOptions({
      onSuccess: async (organization) => {
        setStoredOrganizationId(organization.id);
        await refreshSession(queryClient).catch(() => undefined);
      },
    }),
  );
}
