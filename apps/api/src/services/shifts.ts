/**
 * Shifts on an activity, sign-ups and worked shifts (issue 18, docs/decisions/0031-shifts-and-equipment.md).
 *
 * The rules are the pure functions of `@lug/domain/shifts`. Locks:
 * - a sign-up or a cancellation takes the shift's row (`lockShift`), so members racing for the last
 *   slot apply one after the other and the slots are never exceeded;
 * - a manager's change of a shift takes the activity's row first, then the shift's (the dates are
 *   checked against the activity as it is);
 * - a worked shift writes participation, so confirming it takes `lockActivityParticipation` (the
 *   organisation's participation lock, then the activity's row) and then the shift's row, and writes
 *   the record through the participation service; a check-in (services/rsvp.ts) holds the same lock
 *   when it turns the member's shifts of that day into records.
 */
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { conflict, DomainError, forbidden, invalidField, notFound } from '@lug/domain/errors';
import { formatDate } from '@lug/domain/settings';
import { checkInRecordDate } from '@lug/domain/rsvp-helpers';
import {
  shiftChangeProblem,
  shiftMessages,
  shiftSlotsProblem,
  shiftPoints,
  shiftStarted,
  shiftTimesProblem,
  planShiftDateChange,
  signUpForShift,
  type ActivityDays,
  type CreateShiftInput,
  type ShiftDateChangeMode,
  type ShiftConfirmResult,
  type ShiftList,
  type ShiftView,
  type UpdateShiftInput,
} from '@lug/domain/shifts';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import { activityVisible, requireActivityVisible } from './activity-visibility';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { lockActivityParticipation, lockActivityRsvps, lockShift } from './locks';
import { ensureParticipationRecord } from './participation/records';
import { enqueueMemberEmail } from './outbox';
import { groupNow, loadSettings } from './settings';
import { memberName } from './users';
import { reached } from './audience';
import { emailShiftPromoted } from './shift-waitlist-email';

type LockedActivity = Awaited<ReturnType<typeof lockActivityRsvps>>;


function iso(value: unknown): string {
  return new Date(value as string).toISOString();
}

