import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/session';
import { trpc, type RouterInputs } from '../../lib/trpc';

/** The members' reads: loaders `ensureQueryData` them, screens `useSuspenseQuery` (or `useQuery`) them. */
export const memberQueries = {
  /** One page of the members list (`membersListInput` builds it from the address). */
  list: (input: RouterInputs['members']['list']) => trpc.members.list.queryOptions(input),
  get: (organizationId: number, id: number) => trpc.members.get.queryOptions({ organization_id: organizationId, id }),
  /** The permission roles a member may hold (the list's Role filter, Edit Member's Role). */
  roles: (organizationId: number) => trpc.permissionRoles.list.queryOptions({ organization_id: organizationId }),
  /** The pending invitations shown above the list. */
  invitations: (organizationId: number) => trpc.invitations.list.queryOptions({ organization_id: organizationId }),
  /** Settings > General: the organisation's date format, for the screens that show dates. */
};

/**
 * What a change to the members makes stale: the members (list, profiles, pickers), the roles'
 * member counts, the pending invitations (an address with an account is invited, not added) and
 * the email delivery state (a new member's welcome email waits in the outbox).
 */
function useMembersChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.members.pathFilter()),
      queryClient.invalidateQueries(trpc.permissionRoles.pathFilter()),
      queryClient.invalidateQueries(trpc.invitations.pathFilter()),
      queryClient.invalidateQueries(trpc.emailDelivery.pathFilter()),
    ]);
}

export function useCreateMember() {
  const changed = useMembersChanged();
  return useMutation(trpc.members.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateMember() {
  const changed = useMembersChanged();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.members.update.mutationOptions({
      // Editing yourself changes the session's name or permissions.
      onSuccess: () => Promise.all([changed(), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
    }),
  );
}

export function useDeleteMember() {
  const changed = useMembersChanged();
  return useMutation(trpc.members.delete.mutationOptions({ onSuccess: changed }));
}

export function useAnonymizeMember() {
  const changed = useMembersChanged();
  return useMutation(trpc.members.anonymize.mutationOptions({ onSuccess: changed }));
}

/** Queues a password-reset email: only the email delivery state (its waiting count) changes. */
export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.members.sendPasswordReset.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.emailDelivery.pathFilter()),
    }),
  );
}

/** Queues a fresh welcome for the chosen members who never signed in; the outbox's count changes. */
export function useResendWelcome() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.members.resendWelcome.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.emailDelivery.pathFilter()),
    }),
  );
}

/** Reads the CSV file and answers what an import would do; changes nothing. */
export function usePreviewImport() {
  return useMutation(trpc.members.previewImport.mutationOptions());
}

export function useImportMembers() {
  const changed = useMembersChanged();
  return useMutation(trpc.members.importCsv.mutationOptions({ onSuccess: changed }));
}

/** The Export CSV file, fresh from the server every time. */
export function useFetchMembersCsv() {
  const queryClient = useQueryClient();
  return (organizationId: number) =>
    queryClient.fetchQuery({
      ...trpc.members.exportCsv.queryOptions({ organization_id: organizationId }),
      staleTime: 0,
    });
}
