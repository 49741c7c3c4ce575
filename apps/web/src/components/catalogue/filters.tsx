import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem } from '../ui/select';

/** The filters above a list: one under the other on phones, side by side from `sm` up. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 sm:flex-row sm:items-end">{children}</div>;
}

const allYears = 'all';

interface YearSelectProps {
  /** The years to choose from, in the order shown. */
  years: readonly number[];
  /** The chosen year; undefined is `allLabel`. */
  value: number | undefined;
  onChange: (year: number | undefined) => void;
  /** A first choice for every year (e.g. "All Years"); without it a year is always chosen. */
  allLabel?: string;
  className?: string;
}

/** The Year filter of a list (activities, participation): a select of years, "All Years" first when given. */
export function YearSelect({ years, value, onChange, allLabel, className = 'sm:w-40' }: YearSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Year`}
      className={className}
      value={value === undefined ? allYears : String(value)}
      onChange={(key) => onChange(key === null || key === allYears ? undefined : Number(key))}
    >
      {allLabel ? <SelectItem id={allYears}>{allLabel}</SelectItem> : null}
      {years.map((year) => (
        <SelectItem key={year} id={String(year)}>
          {String(year)}
        </SelectItem>
      ))}
    </Select>
  );
}
