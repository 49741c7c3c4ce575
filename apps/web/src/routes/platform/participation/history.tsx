import { useMemo } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ParticipationHistoryPage } from '@lug/domain/participation';
import { historyPageSize } from '@lug/domain/years';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { MemberPicker } from '../../../features/members/member-picker';
import { prefetchDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationMessages } from '../../../features/participation/messages';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

const pageSize = historyPageSize.default;
const nextCursor = (page: ParticipationHistoryPage) => page.nextCursor;
const allKey = 'all';

/**
 * Participation History (docs/product/participation.md#participation-history): every record,
 * newest first, filtered by year (the years that have records) and member, with a summary over the
 * whole filter, paged by cursor.
 * Members who may not see everyone's history (neither participation.manage nor reports.view) see
 * their own: the server scopes it, and the Member filter is not offered.
 */
export const Route = createFileRoute('/platform/participation/history')({
  validateSearch: (search: Record<string, unknown>): { year?: number; member?: number } => ({
    year: searchInt(search.year),
    member: searchInt(search.member),
  }),
  loaderDeps: ({ search }) => ({ year: search.year, member: search.member }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization) return;
    const seesEveryone = organization.permissions.some((p) => p === 'participation.manage' || p === 'reports.view');
    await Promise.all([
      context.trpcUtils.participation.history.prefetchInfinite(
        { organization_id: organization.id, year: deps.year, member_id: seesEveryone ? deps.member : undefined, limit: pageSize },
        { initialCursor: null, getNextPageParam: nextCursor },
      ),
      context.trpcUtils.participation.years.prefetch({ organization_id: organization.id }),
      // The chosen member's name (the Member picker searches the server as the user types).
      seesEveryone && deps.member !== undefined
        ? context.trpcUtils.members.get.prefetch({ organization_id: organization.id, id: deps.member })
        : undefined,
      prefetchDateFormat(context.trpcUtils, organization.id),
    ]);
  },
  head: () => titleHead('Participation History'),
  component: ParticipationHistoryPage,
});

function ParticipationHistoryPage() {
  const { organizationId, can } = useOrganization();
  const seesEveryone = can('participation.manage') || can('reports.view');
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/participation/history' });
  const memberId = seesEveryone ? search.member : undefined;
  const formatDate = useFormatDate();

  const history = trpcHooks.participation.history.useInfiniteQuery(
    { organization_id: organizationId, year: search.year, member_id: memberId, limit: pageSize },
    { initialCursor: null, getNextPageParam: nextCursor },
  );
  const years = trpcHooks.participation.years.useQuery({ organization_id: organizationId });
  useErrorToast(history.error, participationMessages.historyFailed);

  const yearOptions = useMemo(() => {
    const list = [...(years.data ?? [])];
    if (search.year !== undefined && !list.includes(search.year)) list.push(search.year);
    return list.sort((a, b) => b - a);
  }, [years.data, search.year]);

  const pages = history.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const summary = pages?.[0]?.summary;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Participation History"
        description={seesEveryone ? 'Every participation recorded in your group, newest first.' : 'Your participation, newest first.'}
        actions={
          can('participation.manage') ? (
            <ButtonLink to="/platform/participation" variant="secondary">
              Participation Manager
            </ButtonLink>
          ) : null
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          label="Year"
          className="sm:w-40"
          value={search.year === undefined ? allKey : String(search.year)}
          onChange={(key) =>
            void navigate({ search: (prev) => ({ ...prev, year: key === allKey || key === null ? undefined : Number(key) }) })
          }
        >
          <SelectItem id={allKey}>All Years</SelectItem>
          {yearOptions.map((year) => (
            <SelectItem key={year} id={String(year)}>
              {String(year)}
            </SelectItem>
          ))}
        </Select>
        {seesEveryone ? (
          <MemberPicker
            organizationId={organizationId}
            className="sm:w-72"
            allLabel="All Members"
            value={memberId}
            onChange={(member) => void navigate({ search: (prev) => ({ ...prev, member }) })}
            loadErrorMessage={participationMessages.membersFailed}
          />
        ) : null}
      </div>

      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        <SummaryCard label="Total Activities" value={summary ? String(summary.totalActivities) : '–'} />
        <SummaryCard label="Unique Participants" value={summary ? String(summary.uniqueParticipants) : '–'} />
        <SummaryCard
          label="Average Participation"
          value={summary ? summary.averageParticipation.toFixed(2) : '–'}
          hint="Records per participant"
        />
      </dl>

      {history.isPending ? (
        <PageSpinner label="Loading participation history" />
      ) : history.isLoadingError ? (
        <QueryError title={participationMessages.historyFailed} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          <Table aria-label="Participation history">
            <TableHeader>
              <Column>Date</Column>
              <Column isRowHeader>Activity</Column>
              <Column>Member</Column>
              <Column>Role</Column>
              <Column>
                <span className="block text-end">Points</span>
              </Column>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() => (
                <p className="px-4 py-10 text-center text-sm text-fg-muted">No participation recorded for this filter.</p>
              )}
            >
              {(item) => (
                <Row id={item.id}>
                  <Cell className="whitespace-nowrap tabular-nums">{formatDate(item.date)}</Cell>
                  <Cell>
                    <Link to="/platform/activities/$id" params={{ id: item.activity.id }} variant="quiet" className="font-medium text-fg">
                      {item.activity.name}
                    </Link>
                  </Cell>
                  <Cell>{item.member.name}</Cell>
                  <Cell>{item.role.name}</Cell>
                  <Cell className="text-end tabular-nums">{item.points}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {items.length > 0 ? (
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
                Showing {items.length} of {summary?.totalRecords ?? items.length} records
              </p>
              {history.hasNextPage ? (
                <Button
                  variant="secondary"
                  isPending={history.isFetchingNextPage}
                  onPress={() => void history.fetchNextPage()}
                >
                  Load more
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface px-3 py-3 shadow-card sm:px-5 sm:py-4">
      <dt className="text-xs text-fg-muted sm:text-sm">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight text-fg tabular-nums sm:text-2xl">{value}</dd>
      {hint ? <dd className="text-xs text-fg-subtle">{hint}</dd> : null}
    </div>
  );
}
