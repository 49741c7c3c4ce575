import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityMemberIdsInput,
  ActivityParticipationPageInput,
  ParticipationHistoryPage,
} from '@lug/domain/participation';
import { historyPageSize } from '@lug/domain/years';
import { trpc } from '../../lib/trpc';

/** Records per page of Participation History. */
export const historyLimit = historyPageSize.default;

/** The participation screens' reads. */
export const participationQueries = {
  /** One page of the Participation Manager's members (`activityPageInput` builds the input). */
  activityPage: (input: ActivityParticipationPageInput) => trpc.participation.forActivityPage.queryOptions(input),
  /** The activities of a year, for the manager's Activity choice. */
  activities: (organizationId: number, year: number) =>
    trpc.activities.list.queryOptions({ organization_id: organizationId, year }),
  /** Participation History, a page at a time by cursor, newest first. */
  history: (organizationId: number, filter: { year: number | undefined; memberId: number | undefined }) =>
    trpc.participation.history.infiniteQueryOptions(
      { organization_id: organizationId, year: filter.year, member_id: filter.memberId, limit: historyLimit },
      { initialCursor: null, getNextPageParam: (page: ParticipationHistoryPage) => page.nextCursor },
    ),
  /** The years that have records (History's Year choice). */
  years: (organizationId: number) => trpc.participation.years.queryOptions({ organization_id: organizationId }),
};

/** The ids of every member a search matches ("Select all N matching members"), fresh each time. */
export function useFetchActivityMemberIds() {
  const queryClient = useQueryClient();
  return (input: ActivityMemberIdsInput) =>
    queryClient.fetchQuery(trpc.participation.forActivityMemberIds.queryOptions(input));
}

/**
 * Assign or remove roles for many members at once. Stale after it: the manager's pages, counts and
 * "select all" ids, the history, and the activity's own page (its participant counts).
 */
export function useBulkUpdateParticipation() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.participation.bulkUpdate.mutationOptions({
      onSuccess: (_answer, input) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.participation.pathFilter()),
          queryClient.invalidateQueries(
            trpc.activities.get.queryFilter({ organization_id: input.organization_id, id: input.activity_id }),
          ),
        ]),
    }),
  );
}
