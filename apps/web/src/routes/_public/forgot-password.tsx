import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { passwordResetRequestInput } from '@lug/domain/auth';
import type { EmailDeliveryState } from '@lug/domain/email-delivery-helpers';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { useRequestPasswordReset } from '../../features/auth/api';
import { emailDeliveryMessages } from '../../features/email-delivery/words';
import { AuthCard } from './-components/auth-card';

export const Route = createFileRoute('/_public/forgot-password')({
  head: () => titleHead(t`Forgot password`),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The answer is the same for every address: only whether the installation can send email now.
  const [answer, setAnswer] = useState<{ email: string; delivery: EmailDeliveryState } | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(passwordResetRequestInput, form);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    request.mutate(result.data, {
      onSuccess: ({ emailDelivery }) => setAnswer({ email: result.data.email, delivery: emailDelivery }),
      onError: (error) => {
        toast.error(t`Error Sending Password Reset`, error.message, { durationMs: longToastMs });
      },
    });
  }

  return (
    <AuthCard
      title={t`Forgot password`}
      description={t`Enter the email you log in with and we will send you a link to set a new password.`}
      footer={
        <Trans>
          Remembered it? <Link to="/login">Back to login</Link>
        </Trans>
      }
    >
      <div role="status" aria-live="polite">
        {answer?.delivery === 'queued' ? (
          <div className="mb-5 rounded-lg border border-line bg-success-soft p-3 text-sm text-success-text">
            {emailDeliveryMessages.forgotQueued(answer.email)}
          </div>
        ) : answer ? (
          <div className="mb-5 rounded-lg border border-warning-text/30 bg-warning-soft p-3 text-sm text-warning-text">
            {t(emailDeliveryMessages.forgotWaiting)}
          </div>
        ) : null}
      </div>
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Forgot password`}>
        <TextField name="email" type="email" label={t`Email`} isRequired autoComplete="email" autoFocus />
        <Button type="submit" isPending={request.isPending} className="w-full">
          <Trans>Send reset link</Trans>
        </Button>
      </Form>
    </AuthCard>
  );
}
