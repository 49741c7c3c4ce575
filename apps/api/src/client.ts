/**
 * `@lug/api/client`: a typed tRPC client for scripts, from a base URL and a token (a personal API
 * token `lug_pat_…`, or a session token from `auth.login`). Every procedure of the web app is
 * there, with its input and output types:
 *
 *   const lug = createLugClient({ baseUrl: 'https://lug.example.org', token: process.env.LUG_TOKEN });
 *   // members.list answers pages (at most 200 members each) and the number of matches:
 *   const { members, total } = await lug.members.list.query({ organization_id: 1, q: 'smith', limit: 200, offset: 0 });
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from './trpc/router';

export type { AppRouter };

export interface LugClientOptions {
  /** Where the platform runs, e.g. `http://localhost:3000` (a trailing slash is fine). */
  baseUrl: string;
  /** A personal API token or a session token; leave out for the public procedures only. */
  token?: string | undefined;
  /** Another fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

export type LugClient = ReturnType<typeof createLugClient>;

export function createLugClient({ baseUrl, token, fetch }: LugClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        maxItems: 50,
        url: `${baseUrl.replace(/\/+$/, '')}/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        ...(fetch ? { fetch } : {}),
      }),
    ],
  });
}

/** The HTTP status of a failed call (401, 403, 404, …), when the server answered one. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = (error as TRPCClientError<AppRouter>).data as { httpStatus?: number } | undefined;
  return data?.httpStatus;
}

export { TRPCClientError };
