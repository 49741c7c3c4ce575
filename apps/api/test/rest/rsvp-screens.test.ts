/**
 * The two reads the RSVP and check-in screens use (issue 17's web half): `GET /rsvp/standings`
 * and the kiosk's roster `GET /activities/{id}/check-in/kiosk`, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpMessages } from '@lug/domain/rsvp-helpers';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, createActivity, createParticipationRole } from '../support/factories-catalogue';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Standings LUG');
  org = admin.organization.id;
});
afterAll(async () => {
  await h?.close();
});

function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

function answer(token: string, activityId: number, status: 'going' | 'not_going') {
  return h.api('PUT', `/api/activities/${activityId}/rsvp`, { token, body: { status } });
}

describe('GET /api/rsvp/standings', () => {
  it('gives counts, free seats, the caller’s answer and waitlist position; leaves out closed and hidden activities', async () => {
    const open = await createActivity(h, admin.token, org, {
      start_date: day(10),
      end_date: day(10),
      rsvp_open: true,
      capacity: 1,
    });
    const closed = await createActivity(h, admin.token, org, { start_date: day(10), end_date: day(10) });
    const hidden = await createActivity(h, admin.token, org, {
      start_date: day(10),
      end_date: day(10),
      rsvp_open: true,
      is_private: true,
    });
    const a = await addMember(h, org);
    const b = await addMember(h, org);
    expect((await answer(a.token, open.id, 'going')).body).toEqual({ status: 'going', position: null });
    expect((await answer(b.token, open.id, 'going')).body).toEqual({ status: 'waitlisted', position: 1 });

    const seen = await h.api(
      'GET',
      `/api/rsvp/standings?organization_id=${org}&ids=${open.id},${closed.id},${hidden.id}`,
      {
        token: b.token,
      },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.standings).toEqual([
      {
        activity_id: open.id,
        capacity: 1,
        going: 1,
        waitlisted: 1,
        seats_left: 0,
        closed_reason: null,
        mine: { status: 'waitlisted', position: 1 },
      },
    ]);
    const managers = await h.api('GET', `/api/rsvp/standings?organization_id=${org}&ids=${hidden.id}`, {
      token: admin.token,
    });
    expect(managers.body.standings).toMatchObject([{ activity_id: hidden.id, mine: null, seats_left: null }]);
  });

  it('says why a member cannot answer any more', async () => {
    const started = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(1),
      rsvp_open: true,
    });
    const seen = await h.api('GET', `/api/rsvp/standings?organization_id=${org}&ids=${started.id}`, {
      token: admin.token,
    });
    expect(seen.body.standings[0].closed_reason).toBe(rsvpMessages.started);
    const bad = await h.api('GET', `/api/rsvp/standings?organization_id=${org}&ids=x`, { token: admin.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/activities/{id}/check-in/kiosk', () => {
  it('lists active members with their answer and whether they are checked in today; needs participation.manage', async () => {
    const role = await createParticipationRole(h, admin.token, org, { points: 2 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(0),
      end_date: day(1),
      rsvp_open: true,
      checkin_role_id: role.id,
    });
    const member = await addMember(h, org);
    await addMember(h, org, { status: 'inactive' });
    // The activity has started: a manager answers for the member.
    const answered = await h.api('PUT', `/api/activities/${activity.id}/rsvp`, {
      token: admin.token,
      body: { status: 'going', user_id: member.user.id },
    });
    expect(answered.status).toBe(200);
    const checkIn = await h.api('POST', `/api/activities/${activity.id}/check-in`, {
      token: admin.token,
      body: { user_id: member.user.id },
    });
    expect(checkIn.status).toBe(200);

    const view = await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: admin.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ date: day(0), problem: null, checkin_role: { id: role.id, points: 2 } });
    const ids = view.body.members.map((m: { user_id: number }) => m.user_id);
    expect(ids).toContain(admin.user.id);
    expect(view.body.members.find((m: { user_id: number }) => m.user_id === member.user.id)).toMatchObject({
      rsvp: 'going',
      checked_in: true,
    });
    expect(view.body.members.find((m: { user_id: number }) => m.user_id === admin.user.id)).toMatchObject({
      rsvp: null,
      checked_in: false,
    });
    expect(view.body.members.every((m: { display_name: string }) => m.display_name.length > 0)).toBe(true);

    const refused = await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: member.token });
    expect(refused.status).toBe(403);
  });

  it('says when check-in is not possible today', async () => {
    const activity = await createActivity(h, admin.token, org, { start_date: day(5), end_date: day(5) });
    const view = await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: admin.token });
    expect(view.body.problem).toBe(rsvpMessages.noCheckinRole);
  });
});
