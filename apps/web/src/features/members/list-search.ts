/**
 * The members index's address and page requests (docs/product/members.md#members-list,
 * docs/decisions/0011-paged-members-list.md): search text, role, sort and page live in the URL
 * (`?q=ada&role=3&signin=never&sort=last_login&direction=desc&page=2`), and the server answers one page. The
 * route's `validateSearch` uses this, and route options load with every page, so nothing here
 * imports a value from `@lug/domain` (types only): no zod, no members module.
 */
import type { MemberSortDirection, MemberSortKey } from '@lug/domain/members-helpers';
import { searchEnum, searchInt, searchString } from '../../lib/search-params';

/** Members per page on the index (the API's default page). */
export const membersIndexPageSize = 50;
/** The API's limit on the search text (`memberSearchMax`); a longer address is cut, not refused. */
const searchMax = 100;
const sortKeys = ['name', 'email', 'last_login'] as const satisfies readonly MemberSortKey[];
const directions = ['asc', 'desc'] as const satisfies readonly MemberSortDirection[];

/** Last name ascending (docs/product/members.md#members-list). */
export const defaultMembersSort = { sort: 'name', direction: 'asc' } as const;

export interface MembersSearch {
  /** The search text as typed. */
  q?: string | undefined;
  /** A permission role id; absent for 'All Roles'. */
  role?: number | undefined;
  sort?: MemberSortKey | undefined;
  direction?: MemberSortDirection | undefined;
  /** 1-based; absent on the first page. */
  page?: number | undefined;
  /** `never`: only members who never signed in (`?signin=never`). */
  signin?: 'never' | undefined;
}

/** The route's `validateSearch`: anything unknown or out of range is dropped (the default applies). */
export function readMembersSearch(search: Record<string, unknown>): MembersSearch {
  const q = searchString(search.q)?.slice(0, searchMax);
  const role = searchInt(search.role);
  const page = searchInt(search.page);
  return {
    q: q?.trim() ? q : undefined,
    role: role !== undefined && role > 0 ? role : undefined,
    sort: searchEnum(search.sort, sortKeys),
    direction: searchEnum(search.direction, directions),
    page: page !== undefined && page > 1 ? page : undefined,
    signin: searchEnum(search.signin, ['never'] as const),
  };
}

/** The `members.list` input for an address: the loader and the screen ask the same (one cache entry). */
export function membersListInput(organizationId: number, search: MembersSearch) {
  const page = search.page ?? 1;
  return {
    organization_id: organizationId,
    role_id: search.role,
    q: search.q?.trim() || undefined,
    never_signed_in: search.signin === 'never' ? true : undefined,
    sort: search.sort ?? defaultMembersSort.sort,
    direction: search.direction ?? defaultMembersSort.direction,
    limit: membersIndexPageSize,
    offset: (page - 1) * membersIndexPageSize,
  };
}

/** The last page for a number of members (1 when there are none). */
export function membersLastPage(total: number): number {
  return Math.max(1, Math.ceil(total / membersIndexPageSize));
}
