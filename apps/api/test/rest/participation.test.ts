import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createActivity, createParticipationRole, participationsOf } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * Each test's own organisation: four members, the roles Exhibitor (5 points) and Helper (3), a
 * three-day activity in 2025 and a whole-event one on the last day of 2024; no records yet.
 */
async function participationClub() {
  const admin = await signUpWithOrganization(h, 'Participation LUG');
  const orgId = admin.organization.id;
  const members: Array<Awaited<ReturnType<typeof addMember>>> = [];
  for (let i = 0; i < 4; i++) members.push(await addMember(h, orgId));
  const roles = [
    await createParticipationRole(h, admin.token, orgId, { name: 'Exhibitor', points: 5 }),
    await createParticipationRole(h, admin.token, orgId, { name: 'Helper', points: 3 }),
  ];
  const daily = await createActivity(h, admin.token, orgId, {
    title: 'Brickworld weekend',
    start_date: '2025-06-28',
    end_date: '2025-06-30',
    participation_type: 'daily',
  });
  const full = await createActivity(h, admin.token, orgId, {
    title: 'Club meeting',
    start_date: '2024-12-31',
    end_date: '2024-12-31',
    participation_type: 'full',
  });
  const bulk = (body: Record<string, unknown>, token = admin.token) => h.api('POST', '/api/participation/bulk-update', { token, body });
  /** Both roles for the first three members on the daily activity's second day: six records. */
  const assignDayTwo = async () => {
    const response = await bulk({
      activity_id: daily.id,
      user_ids: members.slice(0, 3).map((m) => m.user.id),
      role_ids: roles.map((r) => r.id),
      action: 'assign',
      date: '2025-06-29',
    });
    if (response.status !== 200 || response.body.count !== 6) throw new Error(`assign failed: ${response.status} ${JSON.stringify(response.body)}`);
  };
  return { admin, orgId, members, roles, daily, full, bulk, assignDayTwo };
}

