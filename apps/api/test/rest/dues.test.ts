/**
 * Dues a treasurer can reconcile (docs/product/registration.md#dues-amounts): the fee per year,
 * the amount and day received per member, the export of a year, and a member's dues and points.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember } from '../support/factories-catalogue';

let h: Harness;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

function todayIn(zone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    h.clock.now,
  );
}

/** Each test's own group: an administrator (the treasurer) and two members with the default role. */
async function treasurerClub(name = 'Dues LUG') {
  const admin = await signUpWithOrganization(h, name);
  const orgId = admin.organization.id;
  const alice = await addMember(h, orgId);
  const bob = await addMember(h, orgId);
  const setFee = (amount_minor: number, currency = 'EUR', y = year, token = admin.token) =>
    h.api('PUT', `/api/dues/fees/${y}`, { token, body: { organization_id: orgId, amount_minor, currency } });
  const setStatus = (userId: number, body: Record<string, unknown>) =>
    h.api('PUT', `/api/member-status/${userId}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, ...body },
    });
  const bulk = (userIds: number[], status: string) =>
    h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { organization_id: orgId, updates: userIds.map((user_id) => ({ user_id, year, status })) },
    });
  const list = async () =>
    (await h.api('GET', `/api/member-status?organization_id=${orgId}&year=${year}`, { token: admin.token }))
      .body as Array<Record<string, unknown> & { user_id: number }>;
  return { admin, orgId, alice, bob, setFee, setStatus, bulk, list };
}

describe('the fee for a year', () => {
  it('is set, changed, read by any member, set ahead for next year, and audited', async () => {
    const { admin, orgId, alice, setFee } = await treasurerClub();
    expect((await setFee(2500)).body).toEqual({ year, amount_minor: 2500, currency: 'EUR' });
    expect((await setFee(3000, 'gbp')).body).toEqual({ year, amount_minor: 3000, currency: 'GBP' });
    expect((await setFee(3500, 'GBP', year + 1)).status).toBe(200);
    const fees = await h.api('GET', `/api/dues/fees?organization_id=${orgId}`, { token: alice.token });
    expect(fees.status).toBe(200);
    expect(fees.body).toEqual([
      { year: year + 1, amount_minor: 3500, currency: 'GBP' },
      { year, amount_minor: 3000, currency: 'GBP' },
    ]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_user_id'])
      .where('organization_id', '=', orgId)
      .where('entity', '=', 'dues_fee')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'dues_fee.create', entity_id: String(year), actor_user_id: admin.user.id },
      { action: 'dues_fee.update', entity_id: String(year), actor_user_id: admin.user.id },
      { action: 'dues_fee.create', entity_id: String(year + 1), actor_user_id: admin.user.id },
    ]);
  });

  it('refuses a bad currency, a negative or fractional amount, a far year, and members without settings.manage', async () => {
    const { alice, setFee } = await treasurerClub();
    const currency = await setFee(2500, 'EURO');
    expect(currency.status).toBe(400);
    expect(currency.body.fields).toHaveProperty('currency');
    expect((await setFee(-1)).body.fields).toHaveProperty('amount_minor');
    expect((await setFee(12.5)).status).toBe(400);
    const far = await setFee(2500, 'EUR', year + 2);
    expect(far.body).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { year: `year must be between ${year - 4} and ${year + 1}` },
    });
    expect((await setFee(2500, 'EUR', year, alice.token)).status).toBe(403);
  });

  it('keeps its currency and stays while amounts are recorded against it', async () => {
    const { orgId, admin, alice, setFee, setStatus } = await treasurerClub();
    await setFee(2500);
    await setStatus(alice.user.id, { dues_type: 'paid' });
    const change = await setFee(2500, 'USD');
    expect(change.status).toBe(409);
    expect(change.body.fields).toHaveProperty('currency');
    expect((await setFee(2000)).status).toBe(200);
    expect(
      (await h.api('DELETE', `/api/dues/fees/${year}?organization_id=${orgId}`, { token: admin.token })).status,
    ).toBe(409);
    await setStatus(alice.user.id, { dues_type: 'none' });
    expect(
      (await h.api('DELETE', `/api/dues/fees/${year}?organization_id=${orgId}`, { token: admin.token })).status,
    ).toBe(204);
    expect((await h.api('GET', `/api/dues/fees?organization_id=${orgId}`, { token: admin.token })).body).toEqual([]);
  });
});

describe('amount and day received per member', () => {
  it('marking paid takes the year’s fee and today in the group’s time zone; the treasurer changes both', async () => {
    const { admin, orgId, alice, setFee, setStatus, list } = await treasurerClub();
    await h.api('PUT', `/api/organizations/${orgId}/settings`, {
      token: admin.token,
      body: { general: { time_zone: 'Pacific/Kiritimati' } },
    });
    await setFee(2500);
    const paid = await setStatus(alice.user.id, { dues_type: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      dues_type: 'paid',
      amount_received_minor: 2500,
      paid_on: todayIn('Pacific/Kiritimati'),
    });

    // Marking paid recorded one payment of the fee (decision 43); it cannot be lowered by a mark.
    const payments = await h.api(
      'GET',
      `/api/dues/payments?organization_id=${orgId}&user_id=${alice.user.id}&year=${year}`,
      {
        token: admin.token,
      },
    );
    expect(payments.body).toMatchObject([
      { amount_minor: 2500, method: 'other', received_on: todayIn('Pacific/Kiritimati') },
    ]);
    const lowered = await setStatus(alice.user.id, {
      dues_type: 'paid',
      amount_received_minor: 2000,
      paid_on: `${year}-01-15`,
    });
    expect(lowered.status).toBe(400);
    expect(lowered.body.fields).toHaveProperty('amount_received_minor');
    // A later change of registration only keeps what was received.
    await setStatus(alice.user.id, { registration_complete: false, dues_type: 'paid' });
    expect((await list()).find((row) => row.user_id === alice.user.id)).toMatchObject({
      registration_complete: false,
      amount_received_minor: 2500,
      paid_on: todayIn('Pacific/Kiritimati'),
    });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', orgId)
      .where('action', '=', 'member_status.update')
      .orderBy('id')
      .execute();
    expect(audit[0]!.details).toMatchObject({
      before: { amount_received_minor: null },
      after: { amount_received_minor: 2500 },
      payments_added: [{ amount_minor: 2500 }],
    });
  });

  it('a gift in lieu has a day and no amount; unpaid has neither; an amount needs the year’s fee', async () => {
    const { alice, bob, setFee, setStatus } = await treasurerClub();
    const noFee = await setStatus(bob.user.id, { dues_type: 'paid', amount_received_minor: 1000 });
    expect(noFee.status).toBe(400);
    expect(noFee.body.fields).toHaveProperty('amount_received_minor');
    // Paid without a fee: no amount, but the day.
    expect((await setStatus(bob.user.id, { dues_type: 'paid' })).body).toMatchObject({ amount_received_minor: null });

    await setFee(2500);
    const gift = await setStatus(alice.user.id, { dues_type: 'gift_in_lieu', amount_received_minor: 2500 });
    expect(gift.status).toBe(400);
    expect(gift.body.fields).toEqual({ amount_received_minor: 'A gift in lieu has no amount' });
    const giftOk = await setStatus(alice.user.id, { dues_type: 'gift_in_lieu' });
    expect(giftOk.body).toMatchObject({
      dues_type: 'gift_in_lieu',
      amount_received_minor: null,
      paid_on: todayIn('UTC'),
    });
    const unpaid = await setStatus(alice.user.id, { dues_type: 'none' });
    expect(unpaid.body).toMatchObject({ dues_type: 'none', amount_received_minor: null, paid_on: null });
    expect((await setStatus(alice.user.id, { dues_type: 'none', paid_on: `${year}-01-01` })).status).toBe(400);
  });

  it('bulk "mark paid" receives what is still owed today, and "unpaid" clears the payments', async () => {
    const { admin, alice, bob, setFee, setStatus, bulk, list } = await treasurerClub();
    await setFee(2500);
    await setStatus(bob.user.id, { dues_type: 'paid', amount_received_minor: 1200, paid_on: `${year}-01-02` });
    const response = await bulk([alice.user.id, bob.user.id, admin.user.id], 'paid');
    expect(response.status).toBe(200);
    const rows = await list();
    const today = todayIn('UTC');
    expect(rows.find((row) => row.user_id === alice.user.id)).toMatchObject({
      amount_received_minor: 2500,
      paid_on: today,
    });
    // Bob had paid 12.00 of 25.00: the 13.00 still owed came today, in a second payment.
    expect(rows.find((row) => row.user_id === bob.user.id)).toMatchObject({
      amount_received_minor: 2500,
      paid_on: [today, `${year}-01-02`].sort().at(-1),
    });
    await bulk([alice.user.id], 'gift_in_lieu');
    expect((await list()).find((row) => row.user_id === alice.user.id)).toMatchObject({
      amount_received_minor: null,
      paid_on: today,
    });
    await bulk([bob.user.id], 'unpaid');
    expect((await list()).find((row) => row.user_id === bob.user.id)).toMatchObject({
      amount_received_minor: null,
      paid_on: null,
    });
  });
});

describe('GET /api/member-status/export', () => {
  async function paidClub() {
    const club = await treasurerClub('Export LUG');
    await setName(club.alice.user.id, '=SUM(A1)', 'Alpha');
    await club.setFee(2550);
    await club.setStatus(club.alice.user.id, {
      dues_type: 'paid',
      paid_on: `${year}-02-03`,
      registration_date: `${year}-01-20`,
    });
    return club;
  }
  async function setName(userId: number, first: string, last: string) {
    await h.deps.db
      .updateTable('users')
      .set({ first_name: first, last_name: last, display_name: null })
      .where('id', '=', userId)
      .execute();
  }

  it('answers the year as CSV: the columns, the amount in the year’s currency, formula-looking cells made safe', async () => {
    const { admin, orgId, alice } = await paidClub();
    const response = await h.api('GET', `/api/member-status/export?organization_id=${orgId}&year=${year}&format=csv`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="export-lug-registration-${year}.csv"`,
    );
    const lines = (response.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Member,Email,Registered,Registration date,Dues type,Amount (EUR),Date received,Due (EUR),Outstanding (EUR)',
    );
    const email = (
      await h.deps.db.selectFrom('users').select('email').where('id', '=', alice.user.id).executeTakeFirstOrThrow()
    ).email;
    expect(lines).toContain(`'=SUM(A1) Alpha,${email},Yes,${year}-01-20,Paid,25.50,${year}-02-03,25.50,0.00`);
    expect(lines).toHaveLength(4);
    expect(lines.filter((line) => line.endsWith(',No,,Unpaid,,,25.50,25.50'))).toHaveLength(2);
  });

  it('answers the year as XLSX with numbers and dates a spreadsheet can add up', async () => {
    const { admin, orgId } = await paidClub();
    const response = await h.app.request(
      `http://localhost:3000/api/member-status/export?organization_id=${orgId}&year=${year}&format=xlsx`,
      {
        headers: { authorization: `Bearer ${admin.token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="export-lug-registration-${year}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(`Registration ${year}`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Member',
      'Email',
      'Registered',
      'Registration date',
      'Dues type',
      'Amount (EUR)',
      'Date received',
      'Due (EUR)',
      'Outstanding (EUR)',
    ]);
    const rows = [2, 3, 4].map((n) => sheet.getRow(n));
    const alpha = rows.find((row) => row.getCell(1).value === "'=SUM(A1) Alpha")!;
    expect(alpha.getCell(3).value).toBe('Yes');
    expect(alpha.getCell(5).value).toBe('Paid');
    expect(alpha.getCell(6).value).toBe(25.5);
    expect(alpha.getCell(8).value).toBe(25.5);
    expect(alpha.getCell(9).value).toBe(0);
    expect((alpha.getCell(7).value as Date).toISOString().slice(0, 10)).toBe(`${year}-02-03`);
    expect((alpha.getCell(4).value as Date).toISOString().slice(0, 10)).toBe(`${year}-01-20`);
  });

  it('is for registration managers of the group only, and refuses an unknown format', async () => {
    const { admin, orgId, alice } = await paidClub();
    const path = `/api/member-status/export?organization_id=${orgId}&year=${year}`;
    expect((await h.api('GET', path, { token: alice.token })).status).toBe(403);
    expect((await h.api('GET', `${path}&format=pdf`, { token: admin.token })).status).toBe(400);
    const other = await signUpWithOrganization(h, 'Other LUG');
    expect((await h.api('GET', path, { token: other.token })).status).toBe(403);
  });
});

describe('a member’s dues and points', () => {
  it('shows the member and the treasurer the year’s dues and points; other members only the points', async () => {
    const { admin, orgId, alice, bob, setFee, setStatus } = await treasurerClub();
    await setFee(2500);
    await setStatus(alice.user.id, { dues_type: 'paid', paid_on: `${year}-03-04` });
    const path = `/api/members/${alice.user.id}/dues?organization_id=${orgId}&year=${year}`;
    const expected = {
      year,
      status: {
        registration_complete: true,
        registration_date: expect.any(String),
        dues_type: 'paid',
        amount_received_minor: 2500,
        paid_on: `${year}-03-04`,
      },
      fee: { year, amount_minor: 2500, currency: 'EUR' },
      points: { year: 0, total: 0 },
    };
    expect((await h.api('GET', path, { token: alice.token })).body).toEqual(expected);
    expect((await h.api('GET', path, { token: admin.token })).body).toEqual(expected);
    expect((await h.api('GET', path, { token: bob.token })).body).toEqual({
      year,
      status: null,
      fee: null,
      points: { year: 0, total: 0 },
    });
  });

  it('adds the dues and points of this year to the members export', async () => {
    const { admin, orgId, alice, setFee, setStatus } = await treasurerClub('Members Export LUG');
    await setFee(1999, 'USD');
    await setStatus(alice.user.id, { dues_type: 'paid', paid_on: `${year}-03-04` });
    const response = await h.api('GET', `/api/members/export?organization_id=${orgId}`, { token: admin.token });
    const lines = (response.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain(
      ',dues_year,registered,dues,amount_received,currency,paid_on,points_this_year,points_total',
    );
    expect(lines.some((line) => line.endsWith(`,${year},Yes,Paid,19.99,USD,${year}-03-04,0,0`))).toBe(true);
  });
});
