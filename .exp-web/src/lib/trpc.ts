/**
 * The API client: tRPC over /trpc (same origin; the session is an HttpOnly cookie), one
 * QueryClient, and the global error policy.
 *
 * Later screens:
 *   - in components: `trpc.activities.list.useQuery({ organization_id })`,
 *     `trpc.activities.create.useMutation({ onSuccess, onError })`, `trpc.useUtils()`;
 *   - in loaders: `context.queryClient.ensureQueryData(context.trpc.activities.list.queryOptions({ ... }))`
 *     (the same query key the hooks use, so the component reads the warm cache).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError, httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@lug/api/router';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** SPEC.md §9: every API call gives up after 10 s. */
export const apiTimeoutMs = 10_000;
export const apiTimeoutMessage = 'The server did not answer within 10 seconds';
export const networkErrorMessage = 'Could not reach the server. Check your connection and try again.';

/** fetch with the 10 s limit, combined with React Query's own cancellation signal. */
export async function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(apiTimeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, signal, credentials: 'same-origin' });
  } catch (error) {
    if (timeout.aborted) throw new Error(apiTimeoutMessage, { cause: error });
    if (init?.signal?.aborted) throw error; // cancelled by the caller: not a failure to report
    if (error instanceof TypeError) throw new Error(networkErrorMessage, { cause: error });
    throw error;
  }
}

/** React hooks for every procedure (`trpc.auth.login.useMutation()` ...). */
export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', fetch: fetchWithTimeout })],
});

/** The tRPC error code of an error (UNAUTHORIZED, FORBIDDEN, NOT_FOUND...), if it came from the API. */
export function apiErrorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: unknown } | undefined | null;
    return typeof data?.code === 'string' ? data.code : undefined;
  }
  return undefined;
}

/** A message fit to show the user (the API's messages are already user-facing). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

const clientErrorCodes = new Set([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PARSE_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_CONTENT',
  'PRECONDITION_FAILED',
]);

// ---- Global handling of UNAUTHORIZED -------------------------------------------------------

/** Calls whose UNAUTHORIZED answer is expected and handled where they are made. */
const unauthorizedExempt = new Set(['auth.me', 'auth.login', 'auth.logout', 'auth.signup', 'session']);

let unauthorizedHandler: (() => void) | undefined;

/** main.tsx registers what to do (forget the session, go to /login?redirect=...). */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

/** tRPC keys look like [['auth', 'me'], { input, type }]; ours like ['session']. */
function procedurePath(key: readonly unknown[] | undefined): string | undefined {
  const first = key?.[0];
  if (Array.isArray(first)) return first.join('.');
  return typeof first === 'string' ? first : undefined;
}

function handleError(error: unknown, key: readonly unknown[] | undefined) {
  if (apiErrorCode(error) !== 'UNAUTHORIZED') return;
  const path = procedurePath(key);
  if (path !== undefined && unauthorizedExempt.has(path)) return;
  unauthorizedHandler?.();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.queryKey) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => handleError(error, mutation.options.mutationKey),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retry once for network trouble and server errors, never for the API's answers about the request.
      retry: (failureCount, error) => {
        const code = apiErrorCode(error);
        if (code !== undefined && clientErrorCodes.has(code)) return false;
        if (error instanceof Error && error.message === apiTimeoutMessage) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});

/**
 * Query utilities outside React (loaders, event handlers): `queryOptions`, `ensureData`,
 * `invalidate`, `setData`... This is `context.trpc` in every route.
 */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ client: trpcClient, queryClient });
export type TrpcUtils = typeof trpcUtils;
