import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planParticipationChange,
  previewParticipationChange,
  recordFits,
  type ParticipationRecord,
  type ParticipationShape,
} from '../src/activities-helpers';

const june: ParticipationShape = { start_date: '2026-06-27', end_date: '2026-06-29', participation_type: 'daily' };
let nextId = 1;
const rec = (user_id: number, role_id: number, participation_date: string | null, points = 5): ParticipationRecord => ({
  id: nextId++,
  user_id,
  role_id,
  participation_date,
  points,
});

describe('previewParticipationChange: what each answer keeps and removes, before anything changes', () => {
  // 7 members: every one on 27 and 28 June, 3 of them on 29 June too.
  const records = [1, 2, 3, 4, 5, 6, 7].flatMap((user) => [
    rec(user, 1, '2026-06-27'),
    rec(user, 1, '2026-06-28'),
    ...(user <= 3 ? [rec(user, 1, '2026-06-29')] : []),
  ]);

  it('shortening keeps the records on the days left and removes the others, whichever the answer', () => {
    const preview = previewParticipationChange(records, { ...june, end_date: '2026-06-28' });
    expect(preview.affected).toBe(3);
    expect(preview.keep).toEqual({ count: 14, days: ['2026-06-27', '2026-06-28'], full_event: 0 });
    expect(preview.remove.removed).toEqual({ count: 3, days: ['2026-06-29'], full_event: 0 });
    // Converting cannot carry a day outside the new dates: it removes them too.
    expect(preview.convert.converted.count).toBe(0);
    expect(preview.convert.into.count).toBe(0);
    expect(preview.convert.removed).toEqual({ count: 3, days: ['2026-06-29'], full_event: 0 });
  });

  it('turning into a full event converts each member’s days into one record', () => {
    const preview = previewParticipationChange(records, { ...june, participation_type: 'full' });
    expect(preview.keep.count).toBe(0);
    expect(preview.remove.removed).toEqual({
      count: 17,
      days: ['2026-06-27', '2026-06-28', '2026-06-29'],
      full_event: 0,
    });
    expect(preview.convert.converted).toEqual({
      count: 17,
      days: ['2026-06-27', '2026-06-28', '2026-06-29'],
      full_event: 0,
    });
    expect(preview.convert.into).toEqual({ count: 7, days: [], full_event: 7 });
    expect(preview.convert.removed.count).toBe(0);
  });

  it('turning a full event into days moves its records to the first day', () => {
    const full = [rec(1, 1, null), rec(2, 1, null)];
    const preview = previewParticipationChange(full, june);
    expect(preview.convert.converted).toEqual({ count: 2, days: [], full_event: 2 });
    expect(preview.convert.into).toEqual({ count: 2, days: ['2026-06-27'], full_event: 0 });
    expect(preview.remove.removed).toEqual({ count: 2, days: [], full_event: 2 });
  });

  const recordArb = fc.array(
    fc.record({
      user_id: fc.integer({ min: 1, max: 4 }),
      role_id: fc.integer({ min: 1, max: 3 }),
      participation_date: fc.option(
        fc.integer({ min: 1, max: 10 }).map((d) => `2030-01-${String(d).padStart(2, '0')}`),
        { nil: null },
      ),
      points: fc.integer({ min: 0, max: 20 }),
    }),
    { maxLength: 30 },
  );
  const shapeArb = fc
    .tuple(
      fc.integer({ min: 1, max: 10 }),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom('daily' as const, 'full' as const),
    )
    .map(([start, length, type]) => ({
      start_date: `2030-01-${String(start).padStart(2, '0')}`,
      end_date: `2030-01-${String(Math.min(start + length, 10)).padStart(2, '0')}`,
      participation_type: type,
    }));
  const unique = (rows: Array<Omit<ParticipationRecord, 'id'>>): ParticipationRecord[] => {
    const seen = new Set<string>();
    return rows
      .filter((r) => {
        const key = `${r.user_id}:${r.role_id}:${r.participation_date}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((r, i) => ({ ...r, id: i + 1 }));
  };

  it('says exactly what the change will then do (property)', () => {
    fc.assert(
      fc.property(recordArb, shapeArb, (rows, shape) => {
        const before = unique(rows);
        const preview = previewParticipationChange(before, shape);
        const fitting = before.filter((r) => recordFits(r, shape)).length;
        expect(preview.keep.count).toBe(fitting);
        expect(preview.remove.removed.count).toBe(before.length - fitting);
        expect(preview.convert.converted.count + preview.convert.removed.count).toBe(preview.affected);

        const remove = planParticipationChange(before, shape, 'remove');
        expect(before.length - remove.deletes.length).toBe(preview.keep.count);

        const convert = planParticipationChange(before, shape, 'convert');
        expect(before.length - convert.deletes.length).toBe(preview.keep.count + preview.convert.into.count);
        expect(convert.updates.length).toBe(preview.convert.into.count);
      }),
    );
  });
});
