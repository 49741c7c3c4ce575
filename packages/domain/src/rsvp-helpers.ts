/**
 * RSVP, capacity, waitlist and check-in as pure rules (issue 17, decision 0025). No zod here: the
 * screens import this module (the schemas are in ./rsvp, which re-exports all of this).
 *
 * An activity's answers are a list in answer order (the service reads them ordered by `at`, then
 * `id`). A member's new answer goes to the end of the list; a member promoted from the waitlist
 * keeps their place. So the waitlist is always in the order people asked for a seat.
 */
import { zonedDateTime } from './date-format';
import { messages, withValues } from './words';

export const rsvpStatuses = ['going', 'waitlisted', 'not_going'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];
/** What a member answers; the waitlist is where a `going` lands when the seats are taken. */
export const rsvpAnswers = ['going', 'not_going'] as const;
export type RsvpAnswer = (typeof rsvpAnswers)[number];

export const rsvpMessages = /* @__PURE__ */ messages('rsvp', {
  closed: 'This activity does not take RSVPs',
  pastDeadline: 'The RSVP deadline has passed: only a manager can change answers now',
  started: 'The activity has started: only a manager can change answers now',
  inactive: 'Only active members can answer or check in',
  capacityBelowGoing: withValues(
    '{going, plural, one {# member is} other {# members are}} going: the capacity cannot be lower',
    (going: number) => ({ going }),
  ),
  noCheckinRole: 'This activity has no check-in role: a manager chooses one first',
  outsideDates: withValues('Check-in is possible only between {start} and {end}', (start: string, end: string) => ({
    start,
    end,
  })),
  selfTodayOnly: withValues(
    'You can check yourself in for today ({today}) only: a manager records other days at the kiosk',
    (today: string) => ({ today }),
  ),
  wrongCode: 'This check-in code is not valid (any more)',
  checkinRoleOtherGroup: 'Choose a participation role of this organization',
  checkInOneWay: 'Send either user_id (a manager checking a member in) or code (checking yourself in)',
});

export interface RsvpEntry {
  user_id: number;
  status: RsvpStatus;
}

export function goingCount(entries: readonly RsvpEntry[]): number {
  let n = 0;
  for (const e of entries) if (e.status === 'going') n += 1;
  return n;
}

/** Seats still free; null when the activity has no limit. */
export function seatsLeft(entries: readonly RsvpEntry[], capacity: number | null): number | null {
  return capacity === null ? null : Math.max(0, capacity - goingCount(entries));
}

/** The member's place in the waitlist (1 is next), or null when they are not waitlisted. */
export function waitlistPosition(entries: readonly RsvpEntry[], userId: number): number | null {
  let position = 0;
  for (const e of entries) {
    if (e.status !== 'waitlisted') continue;
    position += 1;
    if (e.user_id === userId) return position;
  }
  return null;
}

/**
 * Fills free seats with the waitlist, first come first served. Returns the new list (same order)
 * and who was promoted, in order. Never demotes: a capacity below the going count is refused
 * before it is stored (`capacityProblem`).
 */
export function fillSeats(
  entries: readonly RsvpEntry[],
  capacity: number | null,
): { entries: RsvpEntry[]; promoted: number[] } {
  let free = capacity === null ? Number.POSITIVE_INFINITY : capacity - goingCount(entries);
  const promoted: number[] = [];
  const next = entries.map((e) => {
    if (e.status === 'waitlisted' && free > 0) {
      free -= 1;
      promoted.push(e.user_id);
      return { ...e, status: 'going' as const };
    }
    return e;
  });
  return { entries: next, promoted };
}

export interface AnswerOutcome {
  entries: RsvpEntry[];
  /** The member's status after the answer. */
  status: RsvpStatus;
  /** Their waitlist position, or null. */
  position: number | null;
  /** Whether their answer changed (then it moved to the end of the list, with a new time). */
  changed: boolean;
  /** Waitlisted members who got a seat because of this answer, in waitlist order. */
  promoted: number[];
}

/**
 * A member's answer. `going` takes a free seat or joins the end of the waitlist; answering `going`
 * again keeps the seat or the place. `not_going` gives up the seat (the first waitlisted member
 * gets it) or the place in the waitlist.
 */
