/**
 * RSVP, waitlist and check-in over REST (issue 17, decision 0025), on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpMessages } from '@lug/domain/rsvp-helpers';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import {
  addMember,
  auditActions,
  createActivity,
  createParticipationRole,
  participationsOf,
} from '../support/factories-catalogue';

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

/** The harness clock's day plus `offset` days, `yyyy-mm-dd` (the group's zone is UTC). */
function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function rsvpActivity(fields: Record<string, unknown> = {}) {
  return createActivity(h, admin.token, org, { start_date: day(30), end_date: day(30), rsvp_open: true, ...fields });
}

function answer(token: string, activityId: number, status: 'going' | 'not_going', extra: Record<string, unknown> = {}) {
  return h.api('PUT', `/api/activities/${activityId}/rsvp`, { token, body: { status, ...extra } });
}

async function members(n: number) {
  return Promise.all(Array.from({ length: n }, () => addMember(h, org)));
}

describe('activity fields', () => {
  it('creates and updates rsvp_open, capacity, rsvp_deadline and checkin_role_id; another group’s role is refused', async () => {
    const role = await createParticipationRole(h, admin.token, org, { name: 'Attendee', points: 2 });
    const created = await rsvpActivity({ capacity: 10, rsvp_deadline: day(20), checkin_role_id: role.id });
    expect(created).toMatchObject({ rsvp_open: true, capacity: 10, rsvp_deadline: day(20), checkin_role_id: role.id });

    const plain = await createActivity(h, admin.token, org);
    expect(plain).toMatchObject({ rsvp_open: false, capacity: null, rsvp_deadline: null, checkin_role_id: null });

    const theirs = await createParticipationRole(h, other.token, other.organization.id, { name: 'Theirs' });
    const refused = await h.api('PUT', `/api/activities/${plain.id}`, {
      token: admin.token,
      body: { checkin_role_id: theirs.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ checkin_role_id: rsvpMessages.checkinRoleOtherGroup });
    const createRefused = await h.api('POST', '/api/activities', {
      token: admin.token,
      body: { organization_id: org, title: 'X', start_date: day(5), end_date: day(5), checkin_role_id: theirs.id },
    });
    expect(createRefused.status).toBe(400);

    const zero = await h.api('PUT', `/api/activities/${plain.id}`, { token: admin.token, body: { capacity: 0 } });
    expect(zero.status).toBe(400);
  });
});

describe('PUT /api/activities/{id}/rsvp', () => {
  it('seats members up to the capacity, then waitlists them in order; a cancellation promotes the first and emails them', async () => {
    const activity = await rsvpActivity({ capacity: 2 });
    const [a, b, c, d] = await members(4);
    expect((await answer(a!.token, activity.id, 'going')).body).toEqual({ status: 'going', position: null });
    expect((await answer(b!.token, activity.id, 'going')).body).toEqual({ status: 'going', position: null });
    expect((await answer(c!.token, activity.id, 'going')).body).toEqual({ status: 'waitlisted', position: 1 });
    expect((await answer(d!.token, activity.id, 'going')).body).toEqual({ status: 'waitlisted', position: 2 });
    // Answering again keeps the place.
    expect((await answer(d!.token, activity.id, 'going')).body).toEqual({ status: 'waitlisted', position: 2 });

    const cancel = await answer(a!.token, activity.id, 'not_going');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ status: 'not_going', position: null });

    const list = await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.capacity).toBe(2);
    expect(list.body.going.map((e: { user_id: number }) => e.user_id)).toEqual([b!.user.id, c!.user.id]);
    expect(list.body.waitlisted.map((e: { user_id: number }) => e.user_id)).toEqual([d!.user.id]);
    expect(list.body.not_going).toEqual([
      { user_id: a!.user.id, display_name: expect.any(String), at: expect.any(String) },
    ]);

    const emails = await h.deps.db
      .selectFrom('email_outbox')
      .select(['to_user_id', 'subject'])
      .where('template', '=', 'rsvp-promoted')
      .execute();
    expect(emails).toEqual([{ to_user_id: c!.user.id, subject: expect.stringMatching(/^You have a seat: Activity /) }]);
    expect(await auditActions(h, org, 'activity', activity.id)).toContain('activity.rsvp');
  });

  itRaces('never exceeds the capacity when several members answer for the last seat at once', async () => {
    const activity = await rsvpActivity({ capacity: 3 });
    const [first, ...rest] = await members(7);
    await answer(first!.token, activity.id, 'going');
    const answers = await Promise.all(rest.map((m) => answer(m.token, activity.id, 'going')));
    expect(answers.map((r) => r.status)).toEqual(rest.map(() => 200));
    const going = answers.filter((r) => r.body.status === 'going');
    const waiting = answers.filter((r) => r.body.status === 'waitlisted');
    expect(going).toHaveLength(2);
    expect(waiting.map((r) => r.body.position).sort()).toEqual([1, 2, 3, 4]);
    const list = await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: admin.token });
    expect(list.body.going).toHaveLength(3);
    expect(list.body.waitlisted).toHaveLength(4);
  });

  it('a larger capacity seats the waitlist in order; one below the members going is 409', async () => {
    const activity = await rsvpActivity({ capacity: 1 });
    const [a, b, c] = await members(3);
    for (const m of [a, b, c]) await answer(m!.token, activity.id, 'going');
    const grown = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { capacity: 2 } });
    expect(grown.status).toBe(200);
    const list = await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: admin.token });
    expect(list.body.going.map((e: { user_id: number }) => e.user_id)).toEqual([a!.user.id, b!.user.id]);
    expect(list.body.waitlisted.map((e: { user_id: number }) => e.user_id)).toEqual([c!.user.id]);
    const promotedMail = await h.deps.db
      .selectFrom('email_outbox')
      .select('id')
      .where('template', '=', 'rsvp-promoted')
      .where('to_user_id', '=', b!.user.id)
      .execute();
    expect(promotedMail).toHaveLength(1);

    const shrunk = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { capacity: 1 } });
    expect(shrunk.status).toBe(409);
    expect(shrunk.body.fields).toEqual({ capacity: rsvpMessages.capacityBelowGoing(2) });

    const unlimited = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: admin.token,
      body: { capacity: null },
    });
    expect(unlimited.status).toBe(200);
    const after = await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: admin.token });
    expect(after.body.going).toHaveLength(3);
  });

  it('is 409 when RSVP is closed, past the deadline or after the start for members; managers may still answer for them', async () => {
    const [m] = await members(1);
    const closed = await createActivity(h, admin.token, org, { start_date: day(30), end_date: day(30) });
    const refusedClosed = await answer(m!.token, closed.id, 'going');
    expect(refusedClosed.status).toBe(409);
    expect(refusedClosed.body).toMatchObject({ code: 'CONFLICT', error: rsvpMessages.closed });

    const pastDeadline = await rsvpActivity({ rsvp_deadline: day(-1) });
    const late = await answer(m!.token, pastDeadline.id, 'going');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(rsvpMessages.pastDeadline);
    const byManager = await answer(admin.token, pastDeadline.id, 'going', { user_id: m!.user.id });
    expect(byManager.status).toBe(200);
    expect(byManager.body).toEqual({ status: 'going', position: null });

    const started = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(1),
      rsvp_open: true,
    });
    expect((await answer(m!.token, started.id, 'going')).body.error).toBe(rsvpMessages.started);
  });

  it('refuses an answer for another member without activities.manage (403), and for an inactive member (409)', async () => {
    const activity = await rsvpActivity();
    const [m, n] = await members(2);
    expect((await answer(m!.token, activity.id, 'going', { user_id: n!.user.id })).status).toBe(403);
    const inactive = await addMember(h, org, { status: 'inactive' });
    const forInactive = await answer(admin.token, activity.id, 'going', { user_id: inactive.user.id });
    expect(forInactive.status).toBe(409);
    expect(forInactive.body.error).toBe(rsvpMessages.inactive);
    // The inactive member themself is refused by the scope resolver, before any rule.
    expect((await answer(inactive.token, activity.id, 'going')).status).toBe(403);
  });

  it('a private activity does not exist for a member who may not see it', async () => {
    const hidden = await rsvpActivity({ is_private: true });
    const [m] = await members(1);
    expect((await answer(m!.token, hidden.id, 'going')).status).toBe(404);
    expect((await answer(admin.token, hidden.id, 'going', { user_id: m!.user.id })).status).toBe(200);
    // Once a manager has answered for them, the member may change their own answer.
    expect((await answer(m!.token, hidden.id, 'not_going')).body).toEqual({ status: 'not_going', position: null });
  });

  it("refuses another organisation's callers as if the activity did not exist", async () => {
    const activity = await rsvpActivity();
    expect((await answer(other.token, activity.id, 'going')).status).toBe(404);
    expect((await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: other.token })).status).toBe(404);
    expect((await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (
        await h.api('POST', `/api/activities/${activity.id}/check-in`, {
          token: other.token,
          body: { user_id: other.user.id },
        })
      ).status,
    ).toBe(404);
    const named = await h.api('PUT', `/api/activities/${activity.id}/rsvp`, {
      token: other.token,
      body: { status: 'going', organization_id: other.organization.id },
    });
    expect(named.status).toBe(404);
  });

  it('the list needs activities.manage; its CSV lists the three lists with waitlist positions', async () => {
    const activity = await rsvpActivity({ capacity: 1 });
    const [a, b] = await members(2);
    await answer(a!.token, activity.id, 'going');
    await answer(b!.token, activity.id, 'going');
    expect((await h.api('GET', `/api/activities/${activity.id}/rsvps`, { token: a!.token })).status).toBe(403);
    const csv = await h.api('GET', `/api/activities/${activity.id}/rsvps.csv`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Status,Waitlist position,User ID,Name,Answered at');
    expect(lines[1]).toMatch(new RegExp(`^Going,,${a!.user.id},`));
    expect(lines[2]).toMatch(new RegExp(`^Waitlisted,1,${b!.user.id},`));
  });
});

