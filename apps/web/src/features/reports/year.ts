import { recentYears } from '@lug/domain/years';

/** The reports' year picker: the current year and the four before (docs/product/reports.md#report-year). */
export function reportYears(selected: number): number[] {
  const years = recentYears(new Date().getFullYear());
  return years.includes(selected) ? years : [...years, selected].sort((a, b) => b - a);
}

export function thisYear(): number {
  return new Date().getFullYear();
}
