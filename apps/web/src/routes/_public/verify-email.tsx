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
  head: () => titleHead('Confirm your email address'),
  component: VerifyEmailPage,
});

/**
 * The link a confirmation email carries (docs/product/accounts.md). Confirming is a button press,
 * not the page load, so mail scanners that open links confirm nothing on the owner's behalf.
 */
function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const confirm = useConfirmEmail();

  if (!token) {
    return (
      <AuthCard
        title="Confirm your email address"
        description="This link is incomplete. Use the link from the email as it is."
      >
        <Link to="/login">Go to log in</Link>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard
        title={confirm.data.changed ? 'Email address changed' : 'Email address confirmed'}
        description={
          confirm.data.changed
            ? `You sign in with ${confirm.data.email} from now on. We told your previous address about the change.`
            : `${confirm.data.email} is confirmed. Thank you.`
        }
      >
        <Link to="/platform/dashboard">Go to the platform</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your email address"
      description="Press the button to confirm that this address is yours."
      footer={<Link to="/login">Go to log in</Link>}
    >
      <div role="status" aria-live="polite">
        {confirm.isError ? (
          <p className="mb-5 rounded-lg border border-line bg-danger-soft p-3 text-sm text-danger-text">
            {confirm.error.message}
          </p>
        ) : null}
      </div>
      <Button isPending={confirm.isPending} className="w-full" onPress={() => confirm.mutate({ token })}>
        Confirm my email address
      </Button>
    </AuthCard>
  );
}
