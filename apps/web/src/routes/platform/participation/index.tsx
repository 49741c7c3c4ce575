import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { recentYears } from '@lug/domain/years';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { screenError } from '../../../components/screen-error';
import { ButtonLink, Link } from '../../../components/ui/link';
import { warmDateFormat } from '../../../features/organizations/use-format-date';
import { FilterBar, YearSelect } from '../../../features/members/manager-filters';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { ActivityParticipation } from '../../../features/participation/activity-participation';
import { ActivitySelect } from '../../../features/participation/activity-select';
import { participationQueries } from '../../../features/participation/api';
import { currentYear, yearOf } from '../../../features/participation/format';
import { participationMessages } from '../../../features/participation/messages';
import { activityPageInput } from '../../../features/participation/participation-page';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Participation Manager (docs/product/participation.md#participation-manager):
 * `?year=2025&activity=12`. The activity detail page links here with `?activity=<id>` only; the
 * year is then the activity's start year. The loader awaits the activity's first page of members;
 * the year's activities (the Activity choice) come as they can.
 */
export const Route = createFileRoute('/platform/participation/')({
  validateSearch: (search: Record<string, unknown>): { year?: number; activity?: number } => ({
    year: searchInt(search.year),
    activity: searchInt(search.activity),
  }),
  beforeLoad: requirePermission('participation.manage'),
  loaderDeps: ({ search }) => ({ year: search.year, activity: search.activity }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization) return;
    const { queryClient } = context;
    const view =
      deps.activity === undefined
        ? undefined
        : await queryClient.ensureQueryData(
            participationQueries.activityPage(activityPageInput(organization.id, deps.activity)),
          );
    const year = deps.year ?? (view ? yearOf(view.activity.start_date) : currentYear());
    await Promise.all([
      queryClient.prefetchQuery(participationQueries.activities(organization.id, year)),
      warmDateFormat(queryClient, organization.id),
    ]);
  },
  head: () => titleHead(t`Participation Manager`),
  errorComponent: (props) =>
    screenError({
      heading: t`Participation Manager`,
      title: i18n._(participationMessages.loadFailed),
      back: { to: '/platform/participation', label: t`Choose another activity` },
    })(props),
  component: ParticipationManagerPage,
});

function ParticipationManagerPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/participation/' });

  // Linked with ?activity only: the year is the activity's (its first page is the loader's).
  const linked = useQuery({
    ...participationQueries.activityPage(activityPageInput(organizationId, search.activity ?? 0)),
    enabled: search.activity !== undefined && search.year === undefined,
  });
  const linkedYear = search.activity !== undefined && linked.data ? yearOf(linked.data.activity.start_date) : undefined;
  const year = search.year ?? linkedYear ?? currentYear();
  const years = recentYears(currentYear());
  if (!years.includes(year)) years.push(year); // an activity linked from another year
  years.sort((a, b) => b - a);

  // Secondary: the choice of activity shows its own loading and failure.
  const activities = useQuery(participationQueries.activities(organizationId, year));
  useErrorToast(activities.error, t(participationMessages.errorFetchingActivities));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Participation Manager`}
        description={t`Record who took part in an activity and in which role, for the whole event or day by day.`}
        actions={
          <ButtonLink to="/platform/participation/history" variant="secondary">
            <Trans>Participation History</Trans>
          </ButtonLink>
        }
      />

      <FilterBar>
        <YearSelect value={year} years={years} onChange={(next) => void navigate({ search: { year: next } })} />
        <ActivitySelect
          year={year}
          activities={activities.data}
          isPending={activities.isPending}
          value={search.activity}
          onChange={(activity) => void navigate({ search: { year, activity } })}
        />
      </FilterBar>

      {activities.isError ? (
        <QueryError
          title={t(participationMessages.errorFetchingActivities)}
          error={activities.error}
          onRetry={() => void activities.refetch()}
        />
      ) : null}

      {search.activity === undefined ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-fg-muted">
          {!activities.isPending && (activities.data ?? []).length === 0 ? (
            <Trans>
              No activities start in {year}. <Link to="/platform/activities/create">Create an activity</Link> or choose
              another year.
            </Trans>
          ) : (
            <Trans>Choose an activity to record its participants.</Trans>
          )}
        </p>
      ) : (
        <ActivityParticipation key={search.activity} organizationId={organizationId} activityId={search.activity} />
      )}
    </div>
  );
}
