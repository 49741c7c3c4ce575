import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { trpc, trpcClient } from './trpc';

/**
 * The tRPC hooks' context. Not around the whole app: the platform layout and each public page that
 * calls the API wrap themselves, so the public home page loads no tRPC (its 120 KB budget).
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
