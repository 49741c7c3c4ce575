import { useMemo } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { reportEmptyTexts, type MemberStatsRow } from '@lug/domain/reports';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { topMembersByPoints } from '../../../features/reports/chart-data';
import { ChartFigure } from '../../../features/reports/chart-figure';
import { downloadCsv, toCsv } from '../../../features/reports/csv';
import { reportMessages } from '../../../features/reports/messages';
import { useReportSort } from '../../../features/reports/sort';
import { reportYears, thisYear } from '../../../features/reports/year';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/platform/reports/member-activities')({
  validateSearch: (search): { year?: number | undefined } => ({ year: searchInt(search.year) }),
  loaderDeps: ({ search }) => ({ year: search.year ?? thisYear() }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization?.permissions.includes('reports.view')) return;
    // Warm the cache; a failure shows on the screen (error state and retry), not as a broken route.
    await context.trpc.reports.memberStats.prefetch({ organization_id: organization.id, year: deps.year });
  },
  head: () => titleHead('Member Activities Report'),
  component: () => (
    <RequirePermission permission="reports.view">
      <MemberActivitiesReportPage />
    </RequirePermission>
  ),
});

type SortKey = 'memberName' | 'totalActivities' | 'totalPoints';
type StatsRow = MemberStatsRow & { id: number };

function MemberActivitiesReportPage() {
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/reports/member-activities' });
  const year = search.year ?? thisYear();

  const stats = trpc.reports.memberStats.useQuery({ organization_id: organizationId, year });
  const rows = useMemo<StatsRow[]>(() => (stats.data ?? []).map((row) => ({ ...row, id: row.memberId })), [stats.data]);
  const { sorted, sortDescriptor, onSortChange } = useReportSort<StatsRow, SortKey>(rows, {
    key: 'totalPoints',
    direction: 'desc',
  });
  const totals = useMemo(
    () => ({
      activities: rows.reduce((sum, row) => sum + row.totalActivities, 0),
      points: rows.reduce((sum, row) => sum + row.totalPoints, 0),
    }),
    [rows],
  );
  const topTen = useMemo(() => topMembersByPoints(rows, 10), [rows]);

  function exportCsv() {
    const csv = toCsv(
      ['Member Name', 'Total Activities', 'Total Points'],
      [...sorted.map((row) => [row.memberName, row.totalActivities, row.totalPoints]), ['Total', totals.activities, totals.points]],
    );
    downloadCsv(`member-activities-${year}.csv`, csv);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={reportMessages.memberActivitiesTitle}
        description="Every member’s activities and points in a year."
        actions={
          <ButtonLink to="/platform/reports" variant="secondary">
            {reportMessages.backToReports}
          </ButtonLink>
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Select
          label="Year"
          className="sm:w-36"
          value={String(year)}
          onChange={(key) => void navigate({ search: (prev) => ({ ...prev, year: Number(key) }) })}
        >
          {reportYears(year).map((y) => (
            <SelectItem key={y} id={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Button variant="secondary" onPress={exportCsv} isDisabled={rows.length === 0}>
          {reportMessages.exportCsv}
        </Button>
      </div>

      {stats.isPending ? (
        <PageSpinner label="Loading report" />
      ) : stats.isError ? (
        <QueryError title={reportMessages.errorLoadingReport} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          {rows.length > 0 ? (
            <ChartFigure
              title={`Top ${Math.min(10, rows.length)} members by points`}
              description={`The members with the most points in ${year}.`}
              bars={topTen}
              orientation="bars"
            />
          ) : null}
          <Table aria-label={`Member activities in ${year}`} sortDescriptor={sortDescriptor} onSortChange={onSortChange}>
            <TableHeader>
              <Column id="memberName" isRowHeader allowsSorting className="whitespace-normal sm:whitespace-nowrap">
                Member Name
              </Column>
              <Column id="totalActivities" allowsSorting className="text-end whitespace-normal sm:whitespace-nowrap [&>span]:justify-end">
                Total Activities
              </Column>
              <Column id="totalPoints" allowsSorting className="text-end whitespace-normal sm:whitespace-nowrap [&>span]:justify-end">
                Total Points
              </Column>
            </TableHeader>
            <TableBody
              renderEmptyState={() => (
                <p className="px-4 py-10 text-center text-sm text-fg-muted">{reportEmptyTexts.memberActivities}</p>
              )}
            >
              {sorted.map((row) => (
                <Row key={row.id} id={row.id}>
                  <Cell>
                    <Link
                      to="/platform/reports/member-details"
                      search={{ member: row.memberId, year }}
                      variant="quiet"
                      className="font-medium text-fg"
                    >
                      {row.memberName}
                    </Link>
                  </Cell>
                  <Cell className="text-end tabular-nums">{row.totalActivities}</Cell>
                  <Cell className="text-end tabular-nums">{row.totalPoints}</Cell>
                </Row>
              ))}
              {rows.length > 0 ? (
                <Row id="total" className="bg-surface-2/60 font-semibold">
                  <Cell>Total</Cell>
                  <Cell className="text-end tabular-nums">{totals.activities}</Cell>
                  <Cell className="text-end tabular-nums">{totals.points}</Cell>
                </Row>
              ) : null}
            </TableBody>
          </Table>
        </>
      )}
    </div>
  );
}
