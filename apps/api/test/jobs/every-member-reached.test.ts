/**
 * Every member reached (decision 38): with a roster imported and nobody but the administrator ever
 * signed in, a new-activity notice and a renewal reminder reach every active member with an
 * address, through the outbox to the Resend stand-in; not the inactive one, not those without an
 * address, not the one who turned reminders off; and the screens' counts say so beforehand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { runRenewalReminders } from '../../src/jobs/renewal-reminders';
import { createActivity } from '../support/factories-catalogue';
import { deliverOutbox as deliver } from '../support/deliver-outbox';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let standIn: ResendStandIn;

beforeAll(async () => {
  [h, standIn] = await Promise.all([createHarness(), startResendStandIn({ apiKey: 're_test_reach' })]);
});
afterAll(async () => {
  await Promise.all([h?.close(), standIn?.close()]);
});

const deliverOutbox = () => deliver(h.deps.db, standIn, 're_test_reach');

/** The addresses the provider received an email for whose subject starts with `subject`. */
function receivedFor(subject: string): string[] {
  return standIn.received
    .filter((r) => r.subject.startsWith(subject))
    .flatMap((r) => r.to.map((to) => /<([^>]+)>/.exec(to)?.[1] ?? to))
    .sort();
}

describe('every member with an address is reached', () => {
  it('an imported roster that never signed in gets the new-activity notice and the renewal reminder', async () => {
    h.clock.now = new Date('2027-01-10T09:00:00Z');
    const admin = await signUpWithOrganization(h, 'Roster LUG');
    const orgId = admin.organization.id;
    const settings = await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: { notifications: { new_activity: true, renewal_reminders: true, renewal_reminder_dates: ['01-15'] } },
    });
    expect(settings.status).toBe(200);

    // Ten rows as a treasurer's spreadsheet has them: two with no real address (a placeholder in
    // the reserved .invalid domain, what the platform holds where it has none).
    const rows = [
      ['anna@roster.example', 'Anna', 'Meier'],
      ['bruno@roster.example', 'Bruno', 'Keller'],
      ['chloe@roster.example', 'Chloé', 'Favre'],
      ['dario@roster.example', 'Dario', 'Rossi'],
      ['emile@roster.example', 'Émile', 'Wyss'],
      ['fritz@roster.example', 'Fritz', 'Huber'],
      ['greta@roster.example', 'Greta', 'Brunner'],
      ['hans@roster.example', 'Hans', 'Gerber'],
      ['no-address-1@roster.invalid', 'Ida', 'Moser'],
      ['no-address-2@roster.invalid', 'Jonas', 'Baumann'],
    ];
    const csv = ['email,first_name,last_name', ...rows.map((r) => r.join(','))].join('\n');
    const imported = await h.api('POST', '/api/members/import', {
      token: admin.token,
      body: { organization_id: orgId, csv, send_welcome: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const users = await h.deps.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'signed_in_at'])
      .where(
        'email',
        'in',
        rows.map((r) => r[0]!),
      )
      .execute();
    expect(users).toHaveLength(10);
    expect(users.every((u) => u.password_hash === null && u.signed_in_at === null)).toBe(true);
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;
    // Hans left the group: inactive members get nothing.
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'inactive' })
      .where('organization_id', '=', orgId)
      .where('user_id', '=', idOf('hans@roster.example'))
      .execute();

    const withAddress = [admin.user.email, ...rows.slice(0, 7).map((r) => r[0]!)].sort();

    // The settings screen's counts, before anything is sent.
    const before = await h.api('GET', `/api/organizations/${orgId}/email-audience`, { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.body.kinds).toContainEqual({
      kind: 'new_activity',
      group_sends: true,
      audience: { reached: 8, turned_off: 0, no_address: 2 },
    });

    // A new activity: every active member with an address hears of it.
    await createActivity(h, admin.token, orgId, {
      title: 'Brick Night',
      start_date: '2027-02-05',
      end_date: '2027-02-05',
    });
    standIn.reset();
    await deliverOutbox();
    expect(receivedFor('New activity at Roster LUG')).toEqual(withAddress);

    // Fritz turns renewal reminders off with the link of the email he got (no sign-in needed).
    const fritzMail = await h.deps.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_email', '=', 'fritz@roster.example')
      .where('template', '=', 'new-activity')
      .executeTakeFirstOrThrow();
    const token = /\/unsubscribe\?token=([a-z2-7]+)/.exec(fritzMail.text_body)![1];
    const off = await h.api('POST', '/api/notifications/unsubscribe', { body: { token, kind: 'renewal_reminders' } });
    expect(off.status).toBe(200);

    // The renewal reminder's preview says whom it will reach and whom not, and why.
    const preview = await h.api('GET', `/api/organizations/${orgId}/renewal-reminders`, { token: admin.token });
    expect(preview.body).toMatchObject({
      next_date: '2027-01-15',
      year: 2027,
      members: 7,
      audience: { reached: 7, turned_off: 1, no_address: 2 },
    });

    // On the reminder day every active member with an address who has not renewed is reminded.
    h.clock.now = new Date('2027-01-15T08:00:00Z');
    expect(await runRenewalReminders(h.deps)).toEqual({ emails: 7 });
    standIn.reset();
    await deliverOutbox();
    expect(receivedFor('Renew your membership of Roster LUG')).toEqual(
      withAddress.filter((e) => e !== 'fritz@roster.example'),
    );
  });
});
