import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageParticipation,
  bulkDateProblem,
  bulkUpdateParticipationInput,
  dayColumns,
  participationKey,
  participationYear,
  planBulkUpdate,
  recentYears,
  roleBadgeColor,
  participationRuleMessages,
  type ParticipationKey,
} from '../src/participation';

describe('planBulkUpdate', () => {
  const operation = fc.record({
    user_ids: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
    role_ids: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
    action: fc.constantFrom('assign' as const, 'remove' as const),
    date: fc.constantFrom(null, '2025-06-01', '2025-06-02'),
  });

  it('any sequence of assigns and removes leaves exactly the set that set semantics give', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const stored = new Map<string, ParticipationKey>();
        const model = new Set<string>();
        for (const op of operations) {
          const planned = planBulkUpdate(stored.values(), op);
          for (const key of planned) {
            const k = participationKey(key);
            if (op.action === 'assign') {
              expect(stored.has(k)).toBe(false); // never a duplicate record
              stored.set(k, key);
            } else {
              expect(stored.has(k)).toBe(true); // removes only what exists
              stored.delete(k);
            }
          }
          for (const user of op.user_ids) {
            for (const role of op.role_ids) {
              const k = participationKey({ user_id: user, role_id: role, participation_date: op.date });
              if (op.action === 'assign') model.add(k);
              else model.delete(k);
            }
          }
        }
        expect(new Set(stored.keys())).toEqual(model);
      }),
    );
  });

  it('assigning twice plans nothing the second time', () => {
    const input = { user_ids: [1, 2], role_ids: [7], action: 'assign' as const, date: null };
    const first = planBulkUpdate([], input);
    expect(first).toHaveLength(2);
    expect(planBulkUpdate(first, input)).toEqual([]);
  });
});

describe('bulkDateProblem', () => {
  const daily = { participation_type: 'daily' as const, start_date: '2025-06-30', end_date: '2025-07-02' };
  const full = { participation_type: 'full' as const, start_date: '2025-06-30', end_date: '2025-07-02' };
  it('a full-event activity takes no day', () => {
    expect(bulkDateProblem(full, null)).toBeNull();
    expect(bulkDateProblem(full, '2025-06-30')).toMatch(/date must be null/);
  });
  it('a daily activity needs one of its own days', () => {
    expect(bulkDateProblem(daily, '2025-06-30')).toBeNull();
    expect(bulkDateProblem(daily, '2025-07-02')).toBeNull();
    expect(bulkDateProblem(daily, '2025-06-29')).toMatch(/between 2025-06-30 and 2025-07-02/);
    expect(bulkDateProblem(daily, '2025-07-03')).not.toBeNull();
    expect(bulkDateProblem(daily, null)).toMatch(/choose a day/);
  });
});

describe('dayColumns', () => {
  it('spans months and keeps the leap day', () => {
    expect(dayColumns('2024-02-28', '2024-03-01')).toEqual([
      { day: 1, title: 'Day 1', date: '2024-02-28' },
      { day: 2, title: 'Day 2', date: '2024-02-29' },
      { day: 3, title: 'Day 3', date: '2024-03-01' },
    ]);
    expect(dayColumns('2023-12-31', '2024-01-01').map((c) => c.date)).toEqual(['2023-12-31', '2024-01-01']);
    expect(dayColumns('2025-02-28', '2025-03-01').map((c) => c.date)).toEqual(['2025-02-28', '2025-03-01']);
  });

  it('has one column per calendar day, numbered from 1', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 60 }), (start, length) => {
        const startDate = start.toISOString().slice(0, 10);
        const endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const columns = dayColumns(startDate, endDate);
        expect(columns).toHaveLength(length + 1);
        expect(columns[0]!.date).toBe(startDate);
        expect(columns.at(-1)!.date).toBe(endDate);
        columns.forEach((c, i) => expect(c.title).toBe(`Day ${i + 1}`));
      }),
    );
  });
});

describe('the rest of the participation rules', () => {
  it('a record counts toward the year of its day, a full-event record toward the start year', () => {
    expect(participationYear('2025-01-01', '2024-12-31')).toBe(2025);
    expect(participationYear(null, '2024-12-31')).toBe(2024);
  });
  it('average participation is records per participant to two decimals', () => {
    expect(averageParticipation(10, 3)).toBe(3.33);
    expect(averageParticipation(0, 0)).toBe(0);
    expect(averageParticipation(5, 2)).toBe(2.5);
  });
  it('role badge colours cycle through ten', () => {
    expect([0, 1, 9, 10, 11].map(roleBadgeColor)).toEqual(['blue', 'green', 'gray', 'blue', 'green']);
  });
  it('year pickers offer the current year and four before', () => {
    expect(recentYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
  it('a bulk update needs members and roles', () => {
    const result = bulkUpdateParticipationInput.safeParse({ activity_id: 1, user_ids: [], role_ids: [1], action: 'assign', date: null });
    expect(result.error?.issues[0]?.message).toBe(participationRuleMessages.selectionRequired);
  });
});
