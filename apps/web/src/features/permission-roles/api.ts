import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { sessionQueryKey } from '../auth/session';

/** The permission roles' reads: loaders `ensureQueryData` them, screens `useSuspenseQuery` them. */
export const permissionRoleQueries = {
  /** The roles, each with how many members hold it (the list screen). */
  listWithCounts: (organizationId: number) =>
    trpc.permissionRoles.list.queryOptions({ organization_id: organizationId, include: 'assigned_users_count' }),
  /** The roles in their order (the badge colours of the Assign Users dialog). */
  list: (organizationId: number) => trpc.permissionRoles.list.queryOptions({ organization_id: organizationId }),
  get: (organizationId: number, id: number) =>
    trpc.permissionRoles.get.queryOptions({ organization_id: organizationId, id }),
  /** The members holding a role. */
  users: (organizationId: number, id: number) =>
    trpc.permissionRoles.users.queryOptions({ organization_id: organizationId, id }),
  /** The members who do not hold a role yet, fresh each time the dialog opens. */
  availableUsers: (organizationId: number, id: number) =>
    trpc.permissionRoles.availableUsers.queryOptions({ organization_id: organizationId, id }, { staleTime: 0 }),
};

/**
 * What a change to the roles or who holds them makes stale: the roles, the members (they show
 * their role) and the session (your own role's permissions may have changed).
 */
function useRolesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.permissionRoles.pathFilter()),
      queryClient.invalidateQueries(trpc.members.pathFilter()),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

export function useCreatePermissionRole() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdatePermissionRole() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.update.mutationOptions({ onSuccess: changed }));
}

export function useDeletePermissionRole() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.delete.mutationOptions({ onSuccess: changed }));
}

export function useSetDefaultPermissionRole() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.setDefault.mutationOptions({ onSuccess: changed }));
}

export function useAssignRoleUsers() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.assignUsers.mutationOptions({ onSuccess: changed }));
}

export function useRemoveRoleUsers() {
  const changed = useRolesChanged();
  return useMutation(trpc.permissionRoles.removeUsers.mutationOptions({ onSuccess: changed }));
}
