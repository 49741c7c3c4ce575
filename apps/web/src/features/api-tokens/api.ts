import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The account's personal API tokens (My Profile). */
export const apiTokenQueries = {
  list: () => trpc.apiTokens.list.queryOptions(),
};

function useTokensChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.apiTokens.pathFilter());
}

export function useCreateApiToken() {
  const changed = useTokensChanged();
  return useMutation(trpc.apiTokens.create.mutationOptions({ onSuccess: changed }));
}

export function useRevokeApiToken() {
  const changed = useTokensChanged();
  return useMutation(trpc.apiTokens.revoke.mutationOptions({ onSuccess: changed }));
}
