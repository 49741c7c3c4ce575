/**
 * Points beside participation (issue 30): a manager awards or removes points with a reason and a
 * day, audited; the group's points for a year's registration and for its dues paid or given in
 * lieu. Both count wherever points are counted: the member stats (rankings), the dashboard, the
 * member report and the member page's points, all read from the kept yearly totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import {
  addMember,
  auditActions,
  createActivity,
  createParticipationRole,
  recordParticipation,
} from '../support/factories-catalogue';

let h: Harness;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function club(name: string) {
  const admin = await signUpWithOrganization(h, name);
  const orgId = admin.organization.id;
  const alice = await addMember(h, orgId);
  const bob = await addMember(h, orgId);
  const award = (userId: number, body: Record<string, unknown>, token = admin.token) =>
    h.api('POST', `/api/members/${userId}/points`, { token, body: { organization_id: orgId, ...body } });
  const stats = async () =>
    (
      (await h.api('GET', `/api/participation/member-stats?organization_id=${orgId}&year=${year}`, { token: admin.token }))
        .body as Array<{ memberId: number; totalPoints: number; totalActivities: number }>
    ).map((r) => [r.memberId, r.totalPoints]);
  const pointsOf = async (userId: number, token = admin.token) =>
    (
      (await h.api('GET', `/api/members/${userId}/dues?organization_id=${orgId}&year=${year}`, { token })).body as {
        points: { year: number; total: number };
      }
    ).points;
  return { admin, orgId, alice, bob, award, stats, pointsOf };
}

describe('manual points', () => {
  it('a manager awards and removes points with a reason and a day; every total counts them; audited', async () => {
    const { admin, orgId, alice, bob, award, stats, pointsOf } = await club('Manual Points LUG');
    const role = await createParticipationRole(h, admin.token, orgId, { points: 5 });
    const activity = await createActivity(h, admin.token, orgId, { start_date: `${year}-02-01`, end_date: `${year}-02-01` });
    await recordParticipation(h, { organizationId: orgId, activityId: activity.id, userId: alice.user.id, roleId: role.id, date: null });

    const given = await award(alice.user.id, { points: 10, reason: 'Ran the club stand', date: `${year}-03-04` });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ user_id: alice.user.id, kind: 'manual', year, date: `${year}-03-04`, points: 10, reason: 'Ran the club stand' });
    // Bob holds only awarded points: he is ranked, with no activity.
    expect((await award(bob.user.id, { points: 7, reason: 'Sorted the bulk order', date: `${year}-01-10` })).status).toBe(201);
    expect(await stats()).toEqual([
      [alice.user.id, 15],
      [bob.user.id, 7],
    ]);

    const removed = await award(alice.user.id, { points: -3, reason: 'Counted twice', date: `${year}-03-05` });
    expect(removed.status).toBe(201);
    expect(await stats()).toEqual([
      [alice.user.id, 12],
      [bob.user.id, 7],
    ]);
    expect(await pointsOf(alice.user.id)).toEqual({ year: 12, total: 12 });

    // The member's own dashboard and report read the same total.
    const dashboard = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: alice.token });
    expect(dashboard.body.points).toMatchObject({ total: 12, rank: 1, rankedMembers: 2 });
    const report = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${alice.user.id}&year=${year}`, {
      token: alice.token,
    });
    expect(report.body.totalPoints).toBe(12);

    // The record goes; the year keeps the awarded points.
    await h.deps.db.deleteFrom('participations').where('organization_id', '=', orgId).execute();
    expect((await stats()).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [alice.user.id, 7],
      [bob.user.id, 7],
    ]);

    const list = await h.api('GET', `/api/members/${alice.user.id}/points?organization_id=${orgId}&year=${year}`, { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.map((a: { points: number; reason: string }) => [a.points, a.reason])).toEqual([
      [-3, 'Counted twice'],
      [10, 'Ran the club stand'],
    ]);
    expect(list.body[0].awarded_by).toBeTruthy();
    expect(await auditActions(h, orgId, 'member', alice.user.id)).toEqual(['points.award', 'points.award']);
  });

  it('refuses a member without the permission, zero points, a missing reason and another member’s list; nothing written', async () => {
    const { orgId, alice, bob, award, stats } = await club('Refusing Points LUG');
    const denied = await award(bob.user.id, { points: 5, reason: 'Self-service', date: `${year}-03-01` }, alice.token);
    expect(denied.status).toBe(403);
    const zero = await award(bob.user.id, { points: 0, reason: 'Nothing', date: `${year}-03-01` });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.fields)).toEqual(['points']);
    const noReason = await award(bob.user.id, { points: 3, reason: '  ', date: 'not a day' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields).sort()).toEqual(['date', 'reason']);
    const others = await h.api('GET', `/api/members/${bob.user.id}/points?organization_id=${orgId}`, { token: alice.token });
    expect(others.status).toBe(403);
    expect(await stats()).toEqual([]);
  });
});

describe('points for the year’s registration and dues', () => {
  it('the group’s setting gives points for registering and for paying or giving in lieu, and follows changes', async () => {
    const { admin, orgId, alice, bob, stats } = await club('Status Points LUG');
    const setStatus = (userId: number, body: Record<string, unknown>) =>
      h.api('PUT', `/api/member-status/${userId}`, { token: admin.token, body: { organization_id: orgId, year, ...body } });
    expect((await setStatus(alice.user.id, { registration_complete: true, dues_type: 'none' })).status).toBe(200);
    expect((await setStatus(bob.user.id, { registration_complete: true, dues_type: 'gift_in_lieu' })).status).toBe(200);
    // No points set yet: nobody holds any.
    expect(await stats()).toEqual([]);

    const settings = await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: { membership: { registration_points: 3, dues_points: 7 } },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.membership).toMatchObject({ registration_points: 3, dues_points: 7 });
    expect(await stats()).toEqual([
      [bob.user.id, 10],
      [alice.user.id, 3],
    ]);

    // Alice pays: her dues count; Bob's registration is taken back: only his gift counts.
    expect((await setStatus(alice.user.id, { registration_complete: true, dues_type: 'paid' })).status).toBe(200);
    expect((await setStatus(bob.user.id, { registration_complete: false, dues_type: 'gift_in_lieu' })).status).toBe(200);
    expect(await stats()).toEqual([
      [alice.user.id, 10],
      [bob.user.id, 7],
    ]);

    // The group turns the dues points off.
    await h.api('PUT', `/api/organizations/${orgId}/settings`, { token: admin.token, body: { membership: { dues_points: 0 } } });
    expect(await stats()).toEqual([[alice.user.id, 3]]);
    const awards = await h.api('GET', `/api/members/${alice.user.id}/points?organization_id=${orgId}`, { token: admin.token });
    expect(awards.body.map((a: { kind: string; points: number }) => [a.kind, a.points])).toEqual([['registration', 3]]);
  });
});
