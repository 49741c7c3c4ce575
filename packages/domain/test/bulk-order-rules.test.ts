/**
 * The LUGBulk round's rules (issue 30, decision 0050): lots, eligibility and the allocation, with
 * property tests over random rounds: no member above the cap, every element in valid lots, the
 * distinct cap, every allocated piece taken by a member or held by the group, every change
 * explained, the same input (in any order) the same result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  evaluateEligibility,
  isValidLot,
  lotAtOrAbove,
  lotAtOrBelow,
  openEligibility,
  sellsSingly,
  type AllocationInput,
  type LotRule,
} from '../src/bulk-order-rules';

const rule: LotRule = { minimum: 50, step: 25, single_piece_from_minor: 100 };
const brick = { price_minor: 5, baseplate: false };

describe('lots', () => {
  it('sells at least the minimum, then in steps; baseplates and dear elements by the piece', () => {
    expect([0, 50, 75, 100].every((q) => isValidLot(q, brick, rule))).toBe(true);
    expect([1, 37, 49, 51, 74, -50].some((q) => isValidLot(q, brick, rule))).toBe(false);
    expect(lotAtOrAbove(37, brick, rule)).toBe(50);
    expect(lotAtOrAbove(51, brick, rule)).toBe(75);
    expect(lotAtOrBelow(37, brick, rule)).toBe(0);
    expect(lotAtOrBelow(99, brick, rule)).toBe(75);
    expect(sellsSingly({ price_minor: 5, baseplate: true }, rule)).toBe(true);
    expect(sellsSingly({ price_minor: 100, baseplate: false }, rule)).toBe(true);
    expect(isValidLot(3, { price_minor: 120, baseplate: false }, rule)).toBe(true);
    expect(lotAtOrAbove(3, { price_minor: 5, baseplate: true }, rule)).toBe(3);
  });

  it('the lots around a quantity are valid and enclose it', () => {
    fc.assert(
      fc.property(
        fc.record({ minimum: fc.integer({ min: 1, max: 200 }), step: fc.integer({ min: 1, max: 100 }) }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (lot, quantity, baseplate) => {
          const r = { ...lot, single_piece_from_minor: null };
          const e = { price_minor: 7, baseplate };
          const up = lotAtOrAbove(quantity, e, r);
          const down = lotAtOrBelow(quantity, e, r);
          expect(isValidLot(up, e, r) && isValidLot(down, e, r)).toBe(true);
          expect(down <= quantity && quantity <= up).toBe(true);
          expect(isValidLot(quantity, e, r) ? up === quantity && down === quantity : up - down > 0).toBe(true);
        },
      ),
    );
  });
});

describe('eligibility', () => {
  const facts = {
    active: true,
    points_in_period: 12,
    activities_in_period: 1,
    member_since: '2025-03-01',
    dues_paid: true,
    adult_confirmed: false,
  };

  it('answers the result and a reason for every test, met or not', () => {
    const result = evaluateEligibility(
      {
        min_points: { points: 10, from: '2025-01-01', to: '2025-12-31' },
        min_activities: { count: 1, from: '2025-01-01', to: '2025-12-31', category_ids: [3] },
        member_since_by: '2025-06-30',
        dues_paid_year: 2026,
        adult_confirmation: true,
      },
      facts,
    );
    expect(result.eligible).toBe(false);
    expect(result.reasons.map((r) => [r.test, r.met])).toEqual([
      ['active', true],
      ['points', true],
      ['activities', true],
      ['member_since', true],
      ['dues', true],
      ['adult', false],
    ]);
    expect(evaluateEligibility({ ...openEligibility, member_since_by: '2025-01-01' }, facts).reasons[1]).toEqual({
      test: 'member_since',
      met: false,
      required: '2025-01-01',
      actual: '2025-03-01',
    });
  });

  it('an open rule lets every active member in, and nobody inactive', () => {
    expect(evaluateEligibility(openEligibility, facts).eligible).toBe(true);
    expect(evaluateEligibility(openEligibility, { ...facts, active: false }).eligible).toBe(false);
  });
});

describe('allocation', () => {
  const base: Omit<AllocationInput, 'elements' | 'requests'> = {
    lot: rule,
    member_cap_minor: 10_000,
    distinct_cap: 85,
    group_minimum_minor: 0,
    round_up_into: 'members',
  };

  it('37 and 8 pieces become a lot of 50: the extra shared in proportion, each change explained', () => {
    const result = allocate({
      ...base,
      elements: [{ element_id: '300121', price_minor: 10, baseplate: false }],
      requests: [
        { user_id: 1, element_id: '300121', quantity: 37 },
        { user_id: 2, element_id: '300121', quantity: 8 },
      ],
    });
    expect(result.order).toEqual([
      { element_id: '300121', quantity: 50, price_minor: 10, requested: 45, held_by_group: 0, rounding: 'rounded_up', for_group_minimum: false },
    ]);
    expect(result.members.map((m) => [m.user_id, m.lines[0]!.allocated, m.lines[0]!.changes])).toEqual([
      [1, 41, ['rounded_up']],
      [2, 9, ['rounded_up']],
    ]);
  });

  it('rounds a lot down when that is nearer, shares the cut, and orders nothing below half a minimum', () => {
    const result = allocate({
      ...base,
      elements: [
        { element_id: 'a', price_minor: 10, baseplate: false },
        { element_id: 'b', price_minor: 10, baseplate: false },
      ],
      requests: [
        { user_id: 1, element_id: 'a', quantity: 40 },
        { user_id: 2, element_id: 'a', quantity: 20 },
        { user_id: 1, element_id: 'b', quantity: 20 },
      ],
    });
    expect(result.order.map((l) => [l.element_id, l.quantity, l.rounding])).toEqual([['a', 50, 'rounded_down']]);
    const line = (user: number, element: string) =>
      result.members.find((m) => m.user_id === user)!.lines.find((l) => l.element_id === element)!;
    expect(line(1, 'a').allocated + line(2, 'a').allocated).toBe(50);
    expect(line(1, 'a').changes).toEqual(['rounded_down']);
    expect(line(1, 'b')).toMatchObject({ allocated: 0, changes: ['not_ordered'] });
  });

  it('a member over the cap is cut back; extra they cannot pay for is held by the group', () => {
    const result = allocate({
      ...base,
      member_cap_minor: 400,
      elements: [{ element_id: 'a', price_minor: 10, baseplate: false }],
      requests: [{ user_id: 1, element_id: 'a', quantity: 45 }],
    });
    expect(result.members[0]!.lines[0]).toMatchObject({ requested: 45, allocated: 40, changes: ['over_cap'] });
    expect(result.order[0]).toMatchObject({ quantity: 50, held_by_group: 10 });
    expect(result.held_by_group_minor).toBe(100);
  });

  it('keeps the elements with the most requested value within the distinct cap', () => {
    const result = allocate({
      ...base,
      distinct_cap: 1,
      elements: [
        { element_id: 'a', price_minor: 10, baseplate: false },
        { element_id: 'b', price_minor: 20, baseplate: false },
      ],
      requests: [
        { user_id: 1, element_id: 'a', quantity: 50 },
        { user_id: 2, element_id: 'b', quantity: 50 },
      ],
    });
    expect(result.order.map((l) => l.element_id)).toEqual(['b']);
    expect(result.members[0]!.lines[0]).toMatchObject({ element_id: 'a', allocated: 0, changes: ['distinct_cap'] });
  });

  it('rounds up instead of down to reach the group minimum', () => {
    const input: AllocationInput = {
      ...base,
      elements: [{ element_id: 'a', price_minor: 10, baseplate: false }],
      requests: [{ user_id: 1, element_id: 'a', quantity: 60 }],
      group_minimum_minor: 700,
    };
    const result = allocate(input);
    expect(result.order[0]).toMatchObject({ quantity: 75, rounding: 'rounded_up', for_group_minimum: true });
    expect(result.meets_group_minimum).toBe(true);
    expect(allocate({ ...input, group_minimum_minor: 10_000 }).meets_group_minimum).toBe(false);
  });

  const round = fc
    .record({
      minimum: fc.integer({ min: 1, max: 60 }),
      step: fc.integer({ min: 1, max: 30 }),
      single: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
      cap: fc.integer({ min: 0, max: 3000 }),
      distinct: fc.integer({ min: 0, max: 6 }),
      minimum_minor: fc.integer({ min: 0, max: 5000 }),
      into: fc.constantFrom('members' as const, 'group' as const),
      elements: fc.uniqueArray(
        fc.record({ element_id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), price_minor: fc.integer({ min: 1, max: 80 }), baseplate: fc.boolean() }),
        { selector: (e) => e.element_id, maxLength: 8 },
      ),
      requests: fc.array(
        fc.record({
          user_id: fc.integer({ min: 1, max: 6 }),
          element_id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'z'),
          quantity: fc.integer({ min: 0, max: 120 }),
        }),
        { maxLength: 30 },
      ),
    })
    .map(
      (r): AllocationInput => ({
        lot: { minimum: r.minimum, step: r.step, single_piece_from_minor: r.single },
        elements: r.elements,
        requests: r.requests,
        member_cap_minor: r.cap,
        distinct_cap: r.distinct,
        group_minimum_minor: r.minimum_minor,
        round_up_into: r.into,
      }),
    );

  it('holds the round’s rules for any requests', () => {
    fc.assert(
      fc.property(round, (input) => {
        const result = allocate(input);
        const elements = new Map(input.elements.map((e) => [e.element_id, e]));
        // Every element in valid lots, within the selection and the distinct cap.
        for (const line of result.order) {
          expect(elements.has(line.element_id)).toBe(true);
          expect(line.quantity).toBeGreaterThan(0);
          expect(isValidLot(line.quantity, elements.get(line.element_id)!, input.lot)).toBe(true);
        }
        expect(result.order.length).toBeLessThanOrEqual(input.distinct_cap);
        // No member above the cap; nobody gets an element that is not ordered.
        for (const member of result.members) {
          expect(member.total_minor).toBeLessThanOrEqual(input.member_cap_minor);
          for (const line of member.lines) {
            expect(line.allocated).toBeGreaterThanOrEqual(0);
            // Every change explained; more than asked only when a lot was rounded up.
            if (line.allocated !== line.requested) expect(line.changes.length).toBeGreaterThan(0);
            if (line.allocated > line.requested) expect(line.changes).toContain('rounded_up');
          }
        }
        // Every piece ordered is a member's or the group's, never more.
        for (const line of result.order) {
          const taken = result.members.reduce(
            (sum, m) => sum + (m.lines.find((l) => l.element_id === line.element_id)?.allocated ?? 0),
            0,
          );
          expect(line.held_by_group).toBeGreaterThanOrEqual(0);
          expect(taken + line.held_by_group).toBe(line.quantity);
        }
        const ordered = new Set(result.order.map((l) => l.element_id));
        for (const m of result.members) for (const l of m.lines) if (!ordered.has(l.element_id)) expect(l.allocated).toBe(0);
        expect(result.total_minor).toBe(result.order.reduce((s, l) => s + l.quantity * l.price_minor, 0));
        expect(result.meets_group_minimum).toBe(result.total_minor >= input.group_minimum_minor);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for the same input, whatever the order of its lists', () => {
    fc.assert(
      fc.property(round, fc.integer(), (input, seed) => {
        const shuffle = <T,>(list: T[]) =>
          list
            .map((item, i) => ({ item, k: Math.sin(seed + i) }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.item);
        expect(allocate({ ...input, elements: shuffle(input.elements), requests: shuffle(input.requests) })).toEqual(allocate(input));
      }),
      { numRuns: 200 },
    );
  });
});
