import { describe, expect, it } from 'vitest';
import { filterBySearch, searchKey, selectAllState, setOne, setShown } from './selection';

const members = ['Ada Lovelace', 'Zoë Brick', 'Bob Stud', 'zoe plate'].map((name, i) => ({
  id: i + 1,
  name,
  key: searchKey(name),
}));

describe('filterBySearch', () => {
  it('matches a part of the name, ignoring case and accents', () => {
    expect(filterBySearch(members, ' ZOE ', (m) => m.key).map((m) => m.id)).toEqual([2, 4]);
    expect(filterBySearch(members, 'stu', (m) => m.key).map((m) => m.id)).toEqual([3]);
  });

  it('shows everyone for an empty search (the same array, nothing copied)', () => {
    expect(filterBySearch(members, '  ', (m) => m.key)).toBe(members);
  });
});

describe('select all over the shown members', () => {
  it('is checked when every shown member is selected, indeterminate when some are', () => {
    expect(selectAllState(new Set(), [1, 2])).toEqual({ isSelected: false, isIndeterminate: false });
    expect(selectAllState(new Set([1]), [1, 2])).toEqual({ isSelected: false, isIndeterminate: true });
    expect(selectAllState(new Set([1, 2, 9]), [1, 2])).toEqual({ isSelected: true, isIndeterminate: false });
    expect(selectAllState(new Set([9]), [])).toEqual({ isSelected: false, isIndeterminate: false });
  });

  it('selects or clears only the shown members, keeping the others', () => {
    expect([...setShown(new Set([9]), [1, 2], true)].sort()).toEqual([1, 2, 9]);
    expect([...setShown(new Set([1, 2, 9]), [1, 2], false)]).toEqual([9]);
  });

  it('toggles one member; an unchanged selection keeps its identity (memoised rows stay put)', () => {
    const selected = new Set([1]);
    expect(setOne(selected, 1, true)).toBe(selected);
    expect([...setOne(selected, 2, true)]).toEqual([1, 2]);
    expect([...setOne(selected, 1, false)]).toEqual([]);
  });
});
