import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { kioskCodeRefreshMs } from '@lug/domain/kiosk-helpers';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/link';
import { errorMessage } from '../../lib/trpc';
import { rsvpQueries } from './api';
import { CheckInQrCode } from './check-in-qr-code';

const NewCodeDialog = lazy(() => import('./kiosk-dialogs').then((m) => ({ default: m.NewCodeDialog })));

/** The link a check-in QR code opens: the member's self check-in page with the activity's code. */
export function selfCheckInUrl(activityId: number, code: string): string {
  return `${window.location.origin}/platform/activities/${activityId}/check-in/self?code=${encodeURIComponent(code)}`;
}

/**
 * The self check-in QR code beside the kiosk. Every kiosk and the poster show the activity's one
 * code (decision 0047), read again every `kioskCodeRefreshMs` (5 s): a manager's "New code" reaches
 * every open kiosk within that. Only a manager (`activities.manage`, never a kiosk device) may ask
 * for a new code, after a confirmation: the old QR codes and printed posters stop working.
 */
export function KioskQrPanel({
  organizationId,
  activityId,
  canRotate,
  showPoster,
}: {
  organizationId: number;
  activityId: number;
  canRotate: boolean;
  showPoster: boolean;
}) {
  const code = useQuery({ ...rsvpQueries.checkInCode(organizationId, activityId), refetchInterval: kioskCodeRefreshMs });
  const [asking, setAsking] = useState(false);
  const url = code.data ? selfCheckInUrl(activityId, code.data.code) : null;
  const problem = code.error ? errorMessage(code.error) : '';

  return (
    <section
      aria-labelledby="self-check-in"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-4 text-center"
    >
      <h2 id="self-check-in" className="text-lg font-semibold">
        <Trans>Check yourself in</Trans>
      </h2>
      {url ? (
        <>
          <p className="text-sm text-fg-muted">
            <Trans>Scan with your phone, signed in to the platform.</Trans>
          </p>
          <CheckInQrCode url={url} />
          <p className="text-xs break-all text-fg-subtle" data-testid="self-check-in-link">
            {url}
          </p>
        </>
      ) : code.isError ? (
        <p role="alert" className="text-sm">
          <Trans>Could not read the check-in code: {problem}</Trans>
        </p>
      ) : (
        <p className="text-sm text-fg-muted">
          <Trans>Reading the check-in code…</Trans>
        </p>
      )}
      {canRotate || showPoster ? (
        <div className="flex flex-wrap justify-center gap-2">
          {showPoster ? (
            <ButtonLink to="/platform/activities/$id/check-in/poster" params={{ id: activityId }} variant="secondary" size="sm">
              <Trans>Print poster</Trans>
            </ButtonLink>
          ) : null}
          {canRotate ? (
            <Button variant="secondary" size="sm" onPress={() => setAsking(true)}>
              <Trans>New code</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <NewCodeDialog organizationId={organizationId} activityId={activityId} isOpen onOpenChange={setAsking} />
        </Suspense>
      ) : null}
    </section>
  );
}
