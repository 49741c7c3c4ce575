import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { sessionQueryKey } from './session';

/** The signed-in account's own profile (My Profile). */
export const profileQueries = {
  get: () => trpc.profile.get.queryOptions(),
};

/** Saving the profile changes what members see of you, and the name the session carries. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.profile.pathFilter()),
          queryClient.invalidateQueries(trpc.members.pathFilter()),
          queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        ]),
    }),
  );
}

/** A new password signs the account's other sessions out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.sessions.pathFilter()),
    }),
  );
}
