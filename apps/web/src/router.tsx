import { createRouter } from '@tanstack/react-router';
import { PageSpinner } from './components/ui/spinner';
import { queryClient, trpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import { RouteError } from './components/route-error';

/** What every route's beforeLoad/loader receives as `context`. */
export interface RouterContext {
  queryClient: typeof queryClient;
  trpc: typeof trpcUtils;
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils } satisfies RouterContext,
  defaultPreload: 'intent',
  // React Query owns caching: loaders always run and read its cache.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <PageSpinner />,
  defaultPendingMs: 400,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
