import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BulkAction } from '@lug/domain/participation-helpers';
import { QueryError } from '../../components/query-error';
import { Checkbox } from '../../components/ui/checkbox';
import { Pagination, paginationNouns } from '../../components/ui/pagination';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useSelection } from '../../lib/selection';
import { toast } from '../../lib/toast';
import { apiErrorCode, errorMessage } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useErrorToast } from '../../lib/use-error-toast';
import { FilterBar, MemberSearchField } from '../members/manager-filters';
import { useDateFormat } from '../organizations/use-format-date';
import { ActivitySummary } from './activity-summary';
import { participationQueries, useBulkUpdateParticipation, useFetchActivityMemberIds } from './api';
import { participationMessages } from './messages';
import { buildParticipationGrid, type ParticipationColumn } from './participation-grid';
import {
  activityMembersInput,
  activityPageInput,
  filterKey,
  lastPageOffset,
  membersPageSize,
  selectionState,
  type MembersFilter,
} from './participation-page';
import { ParticipationTable, type PendingAction } from './participation-table';
import { SelectionBar } from './selection-bar';

interface ActivityParticipationProps {
  organizationId: number;
  activityId: number;
}

/**
 * The Participation Manager's activity (docs/product/participation.md#participation-manager): its
 * roles and counts, then its members a page at a time, searched on the server (decision 13), with
 * a selection kept across pages and searches and the Assign / Remove buttons per day.
 */
export function ActivityParticipation({ organizationId, activityId }: ActivityParticipationProps) {
  const { t } = useLingui();
  const dateFormat = useDateFormat();

  // The search box keeps what is typed; the server is asked after a pause, from the first page.
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250).trim();
  const [onlyParticipants, setOnlyParticipants] = useState(false);
  const filter: MembersFilter = useMemo(() => ({ q, onlyParticipants }), [q, onlyParticipants]);
  const key = filterKey(filter);
  const [paging, setPaging] = useState({ key, offset: 0 });
  const offset = paging.key === key ? paging.offset : 0;
  const goTo = useCallback((next: number) => setPaging({ key, offset: next }), [key]);

  // Typing and paging change the request: the last page stays on screen (dimmed) until the next
  // arrives, rather than the table blanking (the route's loader awaits the first page).
  const page = useQuery({
    ...participationQueries.activityPage(activityPageInput(organizationId, activityId, filter, offset)),
    placeholderData: keepPreviousData,
  });
  useErrorToast(page.error, t(participationMessages.loadFailed));
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
  const { selected: memberSelection, setSelected, clear: clearMembers } = members;
  const [matching, setMatching] = useState<{ key: string; ids: number[] } | null>(null);
  const [loadingAll, setLoadingAll] = useState(false);
  const pageIds = useMemo(() => data?.users.map((user) => user.id) ?? [], [data]);
  const selection = useMemo(
    () => selectionState(memberSelection, pageIds, total, matching?.key === key ? matching.ids : null),
    [memberSelection, pageIds, total, matching, key],
  );

  const fetchMemberIds = useFetchActivityMemberIds();
  async function selectAllMatching() {
    setLoadingAll(true);
    try {
      const { ids } = await fetchMemberIds(activityMembersInput(organizationId, activityId, filter));
      setMatching({ key, ids });
      setSelected((current) => new Set([...current, ...ids]));
    } catch (error) {
      toast.error(t(participationMessages.membersFailed), errorMessage(error));
    } finally {
      setLoadingAll(false);
    }
  }

  const bulkUpdate = useBulkUpdateParticipation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const roles = data?.roles;
  const onAction = useCallback(
    (action: BulkAction, column: ParticipationColumn) => {
      const userIds = [...memberSelection];
      const chosenRoles = (roles ?? []).filter((r) => roleIds.has(r.id)).map((r) => r.id);
      if (userIds.length === 0 || chosenRoles.length === 0) {
        toast.error(t(participationMessages.selectionRequiredTitle), t(participationMessages.selectionRequired));
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
          // The members are cleared (the roles stay), so the next day's Assign starts from nobody
          // rather than silently repeating this one's people.
          onSuccess: () => {
            clearMembers();
            toast.success(
              t(action === 'assign' ? participationMessages.assigned : participationMessages.removed),
              t(participationMessages.selectionCleared),
            );
          },
          onError: (error) =>
            toast.error(
              t(action === 'assign' ? participationMessages.assignFailed : participationMessages.removeFailed),
              errorMessage(error),
            ),
          onSettled: () => setPending(null),
        },
      );
    },
    [bulkUpdate, memberSelection, clearMembers, roleIds, roles, organizationId, activityId, t],
  );

  // The first page is the loader's; this shows only when the cache lost it and the reload failed.
  if (!data || !grid) {
    return page.isError ? (
      <QueryError
        title={t(participationMessages.loadFailed)}
        error={page.error}
        onRetry={apiErrorCode(page.error) === 'NOT_FOUND' ? undefined : () => void page.refetch()}
      />
    ) : (
      <PageSpinner label={t`Loading participation`} />
    );
  }

  const filtered = filter.q !== '' || filter.onlyParticipants;
  const searching = text.trim() !== q || (page.isPlaceholderData && page.isFetching);
  return (
    <div className="flex flex-col gap-6">
      <ActivitySummary
        page={data}
        roleIds={roleIds}
        onRoleIdsChange={setRoleIds}
        selectedMembers={memberSelection.size}
      />

      <div className="flex flex-col gap-3">
        <FilterBar>
          <MemberSearchField value={text} onChange={setText} placeholder={t`Display name`} />
          <Checkbox className="sm:mb-2" isSelected={onlyParticipants} onChange={setOnlyParticipants}>
            <Trans>Participants only</Trans>
          </Checkbox>
          {searching ? <Spinner size="sm" label={t`Searching`} className="sm:mb-2.5" /> : null}
        </FilterBar>
        <SelectionBar
          selectedCount={memberSelection.size}
          pageCount={pageIds.length}
          total={total}
          state={selection}
          isLoadingAll={loadingAll}
          onSelectAll={() => void selectAllMatching()}
          onClear={members.clear}
        />
        <div
          aria-busy={page.isPlaceholderData || undefined}
          className={page.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
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
                ? t`This group has no active members yet.`
                : filter.q === ''
                  ? t`Nobody holds a role in this activity yet.`
                  : t`No members match the search.`
            }
          />
        </div>
        <Pagination
          offset={offset}
          limit={membersPageSize}
          total={total}
          noun={filtered ? paginationNouns.matchingMembers : paginationNouns.members}
          onOffsetChange={goTo}
          isBusy={page.isPlaceholderData}
        />
      </div>
    </div>
  );
}
