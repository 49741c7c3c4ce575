/**
 * RSVP reminders (decision 28): N days before an activity's first day, the members going get one
 * email each with the activity's `.ics` attached, delivered through the outbox to the Resend
 * stand-in; nobody else does; once only however often and by however many servers the job runs;
 * the settings, their validation, and a member turning the kind off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@lug/db';
import { testDatabaseKind } from '@lug/db/testing';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import type { AppDeps } from '../../src/context';
import { runRsvpReminders } from '../../src/jobs/rsvp-reminders';
import { sendRsvpReminders } from '../../src/services/rsvp-reminders';
import { addMember, createActivity } from '../support/factories-catalogue';
import { deliverOutbox as deliver } from '../support/deliver-outbox';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let standIn: ResendStandIn;

beforeAll(async () => {
  [h, standIn] = await Promise.all([createHarness(), startResendStandIn({ apiKey: 're_test_rsvp' })]);
});
afterAll(async () => {
  await Promise.all([h?.close(), standIn?.close()]);
});

type Club = Awaited<ReturnType<typeof signUpWithOrganization>>;
type Member = Awaited<ReturnType<typeof addMember>>;

/** Groups are made on 20 November 2026, 09:00 UTC unless said otherwise. */
const made = '2026-11-20T09:00:00Z';

async function club(name: string, notifications?: Record<string, unknown>, at = made) {
  h.clock.now = new Date(at);
  const admin = await signUpWithOrganization(h, name);
  if (notifications) expect((await settings(admin, notifications)).status).toBe(200);
  return admin;
}

function settings(admin: Club, notifications: Record<string, unknown>) {
  return h.api('PUT', `/api/organizations/${admin.organization.id}/settings`, {
    token: admin.token,
    body: { notifications },
  });
}

async function rsvpActivity(admin: Club, fields: Record<string, unknown>) {
  return createActivity(h, admin.token, admin.organization.id, { rsvp_open: true, ...fields });
}

