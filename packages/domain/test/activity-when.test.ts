import { describe, expect, it } from 'vitest';
import { activityWhen } from '../src/activity-when';

describe('activityWhen (emails and PDFs)', () => {
  const day = { start_date: '2026-03-07', end_date: '2026-03-07' };
  it("keeps every time, in the group's date format", () => {
    expect(activityWhen({ ...day, start_time: '10:00:00', end_time: '16:30' }, 'dd.MM.yyyy')).toBe('07.03.2026, 10:00–16:30');
    expect(activityWhen({ ...day, start_time: '10:00' }, 'dd.MM.yyyy')).toBe('07.03.2026 at 10:00');
    expect(activityWhen({ ...day, end_time: '16:30' }, 'MM/dd/yyyy')).toBe('03/07/2026, until 16:30');
    expect(activityWhen(day, 'd MMM yyyy')).toBe('7 Mar 2026');
    expect(
      activityWhen({ start_date: '2026-03-07', end_date: '2026-03-08', start_time: '10:00', end_time: '16:00' }, 'dd.MM.yyyy'),
    ).toBe('07.03.2026 10:00 to 08.03.2026 16:00');
    expect(activityWhen({ start_date: '2026-03-07', end_date: '2026-03-08' }, 'yyyy-MM-dd')).toBe('2026-03-07 to 2026-03-08');
  });
});
