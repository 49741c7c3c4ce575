import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';
import { useConfirmEmail } from '../../features/auth/api';
import { AuthCard } from './-components/auth-card';

export const Route = createFileRoute('/_public/verify-email')({
  // Hand-written, not zod: route options load with every page (the browser budget).
  validateSearch: (search: Record<string, unknown>) => ({ token: searchString(search.token) }),
  head: () => titleHead(t`Confirm your email address`),
  component: VerifyEmailPage,
});

/**
 * The link a confirmation email carries (docs/product/accounts.md). Confirming is a button press,
 * not the page load, so mail scanners that open links confirm nothing on the owner's behalf.
 */
function VerifyEmailPage() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  const confirm = useConfirmEmail();

  if (!token) {
    return (
      <AuthCard
        title={t`Confirm your email address`}
        description={t`This link is incomplete. Use the link from the email as it is.`}
      >
        <Link to="/login">
          <Trans>Go to log in</Trans>
        </Link>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    const email = confirm.data.email;
    return (
      <AuthCard
        title={confirm.data.changed ? t`Email address changed` : t`Email address confirmed`}
        description={
          confirm.data.changed
            ? t`You sign in with ${email} from now on. We told your previous address about the change.`
            : t`${email} is confirmed. Thank you.`
        }
      >
        <Link to="/platform/dashboard">
          <Trans>Go to the platform</Trans>
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Confirm your email address`}
      description={t`Press the button to confirm that this address is yours.`}
      footer={
        <Link to="/login">
          <Trans>Go to log in</Trans>
        </Link>
      }
    >
      <div role="status" aria-live="polite">
        {confirm.isError ? (
          <p className="mb-5 rounded-lg border border-line bg-danger-soft p-3 text-sm text-danger-text">
            {confirm.error.message}
          </p>
        ) : null}
      </div>
      <Button isPending={confirm.isPending} className="w-full" onPress={() => confirm.mutate({ token })}>
        <Trans>Confirm my email address</Trans>
      </Button>
    </AuthCard>
  );
}
