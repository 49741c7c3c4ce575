import { lazy, Suspense, useMemo } from 'react';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { screenError } from '../../../components/screen-error';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/link';
import { memberQueries } from '../../../features/members/api';
import { warmDateFormat } from '../../../features/organizations/use-format-date';
import { Figure, Figures } from '../../../features/members/figures';
import { FilterBar, YearSelect } from '../../../features/members/manager-filters';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationQueries } from '../../../features/participation/api';
import { HistoryTable } from '../../../features/participation/history-table';
import { participationMessages } from '../../../features/participation/messages';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { useErrorToast } from '../../../lib/use-error-toast';

/** Who sees everyone's history (the others see their own: the server scopes it). */
const seesEveryone = (permissions: readonly string[]) =>
  permissions.includes('participation.manage') || permissions.includes('reports.view');

/**
 * Participation History (docs/product/participation.md#participation-history): every record,
 * newest first, filtered by year (the years that have records) and member, with a summary over the
 * whole filter, paged by cursor. The loader awaits the filter's first page.
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
    const { queryClient } = context;
    const memberId = seesEveryone(organization.permissions) ? deps.member : undefined;
    await Promise.all([
      queryClient.ensureInfiniteQueryData(participationQueries.history(organization.id, { year: deps.year, memberId })),
      queryClient.prefetchQuery(participationQueries.years(organization.id)),
      // The chosen member's name (the Member picker searches the server as the user types).
      memberId !== undefined ? queryClient.prefetchQuery(memberQueries.get(organization.id, memberId)) : undefined,
      warmDateFormat(queryClient, organization.id),
    ]);
  },
  head: () => titleHead(t`Participation History`),
  errorComponent: (props) =>
    screenError({
      heading: t`Participation History`,
      title: i18n._(participationMessages.historyFailed),
    })(props),
  component: ParticipationHistoryPage,
});

/**
 * The member filter is for those who see everyone's records; it loads with them (its combobox is a
 * few KB of every other reader's page: the browser budget, scripts/check-bundle-budget.mjs).
 */
const MemberPicker = lazy(() => import('../../../features/members/member-picker').then((m) => ({ default: m.MemberPicker })));

function ParticipationHistoryPage() {
  const { i18n, t } = useLingui();
  const { organization, organizationId, can } = useOrganization();
  const everyone = seesEveryone(organization.permissions);
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/participation/history' });
  const memberId = everyone ? search.member : undefined;

  const history = useSuspenseInfiniteQuery(
    participationQueries.history(organizationId, { year: search.year, memberId }),
  );
  useErrorToast(history.error, t(participationMessages.historyFailed));
  // Secondary: the Year choice offers the years with records once they are there.
  const years = useQuery(participationQueries.years(organizationId));
  const yearOptions = useMemo(() => {
    const list = [...(years.data ?? [])];
    if (search.year !== undefined && !list.includes(search.year)) list.push(search.year);
    return list.sort((a, b) => b - a);
  }, [years.data, search.year]);

  const pages = history.data.pages;
  const items = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const summary = pages[0]?.summary;
  const shown = i18n.number(items.length);
  const total = summary?.totalRecords ?? items.length;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Participation History`}
        description={
          everyone ? t`Every participation recorded in your group, newest first.` : t`Your participation, newest first.`
        }
        actions={
          can('participation.manage') ? (
            <ButtonLink to="/platform/participation" variant="secondary">
              <Trans>Participation Manager</Trans>
            </ButtonLink>
          ) : null
        }
      />

      <FilterBar>
        <YearSelect
          value={search.year ?? null}
          years={yearOptions}
          allLabel={t`All Years`}
          onChange={(year) => void navigate({ search: (prev) => ({ ...prev, year }) })}
        />
        {everyone ? (
          <Suspense fallback={<div className="h-10 sm:w-72" aria-hidden />}>
            <MemberPicker
              organizationId={organizationId}
              className="sm:w-72"
              allLabel={t`All Members`}
              value={memberId}
              onChange={(member) => void navigate({ search: (prev) => ({ ...prev, member }) })}
              loadErrorMessage={t(participationMessages.membersFailed)}
            />
          </Suspense>
        ) : null}
      </FilterBar>

      <Figures className="grid-cols-3 sm:gap-4">
        <Figure label={t`Total Activities`} value={summary ? summary.totalActivities : '–'} />
        <Figure label={t`Unique Participants`} value={summary ? summary.uniqueParticipants : '–'} />
        <Figure
          label={t`Average Participation`}
          value={summary ? summary.averageParticipation.toFixed(2) : '–'}
          hint={t`Records per participant`}
        />
      </Figures>

      <div className="flex flex-col gap-3">
        <HistoryTable items={items} />
        {items.length > 0 ? (
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
              <Plural value={total} one={`Showing ${shown} of # record`} other={`Showing ${shown} of # records`} />
            </p>
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                isPending={history.isFetchingNextPage}
                onPress={() => void history.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