describe('POST /api/participation/bulk-update', () => {
  it('assigns two roles to three members on day 2, storing the roles’ points, once', async () => {
    const { members, roles, daily, bulk } = await participationClub();
    const body = {
      activity_id: daily.id,
      user_ids: members.slice(0, 3).map((m) => m.user.id),
      role_ids: roles.map((r) => r.id),
      action: 'assign',
      date: '2025-06-29',
    };
    const response = await bulk(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 6 });
    expect(await bulk(body)).toMatchObject({ status: 200, body: { count: 0 } });
    const rows = await participationsOf(h, daily.id);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.participation_date === '2025-06-29')).toBe(true);
    expect(rows.filter((r) => r.role_id === roles[0]!.id).every((r) => r.points === 5)).toBe(true);
  });

  it('removes exactly the matching records', async () => {
    const { members, roles, daily, bulk, assignDayTwo } = await participationClub();
    await assignDayTwo();
    const response = await bulk({ activity_id: daily.id, user_ids: [members[0]!.user.id], role_ids: [roles[1]!.id], action: 'remove', date: '2025-06-29' });
    expect(response.body).toEqual({ count: 1 });
    const rows = await participationsOf(h, daily.id);
    expect(rows).toHaveLength(5);
    expect(rows.some((r) => r.user_id === members[0]!.user.id && r.role_id === roles[1]!.id)).toBe(false);
  });

  it('keeps the points a role had when the record was made', async () => {
    const { admin, orgId, members, roles, daily, bulk, assignDayTwo } = await participationClub();
    await assignDayTwo();
    await h.api('PUT', `/api/participation-roles/${roles[0]!.id}`, { token: admin.token, body: { organization_id: orgId, name: 'Exhibitor', points: 50 } });
    await bulk({ activity_id: daily.id, user_ids: [members[3]!.user.id], role_ids: [roles[0]!.id], action: 'assign', date: '2025-06-28' });
    const rows = await participationsOf(h, daily.id);
    expect(rows.find((r) => r.user_id === members[3]!.user.id)!.points).toBe(50);
    expect(rows.find((r) => r.user_id === members[1]!.user.id && r.role_id === roles[0]!.id)!.points).toBe(5);
  });

  it('refuses an empty selection, days outside the activity, a day for a full event, and none for a daily one', async () => {
    const { members, roles, daily, full, bulk } = await participationClub();
    const base = { activity_id: daily.id, user_ids: [members[0]!.user.id], role_ids: [roles[0]!.id], action: 'assign' };
    const empty = await bulk({ ...base, user_ids: [] , date: '2025-06-28' });
    expect(empty).toMatchObject({ status: 400, body: { error: 'user_ids: Selection Required: Please select both members and roles' } });
    expect((await bulk({ ...base, role_ids: [], date: '2025-06-28' })).status).toBe(400);
    expect((await bulk({ ...base, date: '2025-07-01' })).body).toEqual({
      error: 'The day must be between 2025-06-28 and 2025-06-30',
      code: 'INVALID_INPUT',
      fields: { date: 'The day must be between 2025-06-28 and 2025-06-30' },
    });
    expect((await bulk({ ...base, date: null })).status).toBe(400);
    expect((await bulk({ ...base, activity_id: full.id, date: '2024-12-31' })).status).toBe(400);
    expect((await bulk({ ...base, action: 'toggle', date: '2025-06-28' })).status).toBe(400);
  });

  it('refuses inactive members, inactive roles and other organisations’ activities, writing nothing', async () => {
    const { admin, orgId, members, roles, daily, bulk, assignDayTwo } = await participationClub();
    await assignDayTwo();
    const before = await participationsOf(h, daily.id);
    const inactive = await addMember(h, orgId, { status: 'inactive' });
    const inactiveRole = await createParticipationRole(h, admin.token, orgId, { name: 'Retired', status: 'inactive' });
    const base = { activity_id: daily.id, role_ids: [roles[0]!.id], action: 'assign', date: '2025-06-30' };
    const withInactive = await bulk({ ...base, user_ids: [members[0]!.user.id, inactive.user.id] });
    expect(withInactive).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', error: expect.stringMatching(/^user_ids: Not an active member of this organization: \d+/) } });
    expect((await bulk({ ...base, user_ids: [members[0]!.user.id], role_ids: [roles[0]!.id, inactiveRole.id] })).status).toBe(400);
    expect(await participationsOf(h, daily.id)).toEqual(before);

    const other = await signUpWithOrganization(h, 'Other LUG');
    const theirs = await createActivity(h, other.token, other.organization.id, { start_date: '2025-06-30', end_date: '2025-06-30' });
    const cross = await bulk({ ...base, activity_id: theirs.id, user_ids: [members[0]!.user.id] });
    expect(cross).toMatchObject({ status: 404, body: { error: 'Activity not found' } });
    const namedOrg = await bulk({ ...base, organization_id: orgId, activity_id: theirs.id, user_ids: [members[0]!.user.id] });
    expect(namedOrg.status).toBe(404);
  });

  it('needs participation.manage', async () => {
    const { members, roles, daily, bulk } = await participationClub();
    const response = await bulk(
      { activity_id: daily.id, user_ids: [members[0]!.user.id], role_ids: [roles[0]!.id], action: 'assign', date: '2025-06-30' },
      members[0]!.token,
    );
    expect(response.status).toBe(403);
  });

  it('full-event records for a full activity, and parallel assigns and removes of the same cells stay consistent', async () => {
    const { members, roles, full, bulk } = await participationClub();
    const cells = { activity_id: full.id, user_ids: members.map((m) => m.user.id), role_ids: roles.map((r) => r.id), date: null };
    const results = await Promise.all([
      bulk({ ...cells, action: 'assign' }),
      bulk({ ...cells, action: 'assign' }),
      bulk({ ...cells, action: 'assign' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.count).reduce((a, b) => a + b, 0)).toBe(8);
    expect(await participationsOf(h, full.id)).toHaveLength(8);
    const mixed = await Promise.all([bulk({ ...cells, action: 'remove' }), bulk({ ...cells, action: 'remove' })]);
    expect(mixed.map((r) => r.body.count).sort()).toEqual([0, 8]);
    expect(await participationsOf(h, full.id)).toHaveLength(0);
  });
});

