import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerRsvp,
  applyCheckIn,
  capacityProblem,
  checkInInput,
  checkInRecordDate,
  fillSeats,
  goingCount,
  localDateTime,
  rsvpClosedReason,
  rsvpMessages,
  seatsLeft,
  waitlistPosition,
  type RsvpAnswer,
  type RsvpEntry,
} from '../src/rsvp';
import { createActivityInput, updateActivityInput } from '../src/activities';

/** A run of answers by a handful of members, with the capacity changed now and then. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    user: fc.integer({ min: 1, max: 8 }),
    answer: fc.constantFrom<RsvpAnswer>('going', 'not_going'),
  }),
  fc.record({ kind: fc.constant('grow' as const), by: fc.integer({ min: 0, max: 3 }) }),
);

type Step = { kind: 'answer'; user: number; answer: RsvpAnswer } | { kind: 'grow'; by: number };

function run(capacity: number, steps: readonly Step[]) {
  let entries: RsvpEntry[] = [];
  let cap = capacity;
  const waitlistJoins: number[] = [];
  for (const s of steps) {
    if (s.kind === 'answer') {
      const outcome = answerRsvp(entries, cap, s.user, s.answer);
      if (outcome.changed && outcome.status === 'waitlisted') waitlistJoins.push(s.user);
      entries = outcome.entries;
    } else {
      cap += s.by;
      entries = fillSeats(entries, cap).entries;
    }
    expect(goingCount(entries)).toBeLessThanOrEqual(cap);
    expect(new Set(entries.map((e) => e.user_id)).size).toBe(entries.length);
    // Nobody waits while a seat is free.
    if (goingCount(entries) < cap) expect(entries.some((e) => e.status === 'waitlisted')).toBe(false);
  }
  return { entries, cap, waitlistJoins };
}

describe('answering', () => {
  it('never seats more members than the capacity, and nobody waits while a seat is free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(step, { maxLength: 60 }), (capacity, steps) => {
        run(capacity, steps);
      }),
    );
  });

  it('keeps the waitlist in the order members asked for a seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(step, { maxLength: 60 }), (capacity, steps) => {
        const { entries, waitlistJoins } = run(capacity, steps);
        const waiting = entries.filter((e) => e.status === 'waitlisted').map((e) => e.user_id);
        // The members still waiting appear in the order of their (last) joining of the waitlist.
        const lastJoin = (user: number) => waitlistJoins.lastIndexOf(user);
        expect([...waiting].sort((a, b) => lastJoin(a) - lastJoin(b))).toEqual(waiting);
        waiting.forEach((user, index) => expect(waitlistPosition(entries, user)).toBe(index + 1));
      }),
    );
  });

  it('promotes the first waitlisted member when a going member cancels, and says who', () => {
    let entries: RsvpEntry[] = [];
    for (const user of [1, 2, 3, 4]) entries = answerRsvp(entries, 2, user, 'going').entries;
    expect(entries.map((e) => e.status)).toEqual(['going', 'going', 'waitlisted', 'waitlisted']);
    const cancel = answerRsvp(entries, 2, 1, 'not_going');
    expect(cancel.promoted).toEqual([3]);
    expect(waitlistPosition(cancel.entries, 4)).toBe(1);
    expect(seatsLeft(cancel.entries, 2)).toBe(0);
  });

  it('answering going again keeps the seat or the place', () => {
    let entries: RsvpEntry[] = [];
    for (const user of [1, 2, 3]) entries = answerRsvp(entries, 1, user, 'going').entries;
    const again = answerRsvp(entries, 1, 2, 'going');
    expect(again).toMatchObject({ changed: false, status: 'waitlisted', position: 1, promoted: [] });
  });

  it('a larger capacity seats the waitlist in order; a smaller one than the going count is refused', () => {
    let entries: RsvpEntry[] = [];
    for (const user of [1, 2, 3, 4]) entries = answerRsvp(entries, 1, user, 'going').entries;
    expect(fillSeats(entries, 3).promoted).toEqual([2, 3]);
    expect(fillSeats(entries, null).promoted).toEqual([2, 3, 4]);
    const three = fillSeats(entries, 3).entries;
    expect(capacityProblem(three, 2)).toBe(rsvpMessages.capacityBelowGoing(3));
    expect(capacityProblem(three, 3)).toBeNull();
  });
});

describe('when answers may change', () => {
  const activity = { rsvp_open: true, rsvp_deadline: '2026-06-05', start_date: '2026-06-10', start_time: '18:00' };

  it('refuses members after the deadline day and from the start; managers only when RSVP is closed', () => {
    expect(rsvpClosedReason(activity, { date: '2026-06-05', time: '23:59' }, false)).toBeNull();
    expect(rsvpClosedReason(activity, { date: '2026-06-06', time: '00:00' }, false)).toBe(rsvpMessages.pastDeadline);
    const noDeadline = { ...activity, rsvp_deadline: null };
    expect(rsvpClosedReason(noDeadline, { date: '2026-06-10', time: '17:59' }, false)).toBeNull();
    expect(rsvpClosedReason(noDeadline, { date: '2026-06-10', time: '18:00' }, false)).toBe(rsvpMessages.started);
    expect(rsvpClosedReason({ ...noDeadline, start_time: null }, { date: '2026-06-10', time: '00:00' }, false)).toBe(
      rsvpMessages.started,
    );
    expect(rsvpClosedReason(activity, { date: '2026-06-11', time: '12:00' }, true)).toBeNull();
    expect(rsvpClosedReason({ ...activity, rsvp_open: false }, { date: '2026-06-01', time: '12:00' }, true)).toBe(
      rsvpMessages.closed,
    );
  });

  it("reads the group's wall clock in its time zone", () => {
    const instant = new Date('2026-06-09T23:30:00Z');
    expect(localDateTime(instant, 'UTC')).toEqual({ date: '2026-06-09', time: '23:30' });
    expect(localDateTime(instant, 'Europe/Berlin')).toEqual({ date: '2026-06-10', time: '01:30' });
    expect(localDateTime(instant, 'America/New_York')).toEqual({ date: '2026-06-09', time: '19:30' });
  });
});

describe('check-in', () => {
  const daily = { start_date: '2026-06-10', end_date: '2026-06-12', participation_type: 'daily' as const };

  it('records the day on a daily activity and the whole event on a full one; a day outside is refused', () => {
    expect(checkInRecordDate(daily, '2026-06-11')).toEqual({ ok: true, participation_date: '2026-06-11' });
    expect(checkInRecordDate({ ...daily, participation_type: 'full' }, '2026-06-11')).toEqual({
      ok: true,
      participation_date: null,
    });
    expect(checkInRecordDate(daily, '2026-06-13')).toEqual({
      ok: false,
      problem: rsvpMessages.outsideDates('2026-06-10', '2026-06-12'),
    });
    expect(checkInRecordDate({ ...daily, participation_type: 'full' }, '2026-06-09').ok).toBe(false);
  });

  it('is idempotent: checking in again changes nothing', () => {
    const cell = fc.record({
      user_id: fc.integer({ min: 1, max: 5 }),
      role_id: fc.integer({ min: 1, max: 2 }),
      participation_date: fc.constantFrom<string | null>(null, '2026-06-10', '2026-06-11'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(cell, { selector: (c) => `${c.user_id}:${c.role_id}:${c.participation_date}` }),
        cell,
        (records, checkIn) => {
          const once = applyCheckIn(records, checkIn);
          const twice = applyCheckIn(once.records, checkIn);
          expect(twice.added).toBe(false);
          expect(twice.records).toEqual(once.records);
          const same = (r: typeof checkIn) =>
            r.user_id === checkIn.user_id &&
            r.role_id === checkIn.role_id &&
            r.participation_date === checkIn.participation_date;
          expect(once.records.filter(same)).toHaveLength(1);
          expect(once.records.filter((r) => !same(r))).toEqual(records.filter((r) => !same(r)));
        },
      ),
    );
  });

  it('takes either a member (the kiosk) or a code (self check-in), not both or neither', () => {
    expect(checkInInput.safeParse({ id: 1, user_id: 2 }).success).toBe(true);
    expect(checkInInput.safeParse({ id: 1, code: 'abc', date: '2026-06-10' }).success).toBe(true);
    expect(checkInInput.safeParse({ id: 1 }).success).toBe(false);
    expect(checkInInput.safeParse({ id: 1, user_id: 2, code: 'abc' }).success).toBe(false);
  });
});

describe('activity fields', () => {
  it('defaults to RSVP closed, no limit, no deadline and no check-in role; capacity is at least 1', () => {
    const base = { organization_id: 1, title: 'Meeting', start_date: '2026-06-10', end_date: '2026-06-10' };
    expect(createActivityInput.parse(base)).toMatchObject({ rsvp_open: false });
    expect(createActivityInput.safeParse({ ...base, capacity: 0 }).success).toBe(false);
    expect(
      createActivityInput.safeParse({ ...base, capacity: null, rsvp_deadline: '2026-06-09', checkin_role_id: 3 })
        .success,
    ).toBe(true);
    expect(updateActivityInput.safeParse({ id: 1, rsvp_deadline: 'soon' }).success).toBe(false);
  });
});
