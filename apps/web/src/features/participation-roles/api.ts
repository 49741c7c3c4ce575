import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The participation roles' reads: loaders `ensureQueryData` them, screens `useSuspenseQuery` them. */
export const participationRoleQueries = {
  list: (organizationId: number) => trpc.participationRoles.list.queryOptions({ organization_id: organizationId }),
  get: (organizationId: number, id: number) =>
    trpc.participationRoles.get.queryOptions({ organization_id: organizationId, id }),
};

/** What a change to the participation roles makes stale: the roles, and the participation records that show them. */
function useParticipationRolesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.participationRoles.pathFilter()),
      queryClient.invalidateQueries(trpc.participation.pathFilter()),
    ]);
}

export function useCreateParticipationRole() {
  const changed = useParticipationRolesChanged();
  return useMutation(trpc.participationRoles.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateParticipationRole() {
  const changed = useParticipationRolesChanged();
  return useMutation(trpc.participationRoles.update.mutationOptions({ onSuccess: changed }));
}

export function useDeleteParticipationRole() {
  const changed = useParticipationRolesChanged();
  return useMutation(trpc.participationRoles.delete.mutationOptions({ onSuccess: changed }));
}
