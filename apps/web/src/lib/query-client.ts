/**
 * The one QueryClient and the API's global error policy (10 s timeout, retries, what a signed-out
 * answer does), without tRPC: this loads with every page, the public home page included (120 KB
 * JavaScript budget, scripts/check-bundle-budget.mjs), and the tRPC client (lib/trpc.ts) loads
 * with the pages that call the API. `callProcedure` reaches a procedure over plain fetch for the
 * few calls every page makes (the session, logout).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

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

/**
 * The tRPC error code of an error (UNAUTHORIZED, FORBIDDEN, NOT_FOUND...), if it came from the API:
 * a TRPCClientError (lib/trpc.ts) or an ApiCallError (callProcedure), both carrying `data.code`.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const data = (error as { data?: { code?: unknown } | null }).data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** An error answer of `callProcedure`: the API's message, and its code as tRPC's client error has it. */
export class ApiCallError extends Error {
  readonly data: { code?: string; httpStatus?: number } | null;
  constructor(message: string, data: { code?: string; httpStatus?: number } | null) {
    super(message);
    this.name = 'ApiCallError';
    this.data = data;
  }
}

/**
 * Calls one procedure over tRPC's HTTP protocol with plain fetch: a query is a GET, a mutation a
 * POST; the answer is `{ result: { data } }` or `{ error: { message, data: { code } } }`.
 */
export async function callProcedure<T>(type: 'query' | 'mutation', path: string, input?: unknown, signal?: AbortSignal): Promise<T> {
  const query = type === 'query' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
  const response = await fetchWithTimeout(`/trpc/${path}${query}`, {
    method: type === 'query' ? 'GET' : 'POST',
    ...(type === 'mutation' ? { headers: { 'content-type': 'application/json' }, body: input === undefined ? '' : JSON.stringify(input) } : {}),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as { result?: { data?: T }; error?: { message?: string; data?: { code?: string; httpStatus?: number } } } | null;
  if (!response.ok || !body || body.error) {
    throw new ApiCallError(body?.error?.message || `The server answered ${response.status}`, body?.error?.data ?? null);
  }
  return body.result?.data as T;
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
