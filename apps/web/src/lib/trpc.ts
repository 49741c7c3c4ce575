/**
 * The API client: tRPC over /trpc (same origin; the session is an HttpOnly cookie), on the
 * QueryClient and error policy of ./query-client. This module loads with the pages that call the
 * API: the public home page does not load tRPC at all (its 125 KB budget).
 *
 * `trpc` is the one options proxy (`createTRPCOptionsProxy`, as the TanStack Router
 * with-trpc-react-query example): it makes TanStack Query options, keys and filters from the
 * router's types, and the platform layout puts it in the router context (`context.trpc`).
 *   - loaders: `context.queryClient.ensureQueryData(context.trpc.categories.list.queryOptions(input))`;
 *   - components: `useSuspenseQuery(trpc.categories.list.queryOptions(input))`,
 *     `useMutation(trpc.categories.create.mutationOptions())`;
 *   - cache: `queryClient.invalidateQueries(trpc.categories.pathFilter())`.
 * Each feature wraps these in `features/<area>/api.ts` (docs/ARCHITECTURE.md#web).
 */
import { t } from '@lingui/core/macro';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@lug/api/router';
import { fetchWithTimeout, queryClient } from './query-client';

// The QueryClient and the error policy live in ./query-client (loaded by every page); this module
// (the tRPC client) loads with the pages that call the API.
export {
  apiErrorCode,
  apiErrorDetails,
  apiFieldErrors,
  apiTimeoutMessage,
  apiTimeoutMs,
  fetchWithTimeout,
  networkErrorMessage,
  queryClient,
  setUnauthorizedHandler,
} from './query-client';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The one tRPC client (batched requests, the 10 s limit). */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', fetch: fetchWithTimeout, maxItems: 50 })],
});

/** Query and mutation options, keys and filters for every procedure (see above). */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

/** A message fit to show the user (the API's messages are already user-facing). */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback ?? t`Something went wrong. Please try again.`;
}
