import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loginInput, loginTwoFactorInput } from '@lug/domain/auth';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { sessionQueryOptions } from '../../features/auth/session';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { safeRedirect } from '../../lib/safe-redirect';
import { searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorCode, apiFieldErrors } from '../../lib/trpc';
import { useLogin, useLoginTwoFactor } from '../../features/auth/api';
import { AuthCard } from './-components/auth-card';
import { TwoFactorCodeField } from '../../features/account-security/two-factor-code-field';

interface LoginSearch {
  /** Where to return after login (a same-site path; anything else is ignored by safeRedirect). */
  redirect?: string;
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: searchString(search.redirect) }),
  head: () => titleHead(t`Login`),
  beforeLoad: async ({ context, search }) => {
    // Already signed in: straight on.
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (session) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  const { redirect: redirectTo } = Route.useSearch();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The second step's challenge, once the password was right for an account with two factors. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useLogin();

  async function signedIn() {
    toast.success(t`Login successful`);
    await navigate({ href: safeRedirect(redirectTo) });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(loginInput, form);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    login.mutate(result.data, {
      onSuccess: async (answer) => {
        if ('two_factor_required' in answer) {
          setChallenge(answer.challenge);
          return;
        }
        await signedIn();
      },
      onError: (error) => {
        toast.error(t`Login failed`, error.message, { durationMs: longToastMs });
      },
    });
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => {
          setChallenge(null);
          login.reset();
        }}
      />
    );
  }

  return (
    <AuthCard
      title={t`Login`}
      description={t`Sign in to manage your group.`}
      footer={
        <Trans>
          No account yet? <Link to="/signup">Sign up</Link>
        </Trans>
      }
    >
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Login`}>
        <TextField name="email" type="email" label={t`Email`} isRequired autoComplete="email" autoFocus />
        <div className="flex flex-col gap-1.5">
          <TextField name="password" type="password" label={t`Password`} isRequired autoComplete="current-password" />
          <Link to="/forgot-password" className="self-end text-sm">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" isPending={login.isPending} className="w-full">
          <Trans>Login</Trans>
        </Button>
      </Form>
    </AuthCard>
  );
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verify = useLoginTwoFactor();
  const field = useRecovery ? 'recovery_code' : 'code';

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(loginTwoFactorInput, form, { challenge });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    verify.mutate(result.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error, [field]);
        if (fieldErrors[field]) {
          setErrors(fieldErrors);
          focusFirstInvalid(form);
        } else if (apiErrorCode(error) === 'UNAUTHORIZED') {
          // The sign-in itself is over (too old, too many tries): start again from the password.
          toast.error(t`Please sign in again`, error.message, { durationMs: longToastMs });
          onRestart();
        } else {
          toast.error(t`Could not check the code`, error.message, { durationMs: longToastMs });
        }
      },
    });
  }

  return (
    <AuthCard
      title={t`Two-factor authentication`}
      description={
        useRecovery
          ? t`Enter one of the recovery codes you saved when you turned two-factor authentication on. Each works once.`
          : t`Open your authenticator app and enter the code it shows for LUG Platform.`
      }
      footer={
        <Button variant="ghost" size="sm" onPress={onRestart}>
          <Trans>Back to login</Trans>
        </Button>
      }
    >
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Two-factor authentication`}>
        <TwoFactorCodeField useRecovery={useRecovery} codeLabel={t`Authentication code`} />
        <Button type="submit" isPending={verify.isPending} className="w-full">
          <Trans>Verify</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          onPress={() => {
            setErrors({});
            setUseRecovery((value) => !value);
          }}
        >
          {useRecovery ? (
            <Trans>Use your authenticator app instead</Trans>
          ) : (
            <Trans>Lost your phone? Use a recovery code</Trans>
          )}
        </Button>
      </Form>
    </AuthCard>
  );
}
