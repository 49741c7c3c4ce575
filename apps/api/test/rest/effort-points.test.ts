/**
 * Points where the effort is (issue 28, decision 0049), over REST on PGlite and PostgreSQL: an
 * approved exhibit earns its builder the activity's exhibitor role on each show day, taken away
 * when the exhibit goes unless an organiser set the record by hand; each worked shift is its own
 * record, worth its role's points per started hour, so points follow the hours staffed. The running
 * totals agree with the records after every step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitMessages } from '@lug/domain/exhibits-helpers';
import { shiftMessages } from '@lug/domain/shifts-helpers';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, createActivity, createParticipationRole, participationsOf } from '../support/factories-catalogue';
import { recordsOutsideTheirActivity, totalsMismatches } from '../support/participation-invariants';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  other = await signUpWithOrganization(h, 'Other LUG');
});
afterAll(async () => {
  await h?.close();
});

function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function at<T>(days: number, time: string, body: () => Promise<T>): Promise<T> {
  const before = h.clock.now;
  h.clock.now = new Date(`${day(days)}T${time}:00Z`);
  try {
    return await body();
  } finally {
    h.clock.now = before;
  }
}

async function register(token: string, activityId: number, title = 'Castle') {
  const response = await h.api('POST', `/api/activities/${activityId}/exhibits`, {
    token,
    body: { title, width_studs: 32, depth_studs: 32 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number };
}

async function review(exhibitId: number, status: 'approved' | 'rejected') {
  const response = await h.api('PUT', `/api/exhibits/${exhibitId}/review`, {
    token: admin.token,
    body: { status, ...(status === 'rejected' ? { reason: 'No room' } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The member's points and records of `year` as the running totals hold them. */
async function yearTotals(userId: number, year: string) {
  const row = await h.deps.db
    .selectFrom('participation_member_years')
    .selectAll()
    .where('organization_id', '=', org)
    .where('user_id', '=', userId)
    .where('year', '=', Number(year))
    .executeTakeFirst();
  return { records: row?.records ?? 0, points: row?.points ?? 0 };
}

const cells = (rows: Array<{ user_id: number; role_id: number; participation_date: string | null; points: number }>) =>
  rows.map((r) => [r.user_id, r.role_id, r.participation_date, r.points]);

