import { useDeferredValue } from 'react';

/**
 * A long table's rows in two steps: the first `first` (enough to fill a phone's or a laptop's
 * screen) in the render that shows the page, the rest in a deferred render just after
 * (`useDeferredValue`). The first rows are on screen sooner, and the main thread is held in two
 * shorter stretches instead of one long one (Lighthouse's Total Blocking Time; bench/README.md).
 * Later changes (another page, a sort) keep the rows on screen until the new ones are ready, as
 * `useDeferredValue` does.
 */
export function useRowsInSteps<T>(rows: readonly T[], first = 12): readonly T[] {
  return useDeferredValue(rows, rows.length > first ? rows.slice(0, first) : rows);
}
