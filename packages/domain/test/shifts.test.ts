import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelShiftSignup,
  createShiftInput,
  freeSlots,
  planShiftDateChange,
  shiftChangeProblem,
  shiftMessages,
  shiftMinutes,
  shiftSlotsProblem,
  shiftsByDay,
  shiftTimesProblem,
  signUpForShift,
} from '../src/shifts';
import {
  availableFor,
  bookedOn,
  bookingProblem,
  peakBooked,
  quantityProblem,
  stockShortDays,
  type DatedBooking,
} from '../src/equipment';

const step = fc.oneof(
  fc.record({ kind: fc.constant('signup' as const), user: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.integer({ min: 1, max: 10 }) }),
);

describe('shift slots', () => {
  it('are never exceeded, a sign-up is idempotent and a full shift refuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(step, { maxLength: 60 }), (slots, steps) => {
        let signups: number[] = [];
        for (const s of steps) {
          if (s.kind === 'signup') {
            const outcome = signUpForShift(signups, slots, s.user);
            if (signups.includes(s.user)) {
              expect(outcome).toEqual({ ok: true, added: false, signups });
            } else if (signups.length >= slots) {
              expect(outcome).toEqual({ ok: false, problem: shiftMessages.full });
            } else {
              expect(outcome.ok && outcome.added).toBe(true);
            }
            if (outcome.ok) signups = outcome.signups;
          } else {
            signups = cancelShiftSignup(signups, s.user);
            expect(signups).not.toContain(s.user);
          }
          expect(signups.length).toBeLessThanOrEqual(slots);
          expect(new Set(signups).size).toBe(signups.length);
          expect(freeSlots(slots, signups.length)).toBe(slots - signups.length);
        }
      }),
    );
  });

  it('cannot be fewer than the members signed up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (slots, taken) => {
        expect(shiftSlotsProblem(slots, taken) === null).toBe(slots >= taken);
      }),
    );
  });
});

const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const dayNumber = fc.integer({ min: 0, max: 40 });
const isoOf = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe('shift times', () => {
  it('end after start, on one of the activity’s days', () => {
    fc.assert(
      fc.property(time, time, dayNumber, dayNumber, dayNumber, (start, end, d, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const problem = shiftTimesProblem(
          { date: isoOf(d), start_time: start, end_time: end },
          { start_date: isoOf(from), end_date: isoOf(to) },
        );
        expect(problem?.end_time !== undefined).toBe(end <= start);
        expect(problem?.date !== undefined).toBe(d < from || d > to);
        if (end > start) expect(shiftMinutes({ start_time: start, end_time: end })).toBeGreaterThan(0);
      }),
    );
  });

  it('the schema refuses an end at or before the start, naming end_time', () => {
    const base = { id: 1, title: 'Setup', date: '2026-06-01', slots: 2, participation_role_id: 3 };
    const refused = createShiftInput.safeParse({ ...base, start_time: '10:00', end_time: '10:00' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['end_time']);
    expect(createShiftInput.safeParse({ ...base, start_time: '10:00', end_time: '12:30:00' }).data?.end_time).toBe(
      '12:30',
    );
    expect(createShiftInput.safeParse({ ...base, slots: 0, start_time: '10:00', end_time: '11:00' }).success).toBe(
      false,
    );
  });

  it('sign-ups and cancellations close when the shift starts; a confirmed one cannot be cancelled', () => {
    const shift = { date: '2026-06-02', start_time: '10:00', end_time: '12:00' };
    expect(shiftChangeProblem(shift, { date: '2026-06-01', time: '23:59' })).toBeNull();
    expect(shiftChangeProblem(shift, { date: '2026-06-02', time: '09:59' })).toBeNull();
    expect(shiftChangeProblem(shift, { date: '2026-06-02', time: '10:00' })).toBe(shiftMessages.started);
    expect(shiftChangeProblem(shift, { date: '2026-06-03', time: '00:00' })).toBe(shiftMessages.started);
    expect(shiftChangeProblem(shift, { date: '2026-06-01', time: '09:00' }, true)).toBe(shiftMessages.confirmed);
  });

  it('groups shifts by day in time order', () => {
    const days = shiftsByDay([
      { id: 1, date: '2026-06-02', start_time: '10:00', end_time: '11:00' },
      { id: 2, date: '2026-06-01', start_time: '14:00', end_time: '15:00' },
      { id: 3, date: '2026-06-01', start_time: '09:00', end_time: '10:00' },
    ]);
    expect(days.map((d) => [d.date, d.shifts.map((s) => s.id)])).toEqual([
      ['2026-06-01', [3, 2]],
      ['2026-06-02', [1]],
    ]);
  });
});

const booking = fc
  .record({ a: dayNumber, b: dayNumber, quantity: fc.integer({ min: 1, max: 6 }) })
  .map(({ a, b, quantity }) => ({ start_date: isoOf(Math.min(a, b)), end_date: isoOf(Math.max(a, b)), quantity }));

describe('equipment stock', () => {
  it('bookings accepted by the rule never exceed the stock on any day, across overlapping activities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.array(booking, { maxLength: 25 }), (quantity, requests) => {
        const accepted: DatedBooking[] = [];
        for (const request of requests) {
          const problem = bookingProblem(quantity, accepted, request, request.quantity);
          // What is left is exactly what can be booked: one more is refused, that much is not.
          const left = availableFor(quantity, accepted, request);
          expect(problem === null).toBe(request.quantity <= left);
          if (problem) expect(problem.left).toBe(left);
          if (left > 0) expect(bookingProblem(quantity, accepted, request, left)).toBeNull();
          expect(bookingProblem(quantity, accepted, request, left + 1)).not.toBeNull();
          if (!problem) accepted.push(request);
          for (let d = 0; d <= 40; d += 1) expect(bookedOn(accepted, isoOf(d))).toBeLessThanOrEqual(quantity);
        }
        expect(quantityProblem(quantity, accepted)).toBeNull();
        const peak = peakBooked(accepted);
        if (peak > 0) expect(quantityProblem(peak - 1, accepted)).not.toBeNull();
      }),
    );
  });

  it('the peak is the most booked on one day (brute force)', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 15 }), dayNumber, dayNumber, (bookings, a, b) => {
        const range = { start_date: isoOf(Math.min(a, b)), end_date: isoOf(Math.max(a, b)) };
        let expected = 0;
        for (let d = Math.min(a, b); d <= Math.max(a, b); d += 1)
          expected = Math.max(expected, bookedOn(bookings, isoOf(d)));
        expect(peakBooked(bookings, range)).toBe(expected);
      }),
    );
  });

  it('activities on days that do not overlap share the whole stock', () => {
    const june = { start_date: '2026-06-06', end_date: '2026-06-07', quantity: 20 };
    expect(availableFor(20, [june], { start_date: '2026-06-13', end_date: '2026-06-14' })).toBe(20);
    expect(availableFor(20, [june], { start_date: '2026-06-07', end_date: '2026-06-08' })).toBe(0);
  });
});

