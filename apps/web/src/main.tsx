import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isApiRefusal, queryClient, setUnauthorizedHandler } from './lib/query-client';
import { forgetSession, logoutMutationKey, sessionQueryKey } from './features/auth/session';
import { i18n } from './lib/i18n';
import { router } from './router';
import './styles.css';

// Any call refused with UNAUTHORIZED (the session expired or was revoked): forget the session and
// ask the user to sign in again, coming back to where they were. Not while logging out, nor once
// signed out here: a call the old session started may be refused after the logout, and the user who
// left for the home page is not sent to sign in again.
setUnauthorizedHandler(() => {
  if (queryClient.isMutating({ mutationKey: logoutMutationKey }) > 0) return;
  if (queryClient.getQueryData(sessionQueryKey) === null) return;
  forgetSession(queryClient);
  const { pathname, href } = router.state.location;
  if (pathname === '/login') return;
  void router.navigate({ to: '/login', search: { redirect: href } });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * React logs every error an error boundary catches. A route's error component shows some as the
 * screen's state, not as faults: the 403 page of a permission guard (`PermissionDenied`) and a
 * refusal the API explained (a row that does not exist). Those are not logged; anything else is.
 */
function onCaughtError(error: unknown, info: { componentStack?: string }) {
  if (error instanceof Error && error.name === 'PermissionDenied') return;
  if (isApiRefusal(error)) return;
  console.error(error, info.componentStack);
}

function render(element: HTMLElement) {
  createRoot(element, { onCaughtError }).render(
    <StrictMode>
      {/* No tRPC provider: screens use the options proxy of lib/trpc.ts, loaded with the pages that call the API. */}
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

// React Aria's own texts are bundled in English only: another browser language loads its strings
// first (lib/aria-strings.ts); if they cannot load, the app starts with the English ones.
const language = navigator.language || 'en-US';
if (/^en(-|$)/i.test(language)) render(root);
else {
  void import('./lib/aria-strings')
    .then((strings) => strings.loadAriaStrings(language))
    .catch(() => {})
    .finally(() => render(root));
}
