/**
 * The Member Activities Report's pages (decision 12): the sort and page kept in the address, and
 * the whole list in the report's order for the CSV. No zod here: screens import this module, and
 * each page's JavaScript is budgeted (125 KB gzip for the home page, 250 KB for the others;
 * scripts/check-bundle-budget.mjs). The values come from `@lug/domain/reports-helpers`, types only
 * from `@lug/domain/reports`.
 */
import {
  memberStatsOffsetMax,
  memberStatsPageSizeDefault,
  memberStatsSortKeys,
  type MemberStatsSort,
  type SortDirection,
} from '@lug/domain/reports-helpers';
import { searchEnum, searchInt } from '../../lib/search-params';

export const memberStatsPageSize = memberStatsPageSizeDefault;
/** The last page the API serves (its offset limit). */
const lastPage = Math.floor(memberStatsOffsetMax / memberStatsPageSize) + 1;

/** Total points, most first (docs/product/reports.md#member-activities-report). */
export const defaultMemberStatsSort: { key: MemberStatsSort; direction: SortDirection } = {
  key: 'totalPoints',
  direction: 'desc',
};

export interface MemberActivitiesSearch {
  year?: number | undefined;
  sort?: MemberStatsSort | undefined;
  direction?: SortDirection | undefined;
  /** 1-based; absent on the first page. */
  page?: number | undefined;
}

/** The route's `validateSearch`: anything unknown or out of range is dropped (the default applies). */
export function readMemberActivitiesSearch(search: Record<string, unknown>): MemberActivitiesSearch {
  const page = searchInt(search.page);
  return {
    year: searchInt(search.year),
    sort: searchEnum(search.sort, memberStatsSortKeys),
    direction: searchEnum(search.direction, ['asc', 'desc'] as const),
    page: page !== undefined && page > 1 && page <= lastPage ? page : undefined,
  };
}

/** The page request for a search: sort, direction, limit and offset. */
export function memberStatsPageRequest(search: MemberActivitiesSearch) {
  const page = search.page ?? 1;
  return {
    sort: search.sort ?? defaultMemberStatsSort.key,
    direction: search.direction ?? defaultMemberStatsSort.direction,
    limit: memberStatsPageSize,
    offset: (page - 1) * memberStatsPageSize,
  };
}

/** The whole list in the order the server pages it (the CSV): the domain's rule. */
export { sortLikeMemberStatsPage } from '@lug/domain/reports-helpers';
