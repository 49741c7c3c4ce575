import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { ReportHeader, reportScreenError, RowNameLink, YearSelect } from '../../../features/reports/report-page';
import { thisYear } from '../../../features/reports/year';
import { showReportFiles, showReportQueries } from '../../../features/show-report/api';
import { DownloadLink } from '../../../features/show-report/download-link';
import { CountedFigures, NoShowsYet, useHours } from '../../../features/show-report/figures';
import { requireReportReader } from '../../../features/show-report/guard';
import { showMessages } from '../../../features/show-report/messages';
import { titleHead } from '../../../lib/title';

/**
 * A year's shows (docs/product/shows-report.md#a-years-shows): every show's visitors, exhibits,
 * members and hours, the totals, and the PDF and CSV for the ambassador reporting.
 */
export const Route = createFileRoute('/platform/reports/shows')({
  validateSearch: (search: Record<string, unknown>): { year?: number } => {
    const year = Number(search.year);
    return Number.isInteger(year) && year >= 1900 && year <= 9999 ? { year } : {};
  },
  loaderDeps: ({ search }) => ({ year: search.year ?? thisYear() }),
  beforeLoad: requireReportReader,
  loader: async ({ context, deps: { year } }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await context.queryClient.ensureQueryData(showReportQueries.year(organizationId, year));
  },
  head: () => titleHead(t`Shows`),
  errorComponent: reportScreenError(showMessages.yearTitle),
  component: ShowsReportPage,
});

function ShowsReportPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const navigate = useNavigate({ from: '/platform/reports/shows' });
  const year = Route.useSearch().year ?? thisYear();
  const { data } = useSuspenseQuery(showReportQueries.year(organizationId, year));
  const formatDate = useFormatDate();
  const hours = useHours();
  const { totals } = data;

  return (
    <div className="flex flex-col gap-6">
      <ReportHeader
        title={t(showMessages.yearTitle)}
        description={t`Visitors, exhibits, members and hours of every show in a year, for the ambassador reporting.`}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <YearSelect year={year} onChange={(y) => void navigate({ search: { year: y } })} />
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={showReportFiles.year(organizationId, year, 'pdf')}>
            <Trans>Download PDF</Trans>
          </DownloadLink>
          <DownloadLink href={showReportFiles.year(organizationId, year, 'csv')}>
            <Trans>Download CSV</Trans>
          </DownloadLink>
        </div>
      </div>

      <Card>
        <CardHeader
          title={t`Totals for ${year}`}
          description={t`Shows are activities starting in the year that have a report, exhibits or shifts.`}
        />
        <CardContent>
          <CountedFigures
            visitors={totals.visitors_total}
            exhibits={totals.exhibits_shown}
            members={totals.members_took_part}
            hours={totals.hours_staffed}
          />
        </CardContent>
      </Card>

      {data.shows.length === 0 ? (
        <NoShowsYet year={year} />
      ) : (
        <Table aria-label={t`Shows in ${year}`}>
          <TableHeader>
            <Column id="show" isRowHeader>
              <Trans>Show</Trans>
            </Column>
            <Column id="date" className="whitespace-nowrap">
              <Trans>Date</Trans>
            </Column>
            <Column id="visitors" className="text-end [&>span]:justify-end">
              <Trans>Visitors</Trans>
            </Column>
            <Column id="exhibits" className="text-end [&>span]:justify-end">
              <Trans>Exhibits</Trans>
            </Column>
            <Column id="members" className="text-end [&>span]:justify-end">
              <Trans>Members</Trans>
            </Column>
            <Column id="hours" className="text-end [&>span]:justify-end">
              <Trans>Hours</Trans>
            </Column>
          </TableHeader>
          <TableBody>
            {data.shows.map((show) => (
              <Row key={show.activity.id} id={show.activity.id}>
                <Cell>
                  <RowNameLink to="/platform/activities/$id/report" params={{ id: show.activity.id }}>
                    {show.activity.title}
                  </RowNameLink>
                  {show.filed ? null : (
                    <span className="block text-xs text-fg-muted">
                      <Trans>No visitor numbers yet</Trans>
                    </span>
                  )}
                </Cell>
                <Cell className="whitespace-nowrap">{formatDate(show.activity.start_date)}</Cell>
                <Cell className="text-end tabular-nums">{show.visitors_total}</Cell>
                <Cell className="text-end tabular-nums">{show.exhibits_shown}</Cell>
                <Cell className="text-end tabular-nums">{show.members_took_part}</Cell>
                <Cell className="text-end tabular-nums">{hours(show.hours_staffed)}</Cell>
              </Row>
            ))}
            <Row id="total" className="bg-surface-2/60 font-semibold">
              <Cell>{plural(totals.shows, { one: 'Total (# show)', other: 'Total (# shows)' })}</Cell>
              <Cell />
              <Cell className="text-end tabular-nums">{totals.visitors_total}</Cell>
              <Cell className="text-end tabular-nums">{totals.exhibits_shown}</Cell>
              <Cell className="text-end tabular-nums">{totals.members_took_part}</Cell>
              <Cell className="text-end tabular-nums">{hours(totals.hours_staffed)}</Cell>
            </Row>
          </TableBody>
        </Table>
      )}
    </div>
  );
}
