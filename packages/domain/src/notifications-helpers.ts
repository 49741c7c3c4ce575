/**
 * The organisation's emails to its members without zod (the unsubscribe page and the settings
 * screens import this, so they load no zod): the kinds a member can turn off, and their names.
 */
import { zonedDateTime } from './date-format';
import { comingYearOpensInMonth } from './years';

export const notificationKinds = [
  'new_activity',
  'points_awarded',
  'membership_status_updates',
  'renewal_reminders',
  'rsvp_reminders',
] as const;
export type NotificationKindName = (typeof notificationKinds)[number];

/** What each kind is called in emails, on the unsubscribe page and on My Profile. */
export const notificationKindLabels: Record<NotificationKindName, string> = {
  new_activity: 'new activity announcements',
  points_awarded: 'points notifications',
  membership_status_updates: 'membership status updates',
  renewal_reminders: 'renewal reminders',
  rsvp_reminders: 'RSVP reminders',
};

/**
 * Renewal reminders (docs/product/settings.md#renewal-reminders, decision 23): the
 * group sets days of the year (`MM-DD`); on each of them, in the group's time zone, members not
 * registered or not paid for the coming year get one reminder. "Coming year": a reminder in the
 * last quarter (October to December) is about the next year, any other about the current one.
 */

/** The calendar day (`yyyy-mm-dd`) it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function dayIn(timeZone: string, now: Date): string {
  return zonedDateTime(now, timeZone)?.date ?? now.toISOString().slice(0, 10);
}

/** The registration year a reminder sent on `day` (`yyyy-mm-dd`) is about. */
export function reminderYear(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= comingYearOpensInMonth ? year + 1 : year;
}

/** Whether `MM-DD` exists in `year` (29 February only in leap years). */
function existsIn(year: number, monthDay: string): boolean {
  const date = new Date(`${year}-${monthDay}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === monthDay;
}

/**
 * The next reminder day on or after `today` (`yyyy-mm-dd`) among `monthDays` (`MM-DD`), with the
 * year it is about; null when there is none. 29 February counts only in leap years.
 */
export function nextReminder(today: string, monthDays: readonly string[]): { date: string; year: number } | null {
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear, thisYear + 1, thisYear + 2, thisYear + 3, thisYear + 4]) {
    const candidates = monthDays
      .filter((md) => existsIn(year, md))
      .map((md) => `${year}-${md}`)
      .filter((date) => date >= today)
      .sort();
    if (candidates[0]) return { date: candidates[0], year: reminderYear(candidates[0]) };
  }
  return null;
}

/** "12-01, 1-15" as typed in the settings → `['12-01', '01-15']` (the schema checks each). */
export function parseMonthDays(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const match = /^(\d{1,2})-(\d{1,2})$/.exec(v);
      return match ? `${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : v;
    });
}
