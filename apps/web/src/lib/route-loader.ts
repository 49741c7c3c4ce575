import { notFound } from '@tanstack/react-router';
import type { TrpcUtils } from './trpc';

/** What the platform layout's beforeLoad puts in every route's context under /platform. */
interface PlatformLoaderContext {
  trpc: TrpcUtils;
  organization: { id: number } | null;
}

/**
 * A route loader that warms the cache with the selected organisation's queries before the screen
 * renders: `loader: organizationLoader((trpc, organization_id) => [trpc.categories.list.prefetch({
 * organization_id })])`. A prefetch never throws: a failure shows on the screen (its toast and
 * inline retry), not as a broken route. Without an organisation the layout shows its own panel.
 * (No type annotations in the callback: the router moves loaders to a file of their own, as JavaScript.)
 */
export function organizationLoader(warm: (trpc: TrpcUtils, organization_id: number) => Promise<unknown>[]) {
  return async ({ context }: { context: PlatformLoaderContext }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await Promise.all(warm(context.trpc, organizationId));
  };
}

/** `organizationLoader` for a row's screen (`numericIdParams`): the callback also gets the row's id. */
export function rowLoader(warm: (trpc: TrpcUtils, organization_id: number, id: number) => Promise<unknown>[]) {
  return async ({ context, params }: { context: PlatformLoaderContext; params: { id: number } }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await Promise.all(warm(context.trpc, organizationId, params.id));
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
