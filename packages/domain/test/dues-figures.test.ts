import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDues, describeDues, duesCountsFromTotals } from '../src/dues-figures';
import { duesTypes, type DuesType } from '../src/member-status';

const row = (registration_complete: boolean, dues_type: DuesType) => ({ registration_complete, dues_type });

describe('dues figures', () => {
  it('count a gift in lieu apart from paid, and registration apart from dues', () => {
    const counts = countDues([
      row(true, 'paid'),
      row(false, 'paid'),
      row(true, 'gift_in_lieu'),
      row(false, 'gift_in_lieu'),
      row(true, 'none'),
      row(false, 'none'),
    ]);
    expect(counts).toEqual({ members: 6, registered: 3, paid: 2, giftInLieu: 2, unpaid: 2 });
    expect(describeDues(counts)).toBe('Paid 2 · Gift-in-Lieu 2 · Unpaid 2');
    expect(describeDues(counts, ['giftInLieu', 'unpaid'])).toBe('Gift-in-Lieu 2 · Unpaid 2');
  });

  it('read the same from SQL totals as from the rows: paid, gift in lieu and unpaid add up to the members', () => {
    const rows = fc.array(
      fc.record({
        registration_complete: fc.boolean(),
        dues_type: fc.constantFrom(...duesTypes),
        stored: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(rows, (members) => {
        // Rows not stored are the defaults: not registered, unpaid.
        const effective = members.map((m) => (m.stored ? m : row(false, 'none')));
        const stored = duesTypes.map((dues_type) => {
          const group = members.filter((m) => m.stored && m.dues_type === dues_type);
          return { dues_type, rows: group.length, registered: group.filter((m) => m.registration_complete).length };
        });
        const counts = countDues(effective);
        expect(duesCountsFromTotals(members.length, stored)).toEqual(counts);
        expect(counts.paid + counts.giftInLieu + counts.unpaid).toBe(counts.members);
      }),
    );
  });
});
