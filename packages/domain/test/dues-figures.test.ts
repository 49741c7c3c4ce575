import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDues, duesFigures, duesFiguresFromTotals, duesLine, type DuesRow } from '../src/dues-figures';
import { applyBulkStatus, defaultMemberStatus, duesTypes } from '../src/member-status';

const row = (
  registration_complete: boolean,
  dues_type: DuesRow['dues_type'],
  amount: number | null = null,
): DuesRow => ({
  registration_complete,
  dues_type,
  amount_received_minor: amount,
});

const anyRow = fc.record({
  registration_complete: fc.boolean(),
  dues_type: fc.constantFrom(...duesTypes),
  amount_received_minor: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
});
const anyFee = fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null });

describe('dues figures', () => {
  it('agree with a hand count: part payments count as received, gifts in lieu in no money figure', () => {
    // Issue 27's group: CHF 40 a year; 28 active members, 3 of them a gift in lieu.
    const fee = 4000;
    const rows = [
      ...Array.from({ length: 20 }, () => row(true, 'paid', 4000)), // paid in full: 20 × 40 = 800
      row(true, 'none', 2000), // part paid 20 of 40
      row(false, 'none', 1500), // part paid 15 of 40
      row(true, 'paid', 5000), // paid 50: 10 more than the fee
      row(false, 'none'), // unpaid
      row(false, 'none'), // unpaid
      ...Array.from({ length: 3 }, () => row(true, 'gift_in_lieu')),
    ];
    const { counts, amounts } = duesFigures(rows, fee);
    expect(counts).toEqual({ members: 28, registered: 25, paid: 21, partPaid: 2, giftInLieu: 3, unpaid: 2 });
    // Expected: 25 × 40 = 1000 (not 28 × 40 = 1120).
    expect(amounts.expected).toBe(100_000);
    // Received: 800 + 20 + 15 + 50 = 885.
    expect(amounts.received).toBe(88_500);
    // Outstanding: 20 + 25 + 40 + 40 = 125; the 10 paid over owes nothing and lowers nothing.
    expect(amounts.outstanding).toBe(12_500);
    expect(describeDues(counts)).toBe('Paid 21 · Part paid 2 · Gift-in-Lieu 3 · Unpaid 2');
    expect(describeDues(counts, ['giftInLieu', 'unpaid'])).toBe('Gift-in-Lieu 3 · Unpaid 2');
  });

  it('a member line: part paid until the fee is covered, a gift in lieu owes nothing', () => {
    expect(duesLine(row(true, 'none', 2000), 4000)).toEqual({
      standing: 'part_paid',
      due: 4000,
      received: 2000,
      balance: 2000,
    });
    expect(duesLine(row(true, 'none', 4000), 4000)).toEqual({
      standing: 'paid',
      due: 4000,
      received: 4000,
      balance: 0,
    });
    expect(duesLine(row(true, 'none'), 4000)).toEqual({ standing: 'unpaid', due: 4000, received: 0, balance: 4000 });
    expect(duesLine(row(true, 'gift_in_lieu'), 4000)).toEqual({
      standing: 'gift_in_lieu',
      due: 0,
      received: 0,
      balance: 0,
    });
    // Marked paid before amounts were kept: settled, nothing owed.
    expect(duesLine(row(true, 'paid'), 4000)).toEqual({ standing: 'paid', due: 4000, received: 0, balance: 0 });
    // Without a fee: paid once anything came, nothing to compare against.
    expect(duesLine(row(true, 'none', 100), null)).toEqual({
      standing: 'paid',
      due: null,
      received: 100,
      balance: null,
    });
  });

  it('every member is in exactly one standing, and the SQL totals read the same as the rows', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ member: anyRow, stored: fc.boolean() })), anyFee, (members, fee) => {
        const effective = members.map((m) => (m.stored ? m.member : row(false, 'none')));
        const { counts } = duesFigures(effective, fee);
        expect(counts.paid + counts.partPaid + counts.giftInLieu + counts.unpaid).toBe(counts.members);
        // Grouped alike, as SQL does (`group by dues_type, amount_received_minor, registration_complete`).
        const groups = new Map<string, DuesRow & { rows: number }>();
        for (const m of members.filter((m) => m.stored)) {
          const key = JSON.stringify(m.member);
          const group = groups.get(key) ?? { ...m.member, rows: 0 };
          group.rows += 1;
          groups.set(key, group);
        }
        expect(duesFiguresFromTotals(members.length, [...groups.values()], fee)).toEqual(duesFigures(effective, fee));
      }),
    );
  });

  it('gifts in lieu change no money figure', () => {
    fc.assert(
      fc.property(fc.array(anyRow), fc.array(anyRow), anyFee, (rows, gifts, fee) => {
        const withGifts = [
          ...rows,
          ...gifts.map((g) => ({ ...g, dues_type: 'gift_in_lieu' as const, amount_received_minor: null })),
        ];
        expect(duesFigures(withGifts, fee).amounts).toEqual(duesFigures(rows, fee).amounts);
      }),
    );
  });

  it('the books balance: expected = received + outstanding − paid over the fee, for members with payments or none', () => {
    // Marked paid without an amount (rows from before amounts) is left out: it settles without money.
    const recorded = anyRow.filter((r) => !(r.dues_type === 'paid' && r.amount_received_minor === null));
    fc.assert(
      fc.property(fc.array(recorded), fc.integer({ min: 0, max: 50_000 }), (rows, fee) => {
        const { amounts } = duesFigures(rows, fee);
        const over = rows
          .filter((r) => r.dues_type !== 'gift_in_lieu')
          .reduce((sum, r) => sum + Math.max((r.amount_received_minor ?? 0) - fee, 0), 0);
        expect(amounts.expected).toBe(amounts.received + amounts.outstanding! - over);
        expect(amounts.outstanding).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a payment never lowers the standing and lowers the balance by its amount', () => {
    // Once money is recorded it decides: "marked paid" without an amount is left out here.
    const rank = { unpaid: 0, part_paid: 1, paid: 2 } as const;
    const recorded = anyRow.filter(
      (r) => r.dues_type === 'none' || (r.dues_type === 'paid' && r.amount_received_minor !== null),
    );
    fc.assert(
      fc.property(recorded, fc.integer({ min: 1, max: 100_000 }), anyFee, (r, payment, fee) => {
        const before = duesLine(r, fee);
        const after = duesLine({ ...r, amount_received_minor: (r.amount_received_minor ?? 0) + payment }, fee);
        expect(after.standing).not.toBe('unpaid');
        expect(rank[after.standing as keyof typeof rank]).toBeGreaterThanOrEqual(
          rank[before.standing as keyof typeof rank],
        );
        if (before.balance !== null) expect(after.balance).toBe(before.balance - payment);
      }),
    );
  });

  it('marking paid in bulk brings what was received up to the fee, never down', () => {
    fc.assert(
      fc.property(anyRow, fc.integer({ min: 0, max: 50_000 }), (r, fee) => {
        const status = { ...defaultMemberStatus(1, 2026), ...r };
        const paid = applyBulkStatus(status, 'paid', '2026-03-01', fee);
        expect(paid.amount_received_minor).toBe(Math.max(r.amount_received_minor ?? 0, fee));
        expect(duesLine(paid, fee).standing).toBe('paid');
        expect(duesLine(paid, fee).balance).toBeLessThanOrEqual(0);
      }),
    );
  });
});
