/**
 * My signups beyond RSVPs (issue 18, docs/decisions/0032-show-report-and-my-signups.md): the
 * signed-in person's exhibits and shift sign-ups, in every group where they are an active member,
 * on activities (shifts) that have not ended, by the UTC day with a day's grace as the RSVPs.
 * Read straight from `exhibits`, `shifts` and `shift_signups` (decision 0029's tables); their own
 * rows are ties, so the one visibility rule (decision 0035) shows them, and filters them all the same.
 */
import type { MySignupExhibit, MySignupShift } from '@lug/domain/my-signups';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { activityVisibleInAny, viewersOf } from './activity-visibility';

/** The UTC day before today: what "has not ended" compares with. */
export function graceDay(deps: AppDeps): string {
  return new Date(deps.now().getTime() - 86_400_000).toISOString().slice(0, 10);
}

export async function myExhibits(db: DB, userId: number, since: string): Promise<MySignupExhibit[]> {
  const rows = await db
    .selectFrom('exhibits as e')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 'e.organization_id').onRef('a.id', '=', 'e.activity_id'),
    )
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.organization_id', '=', 'e.organization_id').onRef('m.user_id', '=', 'e.user_id'),
    )
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select([
      'e.organization_id',
      'o.name as organization_name',
      'e.id',
      'e.title',
      'e.status',
      'e.review_reason',
      'a.id as activity_id',
      'a.title as activity_title',
      'a.start_date',
      'a.end_date',
    ])
    .where('e.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where(activityVisibleInAny(await viewersOf(db, userId)))
    .where('a.end_date', '>=', since)
    .orderBy('a.start_date')
    .orderBy('a.id')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    organization_id: r.organization_id,
    organization_name: r.organization_name,
    id: r.id,
    title: r.title,
    status: r.status,
    review_reason: r.status === 'rejected' ? r.review_reason : null,
    activity: { id: r.activity_id, title: r.activity_title, start_date: r.start_date, end_date: r.end_date },
  }));
}

export async function myShifts(db: DB, userId: number, since: string): Promise<MySignupShift[]> {
  const rows = await db
    .selectFrom('shift_signups as g')
    .innerJoin('shifts as s', (join) =>
      join.onRef('s.organization_id', '=', 'g.organization_id').onRef('s.id', '=', 'g.shift_id'),
    )
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 's.organization_id').onRef('a.id', '=', 's.activity_id'),
    )
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.organization_id', '=', 'g.organization_id').onRef('m.user_id', '=', 'g.user_id'),
    )
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    // Waiting for a slot is not a shift to come to (decision 0049).
    .where('g.waitlisted', '=', false)
    .select([
      'g.organization_id',
      'o.name as organization_name',
      's.id',
      's.title',
      's.date',
      's.start_time',
      's.end_time',
      'g.confirmed_at',
      'a.id as activity_id',
      'a.title as activity_title',
      'a.location',
    ])
    .where('g.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where(activityVisibleInAny(await viewersOf(db, userId)))
    .where('s.date', '>=', since)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    organization_id: r.organization_id,
    organization_name: r.organization_name,
    id: r.id,
    title: r.title,
    date: r.date,
    start_time: r.start_time.slice(0, 5),
    end_time: r.end_time.slice(0, 5),
    confirmed: r.confirmed_at !== null,
    activity: { id: r.activity_id, title: r.activity_title, location: r.location },
  }));
}
