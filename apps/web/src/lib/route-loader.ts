import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** What the platform layout's beforeLoad gives every loader under /platform. */
interface OrganizationContext {
  queryClient: QueryClient;
  organization: { id: number } | null;
}

/**
 * A route loader that awaits what the screen reads first, for the selected organisation:
 * `loader: loadOrganization((queryClient, organizationId) => [queryClient.ensureQueryData(
 * categoryQueries.list(organizationId))])`. The screen then reads it with `useSuspenseQuery`; a
 * failure shows the route's `errorComponent` (`screenError`). Without an organisation the layout
 * shows its own panel. (No type annotations in the callback: the router moves loaders to a file of
 * their own, as JavaScript.)
 */
export function loadOrganization(load: (queryClient: QueryClient, organizationId: number) => Promise<unknown>[]) {
  return async ({ context }: { context: OrganizationContext }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await Promise.all(load(context.queryClient, organizationId));
  };
}

/** `loadOrganization` for a row's screen (`numericIdParams`): the callback also gets the row's id. */
export function loadRow(load: (queryClient: QueryClient, organizationId: number, id: number) => Promise<unknown>[]) {
  return async ({ context, params }: { context: OrganizationContext; params: { id: number } }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await Promise.all(load(context.queryClient, organizationId, params.id));
  };
}

/**
 * The `params` of a route under a row's id (`/platform/categories/$id/edit`): digits, else Page
 * not found; the screen reads `id` as a number.
 */
export const numericIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
