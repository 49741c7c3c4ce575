import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header';
import { screenError } from '../../../../components/screen-error';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { Detail } from '../../../../components/ui/detail';
import { ButtonLink, ExternalLink } from '../../../../components/ui/link';
import { formatActivityWhen } from '../../../../features/activities/format';
import { useFormatDate, useFormatDateTime } from '../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { showReportFiles, showReportQueries } from '../../../../features/show-report/api';
import { DownloadLink } from '../../../../features/show-report/download-link';
import { CountedFigures } from '../../../../features/show-report/figures';
import { requireReportReader } from '../../../../features/show-report/guard';
import { ShowReportForm } from '../../../../features/show-report/report-form';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { activityQueries } from '../../../../features/activities/api';
import { titleHead } from '../../../../lib/title';

/**
 * The post-show report of one activity (docs/product/shows-report.md): the counted figures,
 * the entered ones (a form for managers) and the downloads.
 */
export const Route = createFileRoute('/platform/activities/$id/report')({
  params: numericIdParams,
  beforeLoad: requireReportReader,
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(showReportQueries.get(organizationId, id)),
  ]),
  head: () => titleHead(t`Post-show report`),
  errorComponent: (props) =>
    screenError({
      heading: t`Post-show report`,
      title: t`Error loading the report`,
      back: { to: '/platform/activities', label: t`Back to Activities` },
    })(props),
  component: ShowReportPage,
});

function ShowReportPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId, can } = useOrganization();
  const formatDate = useFormatDate();
  const { data: report } = useSuspenseQuery(showReportQueries.get(organizationId, id));
  const canEdit = can('activities.manage');
  const formatDateTime = useFormatDateTime();
  const updated = report.updated_at ? formatDateTime(report.updated_at) : null;
  const updatedBy = report.updated_by;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Post-show report`}
        description={
          <span className="flex flex-col">
            <span className="font-medium text-fg">{report.activity.title}</span>
            <span>
              {formatActivityWhen({ ...report.activity, start_time: null, end_time: null }, formatDate)}
              {report.activity.location ? ` · ${report.activity.location}` : ''}
            </span>
          </span>
        }
        actions={
          <>
            <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
              <Trans>Back to the activity</Trans>
            </ButtonLink>
            <DownloadLink href={showReportFiles.show(id, 'pdf')}>
              <Trans>Download PDF</Trans>
            </DownloadLink>
            <DownloadLink href={showReportFiles.show(id, 'csv')}>
              <Trans>Download CSV</Trans>
            </DownloadLink>
          </>
        }
      />

      <Card>
        <CardHeader
          title={t`Counted from the records`}
          description={t`These figures are counted when the report is read, so they always match the exhibits, participation and shifts.`}
        />
        <CardContent>
          <CountedFigures
            visitors={report.visitors_total}
            exhibits={report.exhibits_shown}
            members={report.members_took_part}
            hours={report.hours_staffed}
            confirmedSignups={report.confirmed_signups}
          />
        </CardContent>
      </Card>

      {canEdit ? (
        <ShowReportForm organizationId={organizationId} report={report} />
      ) : (
        <Card>
          <CardHeader title={t`Visitors, notes and photos`} />
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail label={t`Children`}>{report.visitors_children}</Detail>
              <Detail label={t`Teens`}>{report.visitors_teens}</Detail>
              <Detail label={t`Adults`}>{report.visitors_adults}</Detail>
            </dl>
            <dl className="mt-4 flex flex-col gap-4">
              <Detail label={t`Notes`}>
                {report.notes ? (
                  <span className="whitespace-pre-line">{report.notes}</span>
                ) : (
                  <span className="text-fg-subtle italic">
                    <Trans>No notes</Trans>
                  </span>
                )}
              </Detail>
            </dl>
          </CardContent>
        </Card>
      )}

      {report.photo_links.length > 0 ? (
        <Card>
          <CardHeader title={t`Photos`} />
          <CardContent>
            <ul className="flex flex-col gap-1">
              {report.photo_links.map((link) => (
                <li key={link} className="min-w-0 truncate">
                  <ExternalLink href={link} variant="inline">
                    {link}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <p className="text-sm text-fg-muted">
        {report.filed && updated ? (
          updatedBy ? (
            // No full stop after the name: a display name may end in one ("Alex B.").
            <Trans>Last saved {updated} by {updatedBy}</Trans>
          ) : (
            <Trans>Last saved {updated}</Trans>
          )
        ) : (
          <Trans>No figures entered yet.</Trans>
        )}
      </p>
    </div>
  );
}
