/**
 * Shifts and equipment over REST (issue 18, decision 0031), on PGlite and PostgreSQL: the slots and
 * the stock hold when requests race for the last of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMessages } from '@lug/domain/equipment-helpers';
import { shiftMessages } from '@lug/domain/shifts-helpers';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import {
  addMember,
  auditActions,
  createActivity,
  createParticipationRole,
  participationsOf,
} from '../support/factories-catalogue';
import { recordsOutsideTheirActivity, totalsMismatches } from '../support/participation-invariants';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;
let role: { id: number; points: number };

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  other = await signUpWithOrganization(h, 'Other LUG');
  role = await createParticipationRole(h, admin.token, org, { name: 'Show crew', points: 4 });
});
afterAll(async () => {
  await h?.close();
});

/** The harness clock's day plus `offset` days, `yyyy-mm-dd` (the group's zone is UTC). */
function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function members(n: number) {
  return Promise.all(Array.from({ length: n }, () => addMember(h, org)));
}

async function show(fields: Record<string, unknown> = {}) {
  return createActivity(h, admin.token, org, { start_date: day(10), end_date: day(11), ...fields });
}

async function addShift(activityId: number, fields: Record<string, unknown> = {}) {
  const response = await h.api('POST', `/api/activities/${activityId}/shifts`, {
    token: admin.token,
    body: {
      title: 'Setup',
      date: day(10),
      start_time: '09:00',
      end_time: '11:00',
      slots: 2,
      participation_role_id: role.id,
      ...fields,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number };
}

/**
 * Runs `body` with the clock at `time` (UTC, the group's zone) on the day `days` from now, and sets
 * it back after: whether a shift has started depends on the time of day.
 */
async function at<T>(days: number, time: string, body: () => Promise<T>): Promise<T> {
  const before = h.clock.now;
  h.clock.now = new Date(`${day(days)}T${time}:00Z`);
  try {
    return await body();
  } finally {
    h.clock.now = before;
  }
}

const signUp = (token: string, shiftId: number) => h.api('POST', `/api/shifts/${shiftId}/signup`, { token });
const cancel = (token: string, shiftId: number) => h.api('DELETE', `/api/shifts/${shiftId}/signup`, { token });

describe('shifts', () => {
  it('managers add, edit and delete shifts; times, the day and the role are checked', async () => {
    const activity = await show();
    const created = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: admin.token,
      body: {
        title: 'Teardown',
        date: day(11),
        start_time: '16:00',
        end_time: '18:30',
        slots: 4,
        participation_role_id: role.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      activity_id: activity.id,
      title: 'Teardown',
      date: day(11),
      start_time: '16:00',
      end_time: '18:30',
      slots: 4,
      participation_role: { id: role.id, name: 'Show crew' },
      taken: 0,
      free: 4,
      mine: null,
      signups: [],
    });
    expect(await auditActions(h, org, 'shift', created.body.id)).toEqual(['shift.create']);

    const body = {
      title: 'X',
      date: day(10),
      start_time: '10:00',
      end_time: '09:00',
      slots: 1,
      participation_role_id: role.id,
    };
    const backwards = await h.api('POST', `/api/activities/${activity.id}/shifts`, { token: admin.token, body });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ end_time: shiftMessages.endAfterStart });
    const outside = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: admin.token,
      body: { ...body, end_time: '11:00', date: day(12) },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({ date: shiftMessages.outsideDates(day(10), day(11)) });
    const theirs = await createParticipationRole(h, other.token, other.organization.id);
    const otherRole = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: admin.token,
      body: { ...body, end_time: '11:00', participation_role_id: theirs.id },
    });
    expect(otherRole.status).toBe(400);
    expect(otherRole.body.fields).toEqual({ participation_role_id: shiftMessages.roleOtherGroup });

    const [m] = await members(1);
    const asMember = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: m!.token,
      body: { ...body, end_time: '11:00' },
    });
    expect(asMember.status).toBe(403);

    const edited = await h.api('PUT', `/api/shifts/${created.body.id}`, {
      token: admin.token,
      body: {
        title: 'Teardown crew',
        date: day(11),
        start_time: '17:00',
        end_time: '19:00',
        slots: 2,
        participation_role_id: role.id,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Teardown crew', start_time: '17:00', slots: 2 });
    expect((await signUp(m!.token, created.body.id)).status).toBe(200);
    expect((await signUp(admin.token, created.body.id)).status).toBe(200);
    const fewer = await h.api('PUT', `/api/shifts/${created.body.id}`, {
      token: admin.token,
      body: {
        title: 'T',
        date: day(11),
        start_time: '17:00',
        end_time: '19:00',
        slots: 1,
        participation_role_id: role.id,
      },
    });
    expect(fewer.status).toBe(409);
    expect(fewer.body.fields).toEqual({ slots: shiftMessages.slotsBelowTaken(2) });
    const memberEdit = await h.api('PUT', `/api/shifts/${created.body.id}`, {
      token: m!.token,
      body: {
        title: 'T',
        date: day(11),
        start_time: '17:00',
        end_time: '19:00',
        slots: 5,
        participation_role_id: role.id,
      },
    });
    expect(memberEdit.status).toBe(403);

    const deleted = await h.api('DELETE', `/api/shifts/${created.body.id}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    expect((await h.api('DELETE', `/api/shifts/${created.body.id}`, { token: admin.token })).status).toBe(404);
  });

  it('members see free slots and their own sign-up; managers also see who signed up', async () => {
    const activity = await show();
    const shift = await addShift(activity.id, { slots: 2 });
    const [a, b, c] = await members(3);
    const first = await signUp(a!.token, shift.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ taken: 1, free: 1, mine: { confirmed_at: null }, signups: null });
    // Signing up again changes nothing.
    const again = await signUp(a!.token, shift.id);
    expect(again.status).toBe(200);
    expect(again.body.taken).toBe(1);
    expect((await signUp(b!.token, shift.id)).body.free).toBe(0);
    const full = await signUp(c!.token, shift.id);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(shiftMessages.full);
    expect(full.body.details).toEqual({ slots: 2, taken: 2, free: 0, waitlist: 0 });
    // Someone already in may "sign up" again even when full.
    expect((await signUp(b!.token, shift.id)).status).toBe(200);

    const asMember = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: c!.token });
    expect(asMember.status).toBe(200);
    expect(asMember.body.can_manage).toBe(false);
    expect(asMember.body.shifts).toEqual([
      expect.objectContaining({ id: shift.id, taken: 2, free: 0, mine: null, signups: null }),
    ]);
    const asManager = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: admin.token });
    expect(asManager.body.can_manage).toBe(true);
    expect(asManager.body.shifts[0].signups.map((s: { user_id: number }) => s.user_id)).toEqual([
      a!.user.id,
      b!.user.id,
    ]);

    const cancelled = await cancel(a!.token, shift.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ taken: 1, free: 1, mine: null });
    expect((await cancel(a!.token, shift.id)).status).toBe(200);
    expect((await signUp(c!.token, shift.id)).status).toBe(200);
    expect(await auditActions(h, org, 'shift', shift.id)).toEqual([
      'shift.create',
      'shift.signup',
      'shift.signup',
      'shift.cancel',
      'shift.signup',
    ]);
  });

  it('closes sign-ups and cancellations when the shift starts', async () => {
    const activity = await createActivity(h, admin.token, org, { start_date: day(-1), end_date: day(0) });
    const past = await addShift(activity.id, { date: day(-1) });
    const [m] = await members(1);
    const refused = await signUp(m!.token, past.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(shiftMessages.started);
    await h.deps.db
      .insertInto('shift_signups')
      .values({ organization_id: org, shift_id: past.id, user_id: m!.user.id })
      .execute();
    const late = await cancel(m!.token, past.id);
    expect(late.status).toBe(409);
  });

  itRaces('gives the last slot to exactly one of several members signing up at once; the others get 409', async () => {
    const activity = await show();
    const shift = await addShift(activity.id, { slots: 3 });
    const [first, second, ...rest] = await members(9);
    await signUp(first!.token, shift.id);
    await signUp(second!.token, shift.id);
    const answers = await Promise.all(rest.map((m) => signUp(m.token, shift.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.error).toBe(shiftMessages.full);
    const stored = await h.deps.db
      .selectFrom('shift_signups')
      .select('user_id')
      .where('shift_id', '=', shift.id)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('a manager confirms a worked shift: a participation record with the shift’s role on its day, once', async () => {
    const activity = await show();
    const shift = await addShift(activity.id, { date: day(11) });
    const [m, n] = await members(2);
    await signUp(m!.token, shift.id);
    const byMember = await h.api('POST', `/api/shifts/${shift.id}/signups/${m!.user.id}/confirm`, { token: m!.token });
    expect(byMember.status).toBe(403);
    const notIn = await h.api('POST', `/api/shifts/${shift.id}/signups/${n!.user.id}/confirm`, { token: admin.token });
    expect(notIn.status).toBe(404);
    const confirm = () =>
      h.api('POST', `/api/shifts/${shift.id}/signups/${m!.user.id}/confirm`, { token: admin.token });
    // Not before the shift has started (09:00 on its day, on the group's clock).
    const early = await at(11, '08:59', confirm);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(shiftMessages.notStarted);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    const confirmed = await at(11, '09:00', confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ participation_id: expect.any(Number), date: day(11), role_id: role.id });
    const again = await at(12, '10:00', confirm);
    expect(again.body).toEqual(confirmed.body);
    expect(await participationsOf(h, activity.id)).toEqual([
      // 09:00-11:00: the role's 4 points for each of two started hours (decision 0049).
      expect.objectContaining({ user_id: m!.user.id, role_id: role.id, participation_date: day(11), points: 8 }),
    ]);
    const list = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: m!.token });
    expect(list.body.shifts[0].mine.confirmed_at).toEqual(expect.any(String));
    // A confirmed shift is not cancelled by its member.
    const late = await cancel(m!.token, shift.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(shiftMessages.confirmed);
    expect(await totalsMismatches(h)).toEqual([]);

    // A full-event activity records the whole event.
    const full = await show({ participation_type: 'full' });
    const fullShift = await addShift(full.id);
    await signUp(m!.token, fullShift.id);
    const whole = await at(10, '12:00', () =>
      h.api('POST', `/api/shifts/${fullShift.id}/signups/${m!.user.id}/confirm`, { token: admin.token }),
    );
    expect(whole.body).toMatchObject({ date: null, role_id: role.id });
  });

  it('checking in on the shift’s day turns the member’s shifts of that day that have started into participation records', async () => {
    const checkin = await createParticipationRole(h, admin.token, org, { name: 'Visitor', points: 1 });
    const crew = await createParticipationRole(h, admin.token, org, { name: 'Crew', points: 6 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(1),
      checkin_role_id: checkin.id,
    });
    const morning = await addShift(activity.id, {
      date: day(0),
      start_time: '09:00',
      end_time: '11:00',
      participation_role_id: crew.id,
    });
    const evening = await addShift(activity.id, { date: day(0), start_time: '18:00', end_time: '20:00' });
    const tomorrow = await addShift(activity.id, { date: day(1), start_time: '09:00', end_time: '10:00' });
    const [m] = await members(1);
    // Sign-ups are written directly: on the check-in day the shift may already have started.
    for (const shiftId of [morning.id, evening.id, tomorrow.id]) {
      await h.deps.db
        .insertInto('shift_signups')
        .values({ organization_id: org, shift_id: shiftId, user_id: m!.user.id })
        .execute();
    }
    const checkIn = () =>
      h.api('POST', `/api/activities/${activity.id}/check-in`, { token: admin.token, body: { user_id: m!.user.id } });
    // At noon: the morning shift has started, the evening one has not.
    const checked = await at(0, '12:00', checkIn);
    expect(checked.status).toBe(200);
    expect(await participationsOf(h, activity.id)).toEqual([
      expect.objectContaining({ user_id: m!.user.id, role_id: checkin.id, participation_date: day(0), points: 1 }),
      expect.objectContaining({ user_id: m!.user.id, role_id: crew.id, participation_date: day(0), points: 12 }),
    ]);
    const signups = await h.deps.db
      .selectFrom('shift_signups')
      .select(['shift_id', 'confirmed_at'])
      .where('user_id', '=', m!.user.id)
      .orderBy('shift_id')
      .execute();
    expect(signups.map((s) => [s.shift_id, s.confirmed_at !== null])).toEqual([
      [morning.id, true],
      [evening.id, false],
      [tomorrow.id, false],
    ]);
    // Checking in again before the evening changes nothing; once it has started, it is confirmed.
    await at(0, '17:59', checkIn);
    expect(await participationsOf(h, activity.id)).toHaveLength(2);
    await at(0, '18:05', checkIn);
    const after = await h.deps.db
      .selectFrom('shift_signups')
      .select(['shift_id', 'confirmed_at'])
      .where('user_id', '=', m!.user.id)
      .orderBy('shift_id')
      .execute();
    expect(after.map((s) => [s.shift_id, s.confirmed_at !== null])).toEqual([
      [morning.id, true],
      [evening.id, true],
      [tomorrow.id, false],
    ]);
    // A manager recording tomorrow at the kiosk today does not make tomorrow's shift worked.
    const ahead = await at(0, '18:10', () =>
      h.api('POST', `/api/activities/${activity.id}/check-in`, {
        token: admin.token,
        body: { user_id: m!.user.id, date: day(1) },
      }),
    );
    expect(ahead.status).toBe(200);
    expect(
      (
        await h.deps.db
          .selectFrom('shift_signups')
          .select('confirmed_at')
          .where('shift_id', '=', tomorrow.id)
          .executeTakeFirstOrThrow()
      ).confirmed_at,
    ).toBeNull();
    expect(await totalsMismatches(h)).toEqual([]);
    expect(await recordsOutsideTheirActivity(h)).toEqual([]);
  });

  it('a private activity’s shifts do not exist for a member who may not see it; another group’s callers get 404', async () => {
    const activity = await show({ is_private: true });
    const shift = await addShift(activity.id);
    const [m] = await members(1);
    expect((await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: m!.token })).status).toBe(404);
    expect((await signUp(m!.token, shift.id)).status).toBe(404);
    expect((await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: other.token })).status).toBe(404);
    expect((await signUp(other.token, shift.id)).status).toBe(404);
    expect((await h.api('DELETE', `/api/shifts/${shift.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('equipment', () => {
  async function addItem(name: string, quantity: number) {
    const response = await h.api('POST', `/api/organizations/${org}/equipment`, {
      token: admin.token,
      body: { name, quantity, notes: 'In the loft' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number };
  }
  const book = (activityId: number, equipmentId: number, quantity: number) =>
    h.api('POST', `/api/activities/${activityId}/equipment-bookings`, {
      token: admin.token,
      body: { equipment_id: equipmentId, quantity },
    });

  it('managers keep the list; every member reads it; names are unique in the group', async () => {
    const item = await addItem('Folding tables', 12);
    expect(item).toEqual({ id: expect.any(Number), name: 'Folding tables', quantity: 12, notes: 'In the loft' });
    const twice = await h.api('POST', `/api/organizations/${org}/equipment`, {
      token: admin.token,
      body: { name: ' folding TABLES ', quantity: 1 },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toEqual({ name: equipmentMessages.duplicateName });
    const [m] = await members(1);
    const list = await h.api('GET', `/api/organizations/${org}/equipment`, { token: m!.token });
    expect(list.status).toBe(200);
    expect(list.body.equipment).toContainEqual(item);
    const byMember = await h.api('POST', `/api/organizations/${org}/equipment`, {
      token: m!.token,
      body: { name: 'X', quantity: 1 },
    });
    expect(byMember.status).toBe(403);
    const edited = await h.api('PUT', `/api/equipment/${item.id}`, {
      token: admin.token,
      body: { name: 'Folding tables', quantity: 14, notes: '' },
    });
    expect(edited.body).toEqual({ ...item, quantity: 14, notes: null });
    expect((await h.api('GET', `/api/organizations/${org}/equipment`, { token: other.token })).status).toBe(403);
    expect(
      (await h.api('PUT', `/api/equipment/${item.id}`, { token: other.token, body: { name: 'Mine', quantity: 1 } }))
        .status,
    ).toBe(404);
    expect((await h.api('DELETE', `/api/equipment/${item.id}`, { token: admin.token })).status).toBe(204);
    expect(await auditActions(h, org, 'equipment', item.id)).toEqual([
      'equipment.create',
      'equipment.update',
      'equipment.delete',
    ]);
  });

  it('books within stock across activities whose dates overlap; over stock is 409 with what is left', async () => {
    const item = await addItem('Baseplates', 10);
    const first = await show({ start_date: day(20), end_date: day(22) });
    const overlapping = await show({ start_date: day(22), end_date: day(23) });
    const later = await show({ start_date: day(30), end_date: day(30) });
    const booked = await book(first.id, item.id, 7);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ equipment_id: item.id, equipment_name: 'Baseplates', quantity: 7 });
    const over = await book(overlapping.id, item.id, 4);
    expect(over.status).toBe(409);
    expect(over.body.details).toEqual({ available: 3 });
    expect(over.body.fields).toEqual({ quantity: equipmentMessages.overStock(3) });
    expect((await book(overlapping.id, item.id, 3)).status).toBe(201);
    // Another weekend has the whole stock.
    expect((await book(later.id, item.id, 10)).status).toBe(201);
    // Booking again replaces the activity's booking.
    expect((await book(first.id, item.id, 5)).body.quantity).toBe(5);
    const list = await h.api('GET', `/api/activities/${overlapping.id}/equipment-bookings`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.bookings).toEqual([expect.objectContaining({ equipment_id: item.id, quantity: 3 })]);
    expect(list.body.equipment.find((e: { id: number }) => e.id === item.id)).toMatchObject({
      available: 5,
      booked: 3,
    });

    // The quantity cannot go below what one day has booked.
    const lower = await h.api('PUT', `/api/equipment/${item.id}`, {
      token: admin.token,
      body: { name: 'Baseplates', quantity: 7 },
    });
    expect(lower.status).toBe(409);
    expect(lower.body.fields).toEqual({ quantity: equipmentMessages.quantityBelowBooked(10) });

    const [m] = await members(1);
    expect((await h.api('GET', `/api/activities/${first.id}/equipment-bookings`, { token: m!.token })).status).toBe(
      403,
    );
    const theirs = await h.api('POST', `/api/organizations/${other.organization.id}/equipment`, {
      token: other.token,
      body: { name: 'Theirs', quantity: 5 },
    });
    const foreign = await book(first.id, theirs.body.id, 1);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ equipment_id: equipmentMessages.otherGroup });

    const bookingId = list.body.bookings[0].id;
    expect((await h.api('DELETE', `/api/equipment-bookings/${bookingId}`, { token: other.token })).status).toBe(404);
    expect((await h.api('DELETE', `/api/equipment-bookings/${bookingId}`, { token: admin.token })).status).toBe(204);
    expect((await book(overlapping.id, item.id, 5)).status).toBe(201);
  });

  it('gives the last items to one of two bookings racing for them', async () => {
    const item = await addItem('Power strips', 5);
    const a = await show({ start_date: day(40), end_date: day(41) });
    const b = await show({ start_date: day(41), end_date: day(42) });
    const c = await show({ start_date: day(40), end_date: day(40) });
    expect((await book(c.id, item.id, 1)).status).toBe(201);
    const answers = await Promise.all([book(a.id, item.id, 3), book(b.id, item.id, 3)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.details.available).toBeLessThan(3);
  });
});
