/**
 * Rows of a show written straight to the database (issue 18): the exhibits and shifts APIs are
 * built beside the report, so the report's and My signups' tests make their own rows.
 */
import type { Harness } from './harness';

export async function insertExhibit(
  h: Harness,
  row: {
    organizationId: number;
    activityId: number;
    userId: number;
    title?: string;
    status?: 'pending' | 'approved' | 'rejected';
    reason?: string | null;
  },
) {
  const status = row.status ?? 'pending';
  return h.deps.db
    .insertInto('exhibits')
    .values({
      organization_id: row.organizationId,
      activity_id: row.activityId,
      user_id: row.userId,
      title: row.title ?? 'Castle MOC',
      width_studs: 48,
      depth_studs: 32,
      status,
      review_reason: row.reason ?? (status === 'rejected' ? 'No space left' : null),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertShift(
  h: Harness,
  row: {
    organizationId: number;
    activityId: number;
    date: string;
    start: string;
    end: string;
    title?: string;
    slots?: number;
  },
) {
  return h.deps.db
    .insertInto('shifts')
    .values({
      organization_id: row.organizationId,
      activity_id: row.activityId,
      title: row.title ?? 'Door',
      date: row.date,
      start_time: row.start,
      end_time: row.end,
      slots: row.slots ?? 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertShiftSignup(
  h: Harness,
  row: { organizationId: number; shiftId: number; userId: number; confirmed?: boolean },
) {
  return h.deps.db
    .insertInto('shift_signups')
    .values({
      organization_id: row.organizationId,
      shift_id: row.shiftId,
      user_id: row.userId,
      confirmed_at: row.confirmed ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
