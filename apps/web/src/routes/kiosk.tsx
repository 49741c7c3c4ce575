import { t } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import type { KioskSessionInfo } from '@lug/domain/kiosk';
import { PageSpinner } from '../components/ui/spinner';
import { rsvpQueries } from '../features/rsvp/api';
import { CloseKioskButton } from '../features/rsvp/close-kiosk-button';
import { KioskScreen } from '../features/rsvp/kiosk-screen';
import { callProcedure } from '../lib/query-client';
import { titleHead } from '../lib/title';

/**
 * A kiosk device (decision 0047): the only screen its session can use. It shows the kiosk of its
 * activity with "Close kiosk" (the manager's password); a device that is no kiosk goes to sign in.
 */
export const Route = createFileRoute('/kiosk')({
  beforeLoad: async () => {
    const kiosk = await callProcedure<KioskSessionInfo | null>('query', 'kiosk.current');
    if (!kiosk) throw redirect({ to: '/login' });
    return { kiosk };
  },
  loader: ({ context: { queryClient, kiosk } }) =>
    queryClient.ensureQueryData(rsvpQueries.kiosk(kiosk.organization_id, kiosk.activity.id)),
  head: () => titleHead(t`Check-in`),
  pendingComponent: () => (
    <div className="flex min-h-dvh items-center justify-center">
      <PageSpinner />
    </div>
  ),
  component: KioskDevice,
});

function KioskDevice() {
  const { kiosk } = Route.useRouteContext();
  return (
    <KioskScreen
      organizationId={kiosk.organization_id}
      activityId={kiosk.activity.id}
      canRotate={false}
      showPoster={false}
      actions={<CloseKioskButton />}
    />
  );
}
