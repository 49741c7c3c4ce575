import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';

const OpenKioskDialog = lazy(() => import('./kiosk-dialogs').then((m) => ({ default: m.OpenKioskDialog })));

/** "Open as kiosk": asks first (kiosk-dialogs.tsx), then makes this device a kiosk (decision 0047). */
export function OpenKioskButton({ organizationId, activityId }: { organizationId: number; activityId: number }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="primary" onPress={() => setAsking(true)}>
        <Trans>Open as kiosk</Trans>
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <OpenKioskDialog organizationId={organizationId} activityId={activityId} isOpen onOpenChange={setAsking} />
        </Suspense>
      ) : null}
    </>
  );
}
