import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { HeadContent, Outlet, createRootRouteWithContext, lazyRouteComponent, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { titleHead } from '../lib/title';
import type { RouterContext } from '../router';

// The root route is never code-split: what it imports loads with every page, the public home page
// included (125 KB budget, scripts/check-bundle-budget.mjs). The toast region and the not-found
// page (React Aria, tailwind-variants) load on their own.
const ToastRegion = lazy(() => import('../components/ui/toast-region').then((m) => ({ default: m.ToastRegion })));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => titleHead(),
  component: RootComponent,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the name of the module's export, not words
  notFoundComponent: lazyRouteComponent(() => import('./-components/public-not-found'), 'PublicNotFound'),
});

function RootComponent() {
  const router = useRouter();
  return (
    // React Aria components with an `href` (menu items, tabs, breadcrumbs) navigate through the router.
    <AriaRouterProvider navigate={(href) => router.history.push(href)}>
      <HeadContent />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-surface px-3 py-2 text-sm font-medium text-fg shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </AriaRouterProvider>
  );
}