/** The participation role a shift records: an active role of the organisation (400 otherwise). */
async function requireShiftRole(db: DB, organizationId: number, roleId: number) {
  const role = await db
    .selectFrom('participation_roles')
    .select(['id', 'status'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw invalidField('participation_role_id', shiftMessages.roleOtherGroup);
  if (role.status !== 'active') throw invalidField('participation_role_id', shiftMessages.roleInactive);
}

/** The shifts of one activity (all, or one) as the caller sees them. */
async function viewsOf(db: DB, scope: OrgScope, activityId: number, shiftId?: number): Promise<ShiftView[]> {
  const organizationId = scope.organizationId;
  let shiftsQuery = db
    .selectFrom('shifts as s')
    .leftJoin('participation_roles as r', (join) =>
      join.onRef('r.organization_id', '=', 's.organization_id').onRef('r.id', '=', 's.participation_role_id'),
    )
    .select([
      's.id',
      's.activity_id',
      's.title',
      's.date',
      's.start_time',
      's.end_time',
      's.slots',
      's.participation_role_id',
      'r.name as role_name',
    ])
    .where('s.organization_id', '=', organizationId)
    .where('s.activity_id', '=', activityId);
  if (shiftId !== undefined) shiftsQuery = shiftsQuery.where('s.id', '=', shiftId);
  const shifts = await shiftsQuery
    .orderBy('s.date')
    .orderBy('s.start_time')
    .orderBy('s.end_time')
    .orderBy('s.id')
    .execute();
  if (shifts.length === 0) return [];
  const signups = await db
    .selectFrom('shift_signups as ss')
    .innerJoin('users as u', 'u.id', 'ss.user_id')
    .select(['ss.shift_id', 'ss.user_id', 'ss.at', 'ss.confirmed_at', 'ss.waitlisted', memberName.as('display_name')])
    .where('ss.organization_id', '=', organizationId)
    .where(
      'ss.shift_id',
      'in',
      shifts.map((s) => s.id),
    )
    .orderBy('ss.at')
    .orderBy('ss.id')
    .execute();
  const manager = hasPermission(scope, 'activities.manage');
  return shifts.map((s) => {
    const all = signups.filter((x) => x.shift_id === s.id);
    const mineAll = all.filter((x) => !x.waitlisted);
    const waiting = all.filter((x) => x.waitlisted);
    const mine = all.find((x) => x.user_id === scope.userId);
    return {
      id: s.id,
      activity_id: s.activity_id,
      title: s.title,
      date: s.date,
      start_time: s.start_time,
      end_time: s.end_time,
      slots: s.slots,
      participation_role:
        s.participation_role_id === null ? null : { id: s.participation_role_id, name: s.role_name ?? '' },
      taken: mineAll.length,
      free: Math.max(0, s.slots - mineAll.length),
      waitlist: waiting.length,
      mine: mine
        ? {
            at: iso(mine.at),
            confirmed_at: mine.confirmed_at === null ? null : iso(mine.confirmed_at),
            waitlisted: mine.waitlisted,
            position: mine.waitlisted ? waiting.indexOf(mine) + 1 : null,
          }
        : null,
      signups: manager
        ? [...mineAll, ...waiting].map((x) => ({
            user_id: x.user_id,
            display_name: x.display_name,
            at: iso(x.at),
            confirmed_at: x.confirmed_at === null ? null : iso(x.confirmed_at),
            waitlisted: x.waitlisted,
          }))
        : null,
    };
  });
}

async function viewOf(db: DB, scope: OrgScope, shift: { id: number; activity_id: number }): Promise<ShiftView> {
  const [view] = await viewsOf(db, scope, shift.activity_id, shift.id);
  if (!view) throw notFound(shiftMessages.notFound);
  return view;
}

/** `GET /activities/{id}/shifts` (any member who may see the activity). */
export async function listShifts(deps: AppDeps, scope: OrgScope, activityId: number): Promise<ShiftList> {
  const activity = await deps.db
    .selectFrom('activities as a')
    .select(['a.id', 'a.title', 'a.start_date', 'a.end_date'])
    .where('a.organization_id', '=', scope.organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  return {
    activity: { id: activity.id, title: activity.title, start_date: activity.start_date, end_date: activity.end_date },
    can_manage: hasPermission(scope, 'activities.manage'),
    now: await groupNow(deps.db, deps, scope.organizationId),
    shifts: await viewsOf(deps.db, scope, activity.id),
  };
}

function requireTimes(shift: { date: string; start_time: string; end_time: string }, activity: LockedActivity) {
  const problem = shiftTimesProblem(shift, activity);
  if (problem) {
    const [field, message] = Object.entries(problem)[0]!;
    throw invalidField(field, message, message);
  }
}

/** `POST /activities/{id}/shifts` (`activities.manage`). */
export async function createShift(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<CreateShiftInput>,
): Promise<ShiftView> {
  const organizationId = scope.organizationId;
  const { id: activityId, ...fields } = input;
  const created = await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, organizationId, activityId);
    requireTimes(fields, activity);
    await requireShiftRole(trx, organizationId, fields.participation_role_id);
    const row = await trx
      .insertInto('shifts')
      .values({ ...fields, organization_id: organizationId, activity_id: activity.id, created_at: deps.now() })
      .returning(['id', 'activity_id'])
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, scope, {
      action: 'shift.create',
      entity: 'shift',
      entityId: row.id,
      details: { activity_id: activity.id, ...fields },
    });
    return row;
  });
  return viewOf(deps.db, scope, created);
}

/** The shift's activity, read to take its lock first (the shift is re-read under it). */
async function activityOfShift(db: DB, organizationId: number, shiftId: number) {
  const row = await db
    .selectFrom('shifts')
    .select('activity_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', shiftId)
    .executeTakeFirst();
  if (!row) throw notFound(shiftMessages.notFound);
  return row.activity_id;
}

