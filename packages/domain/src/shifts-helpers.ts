/**
 * Shifts on an activity as pure rules (issue 18, docs/decisions/0031-shifts-and-equipment.md). No
 * zod here: the screens import this module (the schemas are in ./shifts, which re-exports it).
 *
 * A shift has a day within its activity, `HH:MM` start and end times (end after start), a number
 * of slots and a participation role. Members sign up for themselves while slots are free and until
 * the shift starts; a worked shift (confirmed by a manager, or its member checking in that day)
 * becomes a participation record with the shift's role.
 */
import { messages, withValues } from './words';

export const shiftsMax = { title: 100, slots: 1000 } as const;

export const shiftMessages = /* @__PURE__ */ messages('shifts', {
  notFound: 'Shift not found',
  endAfterStart: 'The end time must be after the start time',
  outsideDates: withValues(
    "{oneDay, select, yes {The shift must be on {start}, the activity's day} other {The shift must be between {start} and {end}}}",
    (start: string, end: string) => ({ start, end, oneDay: start === end ? 'yes' : 'no' }),
  ),
  full: 'This shift is full',
  started: 'This shift has started: sign-ups and cancellations are closed',
  confirmed: 'This shift is confirmed as worked: ask a manager to change it',
  notStarted: 'This shift has not started yet: it can be confirmed as worked once it has',
  slotsBelowTaken: withValues(
    '{taken, plural, one {# member has} other {# members have}} signed up: the slots cannot be fewer',
    (taken: number) => ({ taken }),
  ),
  notSignedUp: 'This member has not signed up for this shift',
  noRole: 'This shift has no participation role: a manager chooses one first',
  roleInactive: "The shift's participation role is inactive",
  roleOtherGroup: 'Choose a participation role of this organization',
  inactive: 'Only active members can sign up for shifts',
  strandedByDates: withValues(
    '{count, plural, one {# shift would be} other {# shifts would be}} outside the new dates: move the shifts with the activity, or cancel them',
    (count: number) => ({ count }),
  ),
  strandedCancelOnly: withValues(
    '{count, plural, one {# shift would be} other {# shifts would be}} outside the new dates: they can only be cancelled',
    (count: number) => ({ count }),
  ),
  moveNotPossible:
    'The shifts cannot move with the activity: a shift would still fall outside it, or is already worked',
});

export interface ShiftTimes {
  date: string;
  start_time: string;
  end_time: string;
}

export interface ActivityDays {
  start_date: string;
  end_date: string;
}

/**
 * What is wrong with a shift's day and times, by field, or null: the end must be after the start
 * (a shift does not run past midnight) and the day must be one of the activity's days.
 */
export function shiftTimesProblem(shift: ShiftTimes, activity: ActivityDays): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (shift.end_time.slice(0, 5) <= shift.start_time.slice(0, 5)) fields.end_time = shiftMessages.endAfterStart;
  if (shift.date < activity.start_date || shift.date > activity.end_date) {
    fields.date = shiftMessages.outsideDates(activity.start_date, activity.end_date);
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** Free slots of a shift (never below 0). */
export function freeSlots(slots: number, taken: number): number {
  return Math.max(0, slots - taken);
}

export type SignUpOutcome = { ok: true; added: boolean; signups: number[] } | { ok: false; problem: string };

/**
 * A member signs up: taken while a slot is free; signing up again changes nothing (idempotent,
 * even on a full shift); a full shift refuses.
 */
export function signUpForShift(signups: readonly number[], slots: number, userId: number): SignUpOutcome {
  if (signups.includes(userId)) return { ok: true, added: false, signups: [...signups] };
  if (signups.length >= slots) return { ok: false, problem: shiftMessages.full };
  return { ok: true, added: true, signups: [...signups, userId] };
}

/** A member cancels: their sign-up goes (nothing happens when they had none). */
export function cancelShiftSignup(signups: readonly number[], userId: number): number[] {
  return signups.filter((id) => id !== userId);
}

/** Why the slots cannot be stored (fewer than the members signed up), or null. */
export function shiftSlotsProblem(slots: number, taken: number): string | null {
  return slots < taken ? shiftMessages.slotsBelowTaken(taken) : null;
}

/** Whether the shift has started on the group's wall clock (`now`: its day and `HH:MM`). */
export function shiftStarted(shift: ShiftTimes, now: { date: string; time: string }): boolean {
  return now.date > shift.date || (now.date === shift.date && now.time >= shift.start_time.slice(0, 5));
}

/**
 * Why a member cannot sign up for or cancel a shift now, or null: both close when the shift
 * starts; a sign-up already confirmed as worked cannot be cancelled.
 */
export function shiftChangeProblem(
  shift: ShiftTimes,
  now: { date: string; time: string },
  confirmed = false,
): string | null {
  if (confirmed) return shiftMessages.confirmed;
  return shiftStarted(shift, now) ? shiftMessages.started : null;
}

/** Minutes a shift lasts (`HH:MM` times on one day). */
export function shiftMinutes(shift: Pick<ShiftTimes, 'start_time' | 'end_time'>): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return Math.max(0, minutes(shift.end_time) - minutes(shift.start_time));
}

