import { describe, expect, it } from 'vitest';
import {
  activityMembersInput,
  activityPageInput,
  filterKey,
  lastPageOffset,
  noFilter,
  selectionState,
} from './participation-page';

describe('the Participation Manager’s requests', () => {
  it('asks for the first page of 50 by default, leaving out a blank search and an unticked filter', () => {
    expect(activityPageInput(1, 7)).toEqual({ organization_id: 1, activity_id: 7, limit: 50, offset: 0 });
    expect(activityPageInput(1, 7, { q: '   ', onlyParticipants: false }, 0)).toEqual(activityPageInput(1, 7));
    expect(activityPageInput(1, 7, { q: ' zoë ', onlyParticipants: true }, 100)).toEqual({
      organization_id: 1,
      activity_id: 7,
      q: 'zoë',
      only_participants: true,
      limit: 50,
      offset: 100,
    });
    expect(activityMembersInput(1, 7, { q: 'ada', onlyParticipants: false })).toEqual({
      organization_id: 1,
      activity_id: 7,
      q: 'ada',
    });
  });

  it('tells filters apart by what is sent', () => {
    expect(filterKey({ q: ' ada', onlyParticipants: false })).toBe(filterKey({ q: 'ada ', onlyParticipants: false }));
    expect(filterKey(noFilter)).not.toBe(filterKey({ q: '', onlyParticipants: true }));
  });

  it('finds the last page', () => {
    expect(lastPageOffset(0)).toBe(0);
    expect(lastPageOffset(50)).toBe(0);
    expect(lastPageOffset(51)).toBe(50);
    expect(lastPageOffset(8997)).toBe(8950);
  });
});

describe('selectionState', () => {
  const pageIds = [1, 2, 3];

  it('checks the select-all box for the page only', () => {
    expect(selectionState(new Set([1, 2, 3, 99]), pageIds, 10, null).page).toEqual({
      isSelected: true,
      isIndeterminate: false,
    });
    expect(selectionState(new Set([2]), pageIds, 10, null).page).toEqual({ isSelected: false, isIndeterminate: true });
    expect(selectionState(new Set(), [], 0, null).page).toEqual({ isSelected: false, isIndeterminate: false });
  });

  it('offers every matching member once the whole page is selected and more match', () => {
    expect(selectionState(new Set([1, 2, 3]), pageIds, 10, null)).toMatchObject({
      offerAll: true,
      allMatchingSelected: false,
    });
    expect(selectionState(new Set([1, 2]), pageIds, 10, null).offerAll).toBe(false);
    // Nothing more to offer on the only page.
    expect(selectionState(new Set([1, 2, 3]), pageIds, 3, null).offerAll).toBe(false);
  });

  it('knows when every matching member is selected, until the matches change', () => {
    const all = [1, 2, 3, 4, 5];
    expect(selectionState(new Set(all), pageIds, 5, all)).toMatchObject({ allMatchingSelected: true, offerAll: false });
    expect(selectionState(new Set([1, 2, 3, 4]), pageIds, 5, all)).toMatchObject({
      allMatchingSelected: false,
      offerAll: true,
    });
    expect(selectionState(new Set(all), pageIds, 6, all)).toMatchObject({ allMatchingSelected: false, offerAll: true });
  });

  it('does not offer more members than one bulk update takes', () => {
    expect(selectionState(new Set(pageIds), pageIds, 10_001, null)).toMatchObject({
      offerAll: false,
      tooManyForAll: true,
    });
    expect(selectionState(new Set(pageIds), pageIds, 10_000, null)).toMatchObject({
      offerAll: true,
      tooManyForAll: false,
    });
  });
});
