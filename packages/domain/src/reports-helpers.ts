/**
 * Reports without zod: sorting, the empty texts and the spreadsheet guard. The report screens
 * import this module, so they do not load zod (each page's JavaScript is budgeted: 120 KB gzip for
 * the home page, 250 KB for the others; scripts/check-bundle-budget.mjs); the schemas are in
 * ./reports, which re-exports all of this.
 */

export type SortDirection = 'asc' | 'desc';

/** Clicking a header sorts by it; clicking the sorted header again flips the direction. */
export function nextSort<K extends string>(
  current: { key: K; direction: SortDirection },
  clicked: K,
  firstDirection: SortDirection = 'asc',
) {
  if (current.key === clicked)
    return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' } as const;
  return { key: clicked, direction: firstDirection } as const;
}

export function sortRows<T, K extends keyof T>(rows: readonly T[], key: K, direction: SortDirection): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y), undefined, { sensitivity: 'base', numeric: true }) * factor;
  });
}

/** The Member Activities Report's pages (decision 12): the columns it sorts by, and the page sizes. */
export const memberStatsSortKeys = ['memberName', 'totalActivities', 'totalPoints'] as const;
export type MemberStatsSort = (typeof memberStatsSortKeys)[number];
export const memberStatsPageSizeDefault = 50;
export const memberStatsPageSizeMax = 200;
export { pageOffsetMax as memberStatsOffsetMax } from './paging';

/** A member-stats row's sortable fields (`MemberStatsRow` of ./reports, without zod). */
interface MemberStatsSortable {
  memberId: number;
  memberName: string;
  totalActivities: number;
  totalPoints: number;
}

/**
 * The order `reports.memberStatsPage` pages in (decision 12): the column in the direction, ties by
 * the name lower-cased (A to Z) then the id; by name, the name then the id, both in the direction.
 * The CSV of the whole list is written in it.
 */
export function sortLikeMemberStatsPage<T extends MemberStatsSortable>(
  rows: readonly T[],
  sort: MemberStatsSort,
  direction: SortDirection,
): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => {
    const x = a.memberName.toLowerCase();
    const y = b.memberName.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...rows].sort((a, b) =>
    sort === 'memberName'
      ? (byName(a, b) || a.memberId - b.memberId) * factor
      : (a[sort] - b[sort]) * factor || byName(a, b) || a.memberId - b.memberId,
  );
}