/**
 * The points a worked shift earns (decision 0049): its role's points for every hour it has started,
 * so a 2-hour shift earns twice what a 1-hour one does, 2 h 30 three times, and the points of a
 * member's worked shifts follow their hours staffed. A shift always counts at least once.
 */
export function shiftPoints(rolePoints: number, shift: Pick<ShiftTimes, 'start_time' | 'end_time'>): number {
  return rolePoints * Math.max(1, Math.ceil(shiftMinutes(shift) / 60));
}

/** Shifts grouped by day, in day order; each day's shifts in start-time order. */
export function shiftsByDay<T extends ShiftTimes & { id: number }>(
  shifts: readonly T[],
): Array<{ date: string; shifts: T[] }> {
  const sorted = [...shifts].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.end_time.localeCompare(b.end_time) ||
      a.id - b.id,
  );
  const days: Array<{ date: string; shifts: T[] }> = [];
  for (const shift of sorted) {
    const last = days[days.length - 1];
    if (last && last.date === shift.date) last.shifts.push(shift);
    else days.push({ date: shift.date, shifts: [shift] });
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// An activity's new dates (decision 0039)

/** What becomes of shifts left outside an activity's new dates: moved with it, or cancelled. */
export const shiftDateChangeModes = ['move', 'cancel'] as const;
export type ShiftDateChangeMode = (typeof shiftDateChangeModes)[number];

export interface ScheduledShift {
  id: number;
  title: string;
  date: string;
  start_time: string;
  /** Members signed up, and how many of them are confirmed as worked. */
  signups: number;
  confirmed: number;
}

export interface ShiftDateChangePlan {
  /** The shifts whose day falls outside the new dates, in day order. */
  stranded: ScheduledShift[];
  /**
   * The answers possible: `move` when every shift, moved by as many days as the start moved, falls
   * within the new dates and none is worked yet; `cancel` always (when any shift is stranded).
   */
  choices: ShiftDateChangeMode[];
  /** `move`: every shift's new day. */
  moves: Array<{ id: number; date: string }>;
  /** `cancel`: the stranded shifts, deleted with their sign-ups. */
  cancels: number[];
}

function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * What an activity's change of dates does to its shifts. Nothing when every shift stays within the
 * new dates; otherwise the stranded shifts and the two answers: `move` keeps the schedule (each
 * shift keeps its distance from the first day), `cancel` deletes the stranded shifts.
 */
export function planShiftDateChange(
  shifts: readonly ScheduledShift[],
  before: ActivityDays,
  after: ActivityDays,
): ShiftDateChangePlan {
  const within = (date: string) => date >= after.start_date && date <= after.end_date;
  const stranded = shifts
    .filter((s) => !within(s.date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id);
  if (stranded.length === 0) return { stranded, choices: [], moves: [], cancels: [] };
  const offset = Math.round(
    (Date.parse(`${after.start_date}T00:00:00Z`) - Date.parse(`${before.start_date}T00:00:00Z`)) / 86_400_000,
  );
  const moves = shifts.map((s) => ({ id: s.id, date: plusDays(s.date, offset) }));
  const movable = offset !== 0 && moves.every((m) => within(m.date)) && shifts.every((s) => s.confirmed === 0);
  return {
    stranded,
    choices: movable ? ['move', 'cancel'] : ['cancel'],
    moves: movable ? moves : [],
    cancels: stranded.map((s) => s.id),
  };
}
