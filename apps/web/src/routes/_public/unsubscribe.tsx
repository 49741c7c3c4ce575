import { createFileRoute } from '@tanstack/react-router';
import { notificationKindLabels, notificationKinds } from '@lug/domain/notifications-helpers';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { searchEnum, searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';
import { useUnsubscribe } from './-components/api';
import { AuthCard } from './-components/auth-card';

const kinds = notificationKinds;
const kindLabels = notificationKindLabels;

export const Route = createFileRoute('/_public/unsubscribe')({
  // Hand-written, not zod: route options load with every page, the public home page included, whose
  // JavaScript may be at most 123 KB gzip (scripts/check-bundle-budget.mjs).
  validateSearch: (search: Record<string, unknown>) => ({
    token: searchString(search.token),
    kind: searchEnum(search.kind, kinds),
  }),
  head: () => titleHead('Unsubscribe'),
  component: UnsubscribePage,
});

/**
 * The link in every notification email. Unsubscribing is a button press, not the page load, so
 * mail scanners that open links cannot unsubscribe anyone.
 */
function UnsubscribePage() {
  const { token, kind } = Route.useSearch();
  const unsubscribe = useUnsubscribe();

  if (!token || !kind) {
    return (
      <AuthCard
        title="Unsubscribe"
        description="This unsubscribe link is incomplete. Use the link from the email as it is."
      >
        <Link to="/">Back to the home page</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Unsubscribe" description={`Stop receiving ${kindLabels[kind]} from your group by email.`}>
      <div role="status" aria-live="polite">
        {unsubscribe.isSuccess ? (
          <p className="mb-5 rounded-lg border border-line bg-success-soft p-3 text-sm text-success-text">
            Done. {unsubscribe.data.organization} will no longer send you {unsubscribe.data.description}.
          </p>
        ) : null}
        {unsubscribe.isError ? (
          <p className="mb-5 rounded-lg border border-line bg-danger-soft p-3 text-sm text-danger-text">
            {unsubscribe.error.message}
          </p>
        ) : null}
      </div>
      {unsubscribe.isSuccess ? null : (
        <Button
          isPending={unsubscribe.isPending}
          className="w-full"
          onPress={() => unsubscribe.mutate({ token, kind })}
        >
          Unsubscribe from {kindLabels[kind]}
        </Button>
      )}
    </AuthCard>
  );
}
