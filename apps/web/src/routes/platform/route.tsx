import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Navigate, Outlet, createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found';
import { ButtonLink } from '../../components/ui/link';
import { PageSpinner } from '../../components/ui/spinner';
import { confirmSession, useSession } from '../../features/auth/session';
import { TwoFactorRequiredNotice } from '../../features/account-security/two-factor-required';
import { ConfirmEmailNotice } from '../../features/email/confirm-email-notice';
import { emailDeliveryQueries } from '../../features/email-delivery/api';
import { EmailDeliveryNotice } from '../../features/email-delivery/email-delivery-notice';
import { getStoredOrganizationId, pickOrganization } from '../../features/organizations/selected-organization';
import { useOrganizationSelection } from '../../features/organizations/use-organization';
import { titleHead } from '../../lib/title';
import { NoOrganization } from './-components/no-organization';
import { PlatformShell } from './-components/platform-shell';

/**
 * The signed-in area. beforeLoad waits for the session (a centred "Loading" spinner when that takes
 * longer than the router's `defaultPendingMs`: a quick answer shows the screen without one), sends
 * signed-out visitors to /login?redirect=<path>, and gives child loaders `context.session` and
 * `context.organization` (the selected one, or null).
 */
export const Route = createFileRoute('/platform')({
  beforeLoad: async ({ context, location }) => {
    // The tRPC options proxy (`context.trpc` in every platform loader), loaded here rather than with
    // every page (the public home page's JavaScript budget), while the session is checked.
    const trpcModule = import('../../lib/trpc');
    trpcModule.catch(() => {}); // awaited below; a visitor sent to sign in never reads it
    const session = await confirmSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    const organization = pickOrganization(session.organizations, getStoredOrganizationId());
    const { trpc } = await trpcModule;
    return { session, organization, trpc };
  },
  // The banner above every screen is read with the screen's own data: arriving later, it would push
  // the screen down under the reader's eyes (a layout shift).
  loader: async ({ context: { organization, queryClient } }) => {
    if (organization?.permissions.includes('settings.manage')) {
      await queryClient.prefetchQuery(emailDeliveryQueries.status(organization.id));
    }
  },
  head: () => titleHead(t`Platform`),
  pendingComponent: SessionLoading,
  notFoundComponent: PlatformNotFound,
  component: PlatformLayout,
});

function SessionLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <PageSpinner />
    </div>
  );
}

function PlatformLayout() {
  const { data: session, isPending } = useSession();
  const { organization } = useOrganizationSelection();
  const location = useLocation();
  if (isPending) return <SessionLoading />;
  // Signed out meanwhile (logout in another tab, session expired): back to login.
  if (!session) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return (
    <PlatformShell session={session}>
      <ConfirmEmailNotice />
      <TwoFactorRequiredNotice />
      <EmailDeliveryNotice />
      {organization ? <Outlet /> : <NoOrganization />}
    </PlatformShell>
  );
}

function PlatformNotFound() {
  return (
    <NotFound>
      <ButtonLink to="/platform/dashboard">
        <Trans>Go to Dashboard</Trans>
      </ButtonLink>
    </NotFound>
  );
}
