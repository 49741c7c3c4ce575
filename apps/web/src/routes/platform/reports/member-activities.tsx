import { useMemo, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { nextSort, type MemberStatsSort } from '@lug/domain/reports-helpers';
import type { SortDescriptor } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationNouns } from '../../../components/ui/pagination';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { reportQueries } from '../../../features/reports/api';
import { topMembersByPoints } from '../../../features/reports/chart-data';
import { ChartFigure } from '../../../features/reports/chart-figure';
import { downloadCsv, toCsv } from '../../../features/reports/csv';
import { reportMessages } from '../../../features/reports/messages';
import { ReportHeader, reportScreenError, RowNameLink, YearSelect } from '../../../features/reports/report-page';
import {
  defaultMemberStatsSort,
  memberStatsPageRequest,
  readMemberActivitiesSearch,
  sortLikeMemberStatsPage,
} from '../../../features/reports/member-stats-page';
import { thisYear } from '../../../features/reports/year';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

export const Route = createFileRoute('/platform/reports/member-activities')({
  validateSearch: readMemberActivitiesSearch,
  loaderDeps: ({ search }) => ({ year: search.year ?? thisYear(), ...memberStatsPageRequest(search) }),
  beforeLoad: requirePermission('reports.view'),
  // The page shown and the chart's top members; a new sort or page keeps the table on screen
  // while the loader reads it.
  loader: async ({ context, deps: { year, ...page } }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(reportQueries.memberStatsPage(organizationId, year, page)),
      context.queryClient.ensureQueryData(
        reportQueries.memberStatsPage(organizationId, year, memberStatsPageRequest({})),
      ),
    ]);
  },
  head: () => titleHead(t`Member Activities Report`),
  errorComponent: reportScreenError(reportMessages.memberActivitiesTitle),
  component: MemberActivitiesReportPage,
});

function MemberActivitiesReportPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/reports/member-activities' });
  const year = search.year ?? thisYear();
  const request = memberStatsPageRequest(search);

  // One page, sorted on the server (decision 12).
  const { data: stats } = useSuspenseQuery(reportQueries.memberStatsPage(organizationId, year, request));
  // The chart: the year's top ten by points, whatever the table's sort or page (the default first
  // page, so the default view makes no second request).
  const { data: top } = useSuspenseQuery(
    reportQueries.memberStatsPage(organizationId, year, memberStatsPageRequest({})),
  );
  const topTen = useMemo(() => topMembersByPoints(top.rows, 10), [top]);
  const topCount = topTen.length;
  const { rows, total } = stats;

  const sortDescriptor: SortDescriptor = {
    column: request.sort,
    direction: request.direction === 'asc' ? 'ascending' : 'descending',
  };
  function onSortChange(descriptor: SortDescriptor) {
    const next = nextSort(
      { key: request.sort, direction: request.direction },
      String(descriptor.column) as MemberStatsSort,
    );
    const isDefault = next.key === defaultMemberStatsSort.key && next.direction === defaultMemberStatsSort.direction;
    // A new order starts at the first page.
    void navigate({
      search: (prev) => ({
        ...prev,
        sort: isDefault ? undefined : next.key,
        direction: isDefault ? undefined : next.direction,
        page: undefined,
      }),
    });
  }
  function goToPage(target: number) {
    void navigate({ search: (prev) => ({ ...prev, page: target > 1 ? target : undefined }) });
  }

  // The CSV holds the whole report (the whole-list call kept for scripts, GET /participation/member-stats),
  // read when asked.
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const whole = await queryClient.fetchQuery(reportQueries.memberStats(organizationId, year));
      const sorted = sortLikeMemberStatsPage(whole, request.sort, request.direction);
      const csv = toCsv(
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the CSV's columns are a data format scripts read (docs/product/reports.md), the same in every language
        ['Member Name', 'Total Activities', 'Total Points'],
        [
          ...sorted.map((row) => [row.memberName, row.totalActivities, row.totalPoints]),
          [
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the CSV's totals row, part of its data format
            'Total',
            sorted.reduce((sum, row) => sum + row.totalActivities, 0),
            sorted.reduce((sum, row) => sum + row.totalPoints, 0),
          ],
        ],
      );
      downloadCsv(`member-activities-${year}.csv`, csv);
    } catch (error) {
      toast.error(t(reportMessages.errorExportingReport), errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ReportHeader
        title={t(reportMessages.memberActivitiesTitle)}
        description={t`Every member’s activities and points in a year.`}
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <YearSelect
          year={year}
          onChange={(y) => void navigate({ search: (prev) => ({ ...prev, year: y, page: undefined }) })}
        />
        <Button variant="secondary" onPress={() => void exportCsv()} isPending={exporting} isDisabled={total === 0}>
          {t(reportMessages.exportCsv)}
        </Button>
      </div>

      {topTen.length > 0 ? (
        <ChartFigure
          title={plural(topCount, { one: 'Top # member by points', other: 'Top # members by points' })}
          description={t`The members with the most points in ${year}.`}
          bars={topTen}
          orientation="bars"
        />
      ) : null}
      <Table aria-label={t`Member activities in ${year}`} sortDescriptor={sortDescriptor} onSortChange={onSortChange}>
        <TableHeader>
          <Column id="memberName" isRowHeader allowsSorting className="whitespace-normal sm:whitespace-nowrap">
            <Trans>Member Name</Trans>
          </Column>
          <Column
            id="totalActivities"
            allowsSorting
            className="text-end whitespace-normal sm:whitespace-nowrap [&>span]:justify-end"
          >
            <Trans>Total Activities</Trans>
          </Column>
          <Column
            id="totalPoints"
            allowsSorting
            className="text-end whitespace-normal sm:whitespace-nowrap [&>span]:justify-end"
          >
            <Trans>Total Points</Trans>
          </Column>
        </TableHeader>
        <TableBody
          renderEmptyState={() => (
            <p className="px-4 py-10 text-center text-sm text-fg-muted">
              {total === 0 ? (
                t(reportMessages.noMemberActivities)
              ) : (
                <Trans>This page is past the end of the report.</Trans>
              )}
            </p>
          )}
        >
          {rows.map((row) => (
            <Row key={row.memberId} id={row.memberId}>
              <Cell>
                <RowNameLink to="/platform/reports/member-details" search={{ member: row.memberId, year }}>
                  {row.memberName}
                </RowNameLink>
              </Cell>
              <Cell className="text-end tabular-nums">{row.totalActivities}</Cell>
              <Cell className="text-end tabular-nums">{row.totalPoints}</Cell>
            </Row>
          ))}
          {rows.length > 0 ? (
            // Sums over every member of the year (the server's totals), not only this page.
            <Row id="total" className="bg-surface-2/60 font-semibold">
              <Cell>
                <Trans>Total (all members)</Trans>
              </Cell>
              <Cell className="text-end tabular-nums">{stats.totals.totalActivities}</Cell>
              <Cell className="text-end tabular-nums">{stats.totals.totalPoints}</Cell>
            </Row>
          ) : null}
        </TableBody>
      </Table>
      {total > 0 ? (
        <Pagination
          offset={request.offset}
          limit={request.limit}
          total={total}
          noun={paginationNouns.members}
          onOffsetChange={(offset) => goToPage(offset / request.limit + 1)}
        />
      ) : null}
    </div>
  );
}
