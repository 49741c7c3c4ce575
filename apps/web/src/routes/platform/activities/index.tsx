import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { activityYearOptions } from '@lug/domain/activities-helpers';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { ViewIcon } from '../../../components/action-icons';
import { ListFilters, YearSelect } from '../../../components/catalogue/filters';
import { EditDeleteActions, ListPage, RowActionLink, RowActions } from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { Pagination, paginationNouns } from '../../../components/ui/pagination';
import { activityQueries, useDeleteActivity } from '../../../features/activities/api';
import { currentYear } from '../../../features/activities/format';
import { activityMessages } from '../../../features/activities/messages';
import { categoryQueries } from '../../../features/categories/api';
import { useFormatDate, warmDateFormat } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { searchInt } from '../../../lib/search-params';
import { RsvpBadge } from '../../../features/rsvp/rsvp-badge';
import { useStandings } from '../../../features/rsvp/use-standings';
import { titleHead } from '../../../lib/title';
import { longToastMs } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Hand-written, not zod: route options load with every page, the public home page included, whose
 * JavaScript may be at most 125 KB gzip (scripts/check-bundle-budget.mjs).
 */
function validateActivitiesSearch(search: Record<string, unknown>): {
  year?: number;
  category?: number;
  page?: number;
} {
  const year = searchInt(search.year);
  const category = searchInt(search.category);
  const page = searchInt(search.page);
  return {
    year: year !== undefined && year >= 1900 && year <= 9999 ? year : undefined,
    category: category !== undefined && category > 0 ? category : undefined,
    page: page !== undefined && page > 1 && page <= 100_000 ? page : undefined,
  };
}

/** Rows per page: `activitiesPageSize.default` of @lug/domain/activities (not imported: zod). */
const pageSize = 50;

function pageInput(organizationId: number, search: { year?: number; category?: number; page?: number }) {
  return {
    organization_id: organizationId,
    year: search.year ?? currentYear(),
    category_id: search.category,
    limit: pageSize,
    offset: ((search.page ?? 1) - 1) * pageSize,
  };
}

export const Route = createFileRoute('/platform/activities/')({
  validateSearch: validateActivitiesSearch,
  loaderDeps: ({ search }) => ({ year: search.year, category: search.category, page: search.page }),
  loader: async ({ context, deps }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(activityQueries.page(pageInput(organizationId, deps))),
      // The Category filter and the date format can come later: a failure toasts, the list stays.
      context.queryClient.prefetchQuery(categoryQueries.list(organizationId)),
      warmDateFormat(context.queryClient, organizationId),
    ]);
  },
  head: () => titleHead(t`Activities`),
  errorComponent: (props) =>
    screenError({ heading: t`Activities`, title: activityMessages.errorLoadingActivities, toastMs: longToastMs })(
      props,
    ),
  component: ActivitiesPage,
});

const allCategories = 'all';

function ActivitiesPage() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/activities/' });
  const year = search.year ?? currentYear();
  const years = activityYearOptions(currentYear());
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => a - b);

  // One page of the year (and category), counted by the server: a large group's year is hundreds
  // of activities (docs/product/activities.md#activities-list). The loader awaited it; `useQuery`
  // with the previous page as placeholder, not suspense, so the table stays while the next loads.
  const input = pageInput(organizationId, search);
  const activities = useQuery({ ...activityQueries.page(input), placeholderData: keepPreviousData });
  // The Category filter's choices: secondary, the list shows without them.
  const categories = useQuery(categoryQueries.list(organizationId));
  useErrorToast(activities.error, activityMessages.errorFetchingActivities());
  useErrorToast(categories.error, activityMessages.errorFetchingCategories());

  const page = activities.data ?? { activities: [], total: 0 };
  const categoryOptions = orderCategoriesAsTree(categories.data ?? []);
  const remove = useDeleteActivity();
  const standings = useStandings(organizationId, page.activities);

  return (
    <ListPage
      deletion={{
        remove,
        organizationId,
        toasts: { deleted: activityMessages.deleted(), failed: activityMessages.errorDeleting() },
        onDeleted: () => {
          // The last row of a later page went: show the page before it.
          if (page.activities.length === 1 && input.offset > 0) {
            void navigate({
              search: (prev) => ({ ...prev, page: (prev.page ?? 2) - 1 === 1 ? undefined : (prev.page ?? 2) - 1 }),
            });
          }
        },
        title: activityMessages.deleteTitle(),
        question: activityMessages.deleteQuestion(),
      }}
      title={t`Activities`}
      description={t`Meetings, shows and builds of your group, by year.`}
      create={canManage ? { to: '/platform/activities/create', label: t`Create Activity` } : null}
      filters={
        <ListFilters>
          <YearSelect
            years={years}
            value={year}
            onChange={(next) => void navigate({ search: (prev) => ({ ...prev, year: next, page: undefined }) })}
          />
          <Select
            label={t`Category`}
            className="sm:w-64"
            value={search.category === undefined ? allCategories : String(search.category)}
            onChange={(key) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  category: key === allCategories || key === null ? undefined : Number(key),
                  page: undefined,
                }),
              })
            }
          >
            <SelectItem id={allCategories}>
              <Trans>All Categories</Trans>
            </SelectItem>
            {categoryOptions.map((category) => (
              <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </SelectItem>
            ))}
          </Select>
        </ListFilters>
      }
      table={{
        'aria-label': t`Activities in ${year}`,
        isBusy: activities.isPlaceholderData,
        rows: page.activities,
        empty:
          search.category === undefined ? t`No activities in ${year}.` : t`No activities in this category in ${year}.`,
        columns: [
          {
            id: 'title',
            header: t`Title`,
            isRowHeader: true,
            cell: (activity) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to="/platform/activities/$id"
                  params={{ id: activity.id }}
                  variant="quiet"
                  className="font-medium text-fg"
                >
                  {activity.title}
                </Link>
                {activity.is_private ? (
                  <Badge variant="warning">
                    <Trans>Private</Trans>
                  </Badge>
                ) : null}
                <RsvpBadge standing={standings.get(activity.id)} />
              </span>
            ),
          },
          {
            id: 'category',
            header: t`Category`,
            cell: (activity) => activity.Category?.name ?? <span className="text-fg-subtle">—</span>,
          },
          {
            id: 'start',
            header: t`Start Date`,
            className: 'whitespace-nowrap tabular-nums',
            cell: (activity) => formatDate(activity.start_date),
          },
          {
            id: 'end',
            header: t`End Date`,
            className: 'whitespace-nowrap tabular-nums',
            cell: (activity) => formatDate(activity.end_date),
          },
        ],
        actions: (activity, askDelete) => {
          const title = activity.title;
          const view = (
            <RowActionLink to="/platform/activities/$id" params={{ id: activity.id }} aria-label={t`View ${title}`}>
              <ViewIcon />
            </RowActionLink>
          );
          return canManage ? (
            <EditDeleteActions
              name={activity.title}
              edit={{ to: '/platform/activities/$id/edit', id: activity.id }}
              onDelete={askDelete}
              before={view}
            />
          ) : (
            <RowActions>{view}</RowActions>
          );
        },
      }}
      footer={
        <Pagination
          offset={input.offset}
          limit={pageSize}
          total={page.total}
          noun={paginationNouns.activities}
          isBusy={activities.isPlaceholderData}
          onOffsetChange={(offset) =>
            void navigate({ search: (prev) => ({ ...prev, page: offset === 0 ? undefined : offset / pageSize + 1 }) })
          }
        />
      }
    />
  );
}
