import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  plainButtonClass,
  plainButtonLinkClass,
  publicNavLinkClass,
  quietLinkClass,
} from '../../components/ui/plain-styles';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/session';
import { useLogout } from '../../features/auth/use-logout';
import { BrandLink } from './brand';

// The public frame (and the home page inside it) draws its links and its button with TanStack's
// Link and native elements, not the React Aria components: the home page may load 125 KB of
// JavaScript (scripts/check-bundle-budget.mjs). The classes match the design system's
// (components/ui/plain-styles.ts).

export const codeUrl = 'https://github.com/lug-platform';
export const communityChatUrl = 'https://discord.gg/lug-platform';

function PublicTopBar() {
  const { data: session, isPending } = useSession();
  const { logout, isPending: isLoggingOut } = useLogout();
  const signedIn = Boolean(session);
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5 sm:px-6 sm:py-0 sm:h-16">
        <BrandLink />
        <nav
          aria-label={t`Main`}
          className="-mx-2 flex w-full items-center gap-0.5 overflow-x-auto sm:mx-0 sm:w-auto sm:gap-1"
        >
          <Link to="/features" className={publicNavLinkClass}>
            <Trans>Features</Trans>
          </Link>
          {signedIn ? (
            <Link to="/platform/dashboard" className={publicNavLinkClass}>
              <Trans>Platform</Trans>
            </Link>
          ) : null}
          {!signedIn && !isPending ? (
            <Link to="/login" className={publicNavLinkClass}>
              <Trans>Login</Trans>
            </Link>
          ) : null}
          <Link to="/beta-signup" className={plainButtonLinkClass('primary', 'sm', 'ms-auto sm:ms-1')}>
            <Trans>Join Beta</Trans>
          </Link>
          {signedIn ? (
            <button
              type="button"
              className={plainButtonClass('secondary', 'sm', 'ms-1')}
              onClick={isLoggingOut ? undefined : logout}
              data-pending={isLoggingOut || undefined}
              aria-busy={isLoggingOut || undefined}
            >
              {isLoggingOut ? <Spinner size="sm" aria-hidden className="text-current" /> : null}
              <Trans>Logout</Trans>
            </button>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <Trans>© {year} LUG Platform</Trans>
        </p>
        <ul className="flex gap-5">
          <li>
            <a href={codeUrl} target="_blank" rel="noopener noreferrer" className={quietLinkClass}>
              <Trans>Code</Trans>
            </a>
          </li>
          <li>
            <a href={communityChatUrl} target="_blank" rel="noopener noreferrer" className={quietLinkClass}>
              <Trans>Community chat</Trans>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

/** The public pages' frame: top bar, main landmark (#main, the skip link's target), footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicTopBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