async function signupsOf(trx: DB, organizationId: number, shiftId: number) {
  return trx
    .selectFrom('shift_signups')
    .select(['id', 'user_id', 'confirmed_at', 'waitlisted'])
    .where('organization_id', '=', organizationId)
    .where('shift_id', '=', shiftId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** `PUT /shifts/{id}` (`activities.manage`): every field; slots below the members signed up are 409. */
export async function updateShift(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<UpdateShiftInput>,
): Promise<ShiftView> {
  const organizationId = scope.organizationId;
  const { id, ...fields } = input;
  const shift = await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, organizationId, await activityOfShift(trx, organizationId, id));
    const before = await lockShift(trx, organizationId, id);
    if (!before || before.activity_id !== activity.id) throw notFound(shiftMessages.notFound);
    requireTimes(fields, activity);
    if (fields.participation_role_id !== before.participation_role_id) {
      await requireShiftRole(trx, organizationId, fields.participation_role_id);
    }
    const rows = await signupsOf(trx, organizationId, id);
    const taken = rows.filter((r) => !r.waitlisted).length;
    const problem = shiftSlotsProblem(fields.slots, taken);
    if (problem) throw conflict(problem, { fields: { slots: problem } });
    await trx
      .updateTable('shifts')
      .set(fields)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
    // More slots seat the waitlist in order (decision 0049), as a larger capacity does for RSVP.
    const promoted = await promoteWaitlist(trx, deps, organizationId, { ...before, ...fields }, rows);
    await auditMemberChange(trx, scope, {
      action: 'shift.update',
      entity: 'shift',
      entityId: id,
      details: {
        activity_id: activity.id,
        before: {
          title: before.title,
          date: before.date,
          start_time: before.start_time,
          end_time: before.end_time,
          slots: before.slots,
          participation_role_id: before.participation_role_id,
        },
        after: fields,
        ...(promoted.length > 0 ? { promoted } : {}),
      },
    });
    return before;
  });
  return viewOf(deps.db, scope, shift);
}

/** `DELETE /shifts/{id}` (`activities.manage`): the shift and its sign-ups; records already written stay. */
export async function deleteShift(deps: AppDeps, scope: OrgScope, id: number): Promise<void> {
  const organizationId = scope.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, organizationId, await activityOfShift(trx, organizationId, id));
    const shift = await lockShift(trx, organizationId, id);
    if (!shift) throw notFound(shiftMessages.notFound);
    const taken = (await signupsOf(trx, organizationId, id)).length;
    await trx.deleteFrom('shifts').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    await auditMemberChange(trx, scope, {
      action: 'shift.delete',
      entity: 'shift',
      entityId: id,
      details: { activity_id: activity.id, title: shift.title, date: shift.date, signups: taken },
    });
  });
}

/**
 * Locks the shift (the sign-up lock) the caller may see: a shift on an activity the one visibility
 * rule hides from them answers as a missing shift (decision 0035).
 */
async function lockForSignup(trx: DB, scope: OrgScope, shiftId: number) {
  const shift = await lockShift(trx, scope.organizationId, shiftId);
  if (!shift) throw notFound(shiftMessages.notFound);
  await requireActivityVisible(trx, scope, shift.activity_id, shiftMessages.notFound);
  return shift;
}

/**
 * `POST /shifts/{id}/signup`: the signed-in member signs up for themself while a slot is free and
 * until the shift starts. Signing up again answers the same (idempotent); a full shift is 409,
 * unless `waitlist` asks to join its waitlist (decision 0049): the member waits in order (`at`,
 * then `id`) and is promoted, and emailed, when a slot comes free.
 */
