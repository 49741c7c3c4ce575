import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { nextSort, sortRows, type SortDirection } from '@lug/domain/reports-helpers';

export interface ReportSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * A report table's sort: starts at `initial`; clicking a header sorts by it, clicking the sorted
 * one again flips asc/desc (`nextSort`). Gives the rows in order and the React Aria descriptor
 * (which sets `aria-sort` on the headers).
 */
export function useReportSort<T, K extends keyof T & string>(rows: readonly T[], initial: ReportSort<K>) {
  const [sort, setSort] = useState<ReportSort<K>>(initial);
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.direction), [rows, sort]);
  const sortDescriptor: SortDescriptor = {
    column: sort.key,
    direction: sort.direction === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = (descriptor: SortDescriptor) =>
    setSort((current) => nextSort(current, String(descriptor.column) as K));
  return { sorted, sort, sortDescriptor, onSortChange };
}
