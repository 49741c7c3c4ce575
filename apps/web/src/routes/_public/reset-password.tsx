import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { passwordResetConfirmInput } from '@lug/domain/auth';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { searchString } from '../../lib/search-params';
import { apiFieldErrors } from '../../lib/trpc';
import { useConfirmPasswordReset } from '../../features/auth/api';
import { passwordAdvice } from '../../features/auth/words';
import { AuthCard } from './-components/auth-card';

interface ResetSearch {
  token?: string;
}

/** The form: the shared schema plus "type it twice" (its message is read when shown, in the active language). */
const setPasswordForm = passwordResetConfirmInput
  .extend({ confirm: z.string() })
  .refine((value) => value.password === value.confirm, { error: () => t`Passwords do not match`, path: ['confirm'] });

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({ token: searchString(search.token) }),
  head: () => titleHead(t`Set your password`),
  component: ResetPasswordPage,
});

/** Reached from the password-reset email and from the welcome email of an invited member. */
function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = useConfirmPasswordReset();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(setPasswordForm, form, { token: token ?? '' });
    setErrors(result.errors);
    if (!result.success) {
      if (result.errors.token)
        toast.error(t`This link is not valid`, t`Request a new link.`, { durationMs: longToastMs });
      focusFirstInvalid(form);
      return;
    }
    confirm.mutate(
      { token: result.data.token, password: result.data.password },
      {
        onSuccess: async () => {
          toast.success(t`Password set`, t`You can now log in with your new password.`);
          await navigate({ to: '/login' });
        },
        onError: (error) => {
          // A refused password (too common, too easy to guess) is shown on its field.
          const fieldErrors = apiFieldErrors(error, ['password']);
          setErrors(fieldErrors);
          if (fieldErrors.password) focusFirstInvalid(form);
          toast.error(t`Could not set your password`, fieldErrors.password ?? error.message, {
            durationMs: longToastMs,
          });
        },
      },
    );
  }

  if (!token) {
    return (
      <AuthCard title={t`Set your password`}>
        <div className="flex flex-col gap-4 text-sm text-fg-muted">
          <p>
            <Trans>
              This link is incomplete: it has no reset token. Open the link from your email again, or ask for a new one.
            </Trans>
          </p>
          <Link to="/forgot-password">
            <Trans>Request a new link</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Set your password`}
      description={t`Choose the password you will log in with.`}
      footer={
        <Trans>
          Link expired? <Link to="/forgot-password">Request a new link</Link>
        </Trans>
      }
    >
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Set your password`}>
        <TextField
          name="password"
          type="password"
          label={t`New password`}
          isRequired
          autoComplete="new-password"
          description={t(passwordAdvice)}
          autoFocus
        />
        <TextField name="confirm" type="password" label={t`Confirm password`} isRequired autoComplete="new-password" />
        <Button type="submit" isPending={confirm.isPending} className="w-full">
          <Trans>Set password</Trans>
        </Button>
      </Form>
    </AuthCard>
  );
}