export async function signUp(deps: AppDeps, scope: OrgScope, shiftId: number, waitlist = false): Promise<ShiftView> {
  const organizationId = scope.organizationId;
  const shift = await deps.db.transaction().execute(async (trx) => {
    const shift = await lockForSignup(trx, scope, shiftId);
    const rows = await signupsOf(trx, organizationId, shift.id);
    if (rows.some((r) => r.user_id === scope.userId)) return shift;
    const signedUp = rows.filter((r) => !r.waitlisted).map((r) => r.user_id);
    const outcome = signUpForShift(signedUp, shift.slots, scope.userId);
    const closed = shiftChangeProblem(shift, await groupNow(trx, deps, organizationId));
    if (closed) throw conflict(closed);
    if (!outcome.ok && !waitlist) {
      throw conflict(outcome.problem, {
        details: { slots: shift.slots, taken: signedUp.length, free: 0, waitlist: rows.length - signedUp.length },
      });
    }
    const waiting = !outcome.ok;
    await trx
      .insertInto('shift_signups')
      .values({ organization_id: organizationId, shift_id: shift.id, user_id: scope.userId, at: deps.now(), waitlisted: waiting })
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'shift.signup',
      entity: 'shift',
      entityId: shift.id,
      details: { activity_id: shift.activity_id, user_id: scope.userId, ...(waiting ? { waitlisted: true } : {}) },
    });
    return shift;
  });
  return viewOf(deps.db, scope, shift);
}

/**
 * Seats the waitlist in order while slots are free (the caller holds the shift's lock) and emails
 * each member promoted, as RSVP's waitlist does (decision 0025). Returns who was promoted.
 */
async function promoteWaitlist(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  shift: { id: number; activity_id: number; title: string; date: string; start_time: string; end_time: string; slots: number },
  rows: ReadonlyArray<{ id: number; user_id: number; waitlisted: boolean }>,
): Promise<number[]> {
  const free = shift.slots - rows.filter((r) => !r.waitlisted).length;
  const next = rows.filter((r) => r.waitlisted).slice(0, Math.max(0, free));
  if (next.length === 0) return [];
  await trx
    .updateTable('shift_signups')
    .set({ waitlisted: false })
    .where('organization_id', '=', organizationId)
    .where('id', 'in', next.map((r) => r.id))
    .execute();
  const promoted = next.map((r) => r.user_id);
  await emailShiftPromoted(trx, deps, organizationId, shift, promoted);
  return promoted;
}

/**
 * `DELETE /shifts/{id}/signup`: the signed-in member cancels their own sign-up, until the shift
 * starts; a sign-up confirmed as worked stays (409). Cancelling without a sign-up changes nothing.
 */
export async function cancelSignup(deps: AppDeps, scope: OrgScope, shiftId: number): Promise<ShiftView> {
  const organizationId = scope.organizationId;
  const shift = await deps.db.transaction().execute(async (trx) => {
    const shift = await lockForSignup(trx, scope, shiftId);
    const rows = await signupsOf(trx, organizationId, shift.id);
    const mine = rows.find((r) => r.user_id === scope.userId);
    if (!mine) return shift;
    const closed = shiftChangeProblem(shift, await groupNow(trx, deps, organizationId), mine.confirmed_at !== null);
    if (closed) throw conflict(closed);
    await trx
      .deleteFrom('shift_signups')
      .where('organization_id', '=', organizationId)
      .where('id', '=', mine.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'shift.cancel',
      entity: 'shift',
      entityId: shift.id,
      details: { activity_id: shift.activity_id, user_id: scope.userId, ...(mine.waitlisted ? { waitlisted: true } : {}) },
    });
    // The slot that came free goes to the first on the waitlist (decision 0049).
    if (!mine.waitlisted) {
      await promoteWaitlist(trx, deps, organizationId, shift, rows.filter((r) => r.id !== mine.id));
    }
    return shift;
  });
  return viewOf(deps.db, scope, shift);
}

type GroupNow = Awaited<ReturnType<typeof groupNow>>;

/**
 * Marks a sign-up worked and writes its participation record; the caller holds the participation
 * lock. A shift that has not started on the group's clock is not worked yet (409, decision 0039).
 */
