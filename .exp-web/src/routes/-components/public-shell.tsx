import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ButtonLink, ExternalLink, Link } from '../../components/ui/link';
import { useSession } from '../../features/auth/session';
import { useLogout } from '../../features/auth/use-logout';
import { BrandLink } from './brand';

export const codeUrl = 'https://github.com/lug-platform';
export const communityChatUrl = 'https://discord.gg/lug-platform';

const navLinkClass =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-fg-muted no-underline transition-colors hover:bg-surface-2 hover:text-fg data-current:text-fg';

function PublicTopBar() {
  const { data: session, isPending } = useSession();
  const { logout, isPending: isLoggingOut } = useLogout();
  const signedIn = Boolean(session);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5 sm:px-6 sm:py-0 sm:h-16">
        <BrandLink />
        <nav
          aria-label="Main"
          className="-mx-2 flex w-full items-center gap-0.5 overflow-x-auto sm:mx-0 sm:w-auto sm:gap-1"
        >
          <Link to="/features" variant="quiet" className={navLinkClass}>
            Features
          </Link>
          {signedIn ? (
            <Link to="/platform/dashboard" variant="quiet" className={navLinkClass}>
              Platform
            </Link>
          ) : null}
          {!signedIn && !isPending ? (
            <Link to="/login" variant="quiet" className={navLinkClass}>
              Login
            </Link>
          ) : null}
          <ButtonLink to="/beta-signup" size="sm" className="ms-auto sm:ms-1">
            Join Beta
          </ButtonLink>
          {signedIn ? (
            <Button variant="secondary" size="sm" className="ms-1" onPress={logout} isPending={isLoggingOut}>
              Logout
            </Button>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} LUG Platform</p>
        <ul className="flex gap-5">
          <li>
            <ExternalLink href={codeUrl}>Code</ExternalLink>
          </li>
          <li>
            <ExternalLink href={communityChatUrl}>Community chat</ExternalLink>
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
