import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { callProcedure } from '../../lib/query-client';
import { forgetSession, logoutMutationKey, removeAccountData } from './session';

/**
 * Logs out: ends the session on the server, forgets every cached answer and goes to `/`.
 * Even if the server call fails (already signed out, offline) the client forgets the session.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Plain fetch, not the tRPC hook: the public pages' top bar logs out too, and they load no tRPC.
  const mutation = useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: () => callProcedure<void>('mutation', 'auth.logout'),
    onSettled: async () => {
      // Leave the signed-in pages first, so their guard does not send us to /login meanwhile.
      await navigate({ to: '/' });
      removeAccountData(queryClient);
      forgetSession(queryClient);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