async function recordWorked(
  trx: DB,
  deps: AppDeps,
  scope: OrgScope,
  activity: LockedActivity,
  shift: { id: number; date: string; start_time: string; end_time: string; participation_role_id: number },
  signupId: number,
  userId: number,
  by: 'manager' | 'check_in',
  now: GroupNow,
) {
  if (!shiftStarted(shift, now)) throw conflict(shiftMessages.notStarted);
  const day = checkInRecordDate(activity, shift.date);
  if (!day.ok) throw conflict(day.problem, { fields: { date: day.problem } });
  const record = await ensureParticipationRecord(
    trx,
    deps,
    scope,
    activity,
    { user_id: userId, role_id: shift.participation_role_id, participation_date: day.participation_date, shift_id: shift.id },
    { by },
    // Each worked shift is its own record, worth its role's points per started hour (decision 0049).
    { origin: 'shift', points: (rolePoints) => shiftPoints(rolePoints, shift) },
  );
  await trx
    .updateTable('shift_signups')
    .set({ confirmed_at: deps.now(), confirmed_by: scope.userId })
    .where('organization_id', '=', scope.organizationId)
    .where('id', '=', signupId)
    .where('confirmed_at', 'is', null)
    .execute();
  return { participation_id: record.id, date: day.participation_date, role_id: shift.participation_role_id };
}

/**
 * `POST /shifts/{id}/signups/{user_id}/confirm` (`activities.manage`): the member worked the shift,
 * once it has started (409 before). Writes the participation record of the shift's role on the shift's day (the whole event on a
 * full-event activity) through the participation service, under the activity's participation lock;
 * confirming again answers the same record.
 */
export async function confirmSignup(
  deps: AppDeps,
  scope: OrgScope,
  shiftId: number,
  userId: number,
): Promise<ShiftConfirmResult> {
  const organizationId = scope.organizationId;
  if (!hasPermission(scope, 'activities.manage')) throw forbidden();
  return deps.db.transaction().execute(async (trx) => {
    const activityId = await activityOfShift(trx, organizationId, shiftId);
    const activity = await lockActivityParticipation(trx, organizationId, activityId);
    const shift = await lockShift(trx, organizationId, shiftId);
    if (!shift || shift.activity_id !== activity.id) throw notFound(shiftMessages.notFound);
    const signup = (await signupsOf(trx, organizationId, shift.id)).find((r) => r.user_id === userId && !r.waitlisted);
    if (!signup) throw notFound(shiftMessages.notSignedUp);
    if (shift.participation_role_id === null) throw conflict(shiftMessages.noRole);
    const role = await trx
      .selectFrom('participation_roles')
      .select('status')
      .where('organization_id', '=', organizationId)
      .where('id', '=', shift.participation_role_id)
      .executeTakeFirstOrThrow();
    if (role.status !== 'active') throw conflict(shiftMessages.roleInactive);
    const now = await groupNow(trx, deps, organizationId);
    await auditMemberChange(trx, scope, {
      action: 'shift.confirm',
      entity: 'shift',
      entityId: shift.id,
      details: { activity_id: activity.id, user_id: userId },
    });
    return recordWorked(
      trx,
      deps,
      scope,
      activity,
      {
        id: shift.id,
        date: shift.date,
        start_time: shift.start_time,
        end_time: shift.end_time,
        participation_role_id: shift.participation_role_id,
      },
      signup.id,
      userId,
      'manager',
      now,
    );
  });
}

/**
 * A check-in (services/rsvp.ts) on `date`: the member's shifts of that activity on that day that
 * have started by `now` (the group's clock) become participation records with each shift's role;
 * a shift of another day, or one later that day, is not worked yet and stays as it is (checking in
 * again once it has started confirms it; decision 0039). The caller holds the activity's
 * participation lock and passes the activity as locked. Shifts without a role, or whose role is
 * inactive, are left for a manager. Returns how many sign-ups were newly confirmed.
 */
