import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankAmong } from '../src/dashboard';
import {
  defaultLevels,
  formatDate,
  isTimeZone,
  levelFor,
  nextRenewal,
  organizationSettings,
  resolveSettings,
  updateSettingsInput,
} from '../src/settings';

describe('formatDate', () => {
  it('formats a calendar date in each format', () => {
    expect(formatDate('2026-03-07', 'yyyy-MM-dd')).toBe('2026-03-07');
    expect(formatDate('2026-03-07', 'dd/MM/yyyy')).toBe('07/03/2026');
    expect(formatDate('2026-03-07', 'MM/dd/yyyy')).toBe('03/07/2026');
    expect(formatDate('2026-03-07', 'dd.MM.yyyy')).toBe('07.03.2026');
    expect(formatDate('2026-03-07', 'd MMM yyyy')).toBe('7 Mar 2026');
    expect(formatDate('2026-12-25T10:00:00Z', 'MMM d, yyyy')).toBe('Dec 25, 2026');
  });
});

describe('levels', () => {
  it('gives the level reached and the points to the next', () => {
    expect(levelFor(0, defaultLevels)).toEqual({ level: 'Newcomer', pointsToNext: 50, nextLevel: 'Builder' });
    expect(levelFor(149, defaultLevels)).toEqual({ level: 'Builder', pointsToNext: 1, nextLevel: 'Master Builder' });
    expect(levelFor(1000, defaultLevels)).toEqual({ level: 'Legend', pointsToNext: null, nextLevel: null });
  });
  it('points to the next level are always positive and the level never drops as points grow', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(100), (points, more) => {
        const now = levelFor(points, defaultLevels);
        if (now.pointsToNext !== null) expect(now.pointsToNext).toBeGreaterThan(0);
        const order = defaultLevels.map((l) => l.name);
        expect(order.indexOf(levelFor(points + more, defaultLevels).level)).toBeGreaterThanOrEqual(
          order.indexOf(now.level),
        );
      }),
    );
  });
  it('ranks by points, sharing ranks, and leaves members without points unranked', () => {
    // Points 10 among [10, 30, 10, 5]: one member has more, so both 10s share rank 2.
    expect(rankAmong(10, 1)).toBe(2);
    expect(rankAmong(30, 0)).toBe(1);
    expect(rankAmong(0, 1)).toBeNull();
  });
});

describe('renewal', () => {
  it('is the next occurrence of the day on or after today, with 29 February falling back to the 28th', () => {
    expect(nextRenewal('2026-11-22', '01-01')).toBe('2027-01-01');
    expect(nextRenewal('2026-01-01', '01-01')).toBe('2026-01-01');
    expect(nextRenewal('2026-03-01', '02-29')).toBe('2027-02-28');
    expect(nextRenewal('2027-03-01', '02-29')).toBe('2028-02-29');
  });
});

describe('settings documents', () => {
  it('fill missing or broken stored values with defaults', () => {
    const settings = resolveSettings(
      { name: 'LUG', contact_email: 'a@b.org' },
      { general: { time_zone: 'Mars/Olympus' }, membership: { minimum_points: 10 } },
    );
    expect(settings.general).toMatchObject({ name: 'LUG', time_zone: 'UTC', date_format: 'yyyy-MM-dd' });
    expect(settings.membership.minimum_points).toBe(10);
    expect(organizationSettings.safeParse(settings).success).toBe(true);
  });
  it('refuse an unknown time zone, a bad email and negative days', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(updateSettingsInput.safeParse({ organization_id: 1, general: { time_zone: 'Nowhere/City' } }).success).toBe(
      false,
    );
    expect(updateSettingsInput.safeParse({ organization_id: 1, notifications: { from_email: 'nope' } }).success).toBe(
      false,
    );
    expect(updateSettingsInput.safeParse({ organization_id: 1, membership: { inactive_after_days: -1 } }).success).toBe(
      false,
    );
    expect(
      updateSettingsInput.safeParse({ organization_id: 1, notifications: { from_email: '' } }).data?.notifications
        ?.from_email,
    ).toBeNull();
  });
});

describe('renewal reminder dates', () => {
  it('accepts distinct real MM-DD days and refuses others with a message, never an exception', async () => {
    const { renewalReminderDates } = await import('../src/settings');
    expect(renewalReminderDates.safeParse(['12-01', '01-15']).success).toBe(true);
    for (const bad of [
      ['13-01'],
      ['02-30'],
      ['12-1'],
      ['12-01', '12-01'],
      Array.from({ length: 13 }, (_, i) => `01-${String(i + 1).padStart(2, '0')}`),
    ]) {
      const parsed = renewalReminderDates.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Reminder dates|Each reminder date|At most 12/);
    }
  });
});

describe('renewal reminder days', () => {
  it('a last-quarter day is about the next year, any other about the current one; the next day wraps to next year', async () => {
    const { nextReminder, reminderYear, dayIn, parseMonthDays } = await import('../src/notifications-helpers');
    expect(reminderYear('2026-12-01')).toBe(2027);
    expect(reminderYear('2026-10-01')).toBe(2027);
    expect(reminderYear('2026-09-30')).toBe(2026);
    expect(reminderYear('2027-01-15')).toBe(2027);
    expect(nextReminder('2026-11-24', ['01-15', '12-01'])).toEqual({ date: '2026-12-01', year: 2027 });
    expect(nextReminder('2026-12-01', ['01-15', '12-01'])).toEqual({ date: '2026-12-01', year: 2027 });
    expect(nextReminder('2026-12-02', ['01-15', '12-01'])).toEqual({ date: '2027-01-15', year: 2027 });
    expect(nextReminder('2026-03-01', ['02-29'])).toEqual({ date: '2028-02-29', year: 2028 });
    expect(nextReminder('2026-03-01', [])).toBeNull();
    expect(dayIn('Pacific/Auckland', new Date('2026-11-30T12:00:00Z'))).toBe('2026-12-01');
    expect(dayIn('America/New_York', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(parseMonthDays('12-1, 1-15;03-07  ')).toEqual(['12-01', '01-15', '03-07']);
  });
});
