import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Card } from '../../components/ui/card';
import { dashboardQueries } from '../../features/dashboard/api';
import { requirePermission } from '../../features/organizations/guards';
import { warmDateFormat, useFormatDateTime } from '../../features/organizations/use-format-date';
import { useOrganization } from '../../features/organizations/use-organization';
import { titleHead } from '../../lib/title';
import { loadOrganization } from '../../lib/route-loader';

export const Route = createFileRoute('/platform/feedback')({
  beforeLoad: requirePermission('settings.manage'),
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(dashboardQueries.feedback(organizationId)),
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Feedback`),
  errorComponent: screenError({ heading: msg`Feedback`, title: msg`Error loading feedback` }),
  component: FeedbackPage,
});

function FeedbackPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const { data: feedback } = useSuspenseQuery(dashboardQueries.feedback(organizationId));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Feedback`}
        description={t`What members sent through the dashboard's Anonymous Feedback, newest first. Nothing links a message to its sender.`}
      />
      {feedback.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-fg-muted">
          <Trans>No feedback yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Feedback, newest first`} className="flex flex-col gap-3">
          {feedback.map((entry) => (
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
