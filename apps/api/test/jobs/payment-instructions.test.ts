/**
 * How to pay (issue 27, decision 46): the group's payment settings (the IBAN checked at the
 * boundary), the renewal reminder's amount due from the books, reference and EPC QR code (an inline
 * PNG, delivered through the Resend stand-in and read back with a QR decoder), no code for a fee in
 * CHF, and the member's own dues card on the dashboard.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { runRenewalReminders } from '../../src/jobs/renewal-reminders';
import { addMember } from '../support/factories-catalogue';
import { deliverOutbox } from '../support/deliver-outbox';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let mail: ResendStandIn;

beforeAll(async () => {
  mail = await startResendStandIn();
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
  await mail?.close();
});

type Club = Awaited<ReturnType<typeof signUpWithOrganization>>;
const iban = 'DE89370400440532013000';

const putSettings = (club: Club, body: Record<string, unknown>, token = club.token) =>
  h.api('PUT', `/api/organizations/${club.organization.id}/settings`, { token, body });

/** A group made on 10 January 2027 with a fee for 2027 and reminders on 15 January. */
async function payClub(name: string, currency: string, payment: Record<string, unknown>) {
  h.clock.now = new Date('2027-01-10T09:00:00Z');
  const admin = await signUpWithOrganization(h, name);
  const orgId = admin.organization.id;
  expect(
    (await putSettings(admin, { notifications: { renewal_reminders: true, renewal_reminder_dates: ['01-15'] }, payment }))
      .status,
  ).toBe(200);
  const fee = await h.api('PUT', `/api/dues/fees/2027`, {
    token: admin.token,
    body: { organization_id: orgId, amount_minor: 2500, currency },
  });
  expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  const member = await addMember(h, orgId);
  const paid = await h.api('POST', '/api/dues/payments', {
    token: admin.token,
    body: { organization_id: orgId, user_id: member.user.id, year: 2027, amount_minor: 1000, received_on: '2027-01-05', method: 'cash' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return { admin, orgId, member };
}

function decodeQr(base64: string): string {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}

describe('payment settings', () => {
  it('refuses an IBAN whose checksum is wrong with a 400 naming the field, and keeps a good one without spaces', async () => {
    h.clock.now = new Date('2027-01-10T09:00:00Z');
    const admin = await signUpWithOrganization(h, 'Iban Bricks');
    const bad = await putSettings(admin, { payment: { iban: 'DE89 3704 0044 0532 0130 01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
    expect(bad.body.fields).toHaveProperty(['payment.iban']);
    expect(bad.body.error).toContain('Enter a valid IBAN');
    const notOne = await putSettings(admin, { payment: { iban: 'hello' } });
    expect(notOne.status).toBe(400);
    expect(notOne.body.fields).toHaveProperty(['payment.iban']);

    const good = await putSettings(admin, {
      payment: { instructions: 'Pay at a meeting or by transfer.', iban: 'de89 3704 0044 0532 0130 00', account_holder: ' Iban Bricks e.V. ' },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.payment).toEqual({ instructions: 'Pay at a meeting or by transfer.', iban, account_holder: 'Iban Bricks e.V.' });
    // Nothing half saved by the refusals, and emptying the IBAN removes it.
    const read = await h.api('GET', `/api/organizations/${admin.organization.id}/settings`, { token: admin.token });
    expect(read.body.payment.iban).toBe(iban);
    expect((await putSettings(admin, { payment: { iban: '' } })).body.payment.iban).toBeNull();
    // A member who does not manage settings reads the general section only.
    const member = await addMember(h, admin.organization.id);
    const theirs = await h.api('GET', `/api/organizations/${admin.organization.id}/settings`, { token: member.token });
    expect(Object.keys(theirs.body)).toEqual(['general']);
  });
});

describe('the renewal reminder says how to pay', () => {
  it('carries the amount still owed from the books, the reference and an inline EPC QR code with the EPC069-12 fields', async () => {
    const { orgId, member } = await payClub('Pay Bricks Club', 'EUR', {
      instructions: 'Bring cash to a meeting, or transfer.',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Pay Bricks e.V.',
    });
    h.clock.now = new Date('2027-01-15T08:00:00Z');
    await runRenewalReminders(h.deps);
    await deliverOutbox(h.deps.db, mail, 're_test_pay');
    const email = mail.received.find((m) => m.subject.startsWith('Renew') && m.to.some((to) => to.includes(member.user.email)))!;
    expect(email, 'the member was reminded').toBeDefined();
    const reference = `PBC 2027 ${member.user.id}`;
    // A fee of 25, 10 received: 15 owed.
    expect(email.text).toContain('Amount due for 2027: €15.00');
    expect(email.text).toContain(`Reference: ${reference}`);
    expect(email.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(email.text).toContain('Account holder: Pay Bricks e.V.');
    expect(email.text).toContain('Bring cash to a meeting, or transfer.');
    expect(email.html).toContain('src="cid:payment-qr"');
    expect(email.attachments).toHaveLength(1);
    const [qr] = email.attachments;
    expect(qr).toMatchObject({ filename: 'payment-qr.png', contentType: 'image/png', contentId: 'payment-qr' });
    const lines = decodeQr(qr!.content!).split('\n');
    // EPC069-12: service tag, version, character set (1 = UTF-8), identification, BIC (optional in
    // 002), beneficiary name, IBAN, amount in euros, purpose, structured reference, remittance text.
    expect(lines.slice(0, 11)).toEqual(['BCD', '002', '1', 'SCT', '', 'Pay Bricks e.V.', iban, 'EUR15.00', '', '', reference]);
    expect(orgId).toBeGreaterThan(0);
  });

  it('for a fee in CHF gives the instructions and the amount but no EPC QR code (euros only)', async () => {
    const { member } = await payClub('Swiss Bricks', 'CHF', {
      instructions: 'Pay by TWINT to 079 000 00 00.',
      iban: 'CH93 0076 2011 6238 5295 7',
    });
    h.clock.now = new Date('2027-01-15T08:00:00Z');
    await runRenewalReminders(h.deps);
    await deliverOutbox(h.deps.db, mail, 're_test_pay');
    const email = mail.received.find((m) => m.subject.startsWith('Renew') && m.to.some((to) => to.includes(member.user.email)))!;
    expect(email.text).toMatch(/Amount due for 2027: CHF\s15\.00/);
    expect(email.text).toContain(`Reference: SB 2027 ${member.user.id}`);
    expect(email.text).toContain('Pay by TWINT to 079 000 00 00.');
    expect(email.html).not.toContain('cid:');
    expect(email.attachments).toEqual([]);
  });
});

describe("the member's own dues card", () => {
  it('shows due, received and balance, with how to pay and the QR code only while something is owed', async () => {
    const { admin, orgId, member } = await payClub('Card Bricks', 'EUR', { iban, account_holder: 'Card Bricks' });
    h.clock.now = new Date('2027-02-01T09:00:00Z');
    const mine = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: member.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.myDues).toMatchObject({
      year: 2027,
      currency: 'EUR',
      due: 2500,
      received: 1000,
      balance: 1500,
      standing: 'part_paid',
      reference: `CB 2027 ${member.user.id}`,
      howToPay: { instructions: null, iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Card Bricks' },
    });
    expect(mine.body.myDues.howToPay.qrSvg).toMatch(/^<svg/);
    const rest = await h.api('POST', '/api/dues/payments', {
      token: admin.token,
      body: { organization_id: orgId, user_id: member.user.id, year: 2027, amount_minor: 1500, received_on: '2027-01-20', method: 'bank_transfer' },
    });
    expect(rest.status).toBe(201);
    const settled = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: member.token });
    expect(settled.body.myDues).toMatchObject({ balance: 0, standing: 'paid', howToPay: null });
  });
});

describe('the setup checklist', () => {
  it('ticks each step from the data, shows only to those who manage settings, and stays away once dismissed', async () => {
    h.clock.now = new Date('2027-02-01T09:00:00Z');
    const admin = await signUpWithOrganization(h, 'Fresh Bricks');
    const orgId = admin.organization.id;
    const read = async (token = admin.token) =>
      (await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token })).body.setup;
    const before = await read();
    expect(before).toMatchObject({ timeZone: false, duesAmount: false, payment: false, members: false, invite: false });
    await putSettings(admin, { general: { time_zone: 'Europe/Berlin' }, payment: { instructions: 'Cash at meetings.' } });
    await h.api('PUT', `/api/dues/fees/2027`, {
      token: admin.token,
      body: { organization_id: orgId, amount_minor: 2500, currency: 'EUR' },
    });
    const member = await addMember(h, orgId);
    expect(await read()).toMatchObject({ timeZone: true, duesAmount: true, payment: true, members: true });
    expect(await read(member.token)).toBeNull();
    expect((await putSettings(admin, { setup: { checklist_dismissed: true } })).status).toBe(200);
    expect(await read()).toBeNull();
  });
});

describe('a reminder with nothing to say about paying', () => {
  it('has no How to pay when the group set neither a fee nor a way to pay', async () => {
    h.clock.now = new Date('2027-01-10T09:00:00Z');
    const admin = await signUpWithOrganization(h, 'Quiet Bricks');
    await putSettings(admin, { notifications: { renewal_reminders: true, renewal_reminder_dates: ['01-15'] } });
    const member = await addMember(h, admin.organization.id);
    h.clock.now = new Date('2027-01-15T08:00:00Z');
    await runRenewalReminders(h.deps);
    const row = await h.deps.db
      .selectFrom('email_outbox')
      .select(['text_body', 'attachments'])
      .where('template', '=', 'renewal-reminder')
      .where('to_user_id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.text_body).toContain('your registration and your dues for 2027 are not recorded yet');
    expect(row.text_body).not.toContain('How to pay');
    expect(row.attachments).toBeNull();
  });
});
