import type { EmailDeliveryState } from '@lug/domain/email-delivery-helpers';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiErrorCode, callProcedure } from '../../lib/query-client';
import type { RouterOutputs } from '../../lib/trpc';

/** The signed-in user and their organisations (auth.me), or null when signed out. */
/** The session; `emailDelivery` (auth.session only): whether the emails the account waits for can arrive. */
export type Session = RouterOutputs['auth']['me'] & { emailDelivery?: EmailDeliveryState };
export type SessionOrganization = Session['organizations'][number];

export const sessionQueryKey = ['session'] as const;
/** Every logout's mutation key, in tRPC's key shape: the global error policy knows it (main.tsx). */
export const logoutMutationKey = [['auth', 'logout']];

/**
 * Asks the server: auth.session answers null when signed out (no 401 for visitors). Over plain
 * fetch, not the tRPC client: every page asks, and the home page loads no tRPC (its 125 KB budget).
 */
async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await callProcedure<Session | null>('query', 'auth.session', undefined, signal);
  } catch (error) {
    // A kiosk device (decision 0047) has no session but its kiosk's: every page leads back to it.
    if (apiErrorCode(error) !== 'KIOSK_SESSION') throw error;
    if (window.location.pathname !== '/kiosk') window.location.assign('/kiosk');
    return null;
  }
}

/**
 * The session as a query that answers `null` when signed out instead of failing, so the top bar and
 * guards read one value. Components: `useSession()`; loaders: `ensureQueryData(sessionQueryOptions)`.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }): Promise<Session | null> => fetchSession(signal),
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
 * (the cookie may have been set since, e.g. in another tab).
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
  queryClient.setQueryData(sessionQueryKey, null);
}

/** The name to greet a user with. */
export function displayName(user: Session['user']): string {
  return user.display_name?.trim() || `${user.first_name} ${user.last_name}`.trim() || user.email;
}
