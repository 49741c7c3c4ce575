import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  recentYears,
  selectionRequiredMessage,
  type ActivityParticipationView,
  type BulkAction,
} from '@lug/domain/participation';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { prefetchDateFormat, useDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { currentYear, yearOf } from '../../../features/participation/format';
import { participationMessages } from '../../../features/participation/messages';
import { buildParticipationGrid, roleLabel, type ParticipationColumn } from '../../../features/participation/participation-grid';
import { ParticipationTable, type PendingAction } from '../../../features/participation/participation-table';
import { messageParts } from '../../../lib/message-parts';
import { searchInt } from '../../../lib/search-params';
import { filterBySearch, searchKey, selectAllState, setOne, useSelection } from '../../../lib/selection';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { apiErrorCode, errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Participation Manager (SPEC.md section 2): `?year=2025&activity=12`. The activity detail page
 * links here with `?activity=<id>` only; the year is then the activity's start year.
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
        .ensureQueryData(context.trpc.participation.forActivity.queryOptions({ organization_id: organization.id, activity_id: deps.activity }))
        .catch(() => undefined); // shown on the screen, not as a broken route
      year ??= view ? yearOf(view.activity.start_date) : undefined;
    }
    await Promise.all([
      context.queryClient.prefetchQuery(
        context.trpc.activities.list.queryOptions({ organization_id: organization.id, year: year ?? currentYear() }),
      ),
      prefetchDateFormat(context.trpc, organization.id),
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

  const view = trpc.participation.forActivity.useQuery(
    { organization_id: organizationId, activity_id: search.activity ?? 0 },
    { enabled: search.activity !== undefined },
  );
  const linkedYear = search.activity !== undefined && view.data ? yearOf(view.data.activity.start_date) : undefined;
  const year = search.year ?? linkedYear ?? currentYear();
  const years = recentYears(currentYear());
  if (!years.includes(year)) years.push(year); // an activity linked from another year
  years.sort((a, b) => b - a);

  const activities = trpc.activities.list.useQuery({ organization_id: organizationId, year });
  useErrorToast(activities.error, participationMessages.errorFetchingActivities);
  useErrorToast(view.error, participationMessages.loadFailed);
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
      ) : view.isPending ? (
        <PageSpinner label="Loading participation" />
      ) : view.isError ? (
        <QueryError
          title={participationMessages.loadFailed}
          error={view.error}
          onRetry={apiErrorCode(view.error) === 'NOT_FOUND' ? undefined : () => void view.refetch()}
        />
      ) : (
        <ActivityParticipation key={view.data.activity.id} organizationId={organizationId} view={view.data} />
      )}
    </div>
  );
}

function ActivityParticipation({ organizationId, view }: { organizationId: number; view: ActivityParticipationView }) {
  const utils = trpc.useUtils();
  const grid = useMemo(() => buildParticipationGrid(view), [view]);
  const dateFormat = useDateFormat();
  const formatDate = useFormatDate();

  const [roleIds, setRoleIds] = useState<ReadonlySet<number>>(() => new Set());
  const members = useSelection();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const keyed = useMemo(() => view.users.map((user) => ({ user, key: searchKey(user.display_name) })), [view.users]);
  const shown = useMemo(
    () => filterBySearch(keyed, deferredQuery, (entry) => entry.key).map((entry) => entry.user),
    [keyed, deferredQuery],
  );
  const shownIds = useMemo(() => shown.map((user) => user.id), [shown]);
  const selectAll = useMemo(() => selectAllState(members.selected, shownIds), [members.selected, shownIds]);
  // Members selected who have left the group since are not sent.
  const selectedIds = useMemo(() => view.users.filter((u) => members.selected.has(u.id)).map((u) => u.id), [view.users, members.selected]);

  const bulkUpdate = trpc.participation.bulkUpdate.useMutation();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const { selected: memberSelection } = members;
  const onAction = useCallback(
    (action: BulkAction, column: ParticipationColumn) => {
      const userIds = view.users.filter((u) => memberSelection.has(u.id)).map((u) => u.id);
      const roles = view.roles.filter((r) => roleIds.has(r.id)).map((r) => r.id);
      if (userIds.length === 0 || roles.length === 0) {
        const { title, description } = messageParts(selectionRequiredMessage);
        toast.error(title, description);
        return;
      }
      setPending({ action, columnKey: column.key });
      bulkUpdate.mutate(
        {
          organization_id: organizationId,
          activity_id: view.activity.id,
          user_ids: userIds,
          role_ids: roles,
          action,
          date: column.date,
        },
        {
          onSuccess: async () => {
            toast.success(action === 'assign' ? participationMessages.assigned : participationMessages.removed);
            await Promise.all([
              utils.participation.invalidate(),
              utils.activities.get.invalidate({ organization_id: organizationId, id: view.activity.id }),
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
    [bulkUpdate, memberSelection, roleIds, organizationId, utils, view],
  );

  const { activity, roles } = view;
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
            {roles.length === 0 ? (
              <p className="text-sm text-fg-muted">
                No active participation roles.{' '}
                <Link to="/platform/participation-roles/create">Add a participation role</Link> to record participation.
              </p>
            ) : (
              <div className="flex flex-wrap gap-x-6 gap-y-3">
                {roles.map((role) => (
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
            <Stat label="Total Unique Participants" value={grid.uniqueParticipants} />
            <Stat label="Members selected" value={selectedIds.length} />
            <Stat label="Roles selected" value={roleIds.size} />
          </dl>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <TextField
            label="Search members"
            type="search"
            value={query}
            onChange={setQuery}
            placeholder="Display name"
            className="sm:w-80"
          />
          <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
            {shown.length === view.users.length
              ? `${view.users.length} ${view.users.length === 1 ? 'member' : 'members'}`
              : `${shown.length} of ${view.users.length} members`}
            {query !== deferredQuery ? <Spinner size="sm" aria-hidden className="ms-2 inline" /> : null}
          </p>
        </div>
        <ParticipationTable
          members={shown}
          shownIds={shownIds}
          columns={grid.columns}
          cells={grid.cells}
          selected={members.selected}
          selectAll={selectAll}
          onToggle={members.toggle}
          onToggleShown={members.toggleShown}
          onAction={onAction}
          pending={pending}
          dateFormat={dateFormat}
          emptyMessage={view.users.length === 0 ? 'This group has no active members yet.' : 'No members match the search.'}
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
