/**
 * Renewal reminders (decision 23): who gets one on a reminder day, who does not, once only however
 * often and by however many servers the job runs; the settings and their preview; a member turning
 * them off on My Profile or with the email's link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@lug/db';
import { testDatabaseKind } from '@lug/db/testing';
import type { AppDeps } from '../../src/context';
import { runRenewalReminders } from '../../src/jobs/renewal-reminders';
import { sendRenewalReminders } from '../../src/services/renewal-reminders';
import { addMember } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

type Club = Awaited<ReturnType<typeof signUpWithOrganization>>;
type Member = Awaited<ReturnType<typeof addMember>>;

async function reminders(orgId: number) {
  return h.deps.db
    .selectFrom('email_outbox')
    .select(['to_email', 'subject', 'text_body', 'status'])
    .where('template', '=', 'renewal-reminder')
    .where('organization_id', '=', orgId)
    .orderBy('id')
    .execute();
}

async function settings(club: Club, notifications: Record<string, unknown>) {
  return h.api('PUT', `/api/organizations/${club.organization.id}/settings`, {
    token: club.token,
    body: { notifications },
  });
}

async function status(club: Club, member: Member, year: number, ...statuses: string[]) {
  for (const s of statuses) {
    const response = await h.api('POST', '/api/member-status/bulk', {
      token: club.token,
      body: { organization_id: club.organization.id, updates: [{ user_id: member.user.id, year, status: s }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
}

/** A group made at `at` (20 November 2026 unless said) with reminders on 1 December and 15 January. */
async function reminderClub(name: string, at = '2026-11-20T09:00:00Z') {
  h.clock.now = new Date(at);
  const admin = await signUpWithOrganization(h, name);
  expect((await settings(admin, { renewal_reminders: true, renewal_reminder_dates: ['12-01', '01-15'] })).status).toBe(
    200,
  );
  return admin;
}

