import { i18n } from '@lingui/core';

/**
 * Months and weekdays named in the reader's language (Lingui's active locale), by `Intl`: a
 * language added later names them without a catalog entry. Dates travel as `yyyy-mm-dd` and are
 * read in UTC, so no time zone moves one to another day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(part: 'month' | 'weekday'): Intl.DateTimeFormat {
  const key = `${i18n.locale}:${part}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(i18n.locale, { [part]: 'long', timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** The name of a month, 1 to 12: "January". */
export function monthName(month: number): string {
  return formatter('month').format(Date.UTC(2000, month - 1, 1));
}

/** The twelve months' names, January first. */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, index) => monthName(index + 1));
}

/** The weekday of a `yyyy-mm-dd` day: "Saturday". */
export function weekdayName(time: number): string {
  return formatter('weekday').format(time);
}