export async function recordShiftsOnCheckIn(
  trx: DB,
  deps: AppDeps,
  scope: OrgScope,
  activity: LockedActivity,
  userId: number,
  date: string,
  now: GroupNow,
): Promise<number> {
  const organizationId = scope.organizationId;
  // The shifts' locks, after the activity's (the order every writer keeps), so a cancellation
  // cannot slip between reading a sign-up and confirming it.
  const shiftIds = await trx
    .selectFrom('shifts as s')
    .select('s.id')
    .where('s.organization_id', '=', organizationId)
    .where('s.activity_id', '=', activity.id)
    .where('s.date', '=', date)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shift_signups as ss')
          .select('ss.id')
          .whereRef('ss.organization_id', '=', 's.organization_id')
          .whereRef('ss.shift_id', '=', 's.id')
          .where('ss.user_id', '=', userId)
          .where('ss.waitlisted', '=', false),
      ),
    )
    .orderBy('s.id')
    .execute();
  if (shiftIds.length === 0) return 0;
  for (const { id } of shiftIds) await lockShift(trx, organizationId, id);
  const rows = await trx
    .selectFrom('shift_signups as ss')
    .innerJoin('shifts as s', (join) =>
      join.onRef('s.organization_id', '=', 'ss.organization_id').onRef('s.id', '=', 'ss.shift_id'),
    )
    .innerJoin('participation_roles as r', (join) =>
      join.onRef('r.organization_id', '=', 's.organization_id').onRef('r.id', '=', 's.participation_role_id'),
    )
    .select([
      'ss.id as signup_id',
      'ss.confirmed_at',
      's.id',
      's.date',
      's.start_time',
      's.end_time',
      's.participation_role_id',
    ])
    .where('ss.organization_id', '=', organizationId)
    .where('ss.user_id', '=', userId)
    .where('ss.waitlisted', '=', false)
    .where('s.activity_id', '=', activity.id)
    .where('s.date', '=', date)
    .where('r.status', '=', 'active')
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
  let confirmed = 0;
  for (const row of rows) {
    if (row.participation_role_id === null || !shiftStarted(row, now)) continue;
    await recordWorked(
      trx,
      deps,
      scope,
      activity,
      { ...row, participation_role_id: row.participation_role_id },
      row.signup_id,
      userId,
      'check_in',
      now,
    );
    if (row.confirmed_at === null) confirmed += 1;
  }
  return confirmed;
}

/** A member to tell about a shift the activity's new dates moved (to `date`) or cancelled (`date` null). */
interface ShiftChangeNotice {
  userId: number;
  shift: { title: string; date: string; start_time: string; end_time: string };
  date: string | null;
}

/**
 * An activity's change of dates (services/activities.ts, which holds the activity's participation
 * lock): shifts left outside the new dates are never kept there (decision 0039). Without `mode`
 * the change is refused with 409 `SHIFT_CHANGE_REQUIRED`, `details.shifts` (the stranded shifts
 * with their sign-ups) and `details.choices`; `move` moves every shift by as many days as the
 * start moved (offered only when they all fit and none is worked yet), `cancel` deletes the
 * stranded shifts with their sign-ups (records already written stay, as when a manager deletes a
 * shift). Each member signed up for a moved or cancelled shift is emailed. Returns what was done,
 * for the audit log, or undefined when no shift was stranded.
 */
