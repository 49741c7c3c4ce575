/**
 * The Participation Manager's paged reads (decision 13): `GET /participation/activity/{id}/page`
 * and `GET /participation/activity/{id}/member-ids`, checked against the whole read
 * `GET /participation/activity/{id}`, which keeps answering every member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createActivity, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';

type User = { id: number; display_name: string };
type Record_ = { id: number; user_id: number; role_id: number; participation_date: string | null };
type Whole = {
  activity: { id: number; start_date: string; end_date: string; participation_type: 'daily' | 'full' };
  users: User[];
  roles: Array<{ id: number; name: string; points: number }>;
  participations: Record_[];
};

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let orgId: number;
let plain: Awaited<ReturnType<typeof addMember>>;
let daily: { id: number };
let full: { id: number };
const named: Record<string, number> = {};
let inactiveId: number;

/** A member with the given names (and display name, when set), active unless told otherwise. */
async function addNamed(first: string, last: string, options: { display?: string; status?: 'active' | 'inactive' } = {}) {
  const member = await signUp(h, { first_name: first, last_name: last });
  const defaultRole = await h.deps.db
    .selectFrom('permission_roles')
    .select('id')
    .where('organization_id', '=', orgId)
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('memberships')
    .values({ organization_id: orgId, user_id: member.user.id, status: options.status ?? 'active', member_since: '2026-01-01' })
    .execute();
  await h.deps.db
    .insertInto('role_assignments')
    .values({ organization_id: orgId, user_id: member.user.id, role_id: defaultRole.id, assigned_by: null })
    .execute();
  if (options.display !== undefined) {
    await h.deps.db.updateTable('users').set({ display_name: options.display }).where('id', '=', member.user.id).execute();
  }
  return member.user.id;
}

const get = (path: string, token = admin.token) => h.api('GET', path, { token });
const pageUrl = (activityId: number, query = '') => `/api/participation/activity/${activityId}/page?organization_id=${orgId}${query}`;
const idsUrl = (activityId: number, query = '') => `/api/participation/activity/${activityId}/member-ids?organization_id=${orgId}${query}`;

async function whole(activityId: number): Promise<Whole> {
  const response = await get(`/api/participation/activity/${activityId}?organization_id=${orgId}`);
  expect(response.status).toBe(200);
  return response.body as Whole;
}

