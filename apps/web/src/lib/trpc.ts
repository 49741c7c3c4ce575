/**
 * The API client: tRPC over /trpc (same origin; the session is an HttpOnly cookie), on the
 * QueryClient and error policy of ./query-client. Components using these hooks sit under
 * <TrpcProvider> (lib/trpc-provider.tsx): the platform layout, and each public page that calls the
 * API; the public home page does not load tRPC at all (its 120 KB budget).
 *
 * Later screens:
 *   - in components: `trpc.activities.list.useQuery({ organization_id })`,
 *     `trpc.activities.create.useMutation({ onSuccess, onError })`, `trpc.useUtils()`;
 *   - in loaders: `context.queryClient.ensureQueryData(context.trpc.activities.list.queryOptions({ ... }))`
 *     (the same query key the hooks use, so the component reads the warm cache).
 */
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
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

/** React hooks for every procedure (`trpc.auth.login.useMutation()` ...). */
export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', fetch: fetchWithTimeout, maxItems: 50 })],
});

/** A message fit to show the user (the API's messages are already user-facing). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

/**
 * Query utilities outside React (loaders, event handlers): `queryOptions`, `ensureData`,
 * `invalidate`, `setData`... This is `context.trpc` in every route.
 */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ client: trpcClient, queryClient });
export type TrpcUtils = typeof trpcUtils;
