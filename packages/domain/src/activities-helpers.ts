/**
 * Activities without zod: participation types, the schedule rules, the year filter, participant
 * totals and the plan for participation records when dates or type change. The screens import this
 * module, so a page showing activities does not load zod (each page's JavaScript is budgeted:
 * 120 KB gzip for the home page, 250 KB for the others; scripts/check-bundle-budget.mjs); the
 * schemas are in ./activities, which re-exports all of this.
 */
import type { ActivityParticipation } from './activities';
import { compareNames } from './name-key';
import { messages, withValues } from './words';

export const participationTypes = ['daily', 'full'] as const;
export type ParticipationType = (typeof participationTypes)[number];
export const defaultParticipationType: ParticipationType = 'daily';
export const participationTypeLabels: Record<ParticipationType, string> = {
  daily: 'Daily Basis',
  full: 'Full Event',
};

export const activityTitleMax = 200;
export const activityPlaceMax = 200;

// ---------------------------------------------------------------------------------------------
// Schedule rules

export interface ActivitySchedule {
  start_date: string;
  end_date: string;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

/** The activity rules' refusals (decision 0033): said when read, in the active language. */
export const activityRuleMessages = messages('activityRule', {
  endDateBeforeStart: 'End date cannot be before start date',
  endTimeBeforeStart: 'End time cannot be before start time',
  notFound: 'Activity not found',
  /** For `category_id`. */
  categoryNotInOrganization: 'Category not found in this organization',
  participationChangeConflict: withValues(
    'This change affects {count, plural, one {# participation record} other {# participation records}} of this activity. Choose whether to remove them or convert them (participation_change: "remove" or "convert").',
    (count: number) => ({ count }),
  ),
});

/**
 * What is wrong with an activity's dates and times, or null. The end date may not come before the
 * start date; on a one-day activity with both times the end time may not come before the start.
 * Dates are `yyyy-mm-dd` and times `HH:MM`, so string order is calendar order.
 */
export function scheduleProblem(schedule: ActivitySchedule): { path: 'end_date' | 'end_time'; message: string } | null {
  if (schedule.end_date < schedule.start_date)
    return { path: 'end_date', message: activityRuleMessages.endDateBeforeStart };
  if (
    schedule.start_date === schedule.end_date &&
    schedule.start_time &&
    schedule.end_time &&
    schedule.end_time < schedule.start_time
  ) {
    return { path: 'end_time', message: activityRuleMessages.endTimeBeforeStart };
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

export const participationChangeModes = ['remove', 'convert'] as const;
export type ParticipationChangeMode = (typeof participationChangeModes)[number];

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
    (a, b) => b.points - a.points || compareNames(a.display_name, b.display_name) || a.user_id - b.user_id,
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

/** A set of participation records as a person reads it: how many, on which days, how many for the whole event. */
export interface RecordSet {
  count: number;
  /** The distinct days of the dated records, in order (`yyyy-mm-dd`). */
  days: string[];
  /** Records of the whole event (no day). */
  full_event: number;
}

/**
 * What each answer to a change of dates or type would do, counted before anything changes (the
 * 409 `PARTICIPATION_CHANGE_REQUIRED` carries it as `details.preview`, so the edit screen can say
 * "Keeps 14 records on 27-28 June; removes 3 records on 29 June"). Both answers keep the records
 * that fit (`keep`).
 * - remove: deletes every record that no longer fits.
 * - convert: `converted` are the records that become (or merge into) the `into` records; the rest of
 *   the ones that no longer fit are `removed` (days outside the new dates, duplicates).
 */
export interface ParticipationChangePreview {
  affected: number;
  keep: RecordSet;
  remove: { removed: RecordSet };
  convert: { converted: RecordSet; into: RecordSet; removed: RecordSet };
}

export function recordSet(records: ReadonlyArray<Pick<ParticipationRecord, 'participation_date'>>): RecordSet {
  const days = [
    ...new Set(records.flatMap((r) => (r.participation_date === null ? [] : [r.participation_date]))),
  ].sort();
  return { count: records.length, days, full_event: records.filter((r) => r.participation_date === null).length };
}

export function previewParticipationChange(
  records: ParticipationRecord[],
  after: ParticipationShape,
): ParticipationChangePreview {
  const affected = records.filter((r) => !recordFits(r, after));
  const plan = planParticipationChange(records, after, 'convert');
  const updated = new Map(plan.updates.map((u) => [u.id, u]));
  // Converting to a full event merges a member's daily records for a role into the one that is
  // updated: the others are deleted but live on in it.
  const mergedInto = new Set(
    after.participation_type === 'full'
      ? affected.filter((r) => updated.has(r.id)).map((r) => `${r.user_id}:${r.role_id}`)
      : [],
  );
  const converted = affected.filter((r) => updated.has(r.id) || mergedInto.has(`${r.user_id}:${r.role_id}`));
  const convertedIds = new Set(converted.map((r) => r.id));
  return {
    affected: affected.length,
    keep: recordSet(records.filter((r) => recordFits(r, after))),
    remove: { removed: recordSet(affected) },
    convert: {
      converted: recordSet(converted),
      into: recordSet(plan.updates),
      removed: recordSet(affected.filter((r) => !convertedIds.has(r.id))),
    },
  };
}

export function participationChangeConflictMessage(count: number): string {
  return activityRuleMessages.participationChangeConflict(count);
}