export async function applyShiftDateChange(
  trx: DB,
  deps: AppDeps,
  scope: OrgScope,
  activity: { id: number; title: string } & ActivityDays,
  after: ActivityDays,
  mode: ShiftDateChangeMode | undefined,
): Promise<Record<string, unknown> | undefined> {
  const organizationId = scope.organizationId;
  const ids = await trx
    .selectFrom('shifts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activity.id)
    .orderBy('id')
    .execute();
  if (ids.length === 0) return undefined;
  // The shifts' locks after the activity's: no sign-up or cancellation slips in between.
  for (const { id } of ids) await lockShift(trx, organizationId, id);
  const rows = await trx
    .selectFrom('shifts as s')
    .leftJoin('shift_signups as ss', (join) =>
      join.onRef('ss.organization_id', '=', 's.organization_id').onRef('ss.shift_id', '=', 's.id'),
    )
    .select(['s.id', 's.title', 's.date', 's.start_time', 's.end_time', 'ss.user_id', 'ss.confirmed_at'])
    .where('s.organization_id', '=', organizationId)
    .where('s.activity_id', '=', activity.id)
    .execute();
  const shifts = new Map<
    number,
    { id: number; title: string; date: string; start_time: string; end_time: string; members: number[]; confirmed: number }
  >();
  for (const row of rows) {
    const shift = shifts.get(row.id) ?? { ...row, members: [], confirmed: 0 };
    shifts.set(row.id, shift);
    if (row.user_id !== null) shift.members.push(row.user_id);
    if (row.confirmed_at !== null) shift.confirmed += 1;
  }
  const scheduled = [...shifts.values()].map((s) => ({
    id: s.id,
    title: s.title,
    date: s.date,
    start_time: s.start_time.slice(0, 5),
    signups: s.members.length,
    confirmed: s.confirmed,
  }));
  const plan = planShiftDateChange(scheduled, activity, after);
  if (plan.stranded.length === 0) return undefined;
  if (mode === undefined || !plan.choices.includes(mode)) {
    const message =
      mode === 'move'
        ? shiftMessages.moveNotPossible
        : plan.choices.includes('move')
          ? shiftMessages.strandedByDates(plan.stranded.length)
          : shiftMessages.strandedCancelOnly(plan.stranded.length);
    throw new DomainError('SHIFT_CHANGE_REQUIRED', message, {
      details: { shifts: plan.stranded, choices: plan.choices },
    });
  }
  const told: ShiftChangeNotice[] = [];
  if (mode === 'move') {
    for (const move of plan.moves) {
      const shift = shifts.get(move.id)!;
      if (move.date === shift.date) continue;
      await trx
        .updateTable('shifts')
        .set({ date: move.date })
        .where('organization_id', '=', organizationId)
        .where('id', '=', move.id)
        .execute();
      for (const userId of shift.members) told.push({ userId, shift, date: move.date });
    }
  } else {
    for (const id of plan.cancels) {
      const shift = shifts.get(id)!;
      for (const userId of shift.members) told.push({ userId, shift, date: null });
    }
    await trx.deleteFrom('shifts').where('organization_id', '=', organizationId).where('id', 'in', plan.cancels).execute();
  }
  await emailShiftChanges(trx, deps, organizationId, activity, told);
  return {
    mode,
    ...(mode === 'move' ? { moved: plan.moves.length } : { cancelled: plan.cancels }),
    members_told: new Set(told.map((t) => t.userId)).size,
  };
}

/** Queues one email per member and moved or cancelled shift, in the caller's transaction. */
async function emailShiftChanges(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  activity: { id: number; title: string },
  told: readonly ShiftChangeNotice[],
) {
  if (told.length === 0) return;
  const settings = await loadSettings(trx, organizationId);
  // Whom the group's emails reach (decision 38): active, with an address; signed in or not.
  const people = await reached(trx, organizationId, null)
    .select('u.id')
    .where('m.user_id', 'in', [...new Set(told.map((t) => t.userId))])
    .execute();
  const format = settings.general.date_format;
  const at = (date: string, shift: { start_time: string; end_time: string }) =>
    `${formatDate(date, format)} ${shift.start_time.slice(0, 5)}-${shift.end_time.slice(0, 5)}`;
  for (const { userId, shift, date } of told) {
    const person = people.find((p) => p.id === userId);
    if (!person) continue;
    await enqueueMemberEmail(trx, organizationId, settings, person, {
        template: 'shift-changed',
        data: {
          recipientName: person.name,
          groupName: settings.general.name,
          title: activity.title,
          shiftTitle: shift.title,
          change: date === null ? 'cancelled' : 'moved',
          before: at(shift.date, shift),
          when: date === null ? null : at(date, shift),
          activityLink: `${deps.config.publicUrl}/platform/activities/${activity.id}`,
        },
    });
  }
}
