import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callProcedure } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';
import { forgetSession, logoutMutationKey, refreshSession, removeAccountData, sessionQueryKey } from './session';

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

/**
 * A new account is signed in (login, its second step, signup): nothing cached for a previous user
 * survives, and the session is asked again.
 */
async function signedIn(queryClient: QueryClient) {
  removeAccountData(queryClient);
  await refreshSession(queryClient).catch(() => undefined);
}

/** The password step; an account with two factors answers with a challenge instead of signing in. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (answer) => ('two_factor_required' in answer ? undefined : signedIn(queryClient)),
    }),
  );
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.loginTwoFactor.mutationOptions({ onSuccess: () => signedIn(queryClient) }));
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.signup.mutationOptions({ onSuccess: () => signedIn(queryClient) }));
}

export function useRequestPasswordReset() {
  return useMutation(trpc.auth.requestPasswordReset.mutationOptions());
}

export function useConfirmPasswordReset() {
  return useMutation(trpc.auth.confirmPasswordReset.mutationOptions());
}

/** A signed-in tab shows the confirmed (or new) address at once. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.confirmEmail.mutationOptions({ onSuccess: () => refreshSession(queryClient).catch(() => undefined) }),
  );
}

const isInvitationPreview = (key: unknown) => Array.isArray(key) && key.join('.') === 'invitations.preview';

/**
 * Logs out without leaving the page (the top bar's Logout goes home and loses the invitation link):
 * the session and every cached answer of the account go, the invitation's preview stays.
 */
export function useSignOutKeepingInvitation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: () => callProcedure<void>('mutation', 'auth.logout'),
    onSettled: () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && !isInvitationPreview(query.queryKey[0]),
      });
      forgetSession(queryClient);
      onDone();
    },
  });
}
