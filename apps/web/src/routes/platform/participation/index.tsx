import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { selectionRequiredMessage, type BulkAction } from '@lug/domain/participation-helpers';
import { recentYears } from '@lug/domain/years';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { Select, SelectItem } from '../../../components/ui/select';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { prefetchDateFormat, useDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { currentYear, yearOf } from '../../../features/participation/format';
import { participationMessages } from '../../../features/participation/messages';
import { buildParticipationGrid, roleLabel, type ParticipationColumn } from '../../../features/participation/participation-grid';
import {
  activityMembersInput,
  activityPageInput,
  filterKey,
  lastPageOffset,
  membersPageSize,
  selectionState,
  type MembersFilter,
} from '../../../features/participation/participation-page';
import { ParticipationTable, type PendingAction } from '../../../features/participation/participation-table';
import { SelectionBar } from '../../../features/participation/selection-bar';
import { messageParts } from '../../../lib/message-parts';
import { searchInt } from '../../../lib/search-params';
import { setOne, useSelection } from '../../../lib/selection';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { apiErrorCode, errorMessage, trpcHooks } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Participation Manager (docs/product/participation.md#participation-manager):
 * `?year=2025&activity=12`. The activity detail page links here with `?activity=<id>` only; the
 * year is then the activity's start year. The members come a page at a time, searched on the
 * server (decision 13).
 */
export const Route = createFileRoute('/platform/participation/')({
  validateSearch: (search: Record<string, unknown>): { year?: number; activity?: number } => ({
    year: searchInt(search.year),
    activity: searchInt(search.activity),
  }),
  loaderDeps: ({ search }) => ({ year: search.year, activity: search.activity }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization || !organization.permissions.includes('participation.manage')) return;
    let year = deps.year;
    if (deps.activity !== undefined) {
      const view = await context.queryClient
        .ensureQueryData(context.trpcUtils.participation.forActivityPage.queryOptions(activityPageInput(organization.id, deps.activity)))
        .catch(() => undefined); // shown on the screen, not as a broken route
      year ??= view ? yearOf(view.activity.start_date) : undefined;
    }
    await Promise.all([
      context.queryClient.prefetchQuery(
        context.trpcUtils.activities.list.queryOptions({ organization_id: organization.id, year: year ?? currentYear() }),
      ),
      prefetchDateFormat(context.trpcUtils, organization.id),
    ]);
  },
  head: () => titleHead('Participation Manager'),
  component: () => (
    <RequirePermission permission="participation.manage">
      <ParticipationManagerPage />
    </RequirePermission>
  ),
});

function ParticipationManagerPage() {
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/participation/' });

  // Linked with ?activity only: the year is the activity's (the first page, which the screen shows too).
  const linked = trpcHooks.participation.forActivityPage.useQuery(activityPageInput(organizationId, search.activity ?? 0), {
    enabled: search.activity !== undefined && search.year === undefined,
  });
  const linkedYear = search.activity !== undefined && linked.data ? yearOf(linked.data.activity.start_date) : undefined;
  const year = search.year ?? linkedYear ?? currentYear();
  const years = recentYears(currentYear());
  if (!years.includes(year)) years.push(year); // an activity linked from another year
  years.sort((a, b) => b - a);

  const activities = trpcHooks.activities.list.useQuery({ organization_id: organizationId, year });
  useErrorToast(activities.error, participationMessages.errorFetchingActivities);
  const activityOptions = activities.data ?? [];
  const formatDate = useFormatDate();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Participation Manager"
        description="Record who took part in an activity and in which role, for the whole event or day by day."
        actions={
          <ButtonLink to="/platform/participation/history" variant="secondary">
            Participation History
          </ButtonLink>
        }
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          label="Year"
          className="sm:w-36"
          value={String(year)}
          onChange={(key) => void navigate({ search: { year: Number(key) } })}
        >
          {years.map((y) => (
            <SelectItem key={y} id={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Activity"
          className="sm:w-96"
          placeholder={
            activities.isPending ? 'Loading activities…' : activityOptions.length === 0 ? `No activities in ${year}` : 'Select an activity'
          }
          isDisabled={activities.isPending || activityOptions.length === 0}
          value={search.activity !== undefined && activityOptions.some((a) => a.id === search.activity) ? String(search.activity) : null}
          onChange={(key) => void navigate({ search: { year, activity: key === null ? undefined : Number(key) } })}
        >
          {activityOptions.map((activity) => (
            <SelectItem key={activity.id} id={String(activity.id)} textValue={activity.title}>
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate">{activity.title}</span>
                <span className="shrink-0 text-xs text-fg-muted tabular-nums">{formatDate(activity.start_date)}</span>
              </span>
            </SelectItem>
          ))}
        </Select>
      </div>

      {activities.isError ? (
        <QueryError
          title={participationMessages.errorFetchingActivities}
          error={activities.error}
          onRetry={() => void activities.refetch()}
        />
      ) : null}

      {search.activity === undefined ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-fg-muted">
          {activityOptions.length === 0 && !activities.isPending ? (
            <>
              No activities start in {year}.{' '}
              <Link to="/platform/activities/create">Create an activity</Link> or choose another year.
            </>
          ) : (
            'Choose an activity to record its participants.'
          )}
        </p>
      ) : (
        <ActivityParticipation key={search.activity} organizationId={organizationId} activityId={search.activity} />
      )}
    </div>
  );
}

function ActivityParticipation({ organizationId, activityId }: { organizationId: number; activityId: number }) {
  const utils = trpcHooks.useUtils();
  const dateFormat = useDateFormat();
  const formatDate = useFormatDate();

  // The search box keeps what is typed; the server is asked after a pause, from the first page.
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250).trim();
  const [onlyParticipants, setOnlyParticipants] = useState(false);
  const filter: MembersFilter = useMemo(() => ({ q, onlyParticipants }), [q, onlyParticipants]);
  const key = filterKey(filter);
  const [paging, setPaging] = useState({ key, offset: 0 });
  const offset = paging.key === key ? paging.offset : 0;
  const goTo = useCallback((next: number) => setPaging({ key, offset: next }), [key]);

  // Between pages and searches the last page stays on screen (dimmed) until the next arrives.
  const page = trpcHooks.participation.forActivityPage.useQuery(activityPageInput(organizationId, activityId, filter, offset), {
    placeholderData: keepPreviousData,
  });
  useErrorToast(page.error, participationMessages.loadFailed);
  const data = page.data;
  const grid = useMemo(() => (data ? buildParticipationGrid(data) : null), [data]);
  const total = data?.total ?? 0;

  // A page past the end (members filtered out by an update, say): go to the last one. Adjusted
  // while rendering (React's pattern for state that follows other state), not in an effect.
  if (!page.isPlaceholderData && data && data.users.length === 0 && data.total > 0 && offset > 0) {
    const last = lastPageOffset(data.total);
    if (last !== offset) setPaging({ key, offset: last });
  }

  const [roleIds, setRoleIds] = useState<ReadonlySet<number>>(() => new Set());
  // The selection is kept across pages and searches: a set of member ids.
  const members = useSelection();
  const { selected: memberSelection, setSelected, clear } = members;
  const [matching, setMatching] = useState<{ key: string; ids: number[] } | null>(null);
  const [loadingAll, setLoadingAll] = useState(false);
  const pageIds = useMemo(() => data?.users.map((user) => user.id) ?? [], [data]);
  const selection = useMemo(
    () => selectionState(memberSelection, pageIds, total, matching?.key === key ? matching.ids : null),
    [memberSelection, pageIds, total, matching, key],
  );

  async function selectAllMatching() {
    setLoadingAll(true);
    try {
      const { ids } = await utils.participation.forActivityMemberIds.fetch(activityMembersInput(organizationId, activityId, filter));
      setMatching({ key, ids });
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) next.add(id);
        return next;
      });
    } catch (error) {
      toast.error(participationMessages.membersFailed, errorMessage(error));
    } finally {
      setLoadingAll(false);
    }
  }

  const bulkUpdate = trpcHooks.participation.bulkUpdate.useMutation();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const roles = data?.roles;
  const onAction = useCallback(
    (action: BulkAction, column: ParticipationColumn) => {
      const userIds = [...memberSelection];
      const chosenRoles = (roles ?? []).filter((r) => roleIds.has(r.id)).map((r) => r.id);
      if (userIds.length === 0 || chosenRoles.length === 0) {
        const { title, description } = messageParts(selectionRequiredMessage);
        toast.error(title, description);
        return;
      }
      setPending({ action, columnKey: column.key });
      bulkUpdate.mutate(
        {
          organization_id: organizationId,
          activity_id: activityId,
          user_ids: userIds,
          role_ids: chosenRoles,
          action,
          date: column.date,
        },
        {
          onSuccess: async () => {
            toast.success(action === 'assign' ? participationMessages.assigned : participationMessages.removed);
            // The page, the counts and the ids of "select all" (participants only) change.
            await Promise.all([
              utils.participation.invalidate(),
              utils.activities.get.invalidate({ organization_id: organizationId, id: activityId }),
            ]);
          },
          onError: (error) =>
            toast.error(
              action === 'assign' ? participationMessages.assignFailed : participationMessages.removeFailed,
              errorMessage(error),
            ),
          onSettled: () => setPending(null),
        },
      );
    },
    [bulkUpdate, memberSelection, roleIds, roles, organizationId, activityId, utils],
  );

  if (!data || !grid) {
    return page.isError ? (
      <QueryError
        title={participationMessages.loadFailed}
        error={page.error}
        onRetry={apiErrorCode(page.error) === 'NOT_FOUND' ? undefined : () => void page.refetch()}
      />
    ) : (
      <PageSpinner label="Loading participation" />
    );
  }

  const { activity } = data;
  const filtered = filter.q !== '' || filter.onlyParticipants;
  const searching = text.trim() !== q || (page.isPlaceholderData && page.isFetching);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 className="text-base font-semibold tracking-tight text-fg">{activity.title}</h2>
            <p className="text-sm text-fg-muted">
              {activity.start_date === activity.end_date
                ? formatDate(activity.start_date)
                : `${formatDate(activity.start_date)} – ${formatDate(activity.end_date)}`}
              {' · '}
              {activity.participation_type === 'full' ? 'Tracked for the entire event' : 'Tracked day by day'}
              {' · '}
              <Link to="/platform/activities/$id" params={{ id: activity.id }}>
                View activity
              </Link>
            </p>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-medium text-fg">Available Roles</legend>
            {data.roles.length === 0 ? (
              <p className="text-sm text-fg-muted">
                No active participation roles.{' '}
                <Link to="/platform/participation-roles/create">Add a participation role</Link> to record participation.
              </p>
            ) : (
              <div className="flex flex-wrap gap-x-6 gap-y-3">
                {data.roles.map((role) => (
                  <Checkbox
                    key={role.id}
                    isSelected={roleIds.has(role.id)}
                    onChange={(on) => setRoleIds((current) => setOne(current, role.id, on))}
                  >
                    {roleLabel(role)}
                  </Checkbox>
                ))}
              </div>
            )}
          </fieldset>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:max-w-2xl">
            <Stat label="Total Unique Participants" value={data.unique_participants} />
            <Stat label="Members selected" value={memberSelection.size} />
            <Stat label="Roles selected" value={roleIds.size} />
          </dl>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label="Search members"
            type="search"
            value={text}
            onChange={setText}
            placeholder="Display name"
            className="sm:w-80"
          />
          <Checkbox className="sm:mb-2" isSelected={onlyParticipants} onChange={setOnlyParticipants}>
            Participants only
          </Checkbox>
          {searching ? <Spinner size="sm" label="Searching" className="sm:mb-2.5" /> : null}
        </div>
        <SelectionBar
          selectedCount={memberSelection.size}
          pageCount={pageIds.length}
          total={total}
          offerAll={selection.offerAll}
          allMatchingSelected={selection.allMatchingSelected}
          tooManyForAll={selection.tooManyForAll}
          isLoadingAll={loadingAll}
          onSelectAll={() => void selectAllMatching()}
          onClear={clear}
        />
        <div aria-busy={page.isPlaceholderData || undefined} className={page.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ParticipationTable
            members={data.users}
            shownIds={pageIds}
            columns={grid.columns}
            cells={grid.cells}
            selected={memberSelection}
            selectAll={selection.page}
            onToggle={members.toggle}
            onToggleShown={members.toggleShown}
            onAction={onAction}
            pending={pending}
            dateFormat={dateFormat}
            emptyMessage={
              !filtered
                ? 'This group has no active members yet.'
                : filter.q === ''
                  ? 'Nobody holds a role in this activity yet.'
                  : 'No members match the search.'
            }
          />
        </div>
        <Pagination
          offset={offset}
          limit={membersPageSize}
          total={total}
          noun={filtered ? 'matching members' : 'members'}
          onOffsetChange={goTo}
          isBusy={page.isPlaceholderData}
        />
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