async function answer(member: Member | Club, activityId: number, status: 'going' | 'not_going') {
  const response = await h.api('PUT', `/api/activities/${activityId}/rsvp`, { token: member.token, body: { status } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { status: string };
}

/** The RSVP reminders queued for the organisation, oldest first. */
async function reminders(orgId: number) {
  return h.deps.db
    .selectFrom('email_outbox')
    .select(['id', 'to_email', 'to_user_id', 'subject', 'text_body', 'status', 'attachments'])
    .where('template', '=', 'rsvp-reminder')
    .where('organization_id', '=', orgId)
    .orderBy('id')
    .execute();
}

async function remindedEmails(orgId: number) {
  return (await reminders(orgId)).map((m) => m.to_email).sort();
}

const deliverOutbox = () => deliver(h.deps.db, standIn, 're_test_rsvp');

describe('RSVP reminders', () => {
  it('two days before (the default), each member going gets one email with the .ics attached, delivered to the provider; nobody else', async () => {
    const admin = await club('Remind LUG');
    const orgId = admin.organization.id;
    const activity = await rsvpActivity(admin, {
      title: 'Brick Night!',
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      start_time: '18:30',
      location: 'Community Hall',
      capacity: 5,
    });
    const [going, alsoGoing, optedOut, unconfirmed, inactive, waitlisted, notGoing] = await Promise.all(
      Array.from({ length: 7 }, () => addMember(h, orgId)),
    );
    for (const m of [going, alsoGoing, optedOut, unconfirmed, inactive, waitlisted])
      await answer(m!, activity.id, 'going');
    expect((await answer(waitlisted!, activity.id, 'going')).status).toBe('waitlisted');
    await answer(notGoing!, activity.id, 'not_going');
    const off = await h.api('PUT', `/api/organizations/${orgId}/notification-preferences`, {
      token: optedOut!.token,
      body: { kind: 'rsvp_reminders', subscribed: false },
    });
    expect(off.body.preferences).toContainEqual({ kind: 'rsvp_reminders', subscribed: false, group_sends: true });
    await h.deps.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unconfirmed!.user.id)
      .execute();
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'inactive' })
      .where('organization_id', '=', orgId)
      .where('user_id', '=', inactive!.user.id)
      .execute();
    // Another activity the same day that stopped taking RSVPs: its members going hear nothing.
    const closed = await rsvpActivity(admin, {
      title: 'Closed Night',
      start_date: '2026-11-22',
      end_date: '2026-11-22',
    });
    await answer(going!, closed.id, 'going');
    expect(
      (await h.api('PUT', `/api/activities/${closed.id}`, { token: admin.token, body: { rsvp_open: false } })).status,
    ).toBe(200);

    // Three days before: not yet.
    h.clock.now = new Date('2026-11-19T23:59:00Z');
    expect(await runRsvpReminders(h.deps)).toEqual({ emails: 0 });

    h.clock.now = new Date('2026-11-20T00:05:00Z');
    // A member whose address is not confirmed is reached too: the group holds it (decision 38).
    expect(await runRsvpReminders(h.deps)).toEqual({ emails: 3 });
    const mails = await reminders(orgId);
    expect(mails.map((m) => m.to_email).sort()).toEqual(
      [going!.user.email, alsoGoing!.user.email, unconfirmed!.user.email].sort(),
    );
    const mail = mails.find((m) => m.to_user_id === going!.user.id)!;
    expect(mail.subject).toBe('Reminder: Brick Night!, 2026-11-22 at 18:30');
    expect(mail.text_body).toContain('Where: Community Hall');
    expect(mail.text_body).toContain(`/platform/activities/${activity.id}`);
    expect(mail.text_body).toMatch(/\/unsubscribe\?token=[a-z2-7]+&kind=rsvp_reminders/);
    expect(mail.status).toBe('pending');
    expect(mail.attachments).toEqual([
      {
        filename: 'brick-night.ics',
        content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: expect.any(String),
      },
    ]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('organization_id', '=', orgId)
      .where('action', '=', 'rsvp_reminders.send')
      .execute();
    expect(audit).toEqual([
      {
        details: {
          date: '2026-11-20',
          start_date: '2026-11-22',
          activities: [{ activity_id: activity.id, members: 3 }],
          members: 3,
        },
      },
    ]);

    // Through the worker to the provider, the .ics with them.
    standIn.reset();
    await deliverOutbox();
    const receivedBy = (member: Member) =>
      standIn.received.filter(
        (r) => r.subject.startsWith('Reminder:') && r.to.some((to) => to.includes(member.user.email)),
      );
    const received = receivedBy(going!);
    expect(received).toHaveLength(1);
    const [file] = received[0]!.attachments;
    expect(received[0]!.attachments).toHaveLength(1);
    expect(file).toMatchObject({
      filename: 'brick-night.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = Buffer.from(file!.content!, 'base64').toString('utf8');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('SUMMARY:Brick Night!');
    expect(ics).toMatch(/DTSTART:20261122T183000Z/);
    expect(ics).toContain('LOCATION:Community Hall');
    // The same UID as the event in the group's public feed: a subscribed calendar keeps one copy.
    const uid = /UID:(.+)\r\n/.exec(ics)![1];
    expect(uid).toBe(`activity-${activity.id}@localhost`);
    const feed = await h.api('GET', `/api/organizations/${orgId}/calendar.ics`);
    expect(String(feed.body)).toContain(`UID:${uid}\r\n`);
    expect(receivedBy(alsoGoing!)).toHaveLength(1);
    expect(receivedBy(unconfirmed!)).toHaveLength(1);
    expect(standIn.received.filter((r) => r.subject.startsWith('Reminder: Brick Night!'))).toHaveLength(3);
  });

  it('sends once per member and activity: again, after a "restart" and at once send nothing new; a member going later that day still gets theirs', async () => {
    const admin = await club('Once LUG');
    const orgId = admin.organization.id;
    const activity = await rsvpActivity(admin, { start_date: '2026-11-23', end_date: '2026-11-24' });
    const [first, later] = [await addMember(h, orgId), await addMember(h, orgId)];
    await answer(first, activity.id, 'going');
    h.clock.now = new Date('2026-11-21T08:00:00Z');
    await Promise.all([runRsvpReminders(h.deps), runRsvpReminders(h.deps), runRsvpReminders(h.deps)]);
    expect(await remindedEmails(orgId)).toEqual([first.user.email]);
    const restarted: AppDeps = { ...h.deps, now: () => h.clock.now };
    expect(await runRsvpReminders(restarted)).toEqual({ emails: 0 });
    // Answering going later on the reminder day: the next run reminds that member only.
    await answer(later, activity.id, 'going');
    h.clock.now = new Date('2026-11-21T18:00:00Z');
    expect(await runRsvpReminders(h.deps)).toEqual({ emails: 1 });
    // Going, not going, going again: still one reminder each; the next day sends nothing.
    await answer(first, activity.id, 'not_going');
    await answer(first, activity.id, 'going');
    h.clock.now = new Date('2026-11-22T08:00:00Z');
    expect(await runRsvpReminders(h.deps)).toEqual({ emails: 0 });
    expect(await remindedEmails(orgId)).toEqual([first.user.email, later.user.email].sort());
  });

  it("two server processes sending at the same moment, without the job lock, still send once (the sent rows' key)", async (context) => {
    if (testDatabaseKind() !== 'postgres') return context.skip(); // one PGlite connection cannot race itself
    const admin = await club('Race LUG');
    const orgId = admin.organization.id;
    const activity = await rsvpActivity(admin, { start_date: '2026-11-25', end_date: '2026-11-25' });
    const members = [await addMember(h, orgId), await addMember(h, orgId), await addMember(h, orgId)];
    for (const m of members) await answer(m, activity.id, 'going');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${h.database.name}`;
    const other = await createDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    try {
      const otherDeps: AppDeps = { ...h.deps, db: other.db };
      const at = new Date('2026-11-23T12:00:00Z');
      const sent = await Promise.all(
        [h.deps, otherDeps].map((deps) =>
          deps.db.transaction().execute((trx) => sendRsvpReminders(trx, deps, orgId, at)),
        ),
      );
      expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await remindedEmails(orgId)).toEqual(members.map((m) => m.user.email).sort());
    } finally {
      await other.close();
    }
  });

  it('follows the days set and the time zone; nothing when switched off; another group is never part of a run', async () => {
    const three = await club('Three Days LUG', { rsvp_reminder_days_before: 3 });
    await h.api('PUT', `/api/organizations/${three.organization.id}/settings`, {
      token: three.token,
      body: { general: { time_zone: 'Pacific/Auckland' } },
    });
    const inThree = await rsvpActivity(three, { start_date: '2026-12-04', end_date: '2026-12-04' });
    const inTwo = await rsvpActivity(three, { start_date: '2026-12-03', end_date: '2026-12-03' });
    const member = await addMember(h, three.organization.id);
    await answer(member, inThree.id, 'going');
    await answer(member, inTwo.id, 'going');

    const quiet = await club('Quiet LUG', { rsvp_reminders: false });
    const quietActivity = await rsvpActivity(quiet, { start_date: '2026-12-04', end_date: '2026-12-04' });
    const quietMember = await addMember(h, quiet.organization.id);
    await answer(quietMember, quietActivity.id, 'going');

    // 30 November 12:00 UTC is already 1 December in Auckland: 3 days before 4 December.
    h.clock.now = new Date('2026-11-30T12:00:00Z');
    // The quiet group's run alone considers its own activities only, and is switched off.
    await h.deps.db.transaction().execute((trx) => sendRsvpReminders(trx, h.deps, quiet.organization.id, h.clock.now));
    expect(await reminders(three.organization.id)).toHaveLength(0);
    await runRsvpReminders(h.deps);
    const mails = await reminders(three.organization.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/platform/activities/${inThree.id}`);
    expect(await reminders(quiet.organization.id)).toHaveLength(0);

    // The three-day group's run never reaches into the quiet group, whose members go on 4 December too.
    const other = await club('Other LUG', { rsvp_reminder_days_before: 3 });
    const theirs = await rsvpActivity(other, { start_date: '2026-12-03', end_date: '2026-12-03' });
    const theirMember = await addMember(h, other.organization.id);
    await answer(theirMember, theirs.id, 'going');
    h.clock.now = new Date('2026-11-30T12:00:00Z');
    expect(
      await h.deps.db
        .transaction()
        .execute((trx) => sendRsvpReminders(trx, h.deps, three.organization.id, h.clock.now)),
    ).toBe(0);
    expect(await reminders(other.organization.id)).toHaveLength(0);

    // Switched back on in the quiet group: its reminders go from then on.
    expect((await settings(quiet, { rsvp_reminders: true, rsvp_reminder_days_before: 2 })).status).toBe(200);
    h.clock.now = new Date('2026-12-02T09:00:00Z');
    await runRsvpReminders(h.deps);
    expect(await remindedEmails(quiet.organization.id)).toEqual([quietMember.user.email]);
  });

  it("the email's link turns RSVP reminders off for that member only", async () => {
    const admin = await club('Link LUG');
    const orgId = admin.organization.id;
    const first = await rsvpActivity(admin, { start_date: '2026-11-22', end_date: '2026-11-22' });
    const second = await rsvpActivity(admin, { start_date: '2026-11-29', end_date: '2026-11-29' });
    const member = await addMember(h, orgId);
    for (const activity of [first, second]) {
      await answer(member, activity.id, 'going');
      await answer(admin, activity.id, 'going');
    }
    h.clock.now = new Date('2026-11-20T12:00:00Z');
    await runRsvpReminders(h.deps);
    const mail = (await reminders(orgId)).find((m) => m.to_email === member.user.email)!;
    const token = /\/unsubscribe\?token=([a-z2-7]+)&kind=rsvp_reminders/.exec(mail.text_body)![1];
    const unsubscribed = await h.api('POST', '/api/notifications/unsubscribe', {
      body: { token, kind: 'rsvp_reminders' },
    });
    expect(unsubscribed).toMatchObject({
      status: 200,
      body: { organization: 'Link LUG', kind: 'rsvp_reminders', description: 'RSVP reminders' },
    });
    const mine = await h.api('GET', `/api/organizations/${orgId}/notification-preferences`, { token: member.token });
    expect(mine.body.preferences).toContainEqual({ kind: 'rsvp_reminders', subscribed: false, group_sends: true });
    h.clock.now = new Date('2026-11-27T12:00:00Z');
    await runRsvpReminders(h.deps);
    const all = await reminders(orgId);
    expect(all.filter((m) => m.to_email === member.user.email)).toHaveLength(1);
    expect(all.filter((m) => m.to_email === admin.user.email)).toHaveLength(2);
  });
});

describe('RSVP reminder settings', () => {
  it('are on with 2 days by default, in the preferences and the OpenAPI document', async () => {
    const admin = await club('Settings LUG');
    const orgId = admin.organization.id;
    const fresh = await h.api('GET', `/api/organizations/${orgId}/settings`, { token: admin.token });
    expect(fresh.body.notifications).toMatchObject({ rsvp_reminders: true, rsvp_reminder_days_before: 2 });
    const saved = await settings(admin, { rsvp_reminders: false, rsvp_reminder_days_before: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body.notifications).toMatchObject({ rsvp_reminders: false, rsvp_reminder_days_before: 30 });
    const preferences = await h.api('GET', `/api/organizations/${orgId}/notification-preferences`, {
      token: admin.token,
    });
    expect(preferences.body.preferences).toContainEqual({
      kind: 'rsvp_reminders',
      subscribed: true,
      group_sends: false,
    });
    const openapi = await h.api('GET', '/api/openapi.json');
    expect(JSON.stringify(openapi.body)).toContain('rsvp_reminder_days_before');
  });

  it('refuse days that are not a whole number from 1 to 30, naming the field', async () => {
    const admin = await club('Refusing LUG');
    for (const bad of [0, 31, '2', 2.5, null]) {
      const refused = await settings(admin, { rsvp_reminder_days_before: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.body.fields ?? {}), JSON.stringify(refused.body)).toEqual([
        'notifications.rsvp_reminder_days_before',
      ]);
    }
    const refused = await settings(admin, { rsvp_reminders: 'yes' });
    expect(refused.status).toBe(400);
    const kept = await h.api('GET', `/api/organizations/${admin.organization.id}/settings`, { token: admin.token });
    expect(kept.body.notifications).toMatchObject({ rsvp_reminders: true, rsvp_reminder_days_before: 2 });
  });
});
