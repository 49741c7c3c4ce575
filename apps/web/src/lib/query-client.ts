/**
 * The one QueryClient and the API's global error policy (10 s timeout, retries, what a signed-out
 * answer does), without tRPC: this loads with every page, the public home page included (125 KB
 * JavaScript budget, scripts/check-bundle-budget.mjs), and the tRPC client (lib/trpc.ts) loads
 * with the pages that call the API. `callProcedure` reaches a procedure over plain fetch for the
 * few calls every page makes (the session, logout).
 */
import { t } from '@lingui/core/macro';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Every API call gives up after 10 s (docs/product/platform-shell.md#api-time-out-and-sign-out-handling). */
export const apiTimeoutMs = 10_000;
/** "The server did not answer within 10 seconds", in the reader's language. */
export function apiTimeoutMessage() {
  return t`The server did not answer within 10 seconds`;
}

/** A call the server did not answer in time (not retried: a slow server is not helped by more load). */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  constructor(cause: unknown) {
    super(apiTimeoutMessage(), { cause });
  }
}
/** "Could not reach the server…", in the reader's language. */
export function networkErrorMessage() {
  return t`Could not reach the server. Check your connection and try again.`;
}

/** fetch with the 10 s limit, combined with React Query's own cancellation signal. */
export async function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(apiTimeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, signal, credentials: 'same-origin' });
  } catch (error) {
    if (timeout.aborted) throw new ApiTimeoutError(error);
    if (init?.signal?.aborted) throw error; // cancelled by the caller: not a failure to report
    if (error instanceof TypeError) throw new Error(networkErrorMessage(), { cause: error });
    throw error;
  }
}

/** The coded part of an API error (`error.data` of tRPC; the REST body has the same fields). */
interface ApiErrorData {
  /** tRPC's code: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT... */
  code?: string;
  httpStatus?: number;
  /** Ours (`@lug/domain/errors`): the category, or the rule a screen reacts to. */
  errorCode?: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

function dataOf(error: unknown): ApiErrorData | undefined {
  if (!(error instanceof Error)) return undefined;
  const data = (error as { data?: ApiErrorData | null }).data;
  return data ?? undefined;
}

/**
 * The code of an error that came from the API (a TRPCClientError of lib/trpc.ts or an ApiCallError
 * of callProcedure): ours when the server sent one (INVALID_INPUT, PARTICIPATION_CHANGE_REQUIRED,
 * NOT_FOUND...), else tRPC's. Screens branch on this, never on the message.
 */
export function apiErrorCode(error: unknown): string | undefined {
  const data = dataOf(error);
  return data?.errorCode ?? data?.code;
}

/** A refusal the API explained (a 4xx with its code): a state the screen shows, not a fault. */
export function isApiRefusal(error: unknown): boolean {
  const status = dataOf(error)?.httpStatus;
  return status !== undefined && status >= 400 && status < 500;
}

/** The fields at fault (field → message) of a refused input, limited to those a form shows. */
export function apiFieldErrors(error: unknown, formFields?: readonly string[]): Record<string, string> {
  const fields = dataOf(error)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([field]) => !formFields || formFields.includes(field)));
}

/** The facts of a refusal (`details`), e.g. `affected` of PARTICIPATION_CHANGE_REQUIRED. */
export function apiErrorDetails(error: unknown): Record<string, unknown> {
  return dataOf(error)?.details ?? {};
}

/** An error answer of `callProcedure`: the API's message, and its code as tRPC's client error has it. */
export class ApiCallError extends Error {
  readonly data: ApiErrorData | null;
  constructor(message: string, data: ApiErrorData | null) {
    super(message);
    this.name = 'ApiCallError';
    this.data = data;
  }
}

/**
 * Calls one procedure over tRPC's HTTP protocol with plain fetch: a query is a GET, a mutation a
 * POST; the answer is `{ result: { data } }` or `{ error: { message, data: { code } } }`.
 */
export async function callProcedure<T>(
  type: 'query' | 'mutation',
  path: string,
  input?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const query = type === 'query' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
  const response = await fetchWithTimeout(`/trpc/${path}${query}`, {
    method: type === 'query' ? 'GET' : 'POST',
    ...(type === 'mutation'
      ? { headers: { 'content-type': 'application/json' }, body: input === undefined ? '' : JSON.stringify(input) }
      : {}),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as {
    result?: { data?: T };
    error?: { message?: string; data?: ApiErrorData };
  } | null;
  if (!response.ok || !body || body.error) {
    const status = response.status;
    throw new ApiCallError(body?.error?.message || t`The server answered ${status}`, body?.error?.data ?? null);
  }
  return body.result?.data as T;
}

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
        // A refusal (4xx) answers the same the second time; only failures may pass on a retry.
        const status = dataOf(error)?.httpStatus;
        if (status !== undefined && status >= 400 && status < 500) return false;
        if (error instanceof ApiTimeoutError || (error instanceof Error && error.cause instanceof ApiTimeoutError))
          return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
