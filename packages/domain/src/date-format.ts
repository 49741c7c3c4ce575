/**
 * Date formats: every date the app shows follows the organisation's choice (Settings > General).
 * Free of zod on purpose: the web app formats dates in code every page loads (route loaders), and
 * importing a module with schemas would put zod into the JavaScript of every page, the public home
 * page included, whose JavaScript may be at most 120 KB gzip (scripts/check-bundle-budget.mjs).
 * `./settings` re-exports all of it.
 */
export const dateFormats = [
  'yyyy-MM-dd',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'dd.MM.yyyy',
  'd MMM yyyy',
  'MMM d, yyyy',
] as const;
export type DateFormat = (typeof dateFormats)[number];

/** The months' names in English, January first (screens that name a month in words). */
export const longMonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Formats a `yyyy-mm-dd` date (or the date part of an ISO timestamp) in the chosen format. */
export function formatDate(isoDate: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const month = monthNames[Number(m) - 1] ?? m;
  switch (format) {
    case 'yyyy-MM-dd':
      return `${y}-${m}-${d}`;
    case 'dd/MM/yyyy':
      return `${d}/${m}/${y}`;
    case 'MM/dd/yyyy':
      return `${m}/${d}/${y}`;
    case 'dd.MM.yyyy':
      return `${d}.${m}.${y}`;
    case 'd MMM yyyy':
      return `${Number(d)} ${month} ${y}`;
    case 'MMM d, yyyy':
      return `${month} ${Number(d)}, ${y}`;
  }
}

/** The format until an organisation picks one. */
export const defaultDateFormat: DateFormat = 'yyyy-MM-dd';

// ---------------------------------------------------------------------------------------------
// Moments (timestamps) in the organisation's time zone

/** How an organisation shows dates and times (Settings > General): its date format and time zone. */
export interface DateTimeStyle {
  format: DateFormat;
  timeZone: string;
}

export const defaultDateTimeStyle: DateTimeStyle = { format: defaultDateFormat, timeZone: 'UTC' };

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone this browser does not know: UTC rather than the reader's own zone, so every reader agrees.
      formatter = zonedFormatter('UTC');
    }
    zonedFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A moment's calendar date (`yyyy-mm-dd`) and wall-clock time (`HH:mm`) in a time zone; null if it is no moment. */
export function zonedDateTime(moment: string | Date, timeZone: string): { date: string; time: string } | null {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of zonedFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const isMoment = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);

/**
 * A moment as the organisation's date and its wall-clock time in the organisation's time zone:
 * `formatDateTime('2026-03-07T13:05:00Z', { format: 'dd/MM/yyyy', timeZone: 'Europe/Berlin' })`
 * gives "07/03/2026, 14:05". `fallback` when there is none (e.g. 'Never' for a last login).
 */
export function formatDateTime(moment: string | Date | null | undefined, style: DateTimeStyle, fallback = ''): string {
  if (!moment) return fallback;
  const zoned = zonedDateTime(moment, style.timeZone);
  return zoned ? `${formatDate(zoned.date, style.format)}, ${zoned.time}` : fallback;
}

/**
 * A day in the organisation's format. A calendar date (`yyyy-mm-dd`, an activity's day) is shown as
 * it is; a moment (an ISO timestamp, an invitation's expiry) as the day it is in the organisation's
 * time zone, so a moment just after midnight there is not shown on the day before.
 */
export function formatDay(value: string | Date | null | undefined, style: DateTimeStyle, fallback = ''): string {
  if (!value) return fallback;
  if (typeof value === 'string' && !isMoment(value)) return formatDate(value, style.format);
  const zoned = zonedDateTime(value, style.timeZone);
  return zoned ? formatDate(zoned.date, style.format) : fallback;
}
