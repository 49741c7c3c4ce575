import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { timeZones } from '@lug/domain/settings';
import { hourLater } from '../../src/services/calendar';

/**
 * An event without an end time lasts an hour. calendar.ts adds the hour to the wall clock directly
 * when the event starts between 04:00 and 21:00 and asks luxon otherwise, on the claim that no
 * zone changes its clocks in that window: checked here against luxon for every zone the runtime
 * knows, on random days and on the days around every change of clocks in 2026 and 2027.
 */
const zones = timeZones();
const day = fc.integer({ min: 0, max: 5 * 366 }).map((n) => DateTime.fromISO('2025-01-01', { zone: 'UTC' }).plus({ days: n }).toISODate()!);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

function byLuxon(date: string, at: string, zone: string) {
  const later = DateTime.fromISO(`${date}T${at}`, { zone }).plus({ hours: 1 });
  return { date: later.toISODate()!, time: later.toFormat('HH:mm') };
}

describe('an hour later on the wall clock', () => {
  it('agrees with luxon in every zone on random days and times', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), day, time, (zone, date, at) => {
        expect(hourLater({ date, time: at }, zone)).toEqual(byLuxon(date, at, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with luxon around every change of clocks in 2026 and 2027, in every zone', () => {
    for (const zone of zones) {
      // Four weeks at a time; where the offset changed, halve the span down to the day of the
      // change, then check the hours around the change and the window's edges.
      let from = DateTime.fromISO('2026-01-01T12:00', { zone });
      while (from.year < 2028) {
        const to = from.plus({ days: 28 });
        if (to.offset !== from.offset) {
          let [low, high] = [from, to];
          while (high.diff(low, 'days').days > 1) {
            const middle = low.plus({ days: Math.floor(high.diff(low, 'days').days / 2) });
            if (middle.offset === low.offset) low = middle;
            else high = middle;
          }
          // The clocks changed between noon on `low` and noon on `high`: the evening before and
          // the night after, and the edges of the window on both days.
          const checks = [
            ...['04:00', '20:59', '21:30', '22:30', '23:30'].map((at) => [low.toISODate()!, at] as const),
            ...['00:30', '01:30', '02:30', '03:30', '04:00', '20:59'].map((at) => [high.toISODate()!, at] as const),
          ];
          for (const [date, at] of checks) {
            expect(hourLater({ date, time: at }, zone), `${zone} ${date} ${at}`).toEqual(byLuxon(date, at, zone));
          }
        }
        from = to;
      }
    }
  }, 120_000);
});
