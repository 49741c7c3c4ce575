/**
 * The manager's two confirmations on the kiosk screen, loaded when asked for (the kiosk's page
 * stays within its JavaScript budget): "New code" and "Open as kiosk" (decision 0047).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useOpenKiosk, useRotateCheckInCode } from './api';

interface DialogProps {
  organizationId: number;
  activityId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NewCodeDialog({ organizationId, activityId, isOpen, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  const rotate = useRotateCheckInCode();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Make a new check-in code?`}
      actionLabel={t`Make a new code`}
      isPending={rotate.isPending}
      onAction={() =>
        rotate.mutateAsync(
          { organization_id: organizationId, id: activityId },
          {
            onSuccess: () => toast.success(t`New check-in code made`, t`Every open kiosk shows it within a few seconds.`),
            onError: (error) => toast.error(t`Could not make a new code`, errorMessage(error)),
          },
        )
      }
    >
      <Trans>
        The QR code every kiosk shows changes, and the old one stops working, on printed posters too. Print the poster
        again afterwards.
      </Trans>
    </ConfirmDialog>
  );
}

/**
 * This device becomes a kiosk of the activity: the manager's own session here ends; the page
 * reloads so nothing of the manager's stays in memory.
 */
export function OpenKioskDialog({ organizationId, activityId, isOpen, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  const open = useOpenKiosk();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Make this device a kiosk?`}
      actionLabel={t`Open as kiosk`}
      variant="primary"
      isPending={open.isPending}
      onAction={() =>
        open.mutateAsync(
          { organization_id: organizationId, id: activityId },
          {
            onSuccess: () => window.location.assign('/kiosk'),
            onError: (error) => toast.error(t`Could not open the kiosk`, errorMessage(error)),
          },
        )
      }
    >
      <Trans>
        This device will only check members in to this activity: you are signed out here, and nobody at the kiosk can
        reach anything else. Closing the kiosk asks for your password; it also closes when the activity ends.
      </Trans>
    </ConfirmDialog>
  );
}
