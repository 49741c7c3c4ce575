/**
 * The Participation Manager's requests (decision 13): one page of members at a time, searched and
 * filtered on the server, and the ids of every match for "Select all N matching members". The
 * route's loader and the screen build the first page's input here, so both name the same query.
 */
import type { ActivityMemberIdsInput, ActivityParticipationPageInput } from '@lug/domain/participation';
import { activityMembersPageSize, bulkUpdateMaxMembers } from '@lug/domain/participation-helpers';

export const membersPageSize = activityMembersPageSize.default;
export { bulkUpdateMaxMembers };

/** What the screen lists: a part of the display name (as typed) and "Participants only". */
export interface MembersFilter {
  q: string;
  onlyParticipants: boolean;
}

export const noFilter: MembersFilter = { q: '', onlyParticipants: false };

/** The ids read's input; a blank search and an unticked filter are left out. */
export function activityMembersInput(
  organizationId: number,
  activityId: number,
  filter: MembersFilter,
): ActivityMemberIdsInput {
  const q = filter.q.trim();
  return {
    organization_id: organizationId,
    activity_id: activityId,
    ...(q !== '' ? { q } : {}),
    ...(filter.onlyParticipants ? { only_participants: true } : {}),
  };
}

/** A page's input: the first page of everyone unless told otherwise. */
export function activityPageInput(
  organizationId: number,
  activityId: number,
  filter: MembersFilter = noFilter,
  offset = 0,
): ActivityParticipationPageInput {
  return { ...activityMembersInput(organizationId, activityId, filter), limit: membersPageSize, offset };
}

/** Identifies a filter, so the screen knows when a page number or "all matching" no longer applies. */
export function filterKey(filter: MembersFilter): string {
  return JSON.stringify([filter.q.trim(), filter.onlyParticipants]);
}

/** Where the last page starts: a page past the end (members removed since) goes there. */
export function lastPageOffset(total: number, pageSize = membersPageSize): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / pageSize) * pageSize;
}

/**
 * The selection bar's state. `page` is the select-all checkbox's; `offerAll` asks whether to offer
 * "Select all N matching members" (every member of the page is selected, more match than the page
 * shows, not all of them are selected yet, and one bulk update can take them all); `tooManyForAll`
 * is the same case when one bulk update cannot.
 */
export interface SelectionState {
  page: { isSelected: boolean; isIndeterminate: boolean };
  allMatchingSelected: boolean;
  offerAll: boolean;
  tooManyForAll: boolean;
}

export function selectionState(
  selected: ReadonlySet<number>,
  pageIds: readonly number[],
  total: number,
  matchingIds: readonly number[] | null,
): SelectionState {
  let onPage = 0;
  for (const id of pageIds) if (selected.has(id)) onPage += 1;
  const page = {
    isSelected: pageIds.length > 0 && onPage === pageIds.length,
    isIndeterminate: onPage > 0 && onPage < pageIds.length,
  };
  const allMatchingSelected =
    matchingIds !== null && matchingIds.length === total && total > 0 && matchingIds.every((id) => selected.has(id));
  const more = page.isSelected && total > pageIds.length && !allMatchingSelected;
  return {
    page,
    allMatchingSelected,
    offerAll: more && total <= bulkUpdateMaxMembers,
    tooManyForAll: more && total > bulkUpdateMaxMembers,
  };
}
