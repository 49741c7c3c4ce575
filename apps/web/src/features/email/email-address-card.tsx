/**
 * The profile's address card (docs/product/accounts.md): whether the address is confirmed, a new
 * link on request, and moving to another address. The move takes the password and counts only once
 * the link sent to the new address is used; until then nothing changes.
 */
import type { EmailDeliveryState } from '@lug/domain/email-delivery-helpers';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormCard } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { lazySchema } from '../../lib/form';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { CurrentPasswordField } from '../auth/password-fields';
import { useSession } from '../auth/session';
import { CardsForm, useCardsFormSubmit } from '../settings/cards-form';
import { useChangeEmail, useRequestEmailConfirmation } from './api';
import { emailLinkMessages } from './words';

const changeEmailSchema = lazySchema(() => import('@lug/domain/auth').then((m) => m.changeEmailInput));

export function EmailAddressCard() {
  const { t } = useLingui();
  const { data: session } = useSession();
  const [linkTo, setLinkTo] = useState<{ address: string; delivery: EmailDeliveryState } | null>(null);
  const change = useChangeEmail();
  const resend = useRequestEmailConfirmation();
  const submit = useCardsFormSubmit({
    schema: changeEmailSchema,
    isPending: change.isPending,
    save: (data, { refuse, reset }) =>
      change.mutate(data, {
        onSuccess: ({ emailDelivery }) => {
          setLinkTo({ address: data.new_email, delivery: emailDelivery });
          reset();
          if (emailDelivery === 'queued')
            toast.success(t(emailLinkMessages.confirmQueuedTitle), emailLinkMessages.confirmQueued(data.new_email), {
              durationMs: longToastMs,
            });
          else
            toast.info(t(emailLinkMessages.confirmWaitingTitle), emailLinkMessages.confirmWaiting(data.new_email), {
              durationMs: longToastMs,
            });
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error, ['new_email', 'current_password']);
          refuse(fieldErrors);
          toast.error(t`Could not change your address`, Object.values(fieldErrors)[0] ?? errorMessage(error), {
            durationMs: longToastMs,
          });
        },
      }),
  });
  if (!session) return null;
  const { email, email_verified: verified } = session.user;

  function sendNewLink() {
    resend.mutate(undefined, {
      onSuccess: ({ emailDelivery }) =>
        emailDelivery === 'queued'
          ? toast.success(t(emailLinkMessages.confirmQueuedTitle), emailLinkMessages.confirmQueued(email))
          : toast.info(t(emailLinkMessages.confirmWaitingTitle), emailLinkMessages.confirmWaiting(email), {
              durationMs: longToastMs,
            }),
      onError: (error) => toast.error(t`Could not send a new link`, errorMessage(error), { durationMs: longToastMs }),
    });
  }

  return (
    <CardsForm
      aria-label={t`Email address`}
      form={submit}
      submitLabel={t`Change email address`}
      submitVariant="secondary"
    >
      <FormCard title={t`Email address`} description={t`You sign in with this address, and your groups write to it.`}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium text-fg break-all">{email}</span>
          {verified ? (
            <Badge variant="success">
              <Trans>Confirmed</Trans>
            </Badge>
          ) : (
            <Badge variant="warning">
              <Trans>Not confirmed</Trans>
            </Badge>
          )}
          {verified ? null : (
            <Button size="sm" variant="secondary" isPending={resend.isPending} onPress={sendNewLink}>
              <Trans>Send a new confirmation link</Trans>
            </Button>
          )}
        </div>
        {linkTo ? (
          <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg">
            {linkTo.delivery === 'queued'
              ? emailLinkMessages.changeQueued(linkTo.address, email)
              : emailLinkMessages.changeWaiting(linkTo.address, email)}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="new_email" type="email" label={t`New email address`} isRequired autoComplete="email" />
          <CurrentPasswordField />
        </div>
      </FormCard>
    </CardsForm>
  );
}