describe('POST /api/activities/{id}/check-in', () => {
  it('records the check-in role for today on a daily activity, once however often; 409 outside the dates', async () => {
    const role = await createParticipationRole(h, admin.token, org, { points: 3 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(-1),
      end_date: day(1),
      checkin_role_id: role.id,
    });
    const [m] = await members(1);
    const first = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ participation_id: expect.any(Number), date: day(0), role_id: role.id });
    const again = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id },
    });
    expect(again.body).toEqual(first.body);
    const yesterday = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id, date: day(-1) },
    });
    expect(yesterday.body.date).toBe(day(-1));
    expect(await participationsOf(h, activity.id)).toEqual([
      expect.objectContaining({ user_id: m!.user.id, role_id: role.id, participation_date: day(-1), points: 3 }),
      expect.objectContaining({ user_id: m!.user.id, role_id: role.id, participation_date: day(0), points: 3 }),
    ]);
    expect(await auditActions(h, org, 'participation', first.body.participation_id)).toEqual([
      'participation.check_in',
    ]);

    const outside = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id, date: day(2) },
    });
    expect(outside.status).toBe(409);
    expect(outside.body.fields).toEqual({ date: rsvpMessages.outsideDates(day(-1), day(1)) });
  });

  it('records the whole event on a full activity; 409 without a check-in role or for an inactive member', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    const full = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(2),
      participation_type: 'full',
      checkin_role_id: role.id,
    });
    const [m] = await members(1);
    const checked = await h.api('POST', `/api/activities/${full.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id, date: day(1) },
    });
    expect(checked.body).toMatchObject({ date: null, role_id: role.id });

    const noRole = await createActivity(h, admin.token, org, { start_date: day(0), end_date: day(0) });
    const refused = await h.api('POST', `/api/activities/${noRole.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(rsvpMessages.noCheckinRole);

    const inactive = await addMember(h, org, { status: 'inactive' });
    const forInactive = await h.api('POST', `/api/activities/${full.id}/check-in`, {
      token: admin.token,
      body: { user_id: inactive.user.id },
    });
    expect(forInactive.status).toBe(409);
  });

  it('lets a member check themself in with the current code only; user_id needs participation.manage', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(0),
      checkin_role_id: role.id,
    });
    const [m, n] = await members(2);
    const noCode = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: m!.token,
      body: { code: 'guess' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toEqual({ code: rsvpMessages.wrongCode });

    const rotated = await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: admin.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: m!.token })).status).toBe(403);

    const self = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: m!.token,
      body: { code: rotated.body.code },
    });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ date: day(0), role_id: role.id });

    const newer = await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: admin.token });
    expect(
      (
        await h.api('POST', `/api/activities/${activity.id}/check-in`, {
          token: n!.token,
          body: { code: rotated.body.code },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await h.api('POST', `/api/activities/${activity.id}/check-in`, {
          token: n!.token,
          body: { code: newer.body.code },
        })
      ).status,
    ).toBe(200);

    expect(
      (
        await h.api('POST', `/api/activities/${activity.id}/check-in`, {
          token: m!.token,
          body: { user_id: n!.user.id },
        })
      ).status,
    ).toBe(403);
    expect((await h.api('POST', `/api/activities/${activity.id}/check-in`, { token: m!.token, body: {} })).status).toBe(
      400,
    );
  });
});

