/**
 * Settings without zod: date formats, time zones, levels, the renewal day and the feedback
 * limit. The settings screens import this module, so showing them does not load zod (each page's
 * JavaScript is budgeted: 120 KB gzip for the home page, 250 KB for the others;
 * scripts/check-bundle-budget.mjs); the schemas are in ./settings, which re-exports all of this.
 */
import type { LevelThreshold } from './settings';

// ---------------------------------------------------------------------------------------------
// Date formats: every date the app shows follows the organisation's choice. The formats and the
// formatter live in ./date-format (no zod), so the web app's always-loaded code can use them.

export { dateFormats, defaultDateFormat, formatDate, type DateFormat } from './date-format';

// ---------------------------------------------------------------------------------------------
// Time zones

export function timeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

/**
 * The zones found valid so far. Asking Intl builds a formatter each time (tens of microseconds; a
 * feed of 3,000 activities asked 3,000 times). Only valid names are kept, so the set stays as small
 * as the runtime's list of zones whatever anyone sends.
 */
const validZones = new Set<string>();

export function isTimeZone(value: string): boolean {
  if (validZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  validZones.add(value);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Levels: point thresholds of the points ranking.

export const defaultLevels: LevelThreshold[] = [
  { name: 'Newcomer', min_points: 0 },
  { name: 'Builder', min_points: 50 },
  { name: 'Master Builder', min_points: 150 },
  { name: 'Legend', min_points: 400 },
];

/** The level reached with these points and how many points the next one needs (null at the top). */
export function levelFor(
  points: number,
  levels: readonly LevelThreshold[],
): { level: string; pointsToNext: number | null; nextLevel: string | null } {
  const sorted = [...levels].sort((a, b) => a.min_points - b.min_points);
  let index = -1;
  sorted.forEach((l, i) => {
    if (points >= l.min_points) index = i;
  });
  const next = sorted[index + 1];
  return {
    level: index >= 0 ? sorted[index]!.name : 'No level yet',
    pointsToNext: next ? next.min_points - points : null,
    nextLevel: next?.name ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Renewal: a day of the year, `MM-DD`.

/** The next renewal on or after `today` (both `yyyy-mm-dd`); 29 February falls back to the 28th. */
export function nextRenewal(today: string, renewal: string): string {
  const year = Number(today.slice(0, 4));
  const candidate = (y: number) => {
    const iso = `${y}-${renewal}`;
    const parsed = new Date(`${iso}T00:00:00Z`);
    return parsed.toISOString().slice(0, 10) === iso ? iso : `${y}-${renewal.slice(0, 2)}-28`;
  };
  const thisYear = candidate(year);
  return thisYear >= today ? thisYear : candidate(year + 1);
}

// ---------------------------------------------------------------------------------------------
// Feedback

export const feedbackMax = 5000;
