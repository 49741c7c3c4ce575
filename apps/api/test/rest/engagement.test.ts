import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDues, duesFigures } from '@lug/domain/dues-figures';
import { addMember, createActivity, createCategory, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  h.clock.now = new Date('2026-06-15T12:00:00Z');
});
afterAll(async () => {
  await h?.close();
});

/** Each test's own organisation (settings at their defaults) with its administrator and one member without permissions. */
async function settingsClub() {
  const admin = await signUpWithOrganization(h, 'Settings LUG');
  const orgId = admin.organization.id;
  const member = await addMember(h, orgId);
  return { admin, orgId, member };
}

describe('settings', () => {
  it('answer every section with defaults, and only `general` to a member without settings.manage', async () => {
    const { admin, orgId, member } = await settingsClub();
    const all = await h.api('GET', `/api/organizations/${orgId}/settings`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.general).toEqual({ name: 'Settings LUG', contact_email: 'club@example.org', description: null, time_zone: 'UTC', date_format: 'yyyy-MM-dd' });
    expect(all.body.notifications).toMatchObject({ new_activity: false, points_awarded: false, membership_status_updates: false });
    expect(all.body.membership).toMatchObject({ renewal_date: '01-01', inactive_after_days: 365, level_thresholds: expect.any(Array) });
    const limited = await h.api('GET', `/api/organizations/${orgId}/settings`, { token: member.token });
    expect(limited.status).toBe(200);
    expect(Object.keys(limited.body)).toEqual(['general']);
  });

  it('round-trip partial sections, keeping the rest, and rename the organisation', async () => {
    const { admin, orgId } = await settingsClub();
    const put = await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: {
        general: { name: 'Brickville LUG', time_zone: 'Europe/Amsterdam', date_format: 'dd/MM/yyyy' },
        membership: { inactive_after_days: 180, level_thresholds: [{ name: 'Gold', min_points: 100 }, { name: 'Start', min_points: 0 }] },
      },
    });
    expect(put.status).toBe(200);
    const get = await h.api('GET', `/api/organizations/${orgId}/settings`, { token: admin.token });
    expect(get.body).toEqual(put.body);
    expect(get.body.general).toMatchObject({ name: 'Brickville LUG', contact_email: 'club@example.org', time_zone: 'Europe/Amsterdam', date_format: 'dd/MM/yyyy' });
    expect(get.body.membership.level_thresholds.map((l: { name: string }) => l.name)).toEqual(['Start', 'Gold']);
    expect(get.body.membership.renewal_date).toBe('01-01');
    const me = await h.api('GET', '/api/auth/me', { token: admin.token });
    expect(me.body.organizations[0].name).toBe('Brickville LUG');
    const audit = await h.deps.db.selectFrom('audit_log').select(['action', 'details']).where('organization_id', '=', orgId).where('action', '=', 'settings.update').executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ changed: { 'general.time_zone': ['UTC', 'Europe/Amsterdam'] } });
  });

  it('refuse an unknown time zone, a bad email, negative days, an empty body and members without the permission', async () => {
    const { admin, orgId, member } = await settingsClub();
    const put = (body: unknown, token = admin.token) => h.api('PUT', `/api/organizations/${orgId}/settings`, { token, body });
    expect(await put({ general: { time_zone: 'Mars/Olympus' } })).toMatchObject({ status: 400, body: { error: 'general.time_zone: Choose a time zone from the list' } });
    expect((await put({ notifications: { reply_to_email: 'not-mail' } })).status).toBe(400);
    expect((await put({ membership: { inactive_after_days: -3 } })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ general: { name: 'Mine now' } }, member.token)).status).toBe(403);
    const other = await signUpWithOrganization(h, 'Other LUG');
    expect((await h.api('GET', `/api/organizations/${orgId}/settings`, { token: other.token })).status).toBe(403);
  });
});

