import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityWithCategory } from '@lug/domain/activities';
import { activityYearOptions } from '@lug/domain/activities-helpers';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { EditIcon, PlusIcon, ViewIcon } from '../../../components/action-icons';
import {
  ConfirmDeleteDialog,
  DeleteRowButton,
  ListBody,
  ListTable,
  RowActionLink,
  RowActions,
  useConfirmDelete,
} from '../../../components/catalogue/list-page';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { Pagination } from '../../../components/ui/pagination';
import { currentYear } from '../../../features/activities/format';
import { activityMessages } from '../../../features/activities/messages';
import { prefetchDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { searchInt } from '../../../lib/search-params';
import { titleHead } from '../../../lib/title';
import { longToastMs } from '../../../lib/toast';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Hand-written, not zod: route options load with every page, the public home page included, whose
 * JavaScript may be at most 120 KB gzip (scripts/check-bundle-budget.mjs).
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
    if (!organizationId) return;
    // Warm the cache; a failure shows on the screen (toast and retry), not as a broken route.
    await Promise.all([
      context.queryClient.prefetchQuery(context.trpcUtils.activities.page.queryOptions(pageInput(organizationId, deps))),
      context.queryClient.prefetchQuery(context.trpcUtils.categories.list.queryOptions({ organization_id: organizationId })),
      prefetchDateFormat(context.trpcUtils, organizationId),
    ]);
  },
  head: () => titleHead('Activities'),
  component: ActivitiesPage,
});

const allCategories = 'all';

function ActivitiesPage() {
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
  // of activities (docs/product/activities.md#activities-list). The page on screen stays while the
  // next one loads.
  const input = pageInput(organizationId, search);
  const activities = trpcHooks.activities.page.useQuery(input, { placeholderData: keepPreviousData });
  const categories = trpcHooks.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(activities.isLoadingError ? activities.error : null, activityMessages.errorLoadingActivities, {
    fallback: activityMessages.loadActivitiesFallback,
    durationMs: longToastMs,
  });
  useErrorToast(activities.isRefetchError ? activities.error : null, activityMessages.errorFetchingActivities);
  useErrorToast(categories.error, activityMessages.errorFetchingCategories);

  const utils = trpcHooks.useUtils();
  const remove = trpcHooks.activities.delete.useMutation();
  const rows = activities.data?.activities ?? [];
  const categoryOptions = orderCategoriesAsTree(categories.data ?? []);
  const deletion = useConfirmDelete<ActivityWithCategory>({
    remove: (activity) => remove.mutateAsync({ organization_id: organizationId, id: activity.id }),
    deleted: activityMessages.deleted,
    failed: activityMessages.errorDeleting,
    onDeleted: async () => {
      // The last row of a later page went: show the page before it.
      if (rows.length === 1 && input.offset > 0) {
        void navigate({
          search: (prev) => ({ ...prev, page: (prev.page ?? 2) - 1 === 1 ? undefined : (prev.page ?? 2) - 1 }),
        });
      }
      await Promise.all([utils.activities.invalidate(), utils.categories.list.invalidate()]);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Activities"
        description="Meetings, shows and builds of your group, by year."
        actions={
          canManage ? (
            <ButtonLink to="/platform/activities/create">
              <PlusIcon />
              Create Activity
            </ButtonLink>
          ) : null
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          label="Year"
          className="sm:w-40"
          value={String(year)}
          onChange={(key) => void navigate({ search: (prev) => ({ ...prev, year: Number(key), page: undefined }) })}
        >
          {years.map((y) => (
            <SelectItem key={y} id={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Category"
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
          <SelectItem id={allCategories}>All Categories</SelectItem>
          {categoryOptions.map((category) => (
            <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
              {`${'\u2003'.repeat(category.depth)}${category.name}`}
            </SelectItem>
          ))}
        </Select>
      </div>

      <ListBody
        query={activities}
        loadingLabel="Loading activities"
        errorTitle={activityMessages.errorLoadingActivities}
        errorFallback={activityMessages.loadActivitiesFallback}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <ListTable
              aria-label={`Activities in ${year}`}
              isBusy={activities.isPlaceholderData}
              rows={data.activities}
              empty={
                search.category === undefined
                  ? `No activities in ${year}.`
                  : `No activities in this category in ${year}.`
              }
              columns={[
                {
                  id: 'title',
                  header: 'Title',
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
                      {activity.is_private ? <Badge variant="warning">Private</Badge> : null}
                    </span>
                  ),
                },
                {
                  id: 'category',
                  header: 'Category',
                  cell: (activity) => activity.Category?.name ?? <span className="text-fg-subtle">—</span>,
                },
                {
                  id: 'start',
                  header: 'Start Date',
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (activity) => formatDate(activity.start_date),
                },
                {
                  id: 'end',
                  header: 'End Date',
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (activity) => formatDate(activity.end_date),
                },
              ]}
              actions={(activity) => (
                <RowActions>
                  <RowActionLink
                    to="/platform/activities/$id"
                    params={{ id: activity.id }}
                    aria-label={`View ${activity.title}`}
                  >
                    <ViewIcon />
                  </RowActionLink>
                  {canManage ? (
                    <>
                      <RowActionLink
                        to="/platform/activities/$id/edit"
                        params={{ id: activity.id }}
                        aria-label={`Edit ${activity.title}`}
                      >
                        <EditIcon />
                      </RowActionLink>
                      <DeleteRowButton name={activity.title} onPress={() => deletion.ask(activity)} />
                    </>
                  ) : null}
                </RowActions>
              )}
            />
            <Pagination
              offset={input.offset}
              limit={pageSize}
              total={data.total}
              noun="activities"
              isBusy={activities.isPlaceholderData}
              onOffsetChange={(offset) =>
                void navigate({ search: (prev) => ({ ...prev, page: offset === 0 ? undefined : offset / pageSize + 1 }) })
              }
            />
          </div>
        )}
      </ListBody>

      <ConfirmDeleteDialog state={deletion} title={activityMessages.deleteTitle}>
        {activityMessages.deleteQuestion}
      </ConfirmDeleteDialog>
    </div>
  );
}
