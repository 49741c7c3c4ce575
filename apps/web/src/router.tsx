import { lazy, Suspense } from 'react';
import { createRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PageSpinner } from './components/ui/spinner';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

// Loaded when a route fails, not with every page (the browser budget: scripts/check-bundle-budget.mjs).
const LazyRouteError = lazy(() => import('./components/route-error').then((m) => ({ default: m.RouteError })));
function RouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <LazyRouteError {...props} />
    </Suspense>
  );
}

/**
 * What every route's beforeLoad/loader receives as `context`. The platform layout's beforeLoad adds
 * `trpc` (the tRPC query utilities) for the routes under /platform: the tRPC client is not loaded
 * by the public pages that do not call the API (the home page's 125 KB budget).
 */
export interface RouterContext {
  queryClient: typeof queryClient;
}

export const router = createRouter({
  routeTree,
  context: { queryClient } satisfies RouterContext,
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
