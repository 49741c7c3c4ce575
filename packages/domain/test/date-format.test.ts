import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, zonedDateTime } from '../src/date-format';

describe('times in the organisation’s time zone', () => {
  const berlin = { format: 'dd/MM/yyyy', timeZone: 'Europe/Berlin' } as const;
  const newYork = { format: 'MMM d, yyyy', timeZone: 'America/New_York' } as const;

  it('shows a moment as the date and wall-clock time of the group’s zone, in its date format', () => {
    expect(formatDateTime('2026-03-07T13:05:00Z', berlin)).toBe('07/03/2026, 14:05');
    expect(formatDateTime('2026-03-07T13:05:00Z', newYork)).toBe('Mar 7, 2026, 08:05');
    expect(formatDateTime('2026-03-07T13:05:00Z', { format: 'yyyy-MM-dd', timeZone: 'UTC' })).toBe('2026-03-07, 13:05');
  });

  it('follows summer time', () => {
    expect(formatDateTime('2026-07-01T12:00:00Z', berlin)).toBe('01/07/2026, 14:00');
    expect(formatDateTime('2026-01-01T12:00:00Z', berlin)).toBe('01/01/2026, 13:00');
  });

  it('moves the day when the zone is past midnight, and shows midnight as 00:00', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', berlin)).toBe('01/01/2027, 00:30');
    expect(formatDateTime('2026-01-01T03:00:00Z', newYork)).toBe('Dec 31, 2025, 22:00');
  });

  it('gives the fallback for no moment or an unreadable one', () => {
    expect(formatDateTime(null, berlin, 'Never')).toBe('Never');
    expect(formatDateTime(undefined, berlin)).toBe('');
    expect(formatDateTime('not a time', berlin, 'Never')).toBe('Never');
  });

  it('falls back to UTC for a zone it does not know, rather than the reader’s own zone', () => {
    expect(formatDateTime('2026-03-07T13:05:00Z', { format: 'yyyy-MM-dd', timeZone: 'Mars/Olympus' })).toBe(
      '2026-03-07, 13:05',
    );
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(zonedDateTime(new Date('2026-03-07T13:05:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-03-07',
      time: '22:05',
    });
  });

  it('shows a calendar date as it is, and a moment as its day in the zone', () => {
    expect(formatDay('2026-03-07', newYork)).toBe('Mar 7, 2026');
    expect(formatDay('2026-03-08T02:00:00Z', newYork)).toBe('Mar 7, 2026');
    expect(formatDay('2026-03-07T23:30:00Z', berlin)).toBe('08/03/2026');
    expect(formatDay(null, berlin, '—')).toBe('—');
  });
});
