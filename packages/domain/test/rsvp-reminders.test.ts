import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activitiesDueForRsvpReminder,
  activityIcsFileName,
  addCalendarDays,
  rsvpReminderDay,
  rsvpReminderDays,
  rsvpReminderStartDate,
} from '../src/rsvp-reminders';
import { notificationSettings, rsvpReminderDaysBefore } from '../src/settings';

/** A calendar day between 2000 and 2099, `yyyy-mm-dd`. */
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const daysBefore = fc.integer({ min: rsvpReminderDays.min, max: rsvpReminderDays.max });

describe('which activities are due for a reminder on a day', () => {
  it('an activity is due on exactly one day: its first day minus the days set', () => {
    fc.assert(
      fc.property(day, day, daysBefore, (today, startDate, n) => {
        const activity = { start_date: startDate, rsvp_open: true };
        const due = activitiesDueForRsvpReminder([activity], today, n).length === 1;
        expect(due).toBe(rsvpReminderDay(startDate, n) === today);
        expect(activitiesDueForRsvpReminder([activity], rsvpReminderDay(startDate, n), n)).toEqual([activity]);
      }),
    );
  });

  it('counts calendar days across months, years and leap days; days before and after undo each other', () => {
    expect(rsvpReminderStartDate('2026-11-20', 2)).toBe('2026-11-22');
    expect(rsvpReminderStartDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(rsvpReminderDay('2028-03-01', 1)).toBe('2028-02-29');
    expect(rsvpReminderDay('2027-03-01', 1)).toBe('2027-02-28');
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (d, n) => {
        expect(addCalendarDays(addCalendarDays(d, n), -n)).toBe(d);
        const ms = Date.parse(`${addCalendarDays(d, n)}T00:00:00Z`) - Date.parse(`${d}T00:00:00Z`);
        expect(ms).toBe(n * 86_400_000);
      }),
    );
  });

  it('leaves out activities that do not take RSVPs and those on other days, keeping the order', () => {
    const activities = [
      { id: 1, start_date: '2026-11-22', rsvp_open: true },
      { id: 2, start_date: '2026-11-22', rsvp_open: false },
      { id: 3, start_date: '2026-11-23', rsvp_open: true },
      { id: 4, start_date: '2026-11-22', rsvp_open: true },
    ];
    expect(activitiesDueForRsvpReminder(activities, '2026-11-20', 2).map((a) => a.id)).toEqual([1, 4]);
    expect(activitiesDueForRsvpReminder(activities, '2026-11-20', 3).map((a) => a.id)).toEqual([3]);
  });
});

describe('the attachment name', () => {
  it('is the title in lower-case ASCII words joined by dashes, else the activity id', () => {
    expect(activityIcsFileName('Brick Night!', 7)).toBe('brick-night.ics');
    expect(activityIcsFileName('Ausstellung Köln 2027', 7)).toBe('ausstellung-koln-2027.ics');
    expect(activityIcsFileName('レゴ', 7)).toBe('activity-7.ics');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 1_000_000 }), (title, id) => {
        expect(activityIcsFileName(title, id)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.ics$/);
        expect(activityIcsFileName(title, id).length).toBeLessThanOrEqual(64);
      }),
    );
  });
});

describe('the days-before setting', () => {
  it('accepts whole numbers from 1 to 30 and refuses others with a message', () => {
    for (const ok of [1, 2, 30]) expect(rsvpReminderDaysBefore.safeParse(ok).success).toBe(true);
    for (const bad of [0, 31, -1, 2.5, '2', null, Number.NaN]) {
      const parsed = rsvpReminderDaysBefore.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^Days before must be/);
    }
    expect(notificationSettings.shape.rsvp_reminders.safeParse(true).success).toBe(true);
  });
});
