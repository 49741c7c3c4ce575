import type { DateFormat } from '@lug/domain/settings';

/**
 * A day of an activity, long, in the organisation's day/month order (Settings > General > Date
 * format): "Saturday, 28 June 2025", or "Saturday, June 28, 2025" for the month-first formats.
 * Dates travel as `yyyy-mm-dd` and are read in UTC so no time zone moves them to another day.
 */
const weekdayName = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

export function formatLongDate(date: string, format: DateFormat = 'd MMM yyyy'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!match || Number.isNaN(time)) return date;
  const weekday = weekdayName.format(time);
  const month = monthName.format(time);
  const day = Number(match[3]);
  return format.startsWith('M')
    ? `${weekday}, ${month} ${day}, ${match[1]}`
    : `${weekday}, ${day} ${month} ${match[1]}`;
}

export function currentYear(): number {
  return new Date().getFullYear();
}

/** The year of a `yyyy-mm-dd` date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
