/**
 * The API calls of the public pages (sign-in, sign-up, passwords, email confirmation, the beta
 * form, unsubscribing, invitation links), with what each makes stale. Through the `trpc` options
 * proxy, which needs no provider; only the pages that import this module load tRPC, the public
 * home page does not (its 120 KB budget, scripts/check-bundle-budget.mjs).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { forgetSession, refreshSession, removeAccountData, sessionQueryKey } from '../../../features/auth/session';
import { setStoredOrganizationId } from '../../../features/organizations/selected-organization';
import { callProcedure } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

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

export function useUnsubscribe() {
  return useMutation(trpc.notifications.unsubscribe.mutationOptions());
}

export function useSubmitBetaApplication() {
  return useMutation(trpc.beta.submit.mutationOptions());
}

/** What an invitation link shows before it is answered: the group, who asked, until when. */
export const invitationLinkQueries = {
  preview: (token: string) => trpc.invitations.preview.queryOptions({ token }),
};

/** Accept or decline through the link (the group joining a signed-in account is the page's part). */
export function useAnswerInvitationLink() {
  return useMutation(trpc.invitations.answerLink.mutationOptions());
}

const isInvitationPreview = (key: unknown) => Array.isArray(key) && key.join('.') === 'invitations.preview';

/**
 * Logs out without leaving the page (the top bar's Logout goes home and loses the invitation link):
 * the session and every cached answer of the account go, the invitation's preview stays.
 */
export function useSignOutKeepingInvitation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [['auth', 'logout']], // tRPC's key shape: the global error policy knows this call
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
