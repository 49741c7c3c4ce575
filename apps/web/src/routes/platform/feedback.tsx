import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { prefetchDateFormat, useFormatDateTime } from '../../features/organizations/use-format-date';
import { RequirePermission } from '../../features/organizations/require-permission';
import { useOrganization } from '../../features/organizations/use-organization';
import { titleHead } from '../../lib/title';
import { trpcHooks } from '../../lib/trpc';

export const Route = createFileRoute('/platform/feedback')({
  loader: async ({ context }) => {
    const organization = context.organization;
    if (!organization?.permissions.includes('settings.manage')) return;
    // Warm the cache; a failure shows on the screen (error state and retry), not as a broken route.
    await Promise.all([
      context.trpcUtils.feedback.list.prefetch({ organization_id: organization.id }),
      prefetchDateFormat(context.trpcUtils, organization.id),
    ]);
  },
  head: () => titleHead('Feedback'),
  component: () => (
    <RequirePermission permission="settings.manage">
      <FeedbackPage />
    </RequirePermission>
  ),
});

function FeedbackPage() {
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const feedback = trpcHooks.feedback.list.useQuery({ organization_id: organizationId });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Feedback"
        description="What members sent through the dashboard's Anonymous Feedback, newest first. Nothing links a message to its sender."
      />
      {feedback.isPending ? (
        <PageSpinner label="Loading feedback" />
      ) : feedback.isError ? (
        <QueryError title="Error loading feedback" error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : feedback.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-fg-muted">
          No feedback yet.
        </p>
      ) : (
        <ol aria-label="Feedback, newest first" className="flex flex-col gap-3">
          {feedback.data.map((entry) => (
            <li key={entry.id}>
              <Card className="flex flex-col gap-2 px-5 py-4">
                <p className="text-xs font-medium text-fg-muted">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-fg">{entry.message}</p>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
