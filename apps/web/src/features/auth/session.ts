import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiErrorCode, trpcClient, type RouterOutputs } from '../../lib/trpc';

/** The signed-in user and their organisations (auth.me), or null when signed out. */
export type Session = RouterOutputs['auth']['me'];
export type SessionOrganization = Session['organizations'][number];

export const sessionQueryKey = ['session'] as const;

/**
 * The session cookie is HttpOnly, so the page cannot see it. A flag in localStorage remembers that
 * this browser signed in, so public pages of a visitor who never did don't ask auth.me (a 401 on
 * every page). Guards of signed-in pages always ask the server (see `confirmSession`).
 */
const signedInHintKey = 'lug.signedIn';

function hasSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(signedInHintKey) === '1';
  } catch {
    return true; // no storage: ask the server
  }
}

function setSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(signedInHintKey, '1');
    else window.localStorage.removeItem(signedInHintKey);
  } catch {
    // storage disabled: nothing to remember
  }
}

/** Asks the server: auth.me, with UNAUTHORIZED meaning "signed out" (null). */
async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await trpcClient.auth.me.query(undefined, { signal });
    setSignedInHint(true);
    return session;
  } catch (error) {
    if (apiErrorCode(error) === 'UNAUTHORIZED') {
      setSignedInHint(false);
      return null;
    }
    throw error;
  }
}

/**
 * The session as a query that answers `null` when signed out instead of failing, so the top bar and
 * guards read one value. Components: `useSession()`; loaders: `ensureQueryData(sessionQueryOptions)`.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }): Promise<Session | null> => (hasSignedInHint() ? fetchSession(signal) : Promise.resolve(null)),
  staleTime: 60_000,
});

/** The current session (data is undefined while loading, null when signed out). */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Reloads the session from the server (after login, signup, creating an organisation). */
export function refreshSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
  });
}

/**
 * For guards: the cached session, or the server's answer when the cache says "signed out"
 * (a browser without the hint may still hold a valid cookie).
 */
export async function confirmSession(queryClient: QueryClient): Promise<Session | null> {
  const cached = await queryClient.ensureQueryData(sessionQueryOptions);
  if (cached) return cached;
  return refreshSession(queryClient);
}

/**
 * Drops every cached answer except the session itself (whose observers stay subscribed), so nothing
 * cached for one account is shown to the next. Use on login, signup and logout.
 */
export function removeAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** Forgets the session on this side (logout, or the server answered UNAUTHORIZED). */
export function forgetSession(queryClient: QueryClient) {
  setSignedInHint(false);
  queryClient.setQueryData(sessionQueryKey, null);
}

/** The name to greet a user with. */
export function displayName(user: Session['user']): string {
  return user.display_name?.trim() || `${user.first_name} ${user.last_name}`.trim() || user.email;
}