describe('feedback', () => {
  it('is stored without its author and read newest first by members with settings.manage only', async () => {
    const { admin, orgId, member } = await settingsClub();
    const first = await h.api('POST', '/api/feedback', { token: member.token, body: { organization_id: orgId, message: 'More train days please' } });
    expect(first.status).toBe(201);
    h.clock.advance(1000);
    await h.api('POST', '/api/feedback', { token: member.token, body: { organization_id: orgId, message: 'Great club!' } });
    const columns = await h.deps.db.selectFrom('feedback').selectAll().where('organization_id', '=', orgId).execute();
    for (const row of columns) expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'message', 'organization_id']);
    const audit = await h.deps.db.selectFrom('audit_log').select('actor_user_id').where('actor_user_id', '=', member.user.id).execute();
    expect(audit).toEqual([]);

    const list = await h.api('GET', `/api/feedback?organization_id=${orgId}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.map((f: { message: string }) => f.message)).toEqual(['Great club!', 'More train days please']);
    expect(list.body[0]).not.toHaveProperty('user_id');
    expect((await h.api('GET', `/api/feedback?organization_id=${orgId}`, { token: member.token })).status).toBe(403);
  });

  it('needs a message of at most 5000 characters', async () => {
    const { orgId, member } = await settingsClub();
    expect((await h.api('POST', '/api/feedback', { token: member.token, body: { organization_id: orgId, message: '   ' } })).status).toBe(400);
    const long = await h.api('POST', '/api/feedback', { token: member.token, body: { organization_id: orgId, message: 'x'.repeat(5001) } });
    expect(long).toMatchObject({ status: 400, body: { error: 'message: Message must be 5000 characters or less' } });
  });
});

describe('dashboard', () => {
  it('says when no category is marked as meetings, so "Meetings attended" can explain its 0', async () => {
    const { orgId, member } = await settingsClub();
    const response = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: member.token });
    expect(response.status).toBe(200);
    expect(response.body.participation).toMatchObject({ meetingsAttended: 0, meetingCategoriesSet: false });
  });

  it('shows the member’s year: activities, days, meetings, points, rank, level and membership', async () => {
    const { admin, orgId, member } = await settingsClub();
    const meetings = await createCategory(h, admin.token, orgId, { name: 'Meetings' });
    await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: { membership: { meeting_category_ids: [meetings.id], renewal_date: '09-01', level_thresholds: [{ name: 'Start', min_points: 0 }, { name: 'Gold', min_points: 20 }] } },
    });
    const role = await createParticipationRole(h, admin.token, orgId, { name: 'Builder', points: 6 });
    const meeting = await createActivity(h, admin.token, orgId, { title: 'June meeting', start_date: '2026-06-01', end_date: '2026-06-01', participation_type: 'full', category_id: meetings.id });
    const show = await createActivity(h, admin.token, orgId, { title: 'Summer show', start_date: '2026-06-10', end_date: '2026-06-12' });
    const bulk = (body: Record<string, unknown>) => h.api('POST', '/api/participation/bulk-update', { token: admin.token, body: { role_ids: [role.id], action: 'assign', ...body } });
    await bulk({ activity_id: meeting.id, user_ids: [member.user.id, admin.user.id], date: null });
    await bulk({ activity_id: show.id, user_ids: [member.user.id], date: '2026-06-10' });
    await bulk({ activity_id: show.id, user_ids: [member.user.id], date: '2026-06-11' });
    await createActivity(h, admin.token, orgId, { title: 'Autumn swap', start_date: '2026-09-20', end_date: '2026-09-20' });
    await h.api('POST', '/api/member-status/bulk', { token: admin.token, body: { updates: [{ user_id: member.user.id, year: 2026, status: 'registered', organization_id: orgId }] } });

    const response = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: member.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      year: 2026,
      participation: { activitiesAttended: 2, daysAttended: 3, meetingsAttended: 1, meetingCategoriesSet: true, lastActivity: { id: show.id, title: 'Summer show', date: '2026-06-11' } },
      points: { total: 18, rank: 1, rankedMembers: 2, level: 'Start', nextLevel: 'Gold', pointsToNextLevel: 2 },
      membership: { status: 'active', registered: true, duesType: 'none', nextRenewal: '2026-09-01' },
      overview: null,
    });
    // Every member sees what is coming, to answer their RSVP from the dashboard.
    expect(response.body.upcomingActivities.map((a: { title: string }) => a.title)).toEqual(['Autumn swap']);
    const adminView = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: admin.token });
    expect(adminView.body.points).toMatchObject({ total: 6, rank: 2 });
    expect(adminView.body.overview).toMatchObject({ activeMembers: 2, dues: { members: 2, registered: 1, paid: 0, giftInLieu: 0, unpaid: 2 } });
    expect(adminView.body.upcomingActivities.map((a: { title: string }) => a.title)).toEqual(['Autumn swap']);
  });

  it('ranks by this year’s points: equal points share a rank, last year and removed records do not count', async () => {
    const { admin, orgId, member } = await settingsClub();
    const [second, third, fourth] = [await addMember(h, orgId), await addMember(h, orgId), await addMember(h, orgId)];
    const role = await createParticipationRole(h, admin.token, orgId, { name: 'Helper', points: 5 });
    const bigRole = await createParticipationRole(h, admin.token, orgId, { name: 'Lead', points: 40 });
    const meeting = await createActivity(h, admin.token, orgId, { title: 'May meeting', start_date: '2026-05-02', end_date: '2026-05-02', participation_type: 'full' });
    const lastYear = await createActivity(h, admin.token, orgId, { title: 'Last year', start_date: '2025-05-02', end_date: '2025-05-02', participation_type: 'full' });
    const bulk = (body: Record<string, unknown>) =>
      h.api('POST', '/api/participation/bulk-update', { token: admin.token, body: { action: 'assign', date: null, ...body } });
    await bulk({ activity_id: meeting.id, user_ids: [member.user.id, second.user.id, third.user.id], role_ids: [role.id] });
    // Last year's 40 points would put `fourth` first if they counted; the admin's are removed again.
    await bulk({ activity_id: lastYear.id, user_ids: [fourth.user.id], role_ids: [bigRole.id] });
    await bulk({ activity_id: meeting.id, user_ids: [admin.user.id], role_ids: [bigRole.id] });
    await bulk({ activity_id: meeting.id, user_ids: [admin.user.id], role_ids: [bigRole.id], action: 'remove' });
    await bulk({ activity_id: meeting.id, user_ids: [third.user.id], role_ids: [bigRole.id] });

    const points = async (token: string) => (await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token })).body.points;
    expect(await points(third.token)).toMatchObject({ total: 45, rank: 1, rankedMembers: 3 });
    expect(await points(member.token)).toMatchObject({ total: 5, rank: 2, rankedMembers: 3 });
    expect(await points(second.token)).toMatchObject({ total: 5, rank: 2 });
    expect(await points(fourth.token)).toMatchObject({ total: 0, rank: null, rankedMembers: 3 });
    expect(await points(admin.token)).toMatchObject({ total: 0, rank: null });
  });
});

describe('dues figures', () => {
  it('count gift in lieu apart from paid, only active members and only the year, the same on the dashboard and in the year’s list', async () => {
    const treasurer = await signUpWithOrganization(h, 'Dues LUG');
    const org = treasurer.organization.id;
    const [paidRegistered, paidOnly, giftRegistered, giftOnly, registeredOnly, , leaving] = await Promise.all(Array.from({ length: 7 }, () => addMember(h, org)));
    const set = (member: { user: { id: number } } | undefined, statuses: string[], year = 2026) =>
      statuses.map((status) => ({ user_id: member!.user.id, year, status, organization_id: org }));
    const bulk = await h.api('POST', '/api/member-status/bulk', {
      token: treasurer.token,
      body: {
        updates: [
          ...set(paidRegistered, ['registered', 'paid']),
          ...set(paidOnly, ['paid']),
          ...set(giftRegistered, ['registered', 'gift_in_lieu']),
          ...set(giftOnly, ['gift_in_lieu']),
          ...set(registeredOnly, ['registered']),
          ...set(leaving, ['registered', 'paid']),
          // Another year counts for that year only.
          ...set(registeredOnly, ['paid'], 2025),
          ...set(giftOnly, ['registered'], 2025),
        ],
      },
    });
    expect(bulk.status).toBe(200);
    // A member who has left keeps their row, but is no longer counted.
    await h.deps.db.updateTable('memberships').set({ status: 'inactive' }).where('organization_id', '=', org).where('user_id', '=', leaving!.user.id).execute();

    const dashboard = await h.api('GET', `/api/dashboard?organization_id=${org}`, { token: treasurer.token });
    expect(dashboard.status).toBe(200);
    // 7 active: the treasurer and six members (one of them without any row).
    expect(dashboard.body.overview).toMatchObject({ activeMembers: 7, dues: { members: 7, registered: 3, paid: 2, partPaid: 0, giftInLieu: 2, unpaid: 3 } });

    const list = await h.api('GET', `/api/member-status?organization_id=${org}&year=2026`, { token: treasurer.token });
    expect(duesFigures(list.body, null).counts).toEqual(dashboard.body.overview.dues);
    const lastYear = await h.api('GET', `/api/member-status?organization_id=${org}&year=2025`, { token: treasurer.token });
    expect(duesFigures(lastYear.body, null).counts).toEqual({ members: 7, registered: 1, paid: 1, partPaid: 0, giftInLieu: 0, unpaid: 6 });
    expect(describeDues(dashboard.body.overview.dues)).toBe('Paid 2 · Part paid 0 · Gift-in-Lieu 2 · Unpaid 3');
  });
});

describe('audit log', () => {
  it('lists who changed what, newest first, filterable, for settings.manage only', async () => {
    const { admin, orgId, member } = await settingsClub();
    // Seven lines: the organisation's creation, five categories, then a change of settings.
    for (const name of ['Meetings', 'Shows', 'Workshops', 'Trips', 'Swaps']) await createCategory(h, admin.token, orgId, { name });
    await h.api('PUT', `/api/organizations/${orgId}/settings`, { token: admin.token, body: { general: { time_zone: 'Europe/Amsterdam' } } });
    const response = await h.api('GET', `/api/audit-log?organization_id=${orgId}&limit=5`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBe(5);
    const ids = response.body.items.map((i: { id: number }) => i.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(response.body.items[0].actor).toMatchObject({ id: admin.user.id });
    const next = await h.api('GET', `/api/audit-log?organization_id=${orgId}&limit=5&cursor=${response.body.nextCursor}`, { token: admin.token });
    expect(next.body.items[0].id).toBeLessThan(ids.at(-1));
    const settingsOnly = await h.api('GET', `/api/audit-log?organization_id=${orgId}&action=settings.`, { token: admin.token });
    expect(settingsOnly.body.items.length).toBeGreaterThan(0);
    expect(settingsOnly.body.items.every((i: { action: string }) => i.action === 'settings.update')).toBe(true);
    expect((await h.api('GET', `/api/audit-log?organization_id=${orgId}`, { token: member.token })).status).toBe(403);
  });
});
