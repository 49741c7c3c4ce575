import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { signupInput } from '@lug/domain/auth';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors } from '../../lib/trpc';
import { useSignup } from '../../features/auth/api';
import { passwordAdvice } from '../../features/auth/words';
import { emailLinkMessages } from '../../features/email/words';
import { AuthCard } from './-components/auth-card';

export const Route = createFileRoute('/_public/signup')({
  head: () => titleHead(t`Sign up`),
  component: SignupPage,
});

function SignupPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signup = useSignup();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(signupInput, form);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    signup.mutate(result.data, {
      onSuccess: async ({ user, emailDelivery }) => {
        if (emailDelivery === 'queued') toast.success(t`Account created`, emailLinkMessages.signedUpQueued(user.email));
        else toast.info(t`Account created`, emailLinkMessages.signedUpWaiting(user.email), { durationMs: longToastMs });
        await navigate({ to: '/welcome' });
      },
      onError: (error) => {
        // A refused password (too common, too easy to guess) is shown on its field, as the API words it.
        const fieldErrors = apiFieldErrors(error, ['email', 'password', 'first_name', 'last_name']);
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(form);
        toast.error(t`Sign up failed`, Object.values(fieldErrors)[0] ?? error.message, { durationMs: longToastMs });
      },
    });
  }

  return (
    <AuthCard
      title={t`Create your account`}
      description={t`One account for every group you belong to.`}
      footer={
        <Trans>
          Already have an account? <Link to="/login">Login</Link>
        </Trans>
      }
    >
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Sign up`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="first_name" label={t`First name`} isRequired autoComplete="given-name" autoFocus />
          <TextField name="last_name" label={t`Last name`} isRequired autoComplete="family-name" />
        </div>
        <TextField name="email" type="email" label={t`Email`} isRequired autoComplete="email" />
        <TextField
          name="password"
          type="password"
          label={t`Password`}
          isRequired
          autoComplete="new-password"
          description={t(passwordAdvice)}
        />
        <Button type="submit" isPending={signup.isPending} className="w-full">
          <Trans>Create account</Trans>
        </Button>
      </Form>
    </AuthCard>
  );
}
