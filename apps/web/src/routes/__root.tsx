import { HeadContent, Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ButtonLink } from '../components/ui/link';
import { ToastRegion } from '../components/ui/toast-region';
import { NotFound } from '../components/not-found';
import { titleHead } from '../lib/title';
import type { RouterContext } from '../router';
import { PublicShell } from './-components/public-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => titleHead(),
  component: RootComponent,
  notFoundComponent: PublicNotFound,
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
        Skip to content
      </a>
      <Outlet />
      <ToastRegion />
    </AriaRouterProvider>
  );
}

function PublicNotFound() {
  return (
    <PublicShell>
      <NotFound>
        <ButtonLink to="/">Go to Home</ButtonLink>
      </NotFound>
    </PublicShell>
  );
}
