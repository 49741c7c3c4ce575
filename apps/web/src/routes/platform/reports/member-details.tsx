import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { memberDisplayName } from '@lug/domain/member-name';
import type { MemberReportRow } from '@lug/domain/reports';
import { Button } from '../../../components/ui/button';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { displayName, useSession } from '../../../features/auth/session';
import { MemberPicker } from '../../../features/members/member-picker';
import { warmDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { reportQueries } from '../../../features/reports/api';
import { pointsPerMonth } from '../../../features/reports/chart-data';
import { ChartFigure } from '../../../features/reports/chart-figure';
import { downloadCsv, fileSlug, toCsv } from '../../../features/reports/csv';
import { reportMessages } from '../../../features/reports/messages';
import { ReportHeader, reportScreenError, RowNameLink, YearSelect } from '../../../features/reports/report-page';
import { useReportSort } from '../../../features/reports/sort';
import { thisYear } from '../../../features/reports/year';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

export const Route = createFileRoute('/platform/reports/member-details')({
  validateSearch: (search): { member?: number | undefined; year?: number | undefined } => ({
    member: searchInt(search.member),
    year: searchInt(search.year),
  }),
  loaderDeps: ({ search }) => ({ member: search.member, year: search.year ?? thisYear() }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization) return;
    const canViewAll = organization.permissions.includes('reports.view');
    const memberId = canViewAll ? deps.member : context.session.user.id;
    const { queryClient } = context;
    await Promise.all([
      warmDateFormat(queryClient, organization.id),
      // The chosen member's name (the picker searches the server as the user types): without it the
      // report names the member by number, so its failure does not stop the screen.
      canViewAll && deps.member !== undefined
        ? queryClient.prefetchQuery(reportQueries.member(organization.id, deps.member))
        : null,
      memberId !== undefined
        ? queryClient.ensureQueryData(reportQueries.memberReport(organization.id, memberId, deps.year))
        : null,
    ]);
  },
  head: () => titleHead(t`Member Details Report`),
  errorComponent: reportScreenError(reportMessages.memberDetailsTitle),
  component: MemberDetailsReportPage,
});

type SortKey = 'date' | 'activityName' | 'points';
type ReportRow = MemberReportRow & { id: number };

function MemberDetailsReportPage() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganization();
  const { data: session } = useSession();
  const canViewAll = can('reports.view');
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/reports/member-details' });
  const year = search.year ?? thisYear();
  const ownId = session?.user.id;
  const memberId = canViewAll ? search.member : ownId;

  // The name only: the loader read it; a member the picker just chose shows by number until it comes.
  const chosen = useQuery({
    ...reportQueries.member(organizationId, memberId ?? 0),
    enabled: canViewAll && memberId !== undefined,
  });
  const memberName = canViewAll
    ? chosen.data
      ? memberDisplayName(chosen.data)
      : undefined
    : session
      ? displayName(session.user)
      : undefined;

  return (
    <div className="flex flex-col gap-6">
      <ReportHeader
        title={t(reportMessages.memberDetailsTitle)}
        description={
          canViewAll
            ? t`One member’s activities, roles and points in a year.`
            : t`Your activities, roles and points in a year.`
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {canViewAll ? (
          <MemberPicker
            organizationId={organizationId}
            className="sm:w-80"
            placeholder={t`Select a member`}
            value={memberId}
            onChange={(member) => void navigate({ search: (prev) => ({ ...prev, member }) })}
            loadErrorMessage={t(reportMessages.errorLoadingMembers)}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-fg">
              <Trans>Member</Trans>
            </span>
            <span className="flex h-10 items-center text-sm text-fg sm:h-9">{memberName}</span>
          </div>
        )}
        <YearSelect year={year} onChange={(y) => void navigate({ search: (prev) => ({ ...prev, year: y }) })} />
      </div>

      {memberId === undefined ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-fg-muted">
          <Trans>Choose a member to see their report.</Trans>
        </p>
      ) : (
        <MemberReport memberId={memberId} memberName={memberName ?? t`Member ${memberId}`} year={year} />
      )}
    </div>
  );
}

function MemberReport({ memberId, memberName, year }: { memberId: number; memberName: string; year: number }) {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const formatDate = useFormatDate();
  const { data: report } = useSuspenseQuery(reportQueries.memberReport(organizationId, memberId, year));
  const rows = useMemo<ReportRow[]>(() => report.participations.map((row, index) => ({ ...row, id: index })), [report]);
  const { sorted, sortDescriptor, onSortChange } = useReportSort<ReportRow, SortKey>(rows, {
    key: 'date',
    direction: 'desc',
  });
  const bars = useMemo(() => pointsPerMonth(rows), [rows]);

  const { totalPoints } = report;

  async function exportCsv() {
    try {
      const csv = toCsv(
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the CSV's columns are a data format scripts read (docs/product/reports.md), the same in every language
        ['Date', 'Activity Name', 'Participation Role', 'Points'],
        [
          ...sorted.map((row) => [row.date, row.activityName, row.roleName, row.points]),
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the CSV's totals row, part of its data format
          ['Total Points', '', '', totalPoints],
        ],
      );
      downloadCsv(`member-details-${fileSlug(memberName)}-${year}.csv`, csv);
    } catch (error) {
      // The CSV writer loads on demand: a lost connection or a newer deployment can refuse it.
      toast.error(t(reportMessages.errorExportingReport), errorMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight text-fg">
          {memberName} · {year}
        </h2>
        <Button variant="secondary" onPress={exportCsv} isDisabled={rows.length === 0}>
          {t(reportMessages.exportCsv)}
        </Button>
      </div>
      {rows.length > 0 ? (
        <ChartFigure
          title={t`Points per month`}
          description={t`${memberName}’s points in each month of ${year}.`}
          bars={bars}
          orientation="columns"
        />
      ) : null}
      <Table
        aria-label={t`Activities of ${memberName} in ${year}`}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
      >
        <TableHeader>
          <Column id="date" isRowHeader allowsSorting>
            <Trans>Date</Trans>
          </Column>
          <Column id="activityName" allowsSorting className="whitespace-normal sm:whitespace-nowrap">
            <Trans>Activity Name</Trans>
          </Column>
          <Column id="roleName" className="whitespace-normal sm:whitespace-nowrap">
            <Trans>Participation Role</Trans>
          </Column>
          <Column id="points" allowsSorting className="text-end [&>span]:justify-end">
            <Trans>Points</Trans>
          </Column>
        </TableHeader>
        <TableBody
          renderEmptyState={() => (
            <p className="px-4 py-10 text-center text-sm text-fg-muted">{t(reportMessages.noActivities)}</p>
          )}
        >
          {sorted.map((row) => (
            <Row key={row.id} id={row.id}>
              <Cell className="whitespace-nowrap tabular-nums">{formatDate(row.date)}</Cell>
              <Cell>
                <RowNameLink to="/platform/activities/$id" params={{ id: row.activityId }}>
                  {row.activityName}
                </RowNameLink>
              </Cell>
              <Cell>{row.roleName}</Cell>
              <Cell className="text-end tabular-nums">{row.points}</Cell>
            </Row>
          ))}
          {rows.length > 0 ? (
            <Row id="total" className="bg-surface-2/60 font-semibold">
              <Cell>
                <Trans>Total Points</Trans>
              </Cell>
              <Cell>
                <span className="sr-only">
                  <Trans>All activities</Trans>
                </span>
              </Cell>
              <Cell>
                <span className="sr-only">
                  <Trans>All roles</Trans>
                </span>
              </Cell>
              <Cell className="text-end tabular-nums">{totalPoints}</Cell>
            </Row>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
