/** A tRPC client as the web app holds it, with the session as a bearer token, on the harness's app. */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../src/trpc/router';
import type { Harness } from './harness';

export function trpcAs(h: Harness, token: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://localhost:3000/trpc',
        headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' },
        fetch: async (input, init) => h.app.fetch(new Request(input, init)),
      }),
    ],
  });
}
