import { useDeferredValue } from 'react';

/**
 * A long table's rows in two steps: the first `first` (enough to fill a phone's or a laptop's
 * screen) in the render that shows the page, the rest in a background render React interrupts
 * for input (`useDeferredValue`), so showing fifty rows of links and buttons never holds the main
 * thread for all of them at once (Lighthouse's Total Blocking Time; bench/README.md). Later
 * changes (another page, a sort) keep the rows on screen until the new ones are ready, as
 * `useDeferredValue` does.
 */
export function useRowsInSteps<T>(rows: readonly T[], first = 12): readonly T[] {
  return useDeferredValue(rows, rows.length > first ? rows.slice(0, first) : rows);
}
