/**
 * RSVP reminders (docs/decisions/0028-rsvp-reminders.md): N days before an activity that takes
 * RSVPs, each member going gets one email with the activity's `.ics`. Without zod, so the settings
 * screen imports it for free.
 *
 * "N days before" counts calendar days in the group's time zone, to the activity's first day: an
 * activity from Saturday to Sunday with N = 2 is due on Thursday, whatever its start time.
 */

/** The days-before setting: the range the settings accept and the default. */
export const rsvpReminderDays = { min: 1, max: 30, default: 2 } as const;

/** `yyyy-mm-dd` plus `days` (negative: minus), on the calendar, whatever the zone. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the activities whose reminder goes out on `today` (`yyyy-mm-dd`, group's zone). */
export function rsvpReminderStartDate(today: string, daysBefore: number): string {
  return addCalendarDays(today, daysBefore);
}

/** The day (group's zone) the reminder of an activity starting on `startDate` goes out. */
export function rsvpReminderDay(startDate: string, daysBefore: number): string {
  return addCalendarDays(startDate, -daysBefore);
}

export interface RsvpReminderCandidate {
  start_date: string;
  rsvp_open: boolean;
}

/**
 * The activities whose reminders go out on `today`: those taking RSVPs whose first day is
 * `daysBefore` days later. (The job asks the database the same question; this is its statement.)
 */
export function activitiesDueForRsvpReminder<A extends RsvpReminderCandidate>(
  activities: readonly A[],
  today: string,
  daysBefore: number,
): A[] {
  const startDate = rsvpReminderStartDate(today, daysBefore);
  return activities.filter((a) => a.rsvp_open && a.start_date === startDate);
}

/**
 * The attachment's file name: the activity's title in lower-case ASCII words joined by dashes
 * ("Brick Show 2027!" → `brick-show-2027.ics`), `activity-<id>.ics` when nothing of it is left.
 */
export function activityIcsFileName(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || `activity-${id}`}.ics`;
}