describe('GET /api/participation/activity/{id}', () => {
  it('answers the activity, the active members, the active roles and the records', async () => {
    const { admin, orgId, members, daily, assignDayTwo } = await participationClub();
    await assignDayTwo();
    const response = await h.api('GET', `/api/participation/activity/${daily.id}?organization_id=${orgId}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.activity).toMatchObject({ id: daily.id, start_date: '2025-06-28', end_date: '2025-06-30', participation_type: 'daily' });
    const userIds = response.body.users.map((u: { id: number }) => u.id);
    expect(userIds).toEqual(expect.arrayContaining(members.map((m) => m.user.id)));
    expect(response.body.users.every((u: { display_name: string }) => u.display_name.length > 0)).toBe(true);
    expect(response.body.roles.map((r: { name: string }) => r.name)).toEqual(['Exhibitor', 'Helper']);
    expect(response.body.participations).toHaveLength((await participationsOf(h, daily.id)).length);
  });

  it('answers 404 for another organisation’s activity', async () => {
    const { daily } = await participationClub();
    const other = await signUpWithOrganization(h, 'Elsewhere LUG');
    const response = await h.api('GET', `/api/participation/activity/${daily.id}?organization_id=${other.organization.id}`, { token: other.token });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/participation (history)', () => {
  it('pages with a cursor; the summary covers the whole filter', async () => {
    const { admin, orgId, members, roles, daily, bulk, assignDayTwo } = await participationClub();
    await assignDayTwo();
    await bulk({ activity_id: daily.id, user_ids: [members[3]!.user.id], role_ids: [roles[0]!.id], action: 'assign', date: '2025-06-28' });
    const first = await h.api('GET', `/api/participation?organization_id=${orgId}&limit=2`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const all: Array<{ id: number; date: string }> = [...first.body.items];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const next = await h.api('GET', `/api/participation?organization_id=${orgId}&limit=2&cursor=${cursor}`, { token: admin.token });
      all.push(...next.body.items);
      cursor = next.body.nextCursor;
    }
    const stored = await h.deps.db.selectFrom('participations').select('id').where('organization_id', '=', orgId).execute();
    expect(all.map((i) => i.id).sort((a, b) => a - b)).toEqual(stored.map((s) => s.id).sort((a, b) => a - b));
    const dates = all.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const records = stored.length;
    const participants = new Set((await h.deps.db.selectFrom('participations').select('user_id').where('organization_id', '=', orgId).execute()).map((r) => r.user_id)).size;
    expect(first.body.summary).toEqual({
      totalActivities: 1,
      uniqueParticipants: participants,
      averageParticipation: Math.round((records / participants) * 100) / 100,
      totalRecords: records,
    });
    expect(first.body.items[0]).toMatchObject({
      activity: { id: daily.id, name: 'Brickworld weekend', date: '2025-06-28' },
      role: { name: expect.any(String), basePoints: expect.any(Number) },
      member: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it('counts a record toward the year of its day, and a full-event record toward its activity’s start year', async () => {
    const { admin, orgId, members, roles, daily, full, bulk, assignDayTwo } = await participationClub();
    await assignDayTwo();
    await bulk({ activity_id: full.id, user_ids: [members[0]!.user.id], role_ids: [roles[1]!.id], action: 'assign', date: null });
    const y2024 = await h.api('GET', `/api/participation?organization_id=${orgId}&year=2024`, { token: admin.token });
    expect(y2024.body.items.map((i: { activity: { id: number } }) => i.activity.id)).toEqual([full.id]);
    expect(y2024.body.items[0].date).toBe('2024-12-31');
    const y2025 = await h.api('GET', `/api/participation?organization_id=${orgId}&year=2025`, { token: admin.token });
    expect(y2025.body.items.every((i: { activity: { id: number } }) => i.activity.id === daily.id)).toBe(true);
    const years = await h.api('GET', `/api/participation/years?organization_id=${orgId}`, { token: admin.token });
    expect(years.body).toEqual([2025, 2024]);
  });

  it('lets a member without permissions read only their own records', async () => {
    const { orgId, members, assignDayTwo } = await participationClub();
    await assignDayTwo();
    const own = await h.api('GET', `/api/participation?organization_id=${orgId}`, { token: members[1]!.token });
    expect(own.status).toBe(200);
    expect(own.body.items.length).toBeGreaterThan(0);
    expect(own.body.items.every((i: { member: { id: number } }) => i.member.id === members[1]!.user.id)).toBe(true);
    const others = await h.api('GET', `/api/participation?organization_id=${orgId}&member_id=${members[2]!.user.id}`, { token: members[1]!.token });
    expect(others.status).toBe(403);
  });

  it('refuses a bad limit and a forged cursor with 400', async () => {
    const { admin, orgId } = await participationClub();
    expect((await h.api('GET', `/api/participation?organization_id=${orgId}&limit=501`, { token: admin.token })).status).toBe(400);
    expect((await h.api('GET', `/api/participation?organization_id=${orgId}&cursor=bm9wZQ`, { token: admin.token })).status).toBe(400);
  });
});

describe('single records', () => {
  it('creates, reads, changes and deletes one record, refusing a duplicate with 409', async () => {
    const { admin, orgId, members, roles, daily } = await participationClub();
    const body = { organization_id: orgId, activity_id: daily.id, user_id: members[2]!.user.id, role_id: roles[1]!.id, participation_date: '2025-06-30' };
    const created = await h.api('POST', '/api/participation', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user_id: members[2]!.user.id, participation_date: '2025-06-30', points: 3, ParticipationRole: { name: 'Helper' } });
    expect((await h.api('POST', '/api/participation', { token: admin.token, body })).status).toBe(409);

    const read = await h.api('GET', `/api/participation/${created.body.id}?organization_id=${orgId}`, { token: admin.token });
    expect(read.body).toEqual(created.body);
    const changed = await h.api('PUT', `/api/participation/${created.body.id}`, { token: admin.token, body: { organization_id: orgId, participation_date: '2025-06-28' } });
    expect(changed).toMatchObject({ status: 200, body: { participation_date: '2025-06-28' } });
    const outside = await h.api('PUT', `/api/participation/${created.body.id}`, { token: admin.token, body: { organization_id: orgId, participation_date: '2025-07-28' } });
    expect(outside.status).toBe(400);
    expect((await h.api('DELETE', `/api/participation/${created.body.id}?organization_id=${orgId}`, { token: admin.token })).status).toBe(204);
    expect((await h.api('GET', `/api/participation/${created.body.id}?organization_id=${orgId}`, { token: admin.token })).status).toBe(404);
  });
});
