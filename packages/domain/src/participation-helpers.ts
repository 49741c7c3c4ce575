/**
 * Participation without zod: bulk actions, day columns, the set rules of a bulk update, role badge
 * colours and the history cursor. The participation screens import this module, so they do not load
 * zod (each page's JavaScript is budgeted: 120 KB gzip for the home page, 250 KB for the others;
 * scripts/check-bundle-budget.mjs); the schemas are in ./participation, which re-exports all of
 * this.
 */
import { activityDays, type ParticipationType } from './activities-helpers';
import { messages } from './words';

export const participationRuleMessages = messages('participationRule', {
  selectionRequired: 'Selection Required: Please select both members and roles',
  recordNotFound: 'Participation record not found',
});

export const bulkActions = ['assign', 'remove'] as const;
export type BulkAction = (typeof bulkActions)[number];

export interface ActivityDates {
  participation_type: ParticipationType;
  start_date: string;
  end_date: string;
}

/**
 * What is wrong with the day a bulk update names, or null: a full-event activity takes no day; a
 * daily activity needs one of its own days.
 */
export function bulkDateProblem(activity: ActivityDates, date: string | null): string | null {
  if (activity.participation_type === 'full') {
    return date === null ? null : 'This activity records participation for the entire event: date must be null';
  }
  if (date === null) return 'This activity records participation per day: choose a day';
  if (date < activity.start_date || date > activity.end_date) {
    return `The day must be between ${activity.start_date} and ${activity.end_date}`;
  }
  return null;
}

/** One column of the participation manager for a daily activity. */
export interface DayColumn {
  /** 1-based: 'Day n'. */
  day: number;
  title: string;
  date: string;
}

export function dayColumns(startDate: string, endDate: string): DayColumn[] {
  return activityDays(startDate, endDate).map((date, index) => ({ day: index + 1, title: `Day ${index + 1}`, date }));
}

/** A participation cell: who holds which role on which day (null = the entire event). */
export interface ParticipationKey {
  user_id: number;
  role_id: number;
  participation_date: string | null;
}

export function participationKey(record: ParticipationKey): string {
  return `${record.user_id}:${record.role_id}:${record.participation_date ?? '*'}`;
}

/**
 * The set semantics of a bulk update: assign adds every (member, role, day) not yet recorded;
 * remove deletes exactly those. Returns the keys to insert or delete.
 */
export function planBulkUpdate(
  existing: Iterable<ParticipationKey>,
  input: { user_ids: number[]; role_ids: number[]; action: BulkAction; date: string | null },
): ParticipationKey[] {
  const present = new Set<string>();
  for (const record of existing) present.add(participationKey(record));
  const planned = new Map<string, ParticipationKey>();
  for (const user_id of input.user_ids) {
    for (const role_id of input.role_ids) {
      const key: ParticipationKey = { user_id, role_id, participation_date: input.date };
      const k = participationKey(key);
      if ((input.action === 'assign') !== present.has(k)) planned.set(k, key);
    }
  }
  return [...planned.values()];
}

/** The year a record counts toward: its day's year, or for a full-event record the activity's start year. */
export function participationYear(participationDate: string | null, activityStartDate: string): number {
  return Number((participationDate ?? activityStartDate).slice(0, 4));
}

/** Records per participant, rounded to two decimals; 0 when nobody took part. */
export function averageParticipation(records: number, participants: number): number {
  if (participants === 0) return 0;
  return Math.round((records / participants) * 100) / 100;
}

/** Role badge colours of the participation manager, cycling by role order. */
export const roleBadgeColors = [
  'blue',
  'green',
  'purple',
  'orange',
  'pink',
  'teal',
  'red',
  'cyan',
  'yellow',
  'gray',
] as const;
export type RoleBadgeColor = (typeof roleBadgeColors)[number];

export function roleBadgeColor(index: number): RoleBadgeColor {
  return roleBadgeColors[((index % roleBadgeColors.length) + roleBadgeColors.length) % roleBadgeColors.length]!;
}

/** Members per page of the Participation Manager (`GET /participation/activity/{id}/page`, decision 13). */
export const activityMembersPageSize = { default: 50, max: 200 } as const;
/** The longest search of the Participation Manager's members (by display name). */
export const activityMembersSearchMax = 100;
/** The most members one bulk update names (`POST /participation/bulk-update`). */
export const bulkUpdateMaxMembers = 10_000;

// Year pickers and the history's page size live in ./years (no zod: the web app's route options use them).
export { historyPageSize, recentYears } from './years';

/** A history cursor: the last row's (date, id), base64url JSON; opaque to clients. */
export function encodeHistoryCursor(position: { date: string; id: number }): string {
  return btoa(JSON.stringify([position.date, position.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeHistoryCursor(cursor: string): { date: string; id: number } | null {
  try {
    const json = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { date: value[0], id: value[1] as number };
    }
  } catch {
    // not a cursor of ours
  }
  return null;
}
