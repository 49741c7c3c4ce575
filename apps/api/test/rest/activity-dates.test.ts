/**
 * An activity's new dates re-check what is planned on its days (issue 26, decision 0039), on
 * PGlite and PostgreSQL: equipment bookings must fit the stock on the new days, and shifts are
 * never left outside the activity (409 with the choices: move them with it, or cancel them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMessages } from '@lug/domain/equipment-helpers';
import { shiftMessages } from '@lug/domain/shifts-helpers';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, createActivity, createParticipationRole } from '../support/factories-catalogue';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let role: { id: number };

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  role = await createParticipationRole(h, admin.token, org, { name: 'Show crew', points: 4 });
});
afterAll(async () => {
  await h?.close();
});

/** The harness clock's day plus `offset` days, `yyyy-mm-dd` (the group's zone is UTC). */
function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

const move = (activityId: number, body: Record<string, unknown>) =>
  h.api('PUT', `/api/activities/${activityId}`, { token: admin.token, body });

async function datesOf(activityId: number) {
  const row = await h.deps.db
    .selectFrom('activities')
    .select(['start_date', 'end_date'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  return [row.start_date, row.end_date];
}

describe('equipment bookings on new dates', () => {
  it('refuses moving a booked activity onto a day whose stock is taken, naming the items and days short', async () => {
    const item = await h.api('POST', `/api/organizations/${org}/equipment`, {
      token: admin.token,
      body: { name: 'Display tables', quantity: 3 },
    });
    expect(item.status).toBe(201);
    const quiet = await createActivity(h, admin.token, org, { start_date: day(20), end_date: day(20) });
    const busy = await createActivity(h, admin.token, org, { start_date: day(40), end_date: day(41) });
    const book = (activityId: number, quantity: number) =>
      h.api('POST', `/api/activities/${activityId}/equipment-bookings`, {
        token: admin.token,
        body: { equipment_id: item.body.id, quantity },
      });
    expect((await book(quiet.id, 2)).status).toBe(201);
    expect((await book(busy.id, 3)).status).toBe(201);

    // The example: moved onto the busy day, 5 would be booked against a stock of 3.
    const refused = await move(quiet.id, { start_date: day(40), end_date: day(40) });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.error).toBe(
      equipmentMessages.shortOnNewDates(equipmentMessages.shortItem('Display tables', 2, 0, day(40))),
    );
    expect(refused.body.details.short).toEqual([
      { equipment_id: item.body.id, name: 'Display tables', booked: 2, days: [{ date: day(40), left: 0 }] },
    ]);
    expect(await datesOf(quiet.id)).toEqual([day(20), day(20)]);
    // Overlapping by one day is short on that day only.
    const overlap = await move(quiet.id, { start_date: day(41), end_date: day(42) });
    expect(overlap.status).toBe(409);
    expect(overlap.body.details.short[0].days).toEqual([{ date: day(41), left: 0 }]);

    // A free day is fine, and the busy show may move where the stock is free.
    expect((await move(quiet.id, { start_date: day(42), end_date: day(42) })).status).toBe(200);
    expect((await move(busy.id, { start_date: day(50), end_date: day(51) })).status).toBe(200);
    expect((await move(quiet.id, { start_date: day(40), end_date: day(40) })).status).toBe(200);
  });
});

describe('shifts on new dates', () => {
  async function showWithShifts() {
    const activity = await createActivity(h, admin.token, org, {
      title: 'Brick Fair',
      start_date: day(10),
      end_date: day(11),
    });
    const shifts = [];
    for (const [date, title] of [
      [day(10), 'Setup'],
      [day(11), 'Teardown'],
    ] as const) {
      const shift = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
        token: admin.token,
        body: { title, date, start_time: '09:00', end_time: '11:00', slots: 2, participation_role_id: role.id },
      });
      expect(shift.status).toBe(201);
      shifts.push(shift.body as { id: number });
    }
    const member = await addMember(h, org);
    expect((await h.api('POST', `/api/shifts/${shifts[1]!.id}/signup`, { token: member.token })).status).toBe(200);
    return { activity, setup: shifts[0]!, teardown: shifts[1]!, member };
  }
  async function shiftDays(activityId: number) {
    const rows = await h.deps.db
      .selectFrom('shifts')
      .select(['id', 'date'])
      .where('activity_id', '=', activityId)
      .orderBy('id')
      .execute();
    return rows.map((r) => [r.id, r.date]);
  }
  async function emailsTo(userId: number) {
    return h.deps.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('template', '=', 'shift-changed')
      .where('to_user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('asks before leaving shifts outside the activity; moving them keeps the schedule and tells the members', async () => {
    const { activity, setup, teardown, member } = await showWithShifts();
    const week = { start_date: day(17), end_date: day(18) };
    const asked = await move(activity.id, week);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('SHIFT_CHANGE_REQUIRED');
    expect(asked.body.error).toBe(shiftMessages.strandedByDates(2));
    expect(asked.body.details).toEqual({
      choices: ['move', 'cancel'],
      shifts: [
        { id: setup.id, title: 'Setup', date: day(10), start_time: '09:00', signups: 0, confirmed: 0 },
        { id: teardown.id, title: 'Teardown', date: day(11), start_time: '09:00', signups: 1, confirmed: 0 },
      ],
    });
    // Nothing changed.
    expect(await datesOf(activity.id)).toEqual([day(10), day(11)]);
    expect(await shiftDays(activity.id)).toEqual([
      [setup.id, day(10)],
      [teardown.id, day(11)],
    ]);

    // The member never set a password (imported, decision 0038): the group's email reaches them all the same.
    await h.deps.db.updateTable('users').set({ password_hash: null }).where('id', '=', member.user.id).execute();
    const moved = await move(activity.id, { ...week, shift_change: 'move' });
    expect(moved.status).toBe(200);
    expect(await shiftDays(activity.id)).toEqual([
      [setup.id, day(17)],
      [teardown.id, day(18)],
    ]);
    expect(await emailsTo(member.user.id)).toEqual([{ subject: 'Your shift moved: Teardown, Brick Fair' }]);
    // The member is still signed up.
    const list = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: member.token });
    expect(list.body.shifts[1]).toMatchObject({ id: teardown.id, date: day(18), mine: { confirmed_at: null } });
  });

  it('a shorter activity can only cancel the shifts left outside it: they go with their sign-ups, and the members are told', async () => {
    const { activity, setup, teardown, member } = await showWithShifts();
    const shorter = { start_date: day(10), end_date: day(10) };
    const asked = await move(activity.id, shorter);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('SHIFT_CHANGE_REQUIRED');
    expect(asked.body.details.choices).toEqual(['cancel']);
    expect(asked.body.details.shifts.map((s: { id: number }) => s.id)).toEqual([teardown.id]);
    const notMovable = await move(activity.id, { ...shorter, shift_change: 'move' });
    expect(notMovable.status).toBe(409);
    expect(notMovable.body.error).toBe(shiftMessages.moveNotPossible);
    expect(await datesOf(activity.id)).toEqual([day(10), day(11)]);

    const cancelled = await move(activity.id, { ...shorter, shift_change: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(await shiftDays(activity.id)).toEqual([[setup.id, day(10)]]);
    const signups = await h.deps.db
      .selectFrom('shift_signups')
      .select('id')
      .where('shift_id', '=', teardown.id)
      .execute();
    expect(signups).toEqual([]);
    expect(await emailsTo(member.user.id)).toEqual([{ subject: 'Your shift is cancelled: Teardown, Brick Fair' }]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', org)
      .where('entity', '=', 'activity')
      .where('entity_id', '=', String(activity.id))
      .where('action', '=', 'activity.update')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ shifts: { mode: 'cancel', cancelled: [teardown.id], members_told: 1 } });
  });

  it('a change that keeps every shift inside the activity asks nothing', async () => {
    const { activity } = await showWithShifts();
    expect((await move(activity.id, { start_date: day(9), end_date: day(12) })).status).toBe(200);
  });
});
