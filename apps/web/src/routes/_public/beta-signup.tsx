import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { betaApplicationInput } from '@lug/domain/beta';
import { Button } from '../../components/ui/button';
import { Form, FormActions } from '../../components/ui/form';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { betaMessages } from '../../features/beta/words';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { useSubmitBetaApplication } from './-components/api';

export const Route = createFileRoute('/_public/beta-signup')({
  head: () => titleHead(t`Join the Beta`),
  component: BetaSignupPage,
});

function BetaSignupPage() {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitBetaApplication();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(betaApplicationInput, form);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    submit.mutate(result.data, {
      onSuccess: () => {
        toast.success(t(betaMessages.submittedTitle), t(betaMessages.submitted));
        form.reset();
      },
      onError: () => {
        toast.error(t(betaMessages.failed), undefined, { durationMs: longToastMs });
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-medium text-accent-text">
          <Trans>Beta programme</Trans>
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-fg">
          <Trans>Join the Beta</Trans>
        </h1>
        <p className="text-fg-muted">
          <Trans>
            LUG Platform is free during the beta. Tell us about your group and we will be in touch to set you up.
          </Trans>
        </p>
        <ul className="mt-2 flex flex-col gap-2 text-sm text-fg-muted">
          <li>
            • <Trans>Free for your whole group while the beta lasts</Trans>
          </li>
          <li>
            • <Trans>Help decide what comes next</Trans>
          </li>
          <li>
            • <Trans>Your data stays yours: export it any time</Trans>
          </li>
        </ul>
      </div>
      <div className="rounded-xl border border-line bg-surface p-6 shadow-card">
        <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Beta application`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="lugName" label={t`LUG Name`} isRequired autoComplete="organization" />
            <TextField name="contactName" label={t`Contact Name`} isRequired autoComplete="name" />
          </div>
          <TextField name="email" type="email" label={t`Email`} isRequired autoComplete="email" />
          <TextField
            name="website"
            type="url"
            label={t`Website`}
            isRequired
            placeholder="https://"
            autoComplete="url"
          />
          <TextAreaField
            name="about"
            label={t`About`}
            description={t`Optional: your group's size, what you do, what you need.`}
            rows={4}
          />
          <FormActions>
            <Button type="submit" isPending={submit.isPending}>
              <Trans>Submit Application</Trans>
            </Button>
          </FormActions>
        </Form>
      </div>
    </div>
  );
}
