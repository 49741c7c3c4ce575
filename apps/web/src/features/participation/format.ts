import { t } from '@lingui/core/macro';
import type { DateFormat } from '@lug/domain/settings';
import { monthName, weekdayName } from '../../lib/month-names';

/**
 * A day of an activity, long, in the organisation's day/month order (Settings > General > Date
 * format): "Saturday, 28 June 2025", or "Saturday, June 28, 2025" for the month-first formats.
 * The names are the reader's language's (`Intl`), the order a message a translator can change.
 * Dates travel as `yyyy-mm-dd` and are read in UTC so no time zone moves them to another day.
 */
export function formatLongDate(date: string, format: DateFormat = 'd MMM yyyy'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!match || Number.isNaN(time)) return date;
  const weekday = weekdayName(time);
  const month = monthName(Number(match[2]));
  const day = Number(match[3]);
  const year = match[1]!;
  return format.startsWith('M') ? t`${weekday}, ${month} ${day}, ${year}` : t`${weekday}, ${day} ${month} ${year}`;
}

export function currentYear(): number {
  return new Date().getFullYear();
}

/** The year of a `yyyy-mm-dd` date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
