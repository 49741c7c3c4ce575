import { z } from 'zod';
import { id, isoDate } from './common';
import { activityDays, type ParticipationType } from './activities';
import { historyPageSize } from './years';

export const selectionRequiredMessage = 'Selection Required: Please select both members and roles';

export const bulkActions = ['assign', 'remove'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** `POST /participation/bulk-update`: assign or remove roles for members, for a day or the whole event. */
export const bulkUpdateParticipationInput = z.object({
  organization_id: id.optional(),
  activity_id: id,
  user_ids: z.array(id, { error: selectionRequiredMessage }).min(1, selectionRequiredMessage).max(10_000, 'At most 10,000 members at once'),
  role_ids: z.array(id, { error: selectionRequiredMessage }).min(1, selectionRequiredMessage).max(100, 'At most 100 roles at once'),
  action: z.enum(bulkActions, { error: 'action must be "assign" or "remove"' }),
  date: isoDate.nullable().default(null),
});
export type BulkUpdateParticipationInput = z.infer<typeof bulkUpdateParticipationInput>;

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
export const roleBadgeColors = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'red', 'cyan', 'yellow', 'gray'] as const;
export type RoleBadgeColor = (typeof roleBadgeColors)[number];

export function roleBadgeColor(index: number): RoleBadgeColor {
  return roleBadgeColors[((index % roleBadgeColors.length) + roleBadgeColors.length) % roleBadgeColors.length]!;
}

// Year pickers and the history's page size live in ./years (no zod: the web app's route options use them).
export { historyPageSize, recentYears } from './years';

// ---------------------------------------------------------------------------------------------
// Inputs and outputs of the participation procedures

const yearFilter = z.coerce.number({ error: 'year must be a number' }).int('year must be a whole number').min(1900).max(9999);

/** `GET /participation`: the history, filtered and paged by an opaque cursor. */
export const participationHistoryInput = z.object({
  organization_id: id,
  year: yearFilter.optional(),
  member_id: id.optional(),
  activity_id: id.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(historyPageSize.max, `limit must be at most ${historyPageSize.max}`)
    .default(historyPageSize.default),
  cursor: z.string().max(200).nullish(),
});
export type ParticipationHistoryInput = z.infer<typeof participationHistoryInput>;

export const participationHistoryEntry = z.object({
  id: z.number(),
  date: z.string(),
  points: z.number(),
  activity: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  member: z.object({ id: z.number(), name: z.string() }),
  role: z.object({ id: z.number(), name: z.string(), basePoints: z.number() }),
});
export type ParticipationHistoryEntry = z.infer<typeof participationHistoryEntry>;

export const participationSummary = z.object({
  totalActivities: z.number(),
  uniqueParticipants: z.number(),
  averageParticipation: z.number(),
  /** Records matching the filter (every page), so a screen can say "100 of 532 records". */
  totalRecords: z.number(),
});

export const participationHistoryPage = z.object({
  items: z.array(participationHistoryEntry),
  nextCursor: z.string().nullable(),
  summary: participationSummary,
});
export type ParticipationHistoryPage = z.infer<typeof participationHistoryPage>;

/** A history cursor: the last row's (date, id), base64url JSON; opaque to clients. */
export function encodeHistoryCursor(position: { date: string; id: number }): string {
  return btoa(JSON.stringify([position.date, position.id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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

export const participationRecordRef = z.object({ organization_id: id, id });

/** `POST /participation`: one record. */
export const createParticipationInput = z.object({
  organization_id: id,
  activity_id: id,
  user_id: id,
  role_id: id,
  participation_date: isoDate.nullable().default(null),
});
export type CreateParticipationInput = z.infer<typeof createParticipationInput>;

/** `PUT /participation/{id}`: change the role or the day of one record. */
export const updateParticipationInput = z.object({
  organization_id: id,
  id,
  role_id: id.optional(),
  participation_date: isoDate.nullable().optional(),
});
export type UpdateParticipationInput = z.infer<typeof updateParticipationInput>;

export const participationRecord = z.object({
  id: z.number(),
  activity_id: z.number(),
  user_id: z.number(),
  role_id: z.number(),
  participation_date: z.string().nullable(),
  points: z.number(),
  ParticipationRole: z.object({ name: z.string() }),
});
export type ParticipationRecord = z.infer<typeof participationRecord>;

/** `GET /participation/activity/{id}`: what the participation manager needs for one activity. */
export const activityParticipationView = z.object({
  activity: z.object({
    id: z.number(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    participation_type: z.enum(['daily', 'full']),
    category_id: z.number().nullable(),
  }),
  users: z.array(z.object({ id: z.number(), display_name: z.string() })),
  roles: z.array(z.object({ id: z.number(), name: z.string(), points: z.number() })),
  participations: z.array(
    z.object({ id: z.number(), user_id: z.number(), role_id: z.number(), participation_date: z.string().nullable() }),
  ),
});
export type ActivityParticipationView = z.infer<typeof activityParticipationView>;

export const bulkUpdateResult = z.object({ count: z.number() });
