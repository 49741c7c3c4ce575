import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';

/** The filters above a members screen's table, side by side from small screens up. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 sm:flex-row sm:items-end">{children}</div>;
}

interface YearSelectProps {
  /** The year shown; null for `allLabel`. */
  value: number | null;
  /** The years offered, newest first. */
  years: readonly number[];
  onChange: (year: number | undefined) => void;
  /** An option first in the list for every year, e.g. 'All Years'. */
  allLabel?: string;
}

const allKey = 'all';

/** The Year choice of the Participation, Registration and History screens (the year is in the address). */
export function YearSelect({ value, years, onChange, allLabel }: YearSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Year`}
      className="sm:w-40"
      value={value === null ? allKey : String(value)}
      onChange={(key) => onChange(key === allKey || key === null ? undefined : Number(key))}
    >
      {[
        ...(allLabel ? [{ id: allKey, name: allLabel }] : []),
        ...years.map((year) => ({ id: String(year), name: String(year) })),
      ].map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.name}
        </SelectItem>
      ))}
    </Select>
  );
}

/** "Search members": the managers' search box (what it matches goes in `placeholder`). */
export function MemberSearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Search members`}
      type="search"
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      className="sm:w-80"
    />
  );
}