describe('an activity’s new dates (decision 0039)', () => {
  it('a booking short on some day of the new dates is exactly one that bookingProblem refuses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(booking, { maxLength: 12 }),
        booking,
        (quantity, others, moved) => {
          const short = stockShortDays(quantity, others, moved, moved.quantity);
          expect(short.length > 0).toBe(bookingProblem(quantity, others, moved, moved.quantity) !== null);
          for (const { date, left } of short) {
            expect(date >= moved.start_date && date <= moved.end_date).toBe(true);
            expect(left).toBe(Math.max(0, quantity - bookedOn(others, date)));
            expect(moved.quantity).toBeGreaterThan(left);
          }
        },
      ),
    );
  });

  const shift = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    day: dayNumber,
    confirmed: fc.constantFrom(0, 0, 1),
  });
  it('never leaves a shift outside the activity: moved shifts all fit, cancelled ones are the stranded', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(shift, { selector: (s) => s.id, maxLength: 8 }),
        dayNumber,
        dayNumber,
        dayNumber,
        dayNumber,
        (raw, a, b, c, d) => {
          const before = { start_date: isoOf(Math.min(a, b)), end_date: isoOf(Math.max(a, b)) };
          const after = { start_date: isoOf(Math.min(c, d)), end_date: isoOf(Math.max(c, d)) };
          const shifts = raw.map((s) => ({
            id: s.id,
            title: 'S',
            date: isoOf(Math.min(Math.max(s.day, Math.min(a, b)), Math.max(a, b))),
            start_time: '09:00',
            signups: 1,
            confirmed: s.confirmed,
          }));
          const plan = planShiftDateChange(shifts, before, after);
          const within = (date: string) => date >= after.start_date && date <= after.end_date;
          expect(plan.stranded.map((s) => s.id).sort()).toEqual(
            shifts
              .filter((s) => !within(s.date))
              .map((s) => s.id)
              .sort(),
          );
          if (plan.stranded.length === 0) {
            expect(plan.choices).toEqual([]);
            return;
          }
          expect(plan.choices).toContain('cancel');
          expect(plan.cancels.sort()).toEqual(plan.stranded.map((s) => s.id).sort());
          if (plan.choices.includes('move')) {
            expect(plan.moves).toHaveLength(shifts.length);
            for (const m of plan.moves) expect(within(m.date)).toBe(true);
            expect(shifts.every((s) => s.confirmed === 0)).toBe(true);
          }
        },
      ),
    );
  });

  it('moving a two-day show by a week moves its shifts by a week; shortening it offers only cancel', () => {
    const shifts = [
      { id: 1, title: 'Setup', date: '2026-06-06', start_time: '09:00', signups: 2, confirmed: 0 },
      { id: 2, title: 'Teardown', date: '2026-06-07', start_time: '17:00', signups: 1, confirmed: 0 },
    ];
    const weekend = { start_date: '2026-06-06', end_date: '2026-06-07' };
    expect(planShiftDateChange(shifts, weekend, { start_date: '2026-06-13', end_date: '2026-06-14' })).toMatchObject({
      choices: ['move', 'cancel'],
      moves: [
        { id: 1, date: '2026-06-13' },
        { id: 2, date: '2026-06-14' },
      ],
    });
    expect(planShiftDateChange(shifts, weekend, { start_date: '2026-06-06', end_date: '2026-06-06' })).toMatchObject({
      choices: ['cancel'],
      cancels: [2],
    });
  });
});