describe('exhibitor points', () => {
  it('an approved exhibit earns the exhibitor role on each show day; it goes with the last approved exhibit', async () => {
    const exhibitor = await createParticipationRole(h, admin.token, org, { name: 'Exhibitor', points: 3 });
    const activity = await createActivity(h, admin.token, org, { start_date: day(30), end_date: day(31), exhibits_open: true });
    const [a, b] = [await addMember(h, org), await addMember(h, org)];
    const first = await register(a.token, activity.id);
    await review(first.id, 'approved');
    // No role named yet: nothing is recorded.
    expect(await participationsOf(h, activity.id)).toEqual([]);

    // Another group's role, or an unknown one, is a field error.
    const foreign = await createParticipationRole(h, other.token, other.organization.id, { name: 'Theirs', points: 1 });
    const refused = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { exhibitor_role_id: foreign.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ exhibitor_role_id: exhibitMessages.exhibitorRoleOtherGroup });

    // Naming the role records it for the exhibits already approved.
    const named = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { exhibitor_role_id: exhibitor.id } });
    expect(named.status).toBe(200);
    expect(named.body.exhibitor_role_id).toBe(exhibitor.id);
    expect(cells(await participationsOf(h, activity.id))).toEqual([
      [a.user.id, exhibitor.id, day(30), 3],
      [a.user.id, exhibitor.id, day(31), 3],
    ]);
    expect(await yearTotals(a.user.id, day(30).slice(0, 4))).toMatchObject({ points: day(30).slice(0, 4) === day(31).slice(0, 4) ? 6 : 3 });

    // A second approved exhibit earns nothing more: one record per show day.
    const second = await register(a.token, activity.id, 'Train');
    await review(second.id, 'approved');
    expect(await participationsOf(h, activity.id)).toHaveLength(2);

    // An organiser recorded member b's first day by hand: approval adds the second day only, and a
    // rejection takes away the exhibit's record but never the organiser's.
    const byHand = await h.api('POST', '/api/participation', {
      token: admin.token,
      body: { activity_id: activity.id, user_id: b.user.id, role_id: exhibitor.id, participation_date: day(30) },
    });
    expect(byHand.status).toBe(201);
    const theirs = await register(b.token, activity.id, 'Harbour');
    await review(theirs.id, 'approved');
    expect(cells((await participationsOf(h, activity.id)).filter((r) => r.user_id === b.user.id))).toEqual([
      [b.user.id, exhibitor.id, day(30), 3],
      [b.user.id, exhibitor.id, day(31), 3],
    ]);
    await review(theirs.id, 'rejected');
    expect((await participationsOf(h, activity.id)).filter((r) => r.user_id === b.user.id)).toEqual([
      expect.objectContaining({ id: byHand.body.id, participation_date: day(30) }),
    ]);

    // Withdrawing one of two approved exhibits keeps the records; withdrawing the last takes them.
    expect((await h.api('DELETE', `/api/exhibits/${first.id}`, { token: a.token })).status).toBe(204);
    expect((await participationsOf(h, activity.id)).filter((r) => r.user_id === a.user.id)).toHaveLength(2);
    expect((await h.api('DELETE', `/api/exhibits/${second.id}`, { token: a.token })).status).toBe(204);
    expect((await participationsOf(h, activity.id)).filter((r) => r.user_id === a.user.id)).toEqual([]);
    expect(await yearTotals(a.user.id, day(30).slice(0, 4))).toEqual({ records: 0, points: 0 });
    expect(await totalsMismatches(h)).toEqual([]);
    expect(await recordsOutsideTheirActivity(h)).toEqual([]);
  });

  it('a full-event show records the whole event; an exhibit record changed by hand becomes the organiser’s and stays', async () => {
    const exhibitor = await createParticipationRole(h, admin.token, org, { name: 'Builder', points: 5 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(40),
      end_date: day(42),
      participation_type: 'full',
      exhibits_open: true,
      exhibitor_role_id: exhibitor.id,
    });
    const m = await addMember(h, org);
    const exhibit = await register(m.token, activity.id);
    await review(exhibit.id, 'approved');
    const [record] = await participationsOf(h, activity.id);
    expect(cells([record!])).toEqual([[m.user.id, exhibitor.id, null, 5]]);
    expect(await yearTotals(m.user.id, day(40).slice(0, 4))).toEqual({ records: 1, points: 5 });

    // A second day's worth of dates changes nothing on a full event; clearing the role takes the record.
    const cleared = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { exhibitor_role_id: null } });
    expect(cleared.status).toBe(200);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { exhibitor_role_id: exhibitor.id } });
    const [again] = await participationsOf(h, activity.id);
    // The organiser edits it (same role, same event): from now on it is theirs.
    const edited = await h.api('PUT', `/api/participation/${again!.id}`, { token: admin.token, body: { role_id: exhibitor.id } });
    expect(edited.status).toBe(200);
    await review(exhibit.id, 'rejected');
    expect(await participationsOf(h, activity.id)).toHaveLength(1);
    expect(await totalsMismatches(h)).toEqual([]);
  });
});

describe('shift points', () => {
  it('each worked shift counts: two shifts of one role on one day are two records, worth the role’s points per started hour', async () => {
    const crew = await createParticipationRole(h, admin.token, org, { name: 'Floor crew', points: 2 });
    const activity = await createActivity(h, admin.token, org, { start_date: day(10), end_date: day(11) });
    const shift = async (start_time: string, end_time: string) => {
      const response = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
        token: admin.token,
        body: { title: `Crew ${start_time}`, date: day(10), start_time, end_time, slots: 2, participation_role_id: crew.id },
      });
      expect(response.status).toBe(201);
      return response.body as { id: number };
    };
    const morning = await shift('09:00', '11:00');
    const afternoon = await shift('13:00', '13:45');
    const m = await addMember(h, org);
    for (const s of [morning, afternoon]) {
      expect((await h.api('POST', `/api/shifts/${s.id}/signup`, { token: m.token })).status).toBe(200);
    }
    const confirm = (id: number) => h.api('POST', `/api/shifts/${id}/signups/${m.user.id}/confirm`, { token: admin.token });
    // A shift is worked only once it has started, by a manager or at the kiosk.
    const early = await at(10, '12:59', () => confirm(afternoon.id));
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(shiftMessages.notStarted);
    expect((await at(10, '11:30', () => confirm(morning.id))).status).toBe(200);
    expect((await at(10, '13:00', () => confirm(afternoon.id))).status).toBe(200);
    // Confirming again writes nothing more.
    expect((await at(10, '14:00', () => confirm(afternoon.id))).status).toBe(200);

    const records = await participationsOf(h, activity.id);
    // 2 h: two started hours; 45 minutes: one.
    expect(cells(records)).toEqual([
      [m.user.id, crew.id, day(10), 4],
      [m.user.id, crew.id, day(10), 2],
    ]);
    const report = await h.api('GET', `/api/activities/${activity.id}/report`, { token: admin.token });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ confirmed_signups: 2, minutes_staffed: 165, hours_staffed: 2.75 });
    // Points follow the hours: the role's points for each started hour of each worked shift.
    expect(records.reduce((sum, r) => sum + r.points, 0)).toBe(crew.points * (2 + 1));
    expect(await yearTotals(m.user.id, day(10).slice(0, 4))).toMatchObject({ points: 6 });
    expect(await totalsMismatches(h)).toEqual([]);

    // The grid's "remove" on that cell takes both shift records.
    const removed = await h.api('POST', '/api/participation/bulk-update', {
      token: admin.token,
      body: { activity_id: activity.id, user_ids: [m.user.id], role_ids: [crew.id], date: day(10), action: 'remove' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.count).toBe(1);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    expect(await totalsMismatches(h)).toEqual([]);
  });
});

