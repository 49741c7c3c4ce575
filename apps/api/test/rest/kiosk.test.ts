/**
 * Kiosk devices (issue 28, docs/decisions/0047-kiosk-sessions.md), on PGlite and PostgreSQL: kiosks
 * share one check-in code that only a manager's "New code" replaces; a kiosk session checks members
 * in to its activity and nothing else (every other procedure and path: apps/api/test/isolation/
 * kiosk-session.test.ts); it ends by the manager's password or when the activity has ended; a
 * check-in made moments ago can be undone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, auditActions, createActivity, createParticipationRole, participationsOf } from '../support/factories-catalogue';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Kiosk LUG');
  org = admin.organization.id;
});
afterAll(async () => {
  await h?.close();
});

function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh sign-in of the administrator: opening a kiosk ends the session that opens it. */
async function managerSession(): Promise<string> {
  const login = await h.api('POST', '/api/auth/login', { body: { email: admin.user.email, password: admin.password } });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function showDay(fields: Record<string, unknown> = {}) {
  const role = await createParticipationRole(h, admin.token, org, { name: `Visitor ${Math.random()}`, points: 1 });
  const title = `Show ${Math.random()}`;
  const activity = await createActivity(h, admin.token, org, {
    title,
    start_date: day(0),
    end_date: day(1),
    rsvp_open: true,
    checkin_role_id: role.id,
    ...fields,
  });
  return { ...activity, title, checkin_role_id: role.id };
}

async function openKiosk(activityId: number) {
  const manager = await managerSession();
  const opened = await h.api('POST', `/api/activities/${activityId}/kiosk`, { token: manager });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  // The session that opened it has ended: the device holds only the kiosk.
  expect((await h.api('GET', '/api/auth/me', { token: manager })).status).toBe(401);
  return opened.body as { token: string; organization_id: number; activity: { id: number; title: string } };
}

const codeOf = async (token: string, activityId: number) => {
  const answer = await h.api('GET', `/api/activities/${activityId}/check-in-code`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.code as string;
};

describe('one check-in code for every kiosk', () => {
  it('two kiosks read the same code; opening and reading never replace it; a manager’s "New code" reaches both', async () => {
    const activity = await showDay();
    const first = await openKiosk(activity.id);
    const code = await codeOf(first.token, activity.id);
    const second = await openKiosk(activity.id);
    expect(second).toMatchObject({ organization_id: org, activity: { id: activity.id, title: activity.title } });
    expect(await codeOf(second.token, activity.id)).toBe(code);
    expect(await codeOf(first.token, activity.id)).toBe(code);
    expect(await codeOf(admin.token, activity.id)).toBe(code);

    // A member checks themself in with the poster's code while both kiosks stand.
    const member = await addMember(h, org);
    const self = await h.api('POST', `/api/activities/${activity.id}/check-in`, { token: member.token, body: { code } });
    expect(self.status).toBe(200);

    // A kiosk cannot replace the code; a manager can, and both kiosks read the new one.
    const refused = await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: first.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KIOSK_SESSION');
    const rotated = await h.api('POST', `/api/activities/${activity.id}/check-in-code`, { token: admin.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.code).not.toBe(code);
    expect(await codeOf(first.token, activity.id)).toBe(rotated.body.code);
    expect(await codeOf(second.token, activity.id)).toBe(rotated.body.code);
    const old = await h.api('POST', `/api/activities/${activity.id}/check-in`, { token: (await addMember(h, org)).token, body: { code } });
    expect(old.status).toBe(400);
  });
});

describe('a kiosk session', () => {
  it('reads its roster and checks members in to its activity only', async () => {
    const activity = await showDay();
    const otherActivity = await showDay();
    const kiosk = await openKiosk(activity.id);
    const member = await addMember(h, org);
    const roster = await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: kiosk.token });
    expect(roster.status).toBe(200);
    expect(roster.body.members.map((m: { user_id: number }) => m.user_id)).toContain(member.user.id);
    const checkIn = await h.api('POST', `/api/activities/${activity.id}/check-in`, { token: kiosk.token, body: { user_id: member.user.id } });
    expect(checkIn.status).toBe(200);
    expect(await participationsOf(h, activity.id)).toHaveLength(1);

    for (const [method, path, body] of [
      ['GET', `/api/activities/${otherActivity.id}/check-in/kiosk`, undefined],
      ['POST', `/api/activities/${otherActivity.id}/check-in`, { user_id: member.user.id }],
      ['GET', `/api/activities/${otherActivity.id}/check-in-code`, undefined],
      ['POST', `/api/activities/${activity.id}/kiosk`, undefined],
      ['GET', `/api/activities/${activity.id}`, undefined],
      ['GET', `/api/members?organization_id=${org}`, undefined],
      ['GET', '/api/auth/me', undefined],
      ['POST', '/api/auth/logout', undefined],
    ] as const) {
      const answer = await h.api(method, path, { token: kiosk.token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code, `${method} ${path}`).toBe('KIOSK_SESSION');
    }
    expect(await participationsOf(h, otherActivity.id)).toHaveLength(0);
    const current = await h.api('GET', '/api/kiosk', { token: kiosk.token });
    expect(current.body).toMatchObject({ organization_id: org, activity: { id: activity.id } });
    expect((await h.api('GET', '/api/kiosk', { token: admin.token })).body).toBeNull();
  });

  it('ends by the manager’s password, and not by a wrong one', async () => {
    const activity = await showDay();
    const kiosk = await openKiosk(activity.id);
    const wrong = await h.api('POST', '/api/kiosk/close', { token: kiosk.token, body: { password: 'not it at all' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('password');
    expect((await h.api('GET', '/api/kiosk', { token: kiosk.token })).status).toBe(200);
    const closed = await h.api('POST', '/api/kiosk/close', { token: kiosk.token, body: { password: admin.password } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(204);
    expect((await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: kiosk.token })).status).toBe(401);
    expect(await auditActions(h, org, 'activity', activity.id)).toEqual(expect.arrayContaining(['activity.kiosk_open', 'activity.kiosk_close']));
    // Only a kiosk closes: an ordinary session is not ended this way.
    const plain = await h.api('POST', '/api/kiosk/close', { token: admin.token, body: { password: admin.password } });
    expect(plain.status).toBe(400);
  });

  it('ends when its activity has ended, and cannot be opened for an ended one', async () => {
    const activity = await showDay({ start_date: day(0), end_date: day(0) });
    const kiosk = await openKiosk(activity.id);
    h.clock.advance(2 * 86_400_000);
    try {
      expect((await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: kiosk.token })).status).toBe(401);
      // The device learns it is no kiosk any more (and its cookie is cleared).
      expect((await h.api('GET', '/api/kiosk', { token: kiosk.token })).body).toBeNull();
      const again = await h.api('POST', `/api/activities/${activity.id}/kiosk`, { token: await managerSession() });
      expect(again.status).toBe(409);
    } finally {
      h.clock.advance(-2 * 86_400_000);
    }
  });

  it('ends when its activity is deleted', async () => {
    const activity = await showDay();
    const kiosk = await openKiosk(activity.id);
    expect((await h.api('DELETE', `/api/activities/${activity.id}`, { token: admin.token })).status).toBeLessThan(300);
    expect((await h.api('GET', '/api/kiosk', { token: kiosk.token })).body).toBeNull();
    expect(await h.deps.db.selectFrom('sessions').select('id').where('kiosk_activity_id', '=', activity.id).execute()).toEqual([]);
  });
});

describe('undo of a check-in', () => {
  it('takes back a check-in made moments ago, once; an older one or another’s is refused', async () => {
    const activity = await showDay();
    const kiosk = await openKiosk(activity.id);
    const [member, earlier] = [await addMember(h, org), await addMember(h, org)];
    const date = day(0);
    const checkIn = (userId: number) =>
      h.api('POST', `/api/activities/${activity.id}/check-in`, { token: kiosk.token, body: { user_id: userId, date } });
    const undo = (userId: number) =>
      h.api('POST', `/api/activities/${activity.id}/check-in/undo`, { token: kiosk.token, body: { user_id: userId, date } });

    const first = await checkIn(member.user.id);
    expect(first.status).toBe(200);
    const undone = await undo(member.user.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await participationsOf(h, activity.id)).toHaveLength(0);
    expect((await undo(member.user.id)).status).toBe(409);
    expect(await auditActions(h, org, 'participation', first.body.participation_id)).toEqual([
      'participation.check_in',
      'participation.check_in_undo',
    ]);

    expect((await checkIn(earlier.user.id)).status).toBe(200);
    h.clock.advance(5 * 60_000);
    try {
      const late = await undo(earlier.user.id);
      expect(late.status).toBe(409);
      expect(await participationsOf(h, activity.id)).toHaveLength(1);
    } finally {
      h.clock.advance(-5 * 60_000);
    }

    // A member checked in without a kiosk (a manager's record) is not the kiosk's to undo.
    const plain = await addMember(h, org);
    await h.api('POST', '/api/participation/bulk-update', {
      token: admin.token,
      body: { activity_id: activity.id, user_ids: [plain.user.id], role_ids: [activity.checkin_role_id], action: 'assign', date },
    });
    expect((await undo(plain.user.id)).status).toBe(409);
  });
});