describe('renewal reminders', () => {
  it('on a reminder day, remind the active members not registered or not paid for the coming year, and nobody else', async () => {
    // Made in January: the 15 January reminder is about 2027, whose statuses can be recorded now.
    const admin = await reminderClub('Remind LUG', '2027-01-10T09:00:00Z');
    const orgId = admin.organization.id;
    const done = await addMember(h, orgId);
    await status(admin, done, 2027, 'registered', 'paid');
    const gift = await addMember(h, orgId);
    await status(admin, gift, 2027, 'registered', 'gift_in_lieu');
    const unpaid = await addMember(h, orgId);
    await status(admin, unpaid, 2027, 'registered');
    const unregistered = await addMember(h, orgId);
    await status(admin, unregistered, 2027, 'paid');
    const paidLastYearOnly = await addMember(h, orgId);
    await status(admin, paidLastYearOnly, 2026, 'registered', 'paid');
    const inactive = await addMember(h, orgId, { status: 'inactive' });
    const optedOut = await addMember(h, orgId);
    const off = await h.api('PUT', `/api/organizations/${orgId}/notification-preferences`, {
      token: optedOut.token,
      body: { kind: 'renewal_reminders', subscribed: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.preferences).toContainEqual({ kind: 'renewal_reminders', subscribed: false, group_sends: true });

    // Not a reminder day yet: nothing.
    expect(await runRenewalReminders(h.deps)).toEqual({ emails: 0 });
    expect(await reminders(orgId)).toHaveLength(0);

    h.clock.now = new Date('2027-01-15T08:00:00Z');
    await runRenewalReminders(h.deps);
    const mails = await reminders(orgId);
    // The admin (a member too, nothing recorded for 2027) is reminded like everyone else.
    expect(mails.map((m) => m.to_email).sort()).toEqual(
      [admin.user.email, unpaid.user.email, unregistered.user.email, paidLastYearOnly.user.email].sort(),
    );
    const toUnpaid = mails.find((m) => m.to_email === unpaid.user.email)!;
    expect(toUnpaid.subject).toBe('Renew your membership of Remind LUG for 2027');
    expect(toUnpaid.text_body).toContain('your dues for 2027 are not recorded yet');
    expect(toUnpaid.text_body).toMatch(/\/unsubscribe\?token=[a-z2-7]+&kind=renewal_reminders/);
    expect(mails.find((m) => m.to_email === unregistered.user.email)!.text_body).toContain(
      'your registration for 2027 is not recorded yet',
    );
    // Through the outbox: waiting for delivery, never "sent" by the job itself.
    expect(new Set(mails.map((m) => m.status))).toEqual(new Set(['pending']));
    for (const nobody of [done, gift, inactive, optedOut])
      expect(mails.map((m) => m.to_email)).not.toContain(nobody.user.email);
  });

  it('sends each member one reminder per day set: the job running again, after a "restart" or all at once sends nothing more', async () => {
    const admin = await reminderClub('Once LUG');
    const orgId = admin.organization.id;
    const member = await addMember(h, orgId);
    h.clock.now = new Date('2026-12-01T00:30:00Z');
    await Promise.all([runRenewalReminders(h.deps), runRenewalReminders(h.deps), runRenewalReminders(h.deps)]);
    expect((await reminders(orgId)).filter((m) => m.to_email === member.user.email)).toHaveLength(1);
    // Later the same day, by a freshly started server (new deps on the same database).
    h.clock.now = new Date('2026-12-01T23:30:00Z');
    const restarted: AppDeps = { ...h.deps, now: () => h.clock.now };
    expect(await runRenewalReminders(restarted)).toEqual({ emails: 0 });
    expect((await reminders(orgId)).filter((m) => m.to_email === member.user.email)).toHaveLength(1);
    // The next reminder day is a new reminder, about 2027 as well (January: the current year).
    h.clock.now = new Date('2027-01-15T10:00:00Z');
    await runRenewalReminders(h.deps);
    const mine = (await reminders(orgId)).filter((m) => m.to_email === member.user.email);
    expect(mine).toHaveLength(2);
    expect(mine[1]!.subject).toContain('for 2027');
  });

  it("two server processes sending at the same moment, without the job lock, still send once (the sent rows' key)", async (context) => {
    if (testDatabaseKind() !== 'postgres') return context.skip(); // one PGlite connection cannot race itself
    const admin = await reminderClub('Race LUG');
    const orgId = admin.organization.id;
    const members = [await addMember(h, orgId), await addMember(h, orgId), await addMember(h, orgId)];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${h.database.name}`;
    const other = await createDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    try {
      const otherDeps: AppDeps = { ...h.deps, db: other.db };
      const at = new Date('2026-12-01T12:00:00Z');
      const sent = await Promise.all(
        [h.deps, otherDeps].map((deps) =>
          deps.db.transaction().execute((trx) => sendRenewalReminders(trx, deps, orgId, at)),
        ),
      );
      expect(sent.reduce((a, b) => a + b, 0)).toBe(4); // three members and the admin, once each
      for (const member of members)
        expect((await reminders(orgId)).filter((m) => m.to_email === member.user.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("follows the group's time zone and sends nothing when switched off or without dates", async () => {
    const admin = await reminderClub('Zone LUG');
    const orgId = admin.organization.id;
    await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: { general: { time_zone: 'Pacific/Auckland' } },
    });
    // 30 November 12:00 UTC is already 1 December in Auckland.
    h.clock.now = new Date('2026-11-30T12:00:00Z');
    await runRenewalReminders(h.deps);
    expect(await reminders(orgId)).toHaveLength(1);

    const quiet = await reminderClub('Quiet LUG');
    expect((await settings(quiet, { renewal_reminders: false })).status).toBe(200);
    const empty = await reminderClub('Empty LUG');
    expect((await settings(empty, { renewal_reminder_dates: [] })).status).toBe(200);
    h.clock.now = new Date('2026-12-01T12:00:00Z');
    await runRenewalReminders(h.deps);
    expect(await reminders(quiet.organization.id)).toHaveLength(0);
    expect(await reminders(empty.organization.id)).toHaveLength(0);
  });

  it("the email's link turns reminders off for that member only", async () => {
    const admin = await reminderClub('Link LUG');
    const orgId = admin.organization.id;
    const member = await addMember(h, orgId);
    h.clock.now = new Date('2026-12-01T12:00:00Z');
    await runRenewalReminders(h.deps);
    const mail = (await reminders(orgId)).find((m) => m.to_email === member.user.email)!;
    const token = /\/unsubscribe\?token=([a-z2-7]+)&kind=renewal_reminders/.exec(mail.text_body)![1];
    const unsubscribed = await h.api('POST', '/api/notifications/unsubscribe', {
      body: { token, kind: 'renewal_reminders' },
    });
    expect(unsubscribed).toMatchObject({
      status: 200,
      body: { organization: 'Link LUG', kind: 'renewal_reminders', description: 'renewal reminders' },
    });
    const mine = await h.api('GET', `/api/organizations/${orgId}/notification-preferences`, { token: member.token });
    expect(mine.body.preferences).toContainEqual({ kind: 'renewal_reminders', subscribed: false, group_sends: true });
    h.clock.now = new Date('2027-01-15T12:00:00Z');
    await runRenewalReminders(h.deps);
    const all = await reminders(orgId);
    expect(all.filter((m) => m.to_email === member.user.email)).toHaveLength(1);
    expect(all.filter((m) => m.to_email === admin.user.email)).toHaveLength(2);
  });

  it('a member turns reminders off and on again on My Profile, for themselves only', async () => {
    const admin = await reminderClub('Profile LUG');
    const orgId = admin.organization.id;
    const member = await addMember(h, orgId);
    const path = `/api/organizations/${orgId}/notification-preferences`;
    const before = await h.api('GET', path, { token: member.token });
    expect(before.body.preferences).toEqual([
      { kind: 'new_activity', subscribed: true, group_sends: false },
      { kind: 'points_awarded', subscribed: true, group_sends: false },
      { kind: 'membership_status_updates', subscribed: true, group_sends: false },
      { kind: 'renewal_reminders', subscribed: true, group_sends: true },
      // On by default (decision 28).
      { kind: 'rsvp_reminders', subscribed: true, group_sends: true },
    ]);
    expect(
      (await h.api('PUT', path, { token: member.token, body: { kind: 'renewal_reminders', subscribed: false } }))
        .status,
    ).toBe(200);
    const on = await h.api('PUT', path, { token: member.token, body: { kind: 'renewal_reminders', subscribed: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.preferences).toContainEqual({ kind: 'renewal_reminders', subscribed: true, group_sends: true });
    expect(
      (await h.api('PUT', path, { token: member.token, body: { kind: 'weekly_spam', subscribed: false } })).status,
    ).toBe(400);
    expect(
      (await h.api('PUT', path, { token: member.token, body: { kind: 'new_activity', subscribed: false } })).status,
    ).toBe(200);
    // The admin's own choices are untouched.
    expect(
      (await h.api('GET', path, { token: admin.token })).body.preferences.every(
        (p: { subscribed: boolean }) => p.subscribed,
      ),
    ).toBe(true);
  });

  it('in the last quarter the reminder is about the next year', async () => {
    const admin = await reminderClub('Next Year LUG');
    const orgId = admin.organization.id;
    const member = await addMember(h, orgId);
    h.clock.now = new Date('2026-12-01T12:00:00Z');
    await runRenewalReminders(h.deps);
    const mail = (await reminders(orgId)).find((m) => m.to_email === member.user.email)!;
    expect(mail.subject).toBe('Renew your membership of Next Year LUG for 2027');
    expect(mail.text_body).toContain('your registration and your dues for 2027 are not recorded yet');
  });
});

describe('renewal reminder settings', () => {
  it('are off by default, keep the dates in calendar order and refuse days that do not exist', async () => {
    h.clock.now = new Date('2026-11-20T09:00:00Z');
    const admin = await signUpWithOrganization(h, 'Settings LUG');
    const orgId = admin.organization.id;
    const fresh = await h.api('GET', `/api/organizations/${orgId}/settings`, { token: admin.token });
    expect(fresh.body.notifications).toMatchObject({ renewal_reminders: false, renewal_reminder_dates: [] });
    expect((await h.api('GET', `/api/organizations/${orgId}/renewal-reminders`, { token: admin.token })).body).toEqual({
      enabled: false,
      next_date: null,
      year: null,
      members: 0,
      audience: { reached: 0, turned_off: 0, no_address: 0 },
    });

    const saved = await settings(admin, { renewal_reminders: true, renewal_reminder_dates: ['01-15', '12-01'] });
    expect(saved.body.notifications.renewal_reminder_dates).toEqual(['01-15', '12-01']);
    for (const bad of [['02-30'], ['12-1'], ['13-01'], ['12-01', '12-01']]) {
      const refused = await settings(admin, { renewal_reminder_dates: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBeDefined();
    }
  });

  it('the preview says the next reminder day, its year and how many members it would reach; only administrators read it', async () => {
    const admin = await reminderClub('Preview LUG', '2027-01-02T09:00:00Z');
    const orgId = admin.organization.id;
    const paid = await addMember(h, orgId);
    await status(admin, paid, 2027, 'registered', 'paid');
    const unpaid = await addMember(h, orgId);
    await addMember(h, orgId, { status: 'inactive' });
    const preview = await h.api('GET', `/api/organizations/${orgId}/renewal-reminders`, { token: admin.token });
    // The admin and the unpaid member; not the paid one, not the inactive one.
    expect(preview).toMatchObject({
      status: 200,
      body: { enabled: true, next_date: '2027-01-15', year: 2027, members: 2 },
    });
    expect((await h.api('GET', `/api/organizations/${orgId}/renewal-reminders`, { token: unpaid.token })).status).toBe(
      403,
    );

    // After 15 January the next day is 1 December, in the last quarter: about 2028, when nobody is recorded yet.
    h.clock.now = new Date('2027-01-16T09:00:00Z');
    expect(
      (await h.api('GET', `/api/organizations/${orgId}/renewal-reminders`, { token: admin.token })).body,
    ).toMatchObject({
      next_date: '2027-12-01',
      year: 2028,
      members: 3,
    });
  });
});
