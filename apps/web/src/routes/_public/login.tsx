import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loginInput } from '@lug/domain/auth';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { refreshSession, removeAccountData, sessionQueryOptions } from '../../features/auth/session';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { safeRedirect } from '../../lib/safe-redirect';
import { searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { TrpcProvider } from '../../lib/trpc-provider';
import { AuthCard } from './-components/auth-card';

interface LoginSearch {
  /** Where to return after login (a same-site path; anything else is ignored by safeRedirect). */
  redirect?: string;
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: searchString(search.redirect) }),
  head: () => titleHead('Login'),
  beforeLoad: async ({ context, search }) => {
    // Already signed in: straight on.
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (session) throw redirect({ href: safeRedirect(search.redirect) });
  },
  // Under TrpcProvider here, not app-wide: the home page loads no tRPC (its 120 KB budget).
  component: () => (
    <TrpcProvider>
      <LoginPage />
    </TrpcProvider>
  ),
});

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = trpc.auth.login.useMutation();

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
      onSuccess: async () => {
        removeAccountData(queryClient); // nothing cached for a previous user survives
        await refreshSession(queryClient).catch(() => undefined);
        toast.success('Login successful');
        await navigate({ href: safeRedirect(redirectTo) });
      },
      onError: (error) => {
        toast.error('Login failed', error.message, { durationMs: longToastMs });
      },
    });
  }

  return (
    <AuthCard
      title="Login"
      description="Sign in to manage your group."
      footer={
        <>
          No account yet? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <Form validationErrors={errors} onSubmit={onSubmit} aria-label="Login">
        <TextField name="email" type="email" label="Email" isRequired autoComplete="email" autoFocus />
        <div className="flex flex-col gap-1.5">
          <TextField name="password" type="password" label="Password" isRequired autoComplete="current-password" />
          <Link to="/forgot-password" className="self-end text-sm">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" isPending={login.isPending} className="w-full">
          Login
        </Button>
      </Form>
    </AuthCard>
  );
}
