/**
 * Multi-select over a filtered list (the participation and registration managers): the selection
 * is a Set of ids; "select all" acts on the ids the filter shows now. Pure functions, so the
 * screens stay cheap to re-render and the rules are testable.
 */
import { useCallback, useState } from 'react';
import { nameKey } from '@lug/domain/name-key';

/**
 * The key a name is searched by, the server's rule (decision 0045): "Zoë" matches "zoe", "Łukasz"
 * matches "lukasz".
 */
export const searchKey = nameKey;

/**
 * The items whose key contains the query (case- and accent-insensitive); every item for an empty
 * query. `keyOf` should return a precomputed `searchKey` for long lists.
 */
export function filterBySearch<T>(items: readonly T[], query: string, keyOf: (item: T) => string): readonly T[] {
  const needle = searchKey(query.trim());
  if (needle === '') return items;
  return items.filter((item) => keyOf(item).includes(needle));
}

/** The select-all checkbox: checked when every shown id is selected, indeterminate when some are. */
export function selectAllState(
  selected: ReadonlySet<number>,
  shownIds: readonly number[],
): { isSelected: boolean; isIndeterminate: boolean } {
  let count = 0;
  for (const id of shownIds) if (selected.has(id)) count += 1;
  return {
    isSelected: shownIds.length > 0 && count === shownIds.length,
    isIndeterminate: count > 0 && count < shownIds.length,
  };
}

/** Selects (on) or clears (off) every shown id, keeping the rest of the selection as it is. */
export function setShown(selected: ReadonlySet<number>, shownIds: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of shownIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** One id in or out. */
export function setOne(selected: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  if (selected.has(id) === on) return selected as Set<number>;
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The selection of a list with stable callbacks (rows memoised on `toggle` do not re-render). */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number, on: boolean) => setSelected((current) => setOne(current, id, on)), []);
  const toggleShown = useCallback(
    (shownIds: readonly number[], on: boolean) => setSelected((current) => setShown(current, shownIds, on)),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleShown, clear, setSelected };
}
