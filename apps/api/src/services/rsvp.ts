/**
 * RSVP, capacity, waitlist and check-in (issue 17, docs/decisions/0025-rsvp-and-check-in.md).
 *
 * The rules are the pure functions of `@lug/domain/rsvp`; this module reads an activity's answers
 * under the activity's lock, applies a rule and writes what changed, in one transaction:
 * - answers and capacity changes take `lockActivityRsvps` (the activity's row), so parallel
 *   answers for the last seat apply one after the other and never exceed the capacity;
 * - a check-in writes participation, so it takes `lockActivityParticipation` like every other
 *   participation writer.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  answerRsvp,
  applyCheckIn,
  capacityProblem,
  checkInRecordDate,
  fillSeats,
  rsvpClosedReason,
  rsvpMessages,
  type CheckInInput,
  type CheckInResult,
  type KioskView,
  type RsvpEntry,
  type RsvpInput,
  type RsvpList,
  type RsvpResult,
  type RsvpStanding,
  type RsvpStatus,
  type Signups,
} from '@lug/domain/rsvp';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { kioskMessages, undoCheckInServerSeconds } from '@lug/domain/kiosk';
import { conflict, forbidden, invalidField, notFound } from '@lug/domain/errors';
import { activityWhen } from '@lug/domain/activity-when';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeCsv } from '../csv';
import { auditMemberChange } from './audit';
import { activityVisible, activityVisibleInAny, requireActivityVisible, viewersOf } from './activity-visibility';
import { hasPermission, type OrgScope } from './authorization';
import { lockActivityParticipation, lockActivityRsvps } from './locks';
import { reached } from './audience';
import { enqueueMemberEmail } from './outbox';
import { groupNow, loadSettings } from './settings';
import { recordShiftsOnCheckIn } from './shifts';
import { memberName, shownNameKey } from './users';

type ActivityRow = Awaited<ReturnType<typeof lockActivityRsvps>>;


/** The activity's answers in answer order (the waitlist's order): `at`, then `id`. */
async function answersOf(trx: DB, organizationId: number, activityId: number) {
  return trx
    .selectFrom('activity_rsvps')
    .select(['id', 'user_id', 'status', 'at'])
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

async function isActiveMember(trx: DB, organizationId: number, userId: number) {
  const row = await trx
    .selectFrom('memberships')
    .select('status')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status === 'active';
}

/** Queues the "you have a seat" email to each promoted member, in the caller's transaction. */
async function emailPromoted(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  activity: ActivityRow,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return;
  const settings = await loadSettings(trx, organizationId);
  // Whom the group's emails reach (decision 38): active, with an address; signed in or not.
  const people = await reached(trx, organizationId, null)
    .select('u.id')
    .where('m.user_id', 'in', [...userIds])
    .execute();
  const when = activityWhen(activity, settings.general.date_format);
  for (const person of people) {
    await enqueueMemberEmail(trx, organizationId, settings, person, {
        template: 'rsvp-promoted',
        data: {
          recipientName: person.name,
          groupName: settings.general.name,
          title: activity.title,
          when,
          location: activity.location,
          activityLink: `${deps.config.publicUrl}/platform/activities/${activity.id}`,
        },
    });
  }
}

/** Stores promotions (status only: a promoted member keeps their answer's time and place). */
async function promote(trx: DB, organizationId: number, activityId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await trx
    .updateTable('activity_rsvps')
    .set({ status: 'going' })
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/**
 * `PUT /activities/{id}/rsvp`. The signed-in member answers for themself; a manager
 * (`activities.manage`) may name `user_id` and may answer after the deadline and the start.
 */
export async function answer(
  deps: AppDeps,
  scope: OrgScope,
  input: Omit<RsvpInput, 'organization_id'>,
): Promise<RsvpResult> {
  const organizationId = scope.organizationId;
  const manager = hasPermission(scope, 'activities.manage');
  const userId = input.user_id ?? scope.userId;
  if (userId !== scope.userId && !manager) throw forbidden();
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, organizationId, input.id);
    const rows = await answersOf(trx, organizationId, activity.id);
    await requireActivityVisible(trx, scope, activity.id, activityRuleMessages.notFound);
    const now = await groupNow(trx, deps, organizationId);
    const closed = rsvpClosedReason(activity, now, manager);
    if (closed) throw conflict(closed);
    if (!(await isActiveMember(trx, organizationId, userId))) throw conflict(rsvpMessages.inactive);

    const before = rows.map((r) => ({ user_id: r.user_id, status: r.status }));
    const outcome = answerRsvp(before, activity.capacity, userId, input.status);
    if (outcome.changed) {
      // A new answer goes to the end of the list: a fresh row, so (at, id) is answer order.
      await trx
        .deleteFrom('activity_rsvps')
        .where('organization_id', '=', organizationId)
        .where('activity_id', '=', activity.id)
        .where('user_id', '=', userId)
        .execute();
      await trx
        .insertInto('activity_rsvps')
        .values({
          organization_id: organizationId,
          activity_id: activity.id,
          user_id: userId,
          status: outcome.status,
          at: deps.now(),
        })
        .execute();
      await promote(trx, organizationId, activity.id, outcome.promoted);
      await auditMemberChange(trx, scope, {
        action: 'activity.rsvp',
        entity: 'activity',
        entityId: activity.id,
        details: {
          user_id: userId,
          before: rows.find((r) => r.user_id === userId)?.status ?? null,
          after: outcome.status,
          ...(outcome.promoted.length > 0 ? { promoted: outcome.promoted } : {}),
        },
      });
      await emailPromoted(trx, deps, organizationId, activity, outcome.promoted);
    }
    return { status: outcome.status, position: outcome.position };
  });
}