export function answerRsvp(
  entries: readonly RsvpEntry[],
  capacity: number | null,
  userId: number,
  answer: RsvpAnswer,
): AnswerOutcome {
  const current = entries.find((e) => e.user_id === userId);
  const keeps =
    answer === 'going'
      ? current?.status === 'going' || current?.status === 'waitlisted'
      : current?.status === 'not_going';
  if (keeps && current) {
    return {
      entries: [...entries],
      status: current.status,
      position: waitlistPosition(entries, userId),
      changed: false,
      promoted: [],
    };
  }
  const others = entries.filter((e) => e.user_id !== userId);
  let status: RsvpStatus = 'not_going';
  if (answer === 'going') {
    const free = capacity === null || goingCount(others) < capacity;
    status = free ? 'going' : 'waitlisted';
  }
  const filled = fillSeats([...others, { user_id: userId, status }], capacity);
  const mine = filled.entries[filled.entries.length - 1]!;
  return {
    entries: filled.entries,
    status: mine.status,
    position: waitlistPosition(filled.entries, userId),
    changed: true,
    promoted: filled.promoted.filter((id) => id !== userId),
  };
}

/** Why the capacity cannot be stored (it would leave more going members than seats), or null. */
export function capacityProblem(entries: readonly RsvpEntry[], capacity: number | null): string | null {
  const going = goingCount(entries);
  return capacity !== null && capacity < going ? rsvpMessages.capacityBelowGoing(going) : null;
}

// ---------------------------------------------------------------------------------------------
// When answers may change

export interface RsvpWindow {
  rsvp_open: boolean;
  rsvp_deadline: string | null;
  start_date: string;
  start_time: string | null;
}

/** The wall-clock day (`yyyy-mm-dd`) and time (`HH:MM`) of an instant in a time zone (UTC when unknown). */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  return (
    zonedDateTime(now, timeZone) ?? { date: now.toISOString().slice(0, 10), time: now.toISOString().slice(11, 16) }
  );
}

/**
 * Why an answer cannot be given now, or null. A closed RSVP refuses everyone; past the deadline
 * (the deadline day itself still counts) or once the activity has started (its start time on its
 * first day, or that whole day when it has none), members are refused and managers are not.
 * `now` is the group's wall clock.
 */
export function rsvpClosedReason(
  activity: RsvpWindow,
  now: { date: string; time: string },
  byManager: boolean,
): string | null {
  if (!activity.rsvp_open) return rsvpMessages.closed;
  if (byManager) return null;
  if (activity.rsvp_deadline !== null && now.date > activity.rsvp_deadline) return rsvpMessages.pastDeadline;
  const started =
    now.date > activity.start_date ||
    (now.date === activity.start_date && (activity.start_time === null || now.time >= activity.start_time.slice(0, 5)));
  return started ? rsvpMessages.started : null;
}

// ---------------------------------------------------------------------------------------------
// Check-in

export interface CheckInActivity {
  start_date: string;
  end_date: string;
  participation_type: 'daily' | 'full';
}

/**
 * The participation record a check-in on `date` writes: that day on a daily activity, the whole
 * event (`null`) on a full one. A day outside the activity is a problem (409).
 */
export function checkInRecordDate(
  activity: CheckInActivity,
  date: string,
): { ok: true; participation_date: string | null } | { ok: false; problem: string } {
  if (date < activity.start_date || date > activity.end_date) {
    return { ok: false, problem: rsvpMessages.outsideDates(activity.start_date, activity.end_date) };
  }
  return { ok: true, participation_date: activity.participation_type === 'full' ? null : date };
}

export interface CheckInCell {
  user_id: number;
  role_id: number;
  participation_date: string | null;
}

/**
 * Check-in is idempotent: the records after checking `cell` in contain it exactly once, and
 * nothing else changes. Returns the records and whether one was added.
 */
export function applyCheckIn<R extends CheckInCell>(records: readonly R[], cell: R): { records: R[]; added: boolean } {
  const exists = records.some(
    (r) => r.user_id === cell.user_id && r.role_id === cell.role_id && r.participation_date === cell.participation_date,
  );
  return exists ? { records: [...records], added: false } : { records: [...records, cell], added: true };
}
