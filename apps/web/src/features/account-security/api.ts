import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The account's two factors and sessions (My Profile). */
export const accountSecurityQueries = {
  twoFactor: () => trpc.twoFactor.status.queryOptions(),
  sessions: () => trpc.sessions.list.queryOptions(),
};

export function useStartTwoFactorSetup() {
  return useMutation(trpc.twoFactor.setup.mutationOptions());
}

/** Turning two factors on or off signs the account's other sessions out; turning them on revokes its API tokens. */
function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.twoFactor.pathFilter()),
      queryClient.invalidateQueries(trpc.sessions.pathFilter()),
      queryClient.invalidateQueries(trpc.apiTokens.pathFilter()),
    ]);
}

export function useEnableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation(trpc.twoFactor.enable.mutationOptions({ onSuccess: changed }));
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation(trpc.twoFactor.disable.mutationOptions({ onSuccess: changed }));
}

/** Signs one session out; the caller reloads the list once it has ended all it meant to (`sessionsChanged`). */
export function useRevokeSession() {
  return useMutation(trpc.sessions.revoke.mutationOptions());
}

export function useSessionsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.sessions.pathFilter());
}
