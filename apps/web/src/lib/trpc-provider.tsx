import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { trpcClient, trpcHooks } from './trpc';

/**
 * The tRPC hooks' context. Not around the whole app: the platform layout and each public page that
 * calls the API wrap themselves, so the public home page loads no tRPC (its 120 KB budget).
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <trpcHooks.Provider client={trpcClient} queryClient={queryClient}>
      {children}
    </trpcHooks.Provider>
  );
}
