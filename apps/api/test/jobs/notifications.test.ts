import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itRaces } from '../support/races';
import { runMembershipAutoUpdate } from '../../src/jobs/membership-auto-update';
import { runPointsDigests } from '../../src/jobs/points-digest';
import { addMember, createActivity, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;

const hour = 60 * 60 * 1000;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function outbox(template: string, to?: string) {
  let query = h.deps.db.selectFrom('email_outbox').selectAll().where('template', '=', template).orderBy('id');
  if (to) query = query.where('to_email', '=', to);
  return query.execute();
}

type Club = Awaited<ReturnType<typeof signUpWithOrganization>>;

/** Each test's own organisation (every notification off), made at 10 March 2026, 09:00 UTC: the clock is set back to then. */
async function notifyClub(name = 'Notify LUG'): Promise<Club> {
  h.clock.now = new Date('2026-03-10T09:00:00Z');
  return signUpWithOrganization(h, name);
}

async function settings(club: Club, body: Record<string, unknown>) {
  const response = await h.api('PUT', `/api/organizations/${club.organization.id}/settings`, { token: club.token, body });
  expect(response.status).toBe(200);
}

describe('membership status updates', () => {
  it('email a member when their registration or dues change, only when switched on, with a working unsubscribe link', async () => {
    const admin = await notifyClub();
    const orgId = admin.organization.id;
    const member = await addMember(h, orgId);
    const update = (status: string) =>
      h.api('POST', '/api/member-status/bulk', { token: admin.token, body: { updates: [{ user_id: member.user.id, year: 2026, status, organization_id: orgId }] } });
    await update('registered');
    expect(await outbox('membership-status', member.user.email)).toHaveLength(0);

    await settings(admin, { notifications: { membership_status_updates: true, reply_to_email: 'board@notify.example' } });
    await update('paid');
    const mails = await outbox('membership-status', member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Your dues for 2026 are marked as paid.');
    expect(mails[0]!.reply_to).toBe('board@notify.example');
    await update('paid'); // nothing changed: no email
    expect(await outbox('membership-status', member.user.email)).toHaveLength(1);

    const link = /\/unsubscribe\?token=([a-z2-7]+)&kind=membership_status_updates/.exec(mails[0]!.text_body);
    expect(link).not.toBeNull();
    const unsubscribed = await h.api('POST', '/api/notifications/unsubscribe', { body: { token: link![1], kind: 'membership_status_updates' } });
    expect(unsubscribed).toMatchObject({ status: 200, body: { organization: 'Notify LUG', kind: 'membership_status_updates' } });
    await update('unpaid');
    expect(await outbox('membership-status', member.user.email)).toHaveLength(1);
    expect((await h.api('POST', '/api/notifications/unsubscribe', { body: { token: 'nope', kind: 'new_activity' } })).status).toBe(400);
  });
});

describe('points digest', () => {
  it('sends one digest per member per hour at most, listing every new award', async () => {
    const admin = await notifyClub();
    const orgId = admin.organization.id;
    await settings(admin, { notifications: { points_awarded: true } });
    const member = await addMember(h, orgId);
    const role = await createParticipationRole(h, admin.token, orgId, { name: 'Exhibitor', points: 5 });
    const show = await createActivity(h, admin.token, orgId, { title: 'Spring show', start_date: '2026-03-07', end_date: '2026-03-08' });
    const assign = (date: string) =>
      h.api('POST', '/api/participation/bulk-update', {
        token: admin.token,
        body: { activity_id: show.id, user_ids: [member.user.id], role_ids: [role.id], action: 'assign', date },
      });

    await assign('2026-03-07');
    expect(await runPointsDigests(h.deps)).toMatchObject({ emails: 1 });
    let mails = await outbox('points-digest', member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You earned 5 points at Notify LUG');

    h.clock.advance(10 * 60 * 1000);
    await assign('2026-03-08');
    await runPointsDigests(h.deps);
    expect(await outbox('points-digest', member.user.email)).toHaveLength(1); // within the hour: wait

    h.clock.advance(hour);
    await runPointsDigests(h.deps);
    mails = await outbox('points-digest', member.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('Your total this year: 10 points.');
    await runPointsDigests(h.deps);
    expect(await outbox('points-digest', member.user.email)).toHaveLength(2); // nothing new: nothing sent
  });

  itRaces('two servers running the job at once send each digest once', async () => {
    const admin = await notifyClub();
    const orgId = admin.organization.id;
    await settings(admin, { notifications: { points_awarded: true } });
    const member = await addMember(h, orgId);
    const role = await createParticipationRole(h, admin.token, orgId, { name: 'Helper', points: 2 });
    const activity = await createActivity(h, admin.token, orgId, { title: 'Build day', start_date: '2026-03-09', end_date: '2026-03-09', participation_type: 'full' });
    await h.api('POST', '/api/participation/bulk-update', {
      token: admin.token,
      body: { activity_id: activity.id, user_ids: [member.user.id], role_ids: [role.id], action: 'assign', date: null },
    });
    await Promise.all([runPointsDigests(h.deps), runPointsDigests(h.deps), runPointsDigests(h.deps)]);
    expect(await outbox('points-digest', member.user.email)).toHaveLength(1);
  });
});

describe('membership auto-update', () => {
  it('switches off members idle for longer than "Inactive After", never the admins, audited and idempotent', async () => {
    const admin = await notifyClub();
    const orgId = admin.organization.id;
    const idle = await addMember(h, orgId);
    const busy = await addMember(h, orgId);
    await h.deps.db.updateTable('memberships').set({ member_since: '2025-01-01' }).where('organization_id', '=', orgId).execute();
    const role = await createParticipationRole(h, admin.token, orgId, { name: 'Attendee', points: 1 });
    const recent = await createActivity(h, admin.token, orgId, { title: 'Recent meeting', start_date: '2026-02-01', end_date: '2026-02-01', participation_type: 'full' });
    await h.api('POST', '/api/participation/bulk-update', {
      token: admin.token,
      body: { activity_id: recent.id, user_ids: [busy.user.id], role_ids: [role.id], action: 'assign', date: null },
    });
    await settings(admin, { membership: { auto_update_status: true, inactive_after_days: 90, require_annual_renewal: false } });

    const first = await runMembershipAutoUpdate(h.deps);
    expect(first.deactivated).toBeGreaterThanOrEqual(1);
    const statuses = new Map(
      (await h.deps.db.selectFrom('memberships').select(['user_id', 'status']).where('organization_id', '=', orgId).execute()).map((m) => [m.user_id, m.status]),
    );
    expect(statuses.get(idle.user.id)).toBe('inactive');
    expect(statuses.get(busy.user.id)).toBe('active');
    expect(statuses.get(admin.user.id)).toBe('active');
    const audit = await h.deps.db.selectFrom('audit_log').select(['entity_id', 'details']).where('action', '=', 'member.auto_deactivate').execute();
    expect(audit.map((a) => a.entity_id)).toContain(String(idle.user.id));
    expect((await runMembershipAutoUpdate(h.deps)).deactivated).toBe(0);

    // The busy member's last participation ages past the window.
    h.clock.now = new Date('2026-05-15T09:00:00Z');
    await runMembershipAutoUpdate(h.deps);
    const later = await h.deps.db.selectFrom('memberships').select('status').where('organization_id', '=', orgId).where('user_id', '=', busy.user.id).executeTakeFirstOrThrow();
    expect(later.status).toBe('inactive');
  });

  it('at the renewal date switches off members below the minimum points, once a year', async () => {
    const fresh = await notifyClub('Renewal LUG');
    const low = await addMember(h, fresh.organization.id);
    const high = await addMember(h, fresh.organization.id);
    await h.deps.db.updateTable('memberships').set({ member_since: '2025-01-01' }).where('organization_id', '=', fresh.organization.id).execute();
    const role = await createParticipationRole(h, fresh.token, fresh.organization.id, { name: 'Builder', points: 30 });
    const activity = await createActivity(h, fresh.token, fresh.organization.id, { title: 'Big build', start_date: '2026-04-01', end_date: '2026-04-01', participation_type: 'full' });
    await h.api('POST', '/api/participation/bulk-update', {
      token: fresh.token,
      body: { activity_id: activity.id, user_ids: [high.user.id, low.user.id], role_ids: [role.id], action: 'assign', date: null },
    });
    await h.deps.db.updateTable('participations').set({ points: 5 }).where('user_id', '=', low.user.id).execute();
    await h.api('PUT', `/api/organizations/${fresh.organization.id}/settings`, {
      token: fresh.token,
      body: { membership: { auto_update_status: true, inactive_after_days: 3650, require_annual_renewal: true, minimum_points: 20, renewal_date: '06-01' } },
    });
    h.clock.now = new Date('2026-05-31T09:00:00Z');
    await runMembershipAutoUpdate(h.deps);
    const statusOf = async (userId: number) =>
      (await h.deps.db.selectFrom('memberships').select('status').where('organization_id', '=', fresh.organization.id).where('user_id', '=', userId).executeTakeFirstOrThrow()).status;
    expect(await statusOf(low.user.id)).toBe('active');
    h.clock.now = new Date('2026-06-01T09:00:00Z');
    await runMembershipAutoUpdate(h.deps);
    expect(await statusOf(low.user.id)).toBe('inactive');
    expect(await statusOf(high.user.id)).toBe('active');
    // Reactivated by an admin, the member stays active for the rest of that year.
    await h.deps.db.updateTable('memberships').set({ status: 'active' }).where('user_id', '=', low.user.id).execute();
    h.clock.now = new Date('2026-06-02T09:00:00Z');
    await runMembershipAutoUpdate(h.deps);
    expect(await statusOf(low.user.id)).toBe('active');
  });
});

describe('new activity announcements', () => {
  it('email every active member about a new public activity when switched on, never about a private one', async () => {
    const fresh = await notifyClub('Announce LUG');
    const member = await addMember(h, fresh.organization.id);
    const inactive = await addMember(h, fresh.organization.id, { status: 'inactive' });
    await createActivity(h, fresh.token, fresh.organization.id, { title: 'Before switching on', start_date: '2026-04-01', end_date: '2026-04-01' });
    expect(await outbox('new-activity', member.user.email)).toHaveLength(0);
    await h.api('PUT', `/api/organizations/${fresh.organization.id}/settings`, {
      token: fresh.token,
      body: { notifications: { new_activity: true }, general: { date_format: 'd MMM yyyy' } },
    });
    await createActivity(h, fresh.token, fresh.organization.id, { title: 'Train show', start_date: '2026-04-11', end_date: '2026-04-12', location: 'Town hall' });
    await createActivity(h, fresh.token, fresh.organization.id, { title: 'Board only', start_date: '2026-04-20', end_date: '2026-04-20', is_private: true });
    const mails = await outbox('new-activity', member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New activity at Announce LUG: Train show');
    expect(mails[0]!.text_body).toContain('11 Apr 2026 to 12 Apr 2026');
    expect(mails[0]!.text_body).toContain('Town hall');
    expect(mails[0]!.text_body).toMatch(/\/unsubscribe\?token=[a-z2-7]+&kind=new_activity/);
    expect(await outbox('new-activity', inactive.user.email)).toHaveLength(0);
    expect(await outbox('new-activity', fresh.user.email)).toHaveLength(1);
  });

  it("says the new activity's times in the group's date format (the end time and a multi-day activity's times were dropped)", async () => {
    const fresh = await notifyClub('Times LUG');
    const member = await addMember(h, fresh.organization.id);
    await h.api('PUT', `/api/organizations/${fresh.organization.id}/settings`, {
      token: fresh.token,
      body: { notifications: { new_activity: true }, general: { date_format: 'dd.MM.yyyy' } },
    });
    const day = { start_date: '2026-05-09', end_date: '2026-05-09', start_time: '10:00', end_time: '16:30' };
    await createActivity(h, fresh.token, fresh.organization.id, { title: 'Build day', ...day });
    await createActivity(h, fresh.token, fresh.organization.id, { title: 'Weekend show', ...day, end_date: '2026-05-10' });
    const texts = (await outbox('new-activity', member.user.email)).map((mail) => mail.text_body);
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('09.05.2026, 10:00–16:30'))).toBe(true);
    expect(texts.some((text) => text.includes('09.05.2026 10:00 to 10.05.2026 16:30'))).toBe(true);
  });
});