/** What the screen showed from the whole read: distinct participants per column and in all. */
function countsOf(view: Whole) {
  const columns: Array<string | null> = [];
  if (view.activity.participation_type === 'full') columns.push(null);
  else {
    for (let day = new Date(`${view.activity.start_date}T00:00:00Z`); day.toISOString().slice(0, 10) <= view.activity.end_date; day.setUTCDate(day.getUTCDate() + 1)) {
      columns.push(day.toISOString().slice(0, 10));
    }
  }
  return {
    day_counts: columns.map((date) => ({
      date,
      participants: new Set(view.participations.filter((p) => p.participation_date === date).map((p) => p.user_id)).size,
    })),
    unique_participants: new Set(view.participations.map((p) => p.user_id)).size,
  };
}

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Paging LUG');
  orgId = admin.organization.id;
  plain = await addMember(h, orgId);
  // Names differing in case, in diacritics, with LIKE's wildcards, blank display names, and
  // enough of them for several pages of 5.
  named.zoe = await addNamed('Zoë', 'Ångström');
  named.zoeLower = await addNamed('zoe', 'lindqvist');
  named.garcia = await addNamed('Inés', 'García');
  named.percent = await addNamed('Anna', 'Percent', { display: '100% Brick' });
  named.underscore = await addNamed('Bo', 'Under', { display: 'b_o' });
  named.blank = await addNamed('Carl', 'Blank', { display: '   ' });
  named.devries = await addNamed('Jan', 'de Vries');
  for (const [first, last] of [['Mia', 'Ek'], ['Ola', 'Berg'], ['Per', 'Holm'], ['Eva', 'Lund'], ['Ada', 'Brick']] as const) {
    named[first] = await addNamed(first, last);
  }
  inactiveId = await addNamed('Gone', 'Away', { status: 'inactive' });

  const roles = [
    await createParticipationRole(h, admin.token, orgId, { name: 'Exhibitor', points: 5 }),
    await createParticipationRole(h, admin.token, orgId, { name: 'Helper', points: 3 }),
    await createParticipationRole(h, admin.token, orgId, { name: 'Retired', points: 1 }),
  ];
  daily = await createActivity(h, admin.token, orgId, {
    title: 'Brickworld weekend',
    start_date: '2025-06-28',
    end_date: '2025-06-30',
    participation_type: 'daily',
  });
  full = await createActivity(h, admin.token, orgId, {
    title: 'Club meeting',
    start_date: '2025-03-01',
    end_date: '2025-03-01',
    participation_type: 'full',
  });
  const record = (activityId: number, userId: number, roleIndex: number, date: string | null) =>
    recordParticipation(h, { organizationId: orgId, activityId, userId, roleId: roles[roleIndex]!.id, date });
  await record(daily.id, named.zoe!, 0, '2025-06-28');
  await record(daily.id, named.zoe!, 1, '2025-06-28');
  await record(daily.id, named.zoe!, 0, '2025-06-29');
  await record(daily.id, named.garcia!, 1, '2025-06-28');
  await record(daily.id, named.Ola!, 2, '2025-06-30');
  await record(daily.id, named.Ada!, 0, '2025-06-30');
  await record(daily.id, inactiveId, 0, '2025-06-29'); // a former member still counts as a participant
  await record(full.id, named.devries!, 0, null);
  await record(full.id, named.Mia!, 1, null);
  // A role switched off since: its records still count.
  const retired = await h.api('PUT', `/api/participation-roles/${roles[2]!.id}`, {
    token: admin.token,
    body: { organization_id: orgId, name: 'Retired', points: 1, status: 'inactive' },
  });
  expect(retired.status).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/participation/activity/{id}/page', () => {
  it('pages through exactly the whole read: the same members in the same order, each with their records', async () => {
    for (const activity of [daily, full]) {
      const view = await whole(activity.id);
      expect(view.users.map((u) => u.id)).not.toContain(inactiveId);
      const seen: User[] = [];
      for (let offset = 0; offset < view.users.length + 5; offset += 5) {
        const response = await get(pageUrl(activity.id, `&limit=5&offset=${offset}`));
        expect(response.status).toBe(200);
        const page = response.body;
        expect(page.users).toEqual(view.users.slice(offset, offset + 5));
        expect(page.total).toBe(view.users.length);
        expect(page.activity).toEqual(view.activity);
        expect(page.roles).toEqual(view.roles);
        const ids = new Set(page.users.map((u: User) => u.id));
        expect(page.participations).toEqual(view.participations.filter((p) => ids.has(p.user_id)));
        seen.push(...page.users);
      }
      expect(seen).toEqual(view.users);
    }
  });

  it('sorts by name in any case, then id; a blank display name falls back to first and last name', async () => {
    const view = await whole(daily.id);
    const names = view.users.map((u) => u.display_name);
    expect(names).toContain('Carl Blank');
    // 'b_o' and 'Jan de Vries' sort among the capitalised names, not after them.
    expect(names.indexOf('Ada Brick')).toBeLessThan(names.indexOf('b_o'));
    expect(names.indexOf('b_o')).toBeLessThan(names.indexOf('Carl Blank'));
    expect(names.indexOf('Jan de Vries')).toBeLessThan(names.indexOf('Mia Ek'));
  });

  it('counts the participants per day and in all over every member, not only the page', async () => {
    for (const activity of [daily, full]) {
      const view = await whole(activity.id);
      const expected = countsOf(view);
      const response = await get(pageUrl(activity.id, '&limit=1&offset=3'));
      expect(response.status).toBe(200);
      expect(response.body.day_counts).toEqual(expected.day_counts);
      expect(response.body.unique_participants).toBe(expected.unique_participants);
    }
    const page = (await get(pageUrl(daily.id))).body;
    expect(page.day_counts).toEqual([
      { date: '2025-06-28', participants: 2 },
      { date: '2025-06-29', participants: 2 },
      { date: '2025-06-30', participants: 2 },
    ]);
    expect(page.unique_participants).toBe(5);
    expect((await get(pageUrl(full.id))).body.day_counts).toEqual([{ date: null, participants: 2 }]);
  });

  it('uses the default page of 50', async () => {
    const view = await whole(daily.id);
    const response = await get(pageUrl(daily.id));
    expect(response.body.users).toEqual(view.users.slice(0, 50));
    expect(response.body.participations).toEqual(view.participations.filter((p) => p.user_id !== inactiveId));
  });

  it('searches display names case-insensitively and without diacritics, and counts the matches', async () => {
    const view = await whole(daily.id);
    const byName = (ids: number[]) => view.users.filter((u) => ids.includes(u.id));
    for (const q of ['zoe', 'ZOË', '  Zoe  ']) {
      const response = await get(pageUrl(daily.id, `&q=${encodeURIComponent(q)}`));
      expect(response.status).toBe(200);
      expect(response.body.users).toEqual(byName([named.zoe!, named.zoeLower!]));
      expect(response.body.total).toBe(2);
      expect(response.body.participations.every((p: Record_) => p.user_id === named.zoe)).toBe(true);
      expect(response.body.participations).toHaveLength(3);
      // The counts stay the activity's.
      expect(response.body.unique_participants).toBe(5);
    }
    expect((await get(pageUrl(daily.id, `&q=garcia`))).body.users).toEqual(byName([named.garcia!]));
    expect((await get(pageUrl(daily.id, `&q=${encodeURIComponent('ÍNÉS GARC')}`))).body.total).toBe(1);
    expect((await get(pageUrl(daily.id, `&q=${encodeURIComponent('de v')}`))).body.users).toEqual(byName([named.devries!]));
  });

  it('takes % and _ in a search literally', async () => {
    const percent = await get(pageUrl(daily.id, `&q=${encodeURIComponent('0%')}`));
    expect(percent.body.users.map((u: User) => u.id)).toEqual([named.percent]);
    const underscore = await get(pageUrl(daily.id, `&q=${encodeURIComponent('_')}`));
    expect(underscore.body.users.map((u: User) => u.id)).toEqual([named.underscore]);
    const none = await get(pageUrl(daily.id, `&q=${encodeURIComponent('nobody by this name')}`));
    expect(none.body).toMatchObject({ users: [], total: 0, participations: [] });
  });

  it('a blank search lists everyone', async () => {
    const view = await whole(daily.id);
    const response = await get(pageUrl(daily.id, '&q=%20%20&limit=200'));
    expect(response.body.users).toEqual(view.users);
  });

  it('lists only participants when asked', async () => {
    const view = await whole(daily.id);
    const participants = new Set(view.participations.map((p) => p.user_id));
    const response = await get(pageUrl(daily.id, '&only_participants=true'));
    expect(response.status).toBe(200);
    expect(response.body.users).toEqual(view.users.filter((u) => participants.has(u.id)));
    expect(response.body.total).toBe(4); // the former member is not listed
    const searched = await get(pageUrl(daily.id, '&only_participants=true&q=zoe'));
    expect(searched.body.users.map((u: User) => u.id)).toEqual([named.zoe]);
    const off = await get(pageUrl(daily.id, '&only_participants=false'));
    expect(off.body.total).toBe(view.users.length);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const view = await whole(daily.id);
    const response = await get(pageUrl(daily.id, '&offset=1000'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ users: [], participations: [], total: view.users.length, unique_participants: 5 });
    const searched = await get(pageUrl(daily.id, '&offset=1000&q=zoe'));
    expect(searched.body).toMatchObject({ users: [], total: 2 });
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['&limit=0', 'limit: limit must be between 1 and 200'],
      ['&limit=201', 'limit: limit must be between 1 and 200'],
      ['&limit=ten', 'limit: limit must be a number'],
      ['&limit=2.5', 'limit: limit must be a whole number'],
      ['&offset=-1', 'offset: offset must be 0 or more'],
      [`&q=${'x'.repeat(101)}`, 'q: q must be 100 characters or less'],
      ['&only_participants=maybe', 'only_participants: only_participants must be true or false'],
      // One spelling of yes and no: true and false.
      ['&only_participants=1', 'only_participants: only_participants must be true or false'],
      ['&activity_id=1', 'activity_id: the path names it already: leave it out of the query string'],
    ];
    for (const [query, error] of cases) {
      const response = await get(pageUrl(daily.id, query));
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ error, code: 'INVALID_INPUT', fields: { [error.split(':')[0]!]: error.slice(error.indexOf(': ') + 2) } });
    }
    for (const q of ['%00', '%F0%9F%A7%B1', encodeURIComponent('\\'), encodeURIComponent("' or 1=1 --")]) {
      const odd = await get(pageUrl(daily.id, `&q=${q}`));
      expect(odd.status, q).toBeLessThan(500);
    }
    // The activity names its organisation: no organization_id needed.
    const noOrg = await get(`/api/participation/activity/${daily.id}/page`);
    expect(noOrg.status).toBe(200);
    expect(noOrg.body.activity.id).toBe(daily.id);
  });

  it('answers 404 for a missing activity and for another organisation’s', async () => {
    expect((await get(pageUrl(999_999))).status).toBe(404);
    const other = await signUpWithOrganization(h, 'Elsewhere LUG');
    const theirs = await h.api('GET', `/api/participation/activity/${daily.id}/page?organization_id=${other.organization.id}`, { token: other.token });
    expect(theirs).toMatchObject({ status: 404, body: { error: 'Activity not found' } });
    const theirIds = await h.api('GET', `/api/participation/activity/${daily.id}/member-ids?organization_id=${other.organization.id}`, { token: other.token });
    expect(theirIds.status).toBe(404);
  });

  it('needs the permission the whole read needs (participation.manage)', async () => {
    for (const path of [`/api/participation/activity/${daily.id}?organization_id=${orgId}`, pageUrl(daily.id), idsUrl(daily.id)]) {
      expect((await get(path, plain.token)).status, path).toBe(403);
      expect((await h.api('GET', path)).status, path).toBe(401);
    }
  });

  it('is the tRPC procedure participation.forActivityPage', async () => {
    const input = encodeURIComponent(JSON.stringify({ organization_id: orgId, activity_id: daily.id, q: 'zoe', only_participants: true, limit: 1 }));
    const response = await h.api('GET', `/trpc/participation.forActivityPage?input=${input}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.result.data.users.map((u: User) => u.id)).toEqual([named.zoe]);
    expect(response.body.result.data.total).toBe(1);
  });
});

describe('GET /api/participation/activity/{id}/member-ids', () => {
  it('answers the ids of every matching member, across pages', async () => {
    const view = await whole(daily.id);
    const all = await get(idsUrl(daily.id));
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ ids: view.users.map((u) => u.id).sort((a, b) => a - b) });

    const searched = await get(idsUrl(daily.id, '&q=zoe'));
    expect(searched.body.ids).toEqual([named.zoe!, named.zoeLower!].sort((a, b) => a - b));
    const page = await get(pageUrl(daily.id, '&q=zoe'));
    expect(searched.body.ids).toHaveLength(page.body.total);

    const participants = await get(idsUrl(daily.id, '&only_participants=true'));
    const expected = new Set(view.participations.map((p) => p.user_id));
    expect(participants.body.ids).toEqual(view.users.map((u) => u.id).filter((id) => expected.has(id)).sort((a, b) => a - b));
  });

  it('refuses bad input with 400', async () => {
    const response = await get(idsUrl(daily.id, `&q=${'x'.repeat(101)}`));
    expect(response).toMatchObject({ status: 400, body: { error: 'q: q must be 100 characters or less' } });
    // Paging does not apply: the ids are every match.
    const ignored = await get(idsUrl(daily.id, '&only_participants=yes'));
    expect(ignored.status).toBe(400);
  });
});