describe('self check-in takes the group’s today only (decision 0039)', () => {
  it('refuses a member checking themself in for a day ahead: no points, no shift confirmed', async () => {
    const role = await createParticipationRole(h, admin.token, org, { points: 5 });
    const crew = await createParticipationRole(h, admin.token, org, { name: 'Crew', points: 8 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(30),
      checkin_role_id: role.id,
    });
    const shift = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
      token: admin.token,
      body: {
        title: 'Setup',
        date: day(30),
        start_time: '09:00',
        end_time: '11:00',
        slots: 2,
        participation_role_id: crew.id,
      },
    });
    expect(shift.status).toBe(201);
    const [m] = await members(1);
    expect((await h.api('POST', `/api/shifts/${shift.body.id}/signup`, { token: m!.token })).status).toBe(200);
    const { code } = (await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: admin.token })).body;

    // The attack of issue 26: the code of today's door, and a day a month ahead.
    const ahead = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: m!.token,
      body: { code, date: day(30) },
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.code).toBe('CONFLICT');
    expect(ahead.body.fields).toEqual({ date: rsvpMessages.selfTodayOnly(day(0)) });
    const yesterday = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: m!.token,
      body: { code, date: day(-1) },
    });
    expect(yesterday.status).toBe(409);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    const signup = await h.deps.db
      .selectFrom('shift_signups')
      .select('confirmed_at')
      .where('shift_id', '=', shift.body.id)
      .executeTakeFirstOrThrow();
    expect(signup.confirmed_at).toBeNull();
    // Still theirs to cancel.
    expect((await h.api('DELETE', `/api/shifts/${shift.body.id}/signup`, { token: m!.token })).status).toBe(200);

    // Today, named or not, is theirs to record; a manager still records another day at the kiosk.
    const today = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: m!.token,
      body: { code, date: day(0) },
    });
    expect(today.status).toBe(200);
    expect(today.body.date).toBe(day(0));
    const byManager = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id, date: day(1) },
    });
    expect(byManager.status).toBe(200);
    expect(byManager.body.date).toBe(day(1));
  });
});

