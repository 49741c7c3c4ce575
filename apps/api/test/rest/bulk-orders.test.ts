/**
 * The LUGBulk round over REST (issue 30, docs/product/bulk-orders.md): an organiser starts a round,
 * imports LEGO's list (bad rows by line, nothing half-imported), members see prices only when
 * eligible, pick, the organiser selects, members request within their cap (and parallel requests
 * never pass it), the allocation makes valid lots and explains each change, the order sheet, and
 * payments and collection recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, auditActions } from '../support/factories-catalogue';
import { itRaces } from '../support/races';

let h: Harness;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const catalogue = [
  'Element ID,Design ID,Description,Colour,Price,Baseplate',
  '300121,3001,Brick 2x4,Bright Red,0.10,',
  '300124,3001,Brick 2x4,Bright Blue,0.10,',
  '4610358,3811,Baseplate 32x32,Green,4.00,yes',
].join('\n');

async function round(name: string) {
  const admin = await signUpWithOrganization(h, name);
  const orgId = admin.organization.id;
  const alice = await addMember(h, orgId);
  const bob = await addMember(h, orgId);
  const created = await h.api('POST', `/api/organizations/${orgId}/bulk-orders`, {
    token: admin.token,
    body: {
      year,
      title: `LUGBulk ${year}`,
      currency: 'EUR',
      member_cap_minor: 1000,
      group_minimum_minor: 0,
      distinct_cap: 2,
      lot_minimum: 50,
      lot_step: 25,
      eligibility: { dues_paid_year: year },
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const setDues = (userId: number) =>
    h.api('PUT', `/api/member-status/${userId}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'paid' },
    });
  return { admin, orgId, alice, bob, id, setDues };
}

describe('a LUGBulk round', () => {
  it('runs from the catalogue to the order sheet, prices only to the eligible, every change explained', async () => {
    const { admin, orgId, alice, bob, id, setDues } = await round('Bulk LUG');

    const bad = await h.api('POST', `/api/bulk-orders/${id}/catalogue`, {
      token: admin.token,
      body: { data: `${catalogue}\nx12,3001,Brick,Red,0.10,\n300121,3001,Again,Red,0.10,\n300199,3001,Free brick,Red,0,` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.rows).toEqual([
      { line: 5, problem: 'element_id' },
      { line: 6, problem: 'duplicate' },
      { line: 7, problem: 'price' },
    ]);
    expect((await h.api('GET', `/api/bulk-orders/${id}`, { token: admin.token })).body.elements).toBe(0);

    const imported = await h.api('POST', `/api/bulk-orders/${id}/catalogue`, { token: admin.token, body: { data: catalogue } });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ imported: 3 });

    // Alice has not paid: no prices, no picks, and her reasons say why.
    const seen = await h.api('GET', `/api/bulk-orders/${id}`, { token: alice.token });
    expect(seen.body).toMatchObject({ eligible: false, may_manage: false });
    expect(seen.body.catalogue.map((e: { price_minor: number | null }) => e.price_minor)).toEqual([null, null, null]);
    const standing = await h.api('GET', `/api/bulk-orders/${id}/eligibility`, { token: alice.token });
    expect(standing.body).toHaveLength(1);
    expect(standing.body[0].reasons).toEqual([
      { test: 'active', met: true, required: true, actual: true },
      { test: 'dues', met: false, required: year, actual: false },
    ]);
    expect((await h.api('POST', `/api/bulk-orders/${id}/picks/300121`, { token: alice.token })).status).toBe(409);

    await setDues(alice.user.id);
    await setDues(bob.user.id);
    const priced = await h.api('GET', `/api/bulk-orders/${id}`, { token: alice.token });
    expect(priced.body.eligible).toBe(true);
    expect(priced.body.catalogue.map((e: { price_minor: number }) => e.price_minor)).toEqual([10, 10, 400]);
    expect((await h.api('POST', `/api/bulk-orders/${id}/picks/300121`, { token: alice.token })).status).toBe(200);
    expect((await h.api('POST', `/api/bulk-orders/${id}/picks/300121`, { token: bob.token })).status).toBe(200);
    const everyone = await h.api('GET', `/api/bulk-orders/${id}/eligibility`, { token: admin.token });
    expect(everyone.body.filter((r: { eligible: boolean }) => r.eligible).map((r: { user_id: number }) => r.user_id).sort()).toEqual(
      [alice.user.id, bob.user.id].sort(),
    );

    // The selection keeps within the distinct cap.
    const tooMany = await h.api('PUT', `/api/bulk-orders/${id}/selection`, { token: admin.token, body: { element_ids: ['300121', '300124', '4610358'] } });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields)).toEqual(['element_ids']);
    expect((await h.api('PUT', `/api/bulk-orders/${id}/selection`, { token: admin.token, body: { element_ids: ['300121', '4610358'] } })).status).toBe(200);
    const picked = await h.api('GET', `/api/bulk-orders/${id}`, { token: bob.token });
    expect(picked.body.catalogue.map((e: { picks: number; picked_by_me: boolean; selected: boolean }) => [e.picks, e.picked_by_me, e.selected])).toEqual([
      [2, true, true],
      [0, false, false],
      [0, false, true],
    ]);

    // Requests: within the cap (EUR 10.00), of selected elements only.
    const over = await h.api('PUT', `/api/bulk-orders/${id}/requests`, { token: alice.token, body: { requests: [{ element_id: '300121', quantity: 101 }] } });
    expect(over.status).toBe(400);
    const unselected = await h.api('PUT', `/api/bulk-orders/${id}/requests`, { token: alice.token, body: { requests: [{ element_id: '300124', quantity: 5 }] } });
    expect(unselected.status).toBe(400);
    const mine = await h.api('PUT', `/api/bulk-orders/${id}/requests`, {
      token: alice.token,
      body: { requests: [{ element_id: '300121', quantity: 37 }, { element_id: '4610358', quantity: 1 }] },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.total_minor).toBe(770);
    expect((await h.api('PUT', `/api/bulk-orders/${id}/requests`, { token: bob.token, body: { requests: [{ element_id: '300121', quantity: 8 }] } })).status).toBe(200);
    expect((await h.api('POST', `/api/bulk-orders/${id}/allocate`, { token: alice.token })).status).toBe(403);

    const allocation = await h.api('POST', `/api/bulk-orders/${id}/allocate`, { token: admin.token });
    expect(allocation.status).toBe(200);
    expect(allocation.body.order.map((l: { element_id: string; quantity: number }) => [l.element_id, l.quantity])).toEqual([
      ['300121', 50],
      ['4610358', 1],
    ]);
    const shares = Object.fromEntries(
      allocation.body.members.map((m: { user_id: number; lines: Array<{ element_id: string; allocated: number; changes: string[] }> }) => [
        m.user_id,
        m.lines.map((l) => [l.element_id, l.allocated, l.changes]),
      ]),
    );
    // Alice's 37 and Bob's 8 became the lot of 50; Alice's cap (EUR 10) leaves her room for 23 more.
    expect(shares[bob.user.id]).toEqual([['300121', 9, ['rounded_up']]]);
    expect(shares[alice.user.id]).toEqual([
      ['300121', 41, ['rounded_up']],
      ['4610358', 1, []],
    ]);
    const own = await h.api('GET', `/api/bulk-orders/${id}/allocation`, { token: bob.token });
    expect(own.body.members.map((m: { user_id: number }) => m.user_id)).toEqual([bob.user.id]);

    const sheet = await h.api('GET', `/api/bulk-orders/${id}/order.csv`, { token: admin.token });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('text/csv');
    expect((sheet.body as string).trim().split(/\r?\n/)).toEqual([
      'Element ID,Design ID,Description,Colour,Quantity,Price (EUR),Total (EUR)',
      '300121,3001,Brick 2x4,Bright Red,50,0.10,5.00',
      '4610358,3811,Baseplate 32x32,Green,1,4.00,4.00',
    ]);

    const paid = await h.api('PUT', `/api/bulk-orders/${id}/payments/${bob.user.id}`, { token: admin.token, body: { paid_minor: 90, paid_on: `${year}-05-01` } });
    expect(paid.body).toEqual({ user_id: bob.user.id, paid_minor: 90, paid_on: `${year}-05-01`, collected: false });
    const collected = await h.api('PUT', `/api/bulk-orders/${id}/collected/${bob.user.id}`, { token: admin.token, body: { collected: true } });
    expect(collected.body.collected).toBe(true);
    expect((await h.api('GET', `/api/bulk-orders/${id}/allocation`, { token: bob.token })).body.members[0]).toMatchObject({ paid_minor: 90, collected: true });
    expect(await auditActions(h, orgId, 'bulk_order', id)).toEqual([
      'bulk_order.create',
      'bulk_order.catalogue',
      'bulk_order.selection',
      'bulk_order.allocate',
      'bulk_order.payment',
      'bulk_order.collected',
    ]);
    const listed = await h.api('GET', `/api/organizations/${orgId}/bulk-orders`, { token: bob.token });
    expect(listed.body.map((o: { id: number; selected: number }) => [o.id, o.selected])).toEqual([[id, 2]]);
  });

  it('refuses a bad round: 400 with the fields at fault; a member may not start one', async () => {
    const { admin, orgId, alice } = await round('Bad Bulk LUG');
    const bad = await h.api('POST', `/api/organizations/${orgId}/bulk-orders`, {
      token: admin.token,
      body: { year, title: '', currency: 'EURO', member_cap_minor: -1, group_minimum_minor: 0, distinct_cap: 0, lot_minimum: 50, lot_step: 25 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['currency', 'distinct_cap', 'member_cap_minor', 'title']);
    const denied = await h.api('POST', `/api/organizations/${orgId}/bulk-orders`, {
      token: alice.token,
      body: { year, title: 'Mine', currency: 'EUR', member_cap_minor: 1, group_minimum_minor: 0, distinct_cap: 1, lot_minimum: 50, lot_step: 25 },
    });
    expect(denied.status).toBe(403);
  });

  it('imports LEGO’s list from an XLSX workbook', async () => {
    const { admin, id } = await round('Workbook Bulk LUG');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('LUGBulk');
    for (const line of catalogue.split('\n')) sheet.addRow(line.split(','));
    const data = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const imported = await h.api('POST', `/api/bulk-orders/${id}/catalogue`, { token: admin.token, body: { format: 'xlsx', data } });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ imported: 3 });
    const read = await h.api('GET', `/api/bulk-orders/${id}`, { token: admin.token });
    expect(read.body.catalogue.map((e: { element_id: string; price_minor: number; baseplate: boolean }) => [e.element_id, e.price_minor, e.baseplate])).toEqual([
      ['300121', 10, false],
      ['300124', 10, false],
      ['4610358', 400, true],
    ]);
    const broken = await h.api('POST', `/api/bulk-orders/${id}/catalogue`, { token: admin.token, body: { format: 'xlsx', data: 'bm90IGEgd29ya2Jvb2s=' } });
    expect(broken.status).toBe(400);
  });

  itRaces('never lets parallel requests take a member above their cap', async () => {
    const { admin, alice, id, setDues } = await round('Racing Bulk LUG');
    await h.api('POST', `/api/bulk-orders/${id}/catalogue`, { token: admin.token, body: { data: catalogue } });
    await h.api('PUT', `/api/bulk-orders/${id}/selection`, { token: admin.token, body: { element_ids: ['300121', '300124'] } });
    await setDues(alice.user.id);
    // Each request alone is 60% of the cap; both together would be 120%.
    const answers = await Promise.all(
      ['300121', '300124', '300121', '300124'].map((element) =>
        h.api('PUT', `/api/bulk-orders/${id}/requests`, { token: alice.token, body: { requests: [{ element_id: element, quantity: 60 }] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await h.deps.db.selectFrom('bulk_order_requests').select(['element_id', 'quantity']).where('bulk_order_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity * 10).toBeLessThanOrEqual(1000);
  });
});
