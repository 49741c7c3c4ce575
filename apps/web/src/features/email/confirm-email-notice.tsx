/**
 * Until an account confirms its address (docs/product/accounts.md) it cannot create API tokens or
 * join another group: a notice on every platform page says so and sends a new link on request.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { useRequestEmailConfirmation } from './api';
import { emailLinkMessages } from './words';

export function ConfirmEmailNotice() {
  const { t } = useLingui();
  const { data: session } = useSession();
  const resend = useRequestEmailConfirmation();
  if (!session || session.user.email_verified) return null;
  const { email } = session.user;
  const sendNewLink = () =>
    resend.mutate(undefined, {
      onSuccess: ({ emailDelivery }) =>
        emailDelivery === 'queued'
          ? toast.success(t(emailLinkMessages.confirmQueuedTitle), emailLinkMessages.confirmQueued(email), {
              durationMs: longToastMs,
            })
          : toast.info(t(emailLinkMessages.confirmWaitingTitle), emailLinkMessages.confirmWaiting(email), {
              durationMs: longToastMs,
            }),
      onError: (error) => toast.error(t`Could not send a new link`, errorMessage(error), { durationMs: longToastMs }),
    });
  return (
    <section
      aria-label={t`Unconfirmed address`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-accent-soft p-4 text-sm text-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">
          <Trans>Confirm your email address.</Trans>
        </strong>{' '}
        {session.emailDelivery === 'not_configured'
          ? emailLinkMessages.noticeWaiting(email)
          : emailLinkMessages.noticeQueued(email)}{' '}
        <Trans>Until you use it you cannot create API tokens or join another group.</Trans>
      </p>
      <Button size="sm" variant="secondary" className="shrink-0" isPending={resend.isPending} onPress={sendNewLink}>
        <Trans>Send a new link</Trans>
      </Button>
    </section>
  );
}
