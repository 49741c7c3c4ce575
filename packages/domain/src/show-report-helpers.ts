/**
 * The post-show report as pure rules (issue 18, docs/decisions/0032-show-report-and-my-signups.md).
 * No zod here: the screens import this module (the schemas are in ./show-report, which re-exports
 * all of this).
 *
 * The report stores only what cannot be counted (visitors, notes, photo links); the rest is
 * counted from the rows when it is read:
 * - exhibits shown: the activity's approved exhibits;
 * - members who took part: distinct members with a participation record on the activity;
 * - hours staffed: the length of each shift times its *confirmed* sign-ups (a sign-up nobody
 *   confirmed is a promise, not time given).
 */
import { messages, withFixedValues } from './words';

export const photoLinksMax = 20;
export const visitorsMax = 10_000_000;
export const reportNotesMax = 5000;

export const showReportMessages = /* @__PURE__ */ messages('showReport', {
  notHttps: 'Photo links must be web addresses starting with https://',
  tooManyLinks: withFixedValues('At most {max} photo links', { max: photoLinksMax }),
  duplicateLink: 'This photo link is listed twice',
  noAccess: 'Reading show reports needs the "View reports" or "Manage activities" permission',
});

/** `HH:MM` (or `HH:MM:SS`) as minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A shift's length in minutes: end minus start, 0 when either is not a time or the end is not after the start. */
export function shiftMinutes(start: string, end: string): number {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  return from === null || to === null || to <= from ? 0 : to - from;
}

export interface StaffedShift {
  start_time: string;
  end_time: string;
  /** How many of its sign-ups count (the confirmed ones). */
  signups: number;
}

/** The minutes staffed: each shift's length times its counted sign-ups. */
export function staffedMinutes(shifts: readonly StaffedShift[]): number {
  let total = 0;
  for (const shift of shifts) total += shiftMinutes(shift.start_time, shift.end_time) * Math.max(0, shift.signups);
  return total;
}

/** Minutes as hours with at most two decimals (90 -> 1.5, 20 -> 0.33). */
export function hoursFromMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

export interface Visitors {
  visitors_children: number;
  visitors_teens: number;
  visitors_adults: number;
}

export function visitorsTotal(v: Visitors): number {
  return v.visitors_children + v.visitors_teens + v.visitors_adults;
}

/** The figures of one show that a year adds up. */
export interface ShowFigures extends Visitors {
  visitors_total: number;
  exhibits_shown: number;
  members_took_part: number;
  minutes_staffed: number;
  hours_staffed: number;
}

export interface YearTotals extends ShowFigures {
  shows: number;
}

/**
 * A year's totals: sums of every show's figures. Members who took part are summed per show (a
 * member at two shows counts twice: the ambassador report asks for people per show); hours are
 * summed as minutes, then rounded once.
 */
export function yearTotals(shows: readonly ShowFigures[]): YearTotals {
  const totals = {
    shows: shows.length,
    visitors_children: 0,
    visitors_teens: 0,
    visitors_adults: 0,
    visitors_total: 0,
    exhibits_shown: 0,
    members_took_part: 0,
    minutes_staffed: 0,
    hours_staffed: 0,
  };
  for (const s of shows) {
    totals.visitors_children += s.visitors_children;
    totals.visitors_teens += s.visitors_teens;
    totals.visitors_adults += s.visitors_adults;
    totals.visitors_total += s.visitors_total;
    totals.exhibits_shown += s.exhibits_shown;
    totals.members_took_part += s.members_took_part;
    totals.minutes_staffed += s.minutes_staffed;
  }
  totals.hours_staffed = hoursFromMinutes(totals.minutes_staffed);
  return totals;
}

/** Whether a photo link may be stored: an https address with a host (no other scheme, no credentials). */
export function isPhotoLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
