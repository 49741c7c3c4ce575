import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { notificationKinds } from '@lug/domain/notifications-helpers';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { notificationKindLabels } from '../../features/notifications/words';
import { searchEnum, searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';
import { useUnsubscribe } from './-components/api';
import { AuthCard } from './-components/auth-card';

const kinds = notificationKinds;
const kindLabels = notificationKindLabels;

export const Route = createFileRoute('/_public/unsubscribe')({
  // Hand-written, not zod: route options load with every page, the public home page included, whose
  // JavaScript may be at most 125 KB gzip (scripts/check-bundle-budget.mjs).
  validateSearch: (search: Record<string, unknown>) => ({
    token: searchString(search.token),
    kind: searchEnum(search.kind, kinds),
  }),
  head: () => titleHead(t`Unsubscribe`),
  component: UnsubscribePage,
});

/**
 * The link in every notification email. Unsubscribing is a button press, not the page load, so
 * mail scanners that open links cannot unsubscribe anyone.
 */
function UnsubscribePage() {
  const { t } = useLingui();
  const { token, kind } = Route.useSearch();
  const unsubscribe = useUnsubscribe();

  if (!token || !kind) {
    return (
      <AuthCard
        title={t`Unsubscribe`}
        description={t`This unsubscribe link is incomplete. Use the link from the email as it is.`}
      >
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </AuthCard>
    );
  }

  const kindLabel = t(kindLabels[kind]);
  // The server's answer: the group's name and what it will no longer send, in its words.
  const organization = unsubscribe.data?.organization;
  const description = unsubscribe.data?.description;
  return (
    <AuthCard title={t`Unsubscribe`} description={t`Stop receiving ${kindLabel} from your group by email.`}>
      <div role="status" aria-live="polite">
        {unsubscribe.isSuccess ? (
          <p className="mb-5 rounded-lg border border-line bg-success-soft p-3 text-sm text-success-text">
            <Trans>
              Done. {organization} will no longer send you {description}.
            </Trans>
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
          <Trans>Unsubscribe from {kindLabel}</Trans>
        </Button>
      )}
    </AuthCard>
  );
}