describe('GET /api/me/signups', () => {
  it("lists the member's answers to activities that have not ended, with the waitlist position", async () => {
    const [m, n] = await members(2);
    const soon = await rsvpActivity({ capacity: 1, title: 'Soon' });
    const later = await rsvpActivity({ start_date: day(40), end_date: day(40), title: 'Later' });
    await answer(n!.token, soon.id, 'going');
    await answer(m!.token, soon.id, 'going');
    await answer(m!.token, later.id, 'not_going');
    const mine = await h.api('GET', '/api/me/signups', { token: m!.token });
    expect(mine.status).toBe(200);
    expect(mine.body.signups).toEqual([
      expect.objectContaining({
        organization_id: org,
        organization_name: 'Brickville LUG',
        status: 'waitlisted',
        position: 1,
        activity: expect.objectContaining({ id: soon.id, title: 'Soon', capacity: 1 }),
      }),
      expect.objectContaining({
        status: 'not_going',
        position: null,
        activity: expect.objectContaining({ id: later.id }),
      }),
    ]);
    const theirs = await h.api('GET', '/api/me/signups', { token: other.token });
    expect(theirs.body).toEqual({ signups: [], exhibits: [], shifts: [] });
  });
});

describe('no-shows in the Member Details Report', () => {
  it('counts ended activities the member was going to without checking in', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    const [m] = await members(1);
    const year = Number(day(0).slice(0, 4));
    const activities = [];
    for (let i = 0; i < 3; i += 1)
      activities.push(await rsvpActivity({ start_date: day(3), end_date: day(3), checkin_role_id: role.id }));
    for (const a of activities) await answer(m!.token, a.id, 'going');
    const report = () =>
      h.api('GET', `/api/participation/report?organization_id=${org}&memberId=${m!.user.id}&year=${year}`, {
        token: admin.token,
      });
    // Not ended yet: nobody is a no-show.
    expect((await report()).body.noShows).toBe(0);
    // Checked in at one of them (the check-in day is within its dates); the other two are no-shows once ended.
    await h.api('POST', `/api/activities/${activities[0]!.id}/check-in`, {
      token: admin.token,
      body: { user_id: m!.user.id, date: day(3) },
    });
    h.clock.advance(5 * 86_400_000);
    try {
      const after = await report();
      expect(after.status).toBe(200);
      expect(after.body.noShows).toBe(2);
    } finally {
      h.clock.advance(-5 * 86_400_000);
    }
  });
});