describe('shift waitlist', () => {
  it('a full shift takes a waitlist in order; a cancellation or more slots promote the next and email them', async () => {
    const crew = await createParticipationRole(h, admin.token, org, { name: 'Door crew', points: 1 });
    const activity = await createActivity(h, admin.token, org, { title: 'Spring show', start_date: day(10), end_date: day(10) });
    const created = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: admin.token,
      body: { title: 'Door', date: day(10), start_time: '09:00', end_time: '10:00', slots: 1, participation_role_id: crew.id },
    });
    const shiftId = created.body.id as number;
    const [a, b, c] = [await addMember(h, org), await addMember(h, org), await addMember(h, org)];
    const signUp = (token: string, waitlist?: boolean) =>
      h.api('POST', `/api/shifts/${shiftId}/signup`, { token, ...(waitlist === undefined ? {} : { body: { waitlist } }) });
    expect((await signUp(a.token)).body).toMatchObject({ taken: 1, free: 0, waitlist: 0 });
    // Full: refused without asking for the waitlist, as before.
    const full = await signUp(b.token);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(shiftMessages.full);
    const waitB = await signUp(b.token, true);
    expect(waitB.status).toBe(200);
    expect(waitB.body).toMatchObject({ taken: 1, waitlist: 1, mine: { waitlisted: true, position: 1 } });
    expect((await signUp(c.token, true)).body).toMatchObject({ waitlist: 2, mine: { waitlisted: true, position: 2 } });
    // Joining again changes nothing.
    expect((await signUp(c.token, true)).body).toMatchObject({ waitlist: 2, mine: { position: 2 } });
    // A waitlisted member has not signed up: no confirming them.
    const notYet = await at(10, '09:30', () =>
      h.api('POST', `/api/shifts/${shiftId}/signups/${b.user.id}/confirm`, { token: admin.token }),
    );
    expect(notYet.status).toBe(404);

    const promoted = async (userId: number) =>
      h.deps.db.selectFrom('email_outbox').select(['subject']).where('template', '=', 'shift-promoted').where('to_user_id', '=', userId).execute();
    // a cancels: b, first in line, takes the place and is emailed; c moves up.
    expect((await h.api('DELETE', `/api/shifts/${shiftId}/signup`, { token: a.token })).status).toBe(200);
    const seenByB = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: b.token });
    expect(seenByB.body.shifts[0]).toMatchObject({ taken: 1, waitlist: 1, mine: { waitlisted: false, position: null } });
    expect(await promoted(b.user.id)).toEqual([{ subject: 'You have a place on the shift: Door, Spring show' }]);
    const seenByC = await h.api('GET', `/api/activities/${activity.id}/shifts`, { token: c.token });
    expect(seenByC.body.shifts[0].mine).toMatchObject({ waitlisted: true, position: 1 });
    expect(await promoted(c.user.id)).toEqual([]);
    // Leaving the waitlist promotes nobody; more slots seat it in order.
    const more = await h.api('PUT', `/api/shifts/${shiftId}`, {
      token: admin.token,
      body: { title: 'Door', date: day(10), start_time: '09:00', end_time: '10:00', slots: 3, participation_role_id: crew.id },
    });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ taken: 2, free: 1, waitlist: 0 });
    expect(await promoted(c.user.id)).toHaveLength(1);
    // The manager sees who waits apart from who is signed up.
    expect(more.body.signups.map((s: { user_id: number; waitlisted: boolean }) => [s.user_id, s.waitlisted])).toEqual([
      [b.user.id, false],
      [c.user.id, false],
    ]);
  });
});
