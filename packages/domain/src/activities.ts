import { z } from 'zod';
import { description, id, isoDate, optionalText, requiredText } from './common';
import { optionalHttpUrl, optionalId, optionalTime } from './optional-fields';

export const participationTypes = ['daily', 'full'] as const;
export type ParticipationType = (typeof participationTypes)[number];
export const defaultParticipationType: ParticipationType = 'daily';
export const participationTypeLabels: Record<ParticipationType, string> = {
  daily: 'Daily Basis',
  full: 'Full Event',
};

export const activityTitleMax = 200;
export const activityPlaceMax = 200;

function requiredDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .pipe(isoDate);
}

// ---------------------------------------------------------------------------------------------
// Schedule rules

export interface ActivitySchedule {
  start_date: string;
  end_date: string;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

export const endDateBeforeStartMessage = 'End date cannot be before start date';
export const endTimeBeforeStartMessage = 'End time cannot be before start time';

/**
 * What is wrong with an activity's dates and times, or null. The end date may not come before the
 * start date; on a one-day activity with both times the end time may not come before the start.
 * Dates are `yyyy-mm-dd` and times `HH:MM`, so string order is calendar order.
 */
export function scheduleProblem(schedule: ActivitySchedule): { path: 'end_date' | 'end_time'; message: string } | null {
  if (schedule.end_date < schedule.start_date) return { path: 'end_date', message: endDateBeforeStartMessage };
  if (
    schedule.start_date === schedule.end_date &&
    schedule.start_time &&
    schedule.end_time &&
    schedule.end_time < schedule.start_time
  ) {
    return { path: 'end_time', message: endTimeBeforeStartMessage };
  }
  return null;
}

/** Every calendar day from start to end inclusive, as `yyyy-mm-dd`. */
export function activityDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return days;
  for (let t = start; t <= end; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The year an activity is listed under: the year of its start date. */
export function activityYear(startDate: string): number {
  return Number(startDate.slice(0, 4));
}

/** The year filter of the activities list: current year minus 2 to plus 2. */
export function activityYearOptions(currentYear: number): number[] {
  return [-2, -1, 0, 1, 2].map((offset) => currentYear + offset);
}

// ---------------------------------------------------------------------------------------------
// Inputs

const activityFieldSchemas = {
  title: requiredText('Title', activityTitleMax),
  description,
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  start_time: optionalTime,
  end_time: optionalTime,
  location: optionalText(activityPlaceMax, 'Location'),
  organizer: optionalText(activityPlaceMax, 'Organizer'),
  external_url: optionalHttpUrl,
  is_private: z.boolean({ error: 'Must be true or false' }),
  category_id: optionalId,
  participation_type: z.enum(participationTypes, { error: 'Must be daily or full' }),
};

function refineSchedule(
  value: {
    start_date?: string | undefined;
    end_date?: string | undefined;
    start_time?: string | null | undefined;
    end_time?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.start_date === undefined || value.end_date === undefined) return;
  const problem = scheduleProblem({
    start_date: value.start_date,
    end_date: value.end_date,
    start_time: value.start_time,
    end_time: value.end_time,
  });
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/** The fields of the activity form, shared by the web form and the API. */
export const activityFields = z
  .object({
    ...activityFieldSchemas,
    is_private: activityFieldSchemas.is_private.default(false),
    participation_type: activityFieldSchemas.participation_type.default(defaultParticipationType),
  })
  .superRefine(refineSchedule);
export type ActivityFields = z.output<typeof activityFields>;
export type ActivityFieldsInput = z.input<typeof activityFields>;

export const createActivityInput = z
  .object({
    organization_id: id,
    ...activityFieldSchemas,
    is_private: activityFieldSchemas.is_private.default(false),
    participation_type: activityFieldSchemas.participation_type.default(defaultParticipationType),
  })
  .superRefine(refineSchedule);
export type CreateActivityInput = z.output<typeof createActivityInput>;

export const participationChangeModes = ['remove', 'convert'] as const;
export type ParticipationChangeMode = (typeof participationChangeModes)[number];

/**
 * An update names the fields it changes; fields left out keep their value. The schedule is checked
 * again by the service once merged with the stored row.
 */
export const updateActivityInput = z
  .object({
    organization_id: id,
    id,
    title: activityFieldSchemas.title.optional(),
    description: activityFieldSchemas.description,
    start_date: activityFieldSchemas.start_date.optional(),
    end_date: activityFieldSchemas.end_date.optional(),
    start_time: activityFieldSchemas.start_time,
    end_time: activityFieldSchemas.end_time,
    location: activityFieldSchemas.location,
    organizer: activityFieldSchemas.organizer,
    external_url: activityFieldSchemas.external_url,
    is_private: activityFieldSchemas.is_private.optional(),
    category_id: activityFieldSchemas.category_id,
    participation_type: activityFieldSchemas.participation_type.optional(),
    /** How to handle participation records a change of dates or type would orphan. */
    participation_change: z
      .enum(participationChangeModes, { error: 'participation_change must be "remove" or "convert"' })
      .optional(),
  })
  .superRefine(refineSchedule);
export type UpdateActivityInput = z.output<typeof updateActivityInput>;

const optionalYear = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1900, 'Year must be 1900 or later')
    .max(9999, 'Year must be 9999 or earlier')
    .optional(),
);

export const listActivitiesInput = z.object({
  organization_id: id,
  /** Activities whose start date falls in this year; all years when left out. */
  year: optionalYear,
  category_id: optionalId,
});
export type ListActivitiesInput = z.output<typeof listActivitiesInput>;

export const activityRef = z.object({ organization_id: id, id });

// ---------------------------------------------------------------------------------------------
// Outputs (SPEC.md section 3 field names)

const rowId = z.number().int();

export const activity = z.object({
  id: rowId,
  organization_id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  location: z.string().nullable(),
  organizer: z.string().nullable(),
  external_url: z.string().nullable(),
  is_private: z.boolean(),
  category_id: rowId.nullable(),
  participation_type: z.enum(participationTypes),
});
export type Activity = z.infer<typeof activity>;

export const activityWithCategory = activity.extend({
  Category: z.object({ id: rowId, name: z.string() }).nullable(),
});
export type ActivityWithCategory = z.infer<typeof activityWithCategory>;

export const activityParticipation = z.object({
  id: rowId,
  user_id: rowId,
  role_id: rowId,
  participation_date: z.string().nullable(),
  /** Points awarded when the participation was recorded. */
  points: z.number().int(),
  User: z.object({ id: rowId, display_name: z.string() }),
  ParticipationRole: z.object({ id: rowId, name: z.string(), points: z.number().int() }),
});
export type ActivityParticipation = z.infer<typeof activityParticipation>;

export const activityDetail = activityWithCategory.extend({
  Organization: z.object({ id: rowId, name: z.string() }).nullable(),
  Participations: z.array(activityParticipation),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

// ---------------------------------------------------------------------------------------------
// Visibility

/** Private activities are seen only by members who manage activities and by its participants. */
export function canSeeActivity(
  activityRow: { is_private: boolean },
  viewer: { canManage: boolean; isParticipant: boolean },
): boolean {
  return !activityRow.is_private || viewer.canManage || viewer.isParticipant;
}

// ---------------------------------------------------------------------------------------------
// Participant totals on the detail page

export interface ParticipantTotal {
  user_id: number;
  display_name: string;
  points: number;
  records: number;
}

/** One row per participant with their points summed; highest first, then by name. */
export function participantTotals(participations: ActivityParticipation[]): {
  participants: ParticipantTotal[];
  uniqueParticipants: number;
  totalPoints: number;
} {
  const byUser = new Map<number, ParticipantTotal>();
  let totalPoints = 0;
  for (const p of participations) {
    totalPoints += p.points;
    const row = byUser.get(p.user_id) ?? {
      user_id: p.user_id,
      display_name: p.User.display_name,
      points: 0,
      records: 0,
    };
    row.points += p.points;
    row.records += 1;
    byUser.set(p.user_id, row);
  }
  const participants = [...byUser.values()].sort(
    (a, b) => b.points - a.points || a.display_name.localeCompare(b.display_name) || a.user_id - b.user_id,
  );
  return { participants, uniqueParticipants: participants.length, totalPoints };
}

// ---------------------------------------------------------------------------------------------
// Changing dates or participation type when participation records exist

export interface ParticipationRecord {
  id: number;
  user_id: number;
  role_id: number;
  /** null: a full-event record. */
  participation_date: string | null;
  points: number;
}

export interface ParticipationShape {
  start_date: string;
  end_date: string;
  participation_type: ParticipationType;
}

export interface ParticipationChangePlan {
  /** Records that do not fit the activity's new dates or type. */
  affected: number;
  deletes: number[];
  updates: Array<{ id: number; participation_date: string | null; points: number }>;
}

/** A record fits a full event when it has no day, and a daily event when its day is inside it. */
export function recordFits(
  record: Pick<ParticipationRecord, 'participation_date'>,
  shape: ParticipationShape,
): boolean {
  if (shape.participation_type === 'full') return record.participation_date === null;
  return (
    record.participation_date !== null &&
    record.participation_date >= shape.start_date &&
    record.participation_date <= shape.end_date
  );
}

export function participationShapeChanged(before: ParticipationShape, after: ParticipationShape): boolean {
  return (
    before.start_date !== after.start_date ||
    before.end_date !== after.end_date ||
    before.participation_type !== after.participation_type
  );
}

export function countAffectedRecords(records: ParticipationRecord[], after: ParticipationShape): number {
  return records.filter((r) => !recordFits(r, after)).length;
}

const recordKey = (userId: number, roleId: number, date: string | null) => `${userId}:${roleId}:${date ?? '-'}`;

/**
 * What to do with the records that no longer fit an activity after its dates or type change.
 * - remove: delete them.
 * - convert: to a full event, the daily records of each member and role merge into one full-event
 *   record worth the highest points among them; to a daily event, a full-event record moves to the
 *   first day; daily records outside the new dates are deleted. A record that would duplicate one
 *   already there (same member, role and day) is deleted instead.
 * Records that fit are never touched.
 */
export function planParticipationChange(
  records: ParticipationRecord[],
  after: ParticipationShape,
  mode: ParticipationChangeMode,
): ParticipationChangePlan {
  const sorted = [...records].sort((a, b) => a.id - b.id);
  const affected = sorted.filter((r) => !recordFits(r, after));
  if (mode === 'remove') return { affected: affected.length, deletes: affected.map((r) => r.id), updates: [] };

  const taken = new Set(
    sorted.filter((r) => recordFits(r, after)).map((r) => recordKey(r.user_id, r.role_id, r.participation_date)),
  );
  const deletes: number[] = [];
  const updates: ParticipationChangePlan['updates'] = [];

  if (after.participation_type === 'full') {
    const groups = new Map<string, ParticipationRecord[]>();
    for (const r of affected) {
      const key = recordKey(r.user_id, r.role_id, null);
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const [key, group] of groups) {
      if (taken.has(key)) {
        deletes.push(...group.map((r) => r.id));
        continue;
      }
      const [first, ...rest] = group;
      if (!first) continue;
      updates.push({ id: first.id, participation_date: null, points: Math.max(...group.map((r) => r.points)) });
      deletes.push(...rest.map((r) => r.id));
      taken.add(key);
    }
  } else {
    for (const r of affected) {
      if (r.participation_date !== null) {
        deletes.push(r.id);
        continue;
      }
      const key = recordKey(r.user_id, r.role_id, after.start_date);
      if (taken.has(key)) {
        deletes.push(r.id);
        continue;
      }
      updates.push({ id: r.id, participation_date: after.start_date, points: r.points });
      taken.add(key);
    }
  }
  return { affected: affected.length, deletes, updates };
}

const conflictPattern = /^This change affects (\d+) participation records? of this activity\./;

export function participationChangeConflictMessage(count: number): string {
  return (
    `This change affects ${count} participation record${count === 1 ? '' : 's'} of this activity. ` +
    'Choose whether to remove them or convert them (participation_change: "remove" or "convert").'
  );
}

/** The number of affected records named by a 409 from an update, or null for any other message. */
export function parseParticipationChangeConflict(message: string): number | null {
  const match = conflictPattern.exec(message);
  return match ? Number(match[1]) : null;
}

export const activityNotFoundMessage = 'Activity not found';
export const categoryNotInOrganizationMessage = 'category_id: Category not found in this organization';