/**
 * The capacity rule of an activity's update, under the activity's lock (the caller holds it): a
 * capacity below the members going is refused (409); a larger one (or none) seats the waitlist in
 * order and emails those promoted. Returns who was promoted.
 */
export async function applyCapacity(
  trx: DB,
  deps: AppDeps,
  scope: OrgScope,
  activity: ActivityRow,
  capacity: number | null,
): Promise<number[]> {
  const rows = await answersOf(trx, scope.organizationId, activity.id);
  const entries: RsvpEntry[] = rows.map((r) => ({ user_id: r.user_id, status: r.status }));
  const problem = capacityProblem(entries, capacity);
  if (problem) throw conflict(problem, { fields: { capacity: problem } });
  const { promoted } = fillSeats(entries, capacity);
  await promote(trx, scope.organizationId, activity.id, promoted);
  await emailPromoted(trx, deps, scope.organizationId, activity, promoted);
  return promoted;
}

/** A check-in role must be a participation role of the activity's own organisation. */
export async function requireCheckinRole(trx: DB, organizationId: number, roleId: number) {
  const role = await trx
    .selectFrom('participation_roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw invalidField('checkin_role_id', rsvpMessages.checkinRoleOtherGroup);
}

/** `GET /activities/{id}/rsvps` (`activities.manage`): the three lists in answer order. */
export async function listAnswers(db: DB, scope: OrgScope, activityId: number): Promise<RsvpList> {
  const activity = await db
    .selectFrom('activities as a')
    .select(['a.id', 'a.capacity'])
    .where('a.organization_id', '=', scope.organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  const rows = await db
    .selectFrom('activity_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.status', 'r.at', memberName.as('display_name')])
    .where('r.organization_id', '=', scope.organizationId)
    .where('r.activity_id', '=', activityId)
    .orderBy('r.at')
    .orderBy('r.id')
    .execute();
  const list: RsvpList = { capacity: activity.capacity, going: [], waitlisted: [], not_going: [] };
  for (const row of rows) {
    list[row.status].push({ user_id: row.user_id, display_name: row.display_name, at: new Date(row.at).toISOString() });
  }
  return list;
}

const statusLabels: Record<RsvpStatus, string> = { going: 'Going', waitlisted: 'Waitlisted', not_going: 'Not going' };

/** The same lists as one CSV (status, position in the waitlist, name, time). */
export async function answersCsv(db: DB, scope: OrgScope, activityId: number) {
  const list = await listAnswers(db, scope, activityId);
  const rows = (['going', 'waitlisted', 'not_going'] as const).flatMap((status) =>
    list[status].map((e, index) => [
      statusLabels[status],
      status === 'waitlisted' ? index + 1 : null,
      e.user_id,
      e.display_name,
      e.at,
    ]),
  );
  return {
    filename: `activity-${activityId}-rsvps.csv`,
    csv: writeCsv(['Status', 'Waitlist position', 'User ID', 'Name', 'Answered at'], rows),
  };
}

function sameCode(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /activities/{id}/check-in`: `{user_id}` by a manager (`participation.manage`, any day of the
 * activity) or `{code}` by the member themself (the group's today only). Writes the participation
 * record of the activity's check-in role for the day (daily) or the whole event (full); checking in
 * twice answers the same record.
 */
export async function checkIn(
  deps: AppDeps,
  scope: OrgScope,
  input: Omit<CheckInInput, 'organization_id'>,
): Promise<CheckInResult> {
  const organizationId = scope.organizationId;
  if (input.user_id !== undefined && !hasPermission(scope, 'participation.manage')) throw forbidden();
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityParticipation(trx, organizationId, input.id);
    const userId = input.user_id ?? scope.userId;
    if (input.code !== undefined) {
      await requireActivityVisible(trx, scope, activity.id, activityRuleMessages.notFound);
      if (!sameCode(activity.checkin_code, input.code))
        throw invalidField('code', rsvpMessages.wrongCode, rsvpMessages.wrongCode);
    }
    if (activity.checkin_role_id === null) throw conflict(rsvpMessages.noCheckinRole);
    const now = await groupNow(trx, deps, organizationId);
    // A member checking themself in is here today: only a manager records another day
    // (docs/decisions/0039-show-day-rules.md).
    if (input.code !== undefined && input.date !== undefined && input.date !== now.date) {
      const problem = rsvpMessages.selfTodayOnly(now.date);
      throw conflict(problem, { fields: { date: problem } });
    }
    const date = input.date ?? now.date;
    const day = checkInRecordDate(activity, date);
    if (!day.ok) throw conflict(day.problem, { fields: { date: day.problem } });
    if (!(await isActiveMember(trx, organizationId, userId))) throw conflict(rsvpMessages.inactive);
    // The member's shifts of that day that have started become participation records with their
    // roles (decisions 0031 and 0039).
    await recordShiftsOnCheckIn(trx, deps, scope, activity, userId, date, now);

    const role = await trx
      .selectFrom('participation_roles')
      .select(['id', 'points'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', activity.checkin_role_id)
      .executeTakeFirstOrThrow();
    let existing = trx
      .selectFrom('participations')
      .select(['id', 'user_id', 'role_id', 'participation_date'])
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', userId)
      .where('role_id', '=', role.id)
      // A worked shift's record is its own contribution, not the check-in (decision 0049).
      .where('shift_id', 'is', null);
    existing =
      day.participation_date === null
        ? existing.where('participation_date', 'is', null)
        : existing.where('participation_date', '=', day.participation_date);
    const records = await existing.execute();
    const cell = { id: 0, user_id: userId, role_id: role.id, participation_date: day.participation_date };
    const plan = applyCheckIn(records, cell);
    if (!plan.added) {
      return { participation_id: records[0]!.id, date: day.participation_date, role_id: role.id };
    }
    const inserted = await trx
      .insertInto('participations')
      .values({
        organization_id: organizationId,
        activity_id: activity.id,
        user_id: userId,
        role_id: role.id,
        participation_date: day.participation_date,
        points: role.points,
        created_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, scope, {
      action: 'participation.check_in',
      entity: 'participation',
      entityId: inserted.id,
      details: {
        activity_id: activity.id,
        user_id: userId,
        role_id: role.id,
        participation_date: day.participation_date,
        by: input.code === undefined ? 'manager' : 'code',
      },
    });
    return { participation_id: inserted.id, date: day.participation_date, role_id: role.id };
  });
}

/** `POST /activities/{id}/check-in-code` (`activities.manage`): a new secret; the old one stops working. */
export async function rotateCheckInCode(deps: AppDeps, scope: OrgScope, activityId: number): Promise<{ code: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, scope.organizationId, activityId);
    const code = randomBytes(12).toString('base64url');
    await trx
      .updateTable('activities')
      .set({ checkin_code: code })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', activity.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'activity.check_in_code',
      entity: 'activity',
      entityId: activity.id,
      details: {},
    });
    return { code };
  });
}

/**
 * `GET /activities/{id}/check-in-code` (`participation.manage`): the activity's current self check-in
 * code, made on first use. Every kiosk and the poster show this one; reading it never replaces it
 * (issue 28, decision 0047): only a manager's "New code" does (`rotateCheckInCode`).
 */
export async function currentCheckInCode(deps: AppDeps, scope: OrgScope, activityId: number): Promise<{ code: string }> {
  const existing = await deps.db
    .selectFrom('activities as a')
    .select('a.checkin_code')
    .where('a.organization_id', '=', scope.organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!existing) throw notFound(activityRuleMessages.notFound);
  if (existing.checkin_code !== null) return { code: existing.checkin_code };
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, scope.organizationId, activityId);
    // Another kiosk may have made it while this one waited for the lock.
    if (activity.checkin_code !== null) return { code: activity.checkin_code };
    const code = randomBytes(12).toString('base64url');
    await trx
      .updateTable('activities')
      .set({ checkin_code: code })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', activity.id)
      .execute();
    return { code };
  });
}

/**
 * `POST /activities/{id}/check-in/undo` (`participation.manage`): takes back a check-in made moments
 * ago at the kiosk (a wrong tap): the check-in role's record of the member for that day goes, if a
 * check-in made it within `undoCheckInServerSeconds`. An older record is refused (409): it is
 * changed under Participation, where its history shows. Shift records the check-in wrote stay.
 */
export async function undoCheckIn(
  deps: AppDeps,
  scope: OrgScope,
  input: { id: number; user_id: number; date: string },
): Promise<{ undone: true }> {
  const organizationId = scope.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityParticipation(trx, organizationId, input.id);
    if (activity.checkin_role_id === null) throw conflict(rsvpMessages.noCheckinRole);
    const day = checkInRecordDate(activity, input.date);
    if (!day.ok) throw conflict(day.problem, { fields: { date: day.problem } });
    let found = trx
      .selectFrom('participations')
      .select(['id', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', input.user_id)
      .where('role_id', '=', activity.checkin_role_id)
      // A worked shift of the same role that day is a record of its own (decision 0049), never the check-in.
      .where('shift_id', 'is', null);
    found =
      day.participation_date === null
        ? found.where('participation_date', 'is', null)
        : found.where('participation_date', '=', day.participation_date);
    const record = await found.executeTakeFirst();
    if (!record) throw conflict(kioskMessages.nothingToUndo);
    const checkedInBy = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('action', '=', 'participation.check_in')
      .where('entity', '=', 'participation')
      .where('entity_id', '=', String(record.id))
      .executeTakeFirst();
    const age = deps.now().getTime() - new Date(record.created_at).getTime();
    if (!checkedInBy || age > undoCheckInServerSeconds * 1000) throw conflict(kioskMessages.undoTooLate);
    await trx.deleteFrom('participations').where('organization_id', '=', organizationId).where('id', '=', record.id).execute();
    await auditMemberChange(trx, scope, {
      action: 'participation.check_in_undo',
      entity: 'participation',
      entityId: record.id,
      details: { activity_id: activity.id, user_id: input.user_id, role_id: activity.checkin_role_id, participation_date: day.participation_date },
    });
    return { undone: true as const };
  });
}

/**
 * `GET /me/signups`: the signed-in person's answers, in every group where they are an active
 * member, to activities that have not ended (by the UTC day; a day's grace covers every zone).
 */
export async function mySignups(deps: AppDeps, userId: number): Promise<Pick<Signups, 'signups'>> {
  const yesterday = new Date(deps.now().getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = await deps.db
    .selectFrom('activity_rsvps as r')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 'r.organization_id').onRef('a.id', '=', 'r.activity_id'),
    )
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.organization_id', '=', 'r.organization_id').onRef('m.user_id', '=', 'r.user_id'),
    )
    .innerJoin('organizations as o', 'o.id', 'r.organization_id')
    .select([
      'r.organization_id',
      'o.name as organization_name',
      'r.status',
      'r.at',
      'a.id',
      'a.title',
      'a.start_date',
      'a.end_date',
      'a.start_time',
      'a.end_time',
      'a.location',
      'a.capacity',
      'a.rsvp_deadline',
      sql<number | null>`case when r.status = 'waitlisted' then (
        select count(*) from activity_rsvps w
        where w.activity_id = r.activity_id and w.status = 'waitlisted' and (w.at, w.id) <= (r.at, r.id)
      ) end`.as('position'),
    ])
    .where('r.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('a.end_date', '>=', yesterday)
    // Their own answers are ties, so the rule shows them; filtered all the same, like every read.
    .where(activityVisibleInAny(await viewersOf(deps.db, userId)))
    .orderBy('a.start_date')
    .orderBy(sql`a.start_time nulls first`)
    .orderBy('a.id')
    .execute();
  return {
    signups: rows.map((r) => ({
      organization_id: r.organization_id,
      organization_name: r.organization_name,
      activity: {
        id: r.id,
        title: r.title,
        start_date: r.start_date,
        end_date: r.end_date,
        start_time: r.start_time,
        end_time: r.end_time,
        location: r.location,
        capacity: r.capacity,
        rsvp_deadline: r.rsvp_deadline,
      },
      status: r.status,
      position: r.position === null ? null : Number(r.position),
      at: new Date(r.at).toISOString(),
    })),
  };
}

/**
 * The screens' view of RSVP (`rsvp.standings`): per activity that takes RSVPs and the caller may
 * see, the counts, the free seats, whether the caller may answer now and their own answer. Two
 * reads whatever the number of activities (at most 100).
 */
export async function standings(deps: AppDeps, scope: OrgScope, ids: readonly number[]): Promise<RsvpStanding[]> {
  const organizationId = scope.organizationId;
  const activities = await deps.db
    .selectFrom('activities as a')
    .select([
      'a.id',
      'a.rsvp_open',
      'a.capacity',
      'a.rsvp_deadline',
      'a.start_date',
      'a.start_time',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.id', 'in', [...ids])
    .where('a.rsvp_open', '=', true)
    .where(activityVisible(scope))
    .execute();
  if (activities.length === 0) return [];
  const answers = await deps.db
    .selectFrom('activity_rsvps')
    .select(['activity_id', 'user_id', 'status'])
    .where('organization_id', '=', organizationId)
    .where(
      'activity_id',
      'in',
      activities.map((a) => a.id),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
  const now = await groupNow(deps.db, deps, organizationId);
  const result: RsvpStanding[] = [];
  for (const activity of activities) {
    const rows = answers.filter((r) => r.activity_id === activity.id);
    const mineIndex = rows.findIndex((r) => r.user_id === scope.userId);
    const going = rows.filter((r) => r.status === 'going').length;
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    const mine = mineIndex < 0 ? null : rows[mineIndex]!;
    result.push({
      activity_id: activity.id,
      capacity: activity.capacity,
      going,
      waitlisted: waiting.length,
      seats_left: activity.capacity === null ? null : Math.max(0, activity.capacity - going),
      closed_reason: rsvpClosedReason(activity, now, false),
      mine:
        mine === null
          ? null
          : {
              status: mine.status,
              position: mine.status === 'waitlisted' ? waiting.findIndex((r) => r.user_id === scope.userId) + 1 : null,
            },
    });
  }
  return result;
}

/**
 * The kiosk's one read (`participation.manage`): every active member by name with their answer and
 * whether they hold the check-in role's record for today (or the whole event), so that the
 * screen searches and counts without the network.
 */
export async function kiosk(deps: AppDeps, scope: OrgScope, activityId: number): Promise<KioskView> {
  const organizationId = scope.organizationId;
  const activity = await deps.db
    .selectFrom('activities as a')
    .select(['a.id', 'a.title', 'a.start_date', 'a.end_date', 'a.participation_type', 'a.checkin_role_id'])
    .where('a.organization_id', '=', organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  const now = await groupNow(deps.db, deps, organizationId);
  const day = checkInRecordDate(activity, now.date);
  const role =
    activity.checkin_role_id === null
      ? null
      : ((await deps.db
          .selectFrom('participation_roles')
          .select(['id', 'name', 'points'])
          .where('organization_id', '=', organizationId)
          .where('id', '=', activity.checkin_role_id)
          .executeTakeFirst()) ?? null);
  const members = await deps.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('activity_rsvps as r', (join) =>
      join
        .onRef('r.organization_id', '=', 'm.organization_id')
        .onRef('r.user_id', '=', 'm.user_id')
        .on('r.activity_id', '=', activity.id),
    )
    .select(['m.user_id', memberName.as('display_name'), 'r.status as rsvp'])
    .where('m.organization_id', '=', organizationId)
    .where('m.status', '=', 'active')
    .orderBy(shownNameKey)
    .orderBy('m.user_id')
    .execute();
  let checkedIn = new Set<number>();
  if (role !== null && day.ok) {
    let records = deps.db
      .selectFrom('participations')
      .select('user_id')
      .where('organization_id', '=', organizationId)
      .where('activity_id', '=', activity.id)
      .where('role_id', '=', role.id);
    records =
      day.participation_date === null
        ? records.where('participation_date', 'is', null)
        : records.where('participation_date', '=', day.participation_date);
    checkedIn = new Set((await records.execute()).map((r) => r.user_id));
  }
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      start_date: activity.start_date,
      end_date: activity.end_date,
      participation_type: activity.participation_type,
    },
    date: now.date,
    problem: role === null ? rsvpMessages.noCheckinRole : day.ok ? null : day.problem,
    checkin_role: role === null ? null : { id: role.id, name: role.name, points: Number(role.points) },
    members: members.map((m) => ({
      user_id: m.user_id,
      display_name: m.display_name,
      rsvp: m.rsvp ?? null,
      checked_in: checkedIn.has(m.user_id),
    })),
  };
}
