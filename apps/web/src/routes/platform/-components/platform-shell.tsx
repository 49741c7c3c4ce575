import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Dialog as RACDialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { displayName, type Session } from '../../../features/auth/session';
import { useLogout } from '../../../features/auth/use-logout';
import { BrandMark } from '../../-components/brand';
import { PlatformBreadcrumbs } from './platform-breadcrumbs';
import { SidebarNav } from './sidebar-nav';

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <path d="M3 5.5h14M3 10h14M3 14.5h14" />
    </svg>
  );
}

/** On phones the sidebar becomes a drawer opened from the top bar's Menu button. */
function MobileSidebar() {
  const { pathname } = useLocation();
  // Open "at" a path: navigating from a link in the drawer closes it by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const setOpen = (open: boolean) => setOpenAt(open ? pathname : null);
  const { t } = useLingui();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={t`Menu`} className="md:hidden" onPress={() => setOpen(true)}>
        <MenuIcon />
      </Button>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-overlay data-entering:animate-fade-in md:hidden"
      >
        <RACModal className="fixed inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto border-r border-line bg-surface p-4 shadow-pop outline-none data-entering:animate-slide-in-left">
          <RACDialog aria-label={t`Menu`} className="flex flex-col gap-5 outline-none">
            <div className="flex items-center justify-between">
              <Heading slot="title" className="text-sm font-semibold text-fg">
                <Trans>Menu</Trans>
              </Heading>
              <Button variant="ghost" size="icon" aria-label={t`Close menu`} onPress={() => setOpen(false)}>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                >
                  <path d="m4 4 8 8M12 4l-8 8" />
                </svg>
              </Button>
            </div>
            <SidebarNav />
          </RACDialog>
        </RACModal>
      </ModalOverlay>
    </>
  );
}

function PlatformTopBar({ session }: { session: Session }) {
  const { logout, isPending } = useLogout();
  const name = displayName(session.user);
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-4">
        <MobileSidebar />
        <Link
          to="/"
          variant="quiet"
          aria-label={t`LUG Platform`}
          className="flex items-center gap-2 text-[15px] font-semibold tracking-tight text-fg no-underline hover:text-fg"
        >
          <BrandMark />
          <span aria-hidden="true" className="hidden sm:inline">
            <Trans>LUG Platform</Trans>
          </span>
        </Link>
        <div className="ms-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <Link
            to="/platform/profile"
            variant="quiet"
            aria-label={t`My profile (${name})`}
            className="flex min-w-0 items-center gap-2 rounded-md text-sm text-fg-muted no-underline hover:text-fg"
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-text"
            >
              {initials(session.user.first_name, session.user.last_name)}
            </span>
            {/* On a phone the initials stand for the name, leaving room for My signups and Logout. */}
            <span aria-hidden="true" className="hidden max-w-[16rem] truncate font-medium text-fg sm:inline">
              {name}
            </span>
          </Link>
          <Link
            to="/platform/signups"
            variant="quiet"
            className="shrink-0 rounded-md text-sm text-fg-muted no-underline hover:text-fg"
          >
            <Trans>My signups</Trans>
          </Link>
          <Button variant="secondary" size="sm" onPress={logout} isPending={isPending}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </div>
    </header>
  );
}

function initials(first: string, last: string) {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The platform frame: top bar, 250px sidebar (a drawer on phones), breadcrumb and the page. */
export function PlatformShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <PlatformTopBar session={session} />
      <div className="flex flex-1">
        <aside
          aria-label={t`Sidebar`}
          className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-sidebar shrink-0 overflow-y-auto border-r border-line bg-surface px-3 py-5 md:block"
        >
          <SidebarNav />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
            <PlatformBreadcrumbs />
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
