import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { EmailDeliveryState } from '@lug/domain/email-delivery-helpers';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { useSession } from '../../../features/auth/session';
import { emailDeliveryQueries, useSendTestEmail } from '../../../features/email-delivery/api';
import { emailDeliveryMessages } from '../../../features/email-delivery/words';
import { useFormatDateTime } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/** Settings → Email delivery (docs/product/settings.md#email-delivery); the layout checks `settings.manage`. */
export const Route = createFileRoute('/platform/settings/email')({
  // Read afresh each time the tab opens: other screens' writes queue emails.
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.fetchQuery(emailDeliveryQueries.status(organizationId)),
  ]),
  head: () => titleHead(t`Email Delivery Settings`),
  errorComponent: screenError({ title: emailDeliveryMessages.loadFailed }),
  component: EmailDeliverySettings,
});

function EmailDeliverySettings() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const { data: status } = useSuspenseQuery(emailDeliveryQueries.status(organizationId));
  const formatDateTime = useFormatDateTime();
  const { waiting, failed } = status;
  return (
    <div className="flex flex-col gap-6">
      <FormCard
        title={t`Email delivery`}
        description={t`Welcome and password emails, invitations and notifications of your organization.`}
      >
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail label={t`Delivery`}>
            {status.configured ? (
              <Badge variant="success">
                <Trans>Configured</Trans>
              </Badge>
            ) : (
              <Badge variant="warning">
                <Trans>Not configured</Trans>
              </Badge>
            )}
          </Detail>
          <Detail label={t`Last sent`}>{formatDateTime(status.lastSentAt, t`Never`)}</Detail>
          <Detail label={t`Waiting`}>
            <Plural value={waiting} one="# email" other="# emails" />
          </Detail>
          <Detail label={t`Failed`}>
            <Plural value={failed} one="# email" other="# emails" />
          </Detail>
        </dl>
        {status.configured ? null : (
          <p className="text-sm text-fg-muted">
            <Trans>
              No email provider is set up on the server (RESEND_API_KEY), so emails wait on the server and nothing is
              sent. Ask whoever runs this installation to set one up: the waiting emails go out then. Until then, pass
              on the set-password links that Add Member and Edit Member show.
            </Trans>
          </p>
        )}
        <dl>
          <Detail label={t`Last error`}>
            {status.lastError ? (
              <span className="flex flex-col gap-1">
                <span className="break-words">{status.lastError.message}</span>
                {status.lastError.at ? (
                  <span className="text-fg-muted">{formatDateTime(status.lastError.at)}</span>
                ) : null}
                {status.failing ? null : (
                  <span className="text-fg-muted">
                    <Trans>Emails sent after it went through.</Trans>
                  </span>
                )}
              </span>
            ) : (
              <Trans>None</Trans>
            )}
          </Detail>
        </dl>
      </FormCard>
      <TestEmailCard organizationId={organizationId} />
    </div>
  );
}

function TestEmailCard({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  const { data: session } = useSession();
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<{ to: string; delivery: EmailDeliveryState } | null>(null);
  const address = session?.user.email ?? t`your address`;

  function sendTest() {
    send.mutate(
      { organization_id: organizationId },
      {
        onSuccess: ({ to, emailDelivery }) => {
          setOutcome({ to, delivery: emailDelivery });
          if (emailDelivery === 'queued')
            toast.success(t(emailDeliveryMessages.testQueuedTitle), emailDeliveryMessages.testQueued(to), {
              durationMs: longToastMs,
            });
          else
            toast.info(t(emailDeliveryMessages.testWaitingTitle), emailDeliveryMessages.testWaiting(to), {
              durationMs: longToastMs,
            });
        },
        onError: (error) =>
          toast.error(t(emailDeliveryMessages.testFailed), errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  return (
    <FormCard
      title={t`Test email`}
      description={t`Queues a test email to your own address, ${address}. At most 5 an hour.`}
    >
      <div role="status" aria-live="polite" className="text-sm">
        {outcome
          ? outcome.delivery === 'queued'
            ? emailDeliveryMessages.testQueued(outcome.to)
            : emailDeliveryMessages.testWaiting(outcome.to)
          : null}
      </div>
      <div>
        <Button variant="secondary" isPending={send.isPending} onPress={sendTest}>
          <Trans>Send a test email</Trans>
        </Button>
      </div>
    </FormCard>
  );
}
