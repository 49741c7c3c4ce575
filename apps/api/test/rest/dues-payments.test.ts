/**
 * Books that balance (docs/decisions/0043-books-that-balance.md): payments towards a member's dues,
 * several per year, recorded empty-handed (every field required), removed when recorded by
 * mistake, each audited; and the year's figures (expected, received, outstanding, without the
 * gifts in lieu) the same on the list, the dashboard, the export and a member's own line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duesFigures } from '@lug/domain/dues-figures';
import { memberDuesLine } from '../../src/services/dues-payments';
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

async function club(name = 'Books LUG', members = 2) {
  const admin = await signUpWithOrganization(h, name);
  const orgId = admin.organization.id;
  const people = [];
  for (let i = 0; i < members; i += 1) people.push(await addMember(h, orgId));
  const pay = (userId: number, body: Record<string, unknown>, token = admin.token) =>
    h.api('POST', '/api/dues/payments', { token, body: { organization_id: orgId, user_id: userId, year, ...body } });
  const payments = async (userId: number) =>
    (
      await h.api('GET', `/api/dues/payments?organization_id=${orgId}&user_id=${userId}&year=${year}`, {
        token: admin.token,
      })
    ).body as Array<{ id: number; amount_minor: number; received_on: string; method: string; recorded_by: string }>;
  const list = async () =>
    (await h.api('GET', `/api/member-status?organization_id=${orgId}&year=${year}`, { token: admin.token }))
      .body as Array<{
      user_id: number;
      dues_type: 'paid' | 'gift_in_lieu' | 'none';
      amount_received_minor: number | null;
      paid_on: string | null;
      registration_complete: boolean;
    }>;
  await h.api('PUT', `/api/dues/fees/${year}`, {
    token: admin.token,
    body: { organization_id: orgId, amount_minor: 4000, currency: 'CHF' },
  });
  return { admin, orgId, people, pay, payments, list };
}

describe('payments towards a member’s dues', () => {
  it('a part payment is part paid; a second one pays it; removing one by mistake brings the balance back; all audited', async () => {
    const { admin, orgId, people, pay, payments, list } = await club();
    const alice = people[0]!.user.id;
    const first = await pay(alice, { amount_minor: 2000, received_on: `${year}-02-01`, method: 'cash' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount_minor: 2000, received_on: `${year}-02-01`, method: 'cash' });
    let row = (await list()).find((r) => r.user_id === alice)!;
    // Not paid: CHF 20 of 40 (issue 27).
    expect(row).toMatchObject({ dues_type: 'none', amount_received_minor: 2000, paid_on: `${year}-02-01` });
    expect(await memberDuesLine(h.deps.db, orgId, alice, year)).toEqual({
      standing: 'part_paid',
      due: 4000,
      received: 2000,
      balance: 2000,
      currency: 'CHF',
    });

    const second = await pay(alice, { amount_minor: 2000, received_on: `${year}-03-01`, method: 'bank_transfer' });
    expect(second.status).toBe(201);
    row = (await list()).find((r) => r.user_id === alice)!;
    expect(row).toMatchObject({ dues_type: 'paid', amount_received_minor: 4000, paid_on: `${year}-03-01` });
    expect((await payments(alice)).map((p) => [p.amount_minor, p.method])).toEqual([
      [2000, 'cash'],
      [2000, 'bank_transfer'],
    ]);

    const removed = await h.api('DELETE', `/api/dues/payments/${second.body.id}?organization_id=${orgId}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(204);
    row = (await list()).find((r) => r.user_id === alice)!;
    expect(row).toMatchObject({ dues_type: 'none', amount_received_minor: 2000, paid_on: `${year}-02-01` });
    expect((await memberDuesLine(h.deps.db, orgId, alice, year)).balance).toBe(2000);

    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('organization_id', '=', orgId)
      .where('entity', '=', 'dues_payment')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['dues_payment.record', 'dues_payment.record', 'dues_payment.remove']);
    expect(audit[2]!.details).toMatchObject({
      payment: { id: second.body.id, amount_minor: 2000, method: 'bank_transfer' },
      received_before: 4000,
      received_after: 2000,
    });
    // Removing it again: gone.
    const again = await h.api('DELETE', `/api/dues/payments/${second.body.id}?organization_id=${orgId}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });

  it('nothing is filled in: amount, day and method are required; a gift in lieu and a year without a fee refuse', async () => {
    const { admin, orgId, people, pay } = await club('Strict LUG');
    const [alice, bob] = people.map((p) => p.user.id);
    const empty = await pay(alice!, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['amount_minor', 'method', 'received_on']);
    expect((await pay(alice!, { amount_minor: 0, received_on: `${year}-02-01`, method: 'cash' })).status).toBe(400);
    expect((await pay(alice!, { amount_minor: 100, received_on: '', method: 'cash' })).status).toBe(400);

    await h.api('PUT', `/api/member-status/${bob}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'gift_in_lieu' },
    });
    const gift = await pay(bob!, { amount_minor: 100, received_on: `${year}-02-01`, method: 'cash' });
    expect(gift.status).toBe(409);

    const nextYear = await h.api('POST', '/api/dues/payments', {
      token: admin.token,
      body: {
        organization_id: orgId,
        user_id: alice,
        year: year - 1,
        amount_minor: 100,
        received_on: `${year}-02-01`,
        method: 'cash',
      },
    });
    expect(nextYear.status).toBe(400);
    expect(nextYear.body.fields).toHaveProperty('amount_minor');
  });

  it('is for registration managers of the group only', async () => {
    const { orgId, people, pay, admin } = await club('Guarded LUG');
    const alice = people[0]!;
    expect(
      (await pay(alice.user.id, { amount_minor: 100, received_on: `${year}-02-01`, method: 'cash' }, alice.token))
        .status,
    ).toBe(403);
    const paid = await pay(alice.user.id, { amount_minor: 100, received_on: `${year}-02-01`, method: 'cash' });
    const other = await signUpWithOrganization(h, 'Other Books LUG');
    // Another group's treasurer names their own group: the payment is not theirs to see.
    const theirs = await h.api(
      'DELETE',
      `/api/dues/payments/${paid.body.id}?organization_id=${other.organization.id}`,
      {
        token: other.token,
      },
    );
    expect(theirs.status).toBe(404);
    expect(
      (
        await h.api('GET', `/api/dues/payments?organization_id=${orgId}&user_id=${alice.user.id}&year=${year}`, {
          token: admin.token,
        })
      ).body,
    ).toHaveLength(1);
  });
});

describe('the year’s figures agree with a hand count', () => {
  it('on the list, the dashboard, the export and a member’s own line, gifts in lieu excluded', async () => {
    // Nine active members: the treasurer and eight; CHF 40 a year.
    const { admin, orgId, people, pay, list } = await club('Hand Count LUG', 8);
    const [paid, partA, partB, over, unpaid, giftA, giftB, bulkPaid] = people.map((p) => p.user.id) as number[];
    const day = `${year}-02-01`;
    await pay(paid!, { amount_minor: 4000, received_on: day, method: 'cash' });
    await pay(partA!, { amount_minor: 2000, received_on: day, method: 'cash' });
    await pay(partB!, { amount_minor: 1000, received_on: day, method: 'card' });
    await pay(partB!, { amount_minor: 500, received_on: day, method: 'card' });
    await pay(over!, { amount_minor: 5000, received_on: day, method: 'bank_transfer' });
    const bulk = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: {
        organization_id: orgId,
        updates: [
          { user_id: giftA, year, status: 'gift_in_lieu' },
          { user_id: giftB, year, status: 'gift_in_lieu' },
          { user_id: bulkPaid, year, status: 'paid' },
        ],
      },
    });
    expect(bulk.status).toBe(200);
    void unpaid;

    // By hand: 7 members owe (9 − 2 gifts): expected 7 × 40 = 280.
    // Received: 40 + 20 + 15 + 50 + 40 (bulk) = 165. Outstanding: partA 20 + partB 25 + unpaid 40
    // + the treasurer 40 = 125 (the 10 paid over lowers nothing).
    const hand = {
      counts: { members: 9, registered: 0, paid: 3, partPaid: 2, giftInLieu: 2, unpaid: 2 },
      amounts: { expected: 28_000, received: 16_500, outstanding: 12_500 },
    };
    expect(duesFigures(await list(), 4000)).toEqual(hand);

    const dashboard = await h.api('GET', `/api/dashboard?organization_id=${orgId}`, { token: admin.token });
    expect(dashboard.body.overview.dues).toEqual(hand.counts);
    expect(dashboard.body.overview.money).toEqual({ currency: 'CHF', ...hand.amounts });

    const csv = await h.api('GET', `/api/member-status/export?organization_id=${orgId}&year=${year}&format=csv`, {
      token: admin.token,
    });
    const rows = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    // Columns: …, Dues type (5), Amount (6), Date received (7), Due (8), Outstanding (9).
    const sum = (index: number) => rows.reduce((total, cells) => total + Number(cells[index] || 0), 0);
    const owing = rows.filter((cells) => cells[4] !== 'Gift-in-Lieu');
    expect(owing.reduce((total, cells) => total + Number(cells[7]), 0)).toBe(280);
    expect(sum(5)).toBe(165);
    expect(rows.reduce((total, cells) => total + Number(cells[8]), 0)).toBe(125);
    expect(rows.map((cells) => cells[4]).sort()).toEqual(
      ['Gift-in-Lieu', 'Gift-in-Lieu', 'Paid', 'Paid', 'Paid', 'Part paid', 'Part paid', 'Unpaid', 'Unpaid'].sort(),
    );

    // What a reminder would say each member owes adds up to the outstanding figure.
    let owed = 0;
    for (const userId of [admin.user.id, ...people.map((p) => p.user.id)]) {
      owed += Math.max((await memberDuesLine(h.deps.db, orgId, userId, year)).balance ?? 0, 0);
    }
    expect(owed).toBe(12_500);
  });
});
