import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityFields,
  activityDays,
  activityYearOptions,
  canSeeActivity,
  countAffectedRecords,
  createActivityInput,
  participantTotals,
  participationChangeConflictMessage,
  planParticipationChange,
  recordFits,
  scheduleProblem,
  updateActivityInput,
  type ParticipationRecord,
  type ParticipationShape,
} from '../src/activities';

const base = { organization_id: 1, title: 'Club meeting', start_date: '2026-03-01', end_date: '2026-03-01' };

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : null;
}

describe('createActivityInput', () => {
  it('applies the defaults: daily, not private, empty optional fields null', () => {
    const parsed = createActivityInput.parse({
      ...base,
      description: '',
      location: '  ',
      organizer: '',
      external_url: '',
      start_time: '',
      end_time: '',
      category_id: null,
    });
    expect(parsed).toMatchObject({
      participation_type: 'daily',
      is_private: false,
      description: null,
      location: null,
      organizer: null,
      external_url: null,
      start_time: null,
      end_time: null,
      category_id: null,
    });
  });

  it('takes the category id as a JSON integer only (the form parses its select), and cuts HH:MM:SS to minutes', () => {
    const parsed = createActivityInput.parse({ ...base, category_id: 12, start_time: '09:30:00', end_time: '17:00' });
    expect(parsed.category_id).toBe(12);
    expect(parsed.start_time).toBe('09:30');
    for (const category_id of ['12', '', ' 12', '012']) {
      expect(createActivityInput.safeParse({ ...base, category_id }).success, category_id).toBe(false);
    }
    // The form's schema reads its select's text: '' is no category, digits an id.
    expect(activityFields.parse({ ...base, category_id: '12' }).category_id).toBe(12);
    expect(activityFields.parse({ ...base, category_id: '' }).category_id).toBeNull();
  });

  it('requires title, start and end date', () => {
    expect(firstMessage(createActivityInput.safeParse({ ...base, title: '  ' }))).toBe('title: Title is required');
    expect(firstMessage(createActivityInput.safeParse({ ...base, start_date: '' }))).toBe(
      'start_date: Start date is required',
    );
    const { end_date: _end, ...noEnd } = base;
    expect(firstMessage(createActivityInput.safeParse(noEnd))).toBe('end_date: End date is required');
    expect(firstMessage(createActivityInput.safeParse({ ...base, start_date: '2026-02-30' }))).toBe(
      'start_date: Must be a date as yyyy-mm-dd',
    );
  });

  it('refuses an end before the start, and an end time before the start time on one day', () => {
    expect(firstMessage(createActivityInput.safeParse({ ...base, end_date: '2026-02-28' }))).toBe(
      'end_date: End date cannot be before start date',
    );
    expect(firstMessage(createActivityInput.safeParse({ ...base, start_time: '18:00', end_time: '09:00' }))).toBe(
      'end_time: End time cannot be before start time',
    );
    // Over several days the end time may be earlier in the day.
    expect(
      createActivityInput.safeParse({ ...base, end_date: '2026-03-02', start_time: '18:00', end_time: '09:00' })
        .success,
    ).toBe(true);
  });

  it('only accepts http(s) links, daily/full and HH:MM times', () => {
    expect(firstMessage(createActivityInput.safeParse({ ...base, external_url: 'javascript:alert(1)' }))).toBe(
      'external_url: Must be a web address starting with http:// or https://',
    );
    expect(firstMessage(createActivityInput.safeParse({ ...base, participation_type: 'weekly' }))).toBe(
      'participation_type: Must be daily or full',
    );
    expect(firstMessage(createActivityInput.safeParse({ ...base, start_time: '25:00' }))).toBe(
      'start_time: Must be a time as HH:MM',
    );
    expect(firstMessage(createActivityInput.safeParse({ ...base, description: 'x'.repeat(1001) }))).toBe(
      'description: Description must be 1000 characters or less',
    );
  });
});

describe('updateActivityInput', () => {
  it('leaves fields out when they are not sent, and nulls them when sent empty', () => {
    const parsed = updateActivityInput.parse({ organization_id: 1, id: 5, location: '' });
    expect(parsed).toEqual({ organization_id: 1, id: 5, location: null });
  });
  it('checks the dates when both are sent', () => {
    expect(
      updateActivityInput.safeParse({ organization_id: 1, id: 1, start_date: '2026-05-02', end_date: '2026-05-01' })
        .success,
    ).toBe(false);
  });
});

const isoDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2040, 0, 1) / 86_400_000 })
  .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('scheduleProblem (property)', () => {
  it('accepts exactly the schedules that end on or after they start', () => {
    fc.assert(
      fc.property(isoDay, isoDay, fc.option(clock), fc.option(clock), (a, b, t1, t2) => {
        const problem = scheduleProblem({ start_date: a, end_date: b, start_time: t1, end_time: t2 });
        const startsAt = Date.parse(`${a}T${t1 ?? '00:00'}:00Z`);
        const endsAt = Date.parse(`${b}T${t2 ?? '23:59'}:00Z`);
        if (b < a) expect(problem?.path).toBe('end_date');
        else if (a === b && t1 && t2 && t2 < t1) expect(problem?.path).toBe('end_time');
        else {
          expect(problem).toBeNull();
          if (a === b && t1 && t2) expect(endsAt).toBeGreaterThanOrEqual(startsAt);
        }
      }),
    );
  });
});

describe('activityDays', () => {
  it('lists each day from start to end inclusive, across months and leap days', () => {
    expect(activityDays('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(activityDays('2026-05-01', '2026-04-30')).toEqual([]);
  });
  it('has end - start + 1 days, in order (property)', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 60 }), (start, length) => {
        const end = new Date(Date.parse(`${start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const days = activityDays(start, end);
        expect(days).toHaveLength(length + 1);
        expect(days[0]).toBe(start);
        expect(days.at(-1)).toBe(end);
        expect([...days].sort()).toEqual(days);
      }),
    );
  });
});

it('offers the current year minus 2 to plus 2', () => {
  expect(activityYearOptions(2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
});

it('shows a private activity only to managers and its participants', () => {
  expect(canSeeActivity({ is_private: false }, { canManage: false, isParticipant: false })).toBe(true);
  expect(canSeeActivity({ is_private: true }, { canManage: false, isParticipant: false })).toBe(false);
  expect(canSeeActivity({ is_private: true }, { canManage: true, isParticipant: false })).toBe(true);
  expect(canSeeActivity({ is_private: true }, { canManage: false, isParticipant: true })).toBe(true);
});

it('sums points per participant', () => {
  const p = (id: number, user_id: number, name: string, points: number) => ({
    id,
    user_id,
    role_id: 1,
    participation_date: null,
    points,
    User: { id: user_id, display_name: name },
    ParticipationRole: { id: 1, name: 'Attendee', points },
  });
  const totals = participantTotals([p(1, 1, 'Ann', 1), p(2, 2, 'Bob', 5), p(3, 1, 'Ann', 10)]);
  expect(totals.participants.map((r) => [r.display_name, r.points])).toEqual([
    ['Ann', 11],
    ['Bob', 5],
  ]);
  expect(totals.uniqueParticipants).toBe(2);
  expect(totals.totalPoints).toBe(16);
});

describe('the participation change conflict message', () => {
  it('names the count, singular and plural (the count itself travels in the error details)', () => {
    expect(participationChangeConflictMessage(1)).toContain('1 participation record of');
    expect(participationChangeConflictMessage(12)).toContain('12 participation records of');
  });
});

describe('planParticipationChange', () => {
  const daily: ParticipationShape = { start_date: '2026-06-01', end_date: '2026-06-03', participation_type: 'daily' };
  const records: ParticipationRecord[] = [
    { id: 1, user_id: 10, role_id: 1, participation_date: '2026-06-01', points: 5 },
    { id: 2, user_id: 10, role_id: 1, participation_date: '2026-06-02', points: 5 },
    { id: 3, user_id: 10, role_id: 2, participation_date: '2026-06-03', points: 10 },
    { id: 4, user_id: 11, role_id: 1, participation_date: '2026-06-03', points: 4 },
  ];

  it('merges daily records into one full-event record per member and role', () => {
    const plan = planParticipationChange(records, { ...daily, participation_type: 'full' }, 'convert');
    expect(plan.affected).toBe(4);
    expect(plan.updates).toEqual([
      { id: 1, participation_date: null, points: 5 },
      { id: 3, participation_date: null, points: 10 },
      { id: 4, participation_date: null, points: 4 },
    ]);
    expect(plan.deletes).toEqual([2]);
  });

  it('spreads full-event records to the first day', () => {
    const full = records.map((r, i) => ({ ...r, participation_date: null, role_id: i + 1 }));
    const plan = planParticipationChange(
      full,
      { ...daily, start_date: '2026-07-01', end_date: '2026-07-02' },
      'convert',
    );
    expect(plan.updates.map((u) => u.participation_date)).toEqual([
      '2026-07-01',
      '2026-07-01',
      '2026-07-01',
      '2026-07-01',
    ]);
    expect(plan.deletes).toEqual([]);
  });

  it('removes daily records outside new dates, in both modes', () => {
    const shorter = { ...daily, end_date: '2026-06-02' };
    expect(countAffectedRecords(records, shorter)).toBe(2);
    for (const mode of ['remove', 'convert'] as const) {
      const plan = planParticipationChange(records, shorter, mode);
      expect(plan.deletes.sort()).toEqual([3, 4]);
      expect(plan.updates).toEqual([]);
    }
  });

  it('remove deletes every record that no longer fits', () => {
    const plan = planParticipationChange(records, { ...daily, participation_type: 'full' }, 'remove');
    expect(plan.deletes).toEqual([1, 2, 3, 4]);
  });

  const recordArb = fc.array(
    fc.record({
      user_id: fc.integer({ min: 1, max: 4 }),
      role_id: fc.integer({ min: 1, max: 3 }),
      participation_date: fc.option(
        isoDay.filter((d) => d >= '2030-01-01' && d <= '2030-01-10'),
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
  // Records are unique per member, role and day, as the database's unique index keeps them.
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
  const apply = (rows: ParticipationRecord[], plan: ReturnType<typeof planParticipationChange>) => {
    const deleted = new Set(plan.deletes);
    const updated = new Map(plan.updates.map((u) => [u.id, u]));
    return rows.filter((r) => !deleted.has(r.id)).map((r) => ({ ...r, ...(updated.get(r.id) ?? {}) }));
  };

  it('leaves only records that fit, unique per member, role and day, never more than before (property)', () => {
    fc.assert(
      fc.property(recordArb, shapeArb, fc.constantFrom('remove' as const, 'convert' as const), (rows, shape, mode) => {
        const before = unique(rows);
        const plan = planParticipationChange(before, shape, mode);
        const after = apply(before, plan);
        expect(after.every((r) => recordFits(r, shape))).toBe(true);
        const keys = after.map((r) => `${r.user_id}:${r.role_id}:${r.participation_date}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(after.length).toBeLessThanOrEqual(before.length);
        expect(plan.affected).toBe(countAffectedRecords(before, shape));
        // Records that already fit are untouched.
        const touched = new Set([...plan.deletes, ...plan.updates.map((u) => u.id)]);
        for (const r of before) if (recordFits(r, shape)) expect(touched.has(r.id)).toBe(false);
        // An id is never both deleted and updated.
        expect(plan.updates.some((u) => plan.deletes.includes(u.id))).toBe(false);
      }),
    );
  });

  it('convert keeps every member and role that had a record it can carry over (property)', () => {
    fc.assert(
      fc.property(recordArb, shapeArb, (rows, shape) => {
        const before = unique(rows);
        const after = apply(before, planParticipationChange(before, shape, 'convert'));
        const pairs = (list: ParticipationRecord[]) => new Set(list.map((r) => `${r.user_id}:${r.role_id}`));
        const carried =
          shape.participation_type === 'full'
            ? before
            : before.filter((r) => r.participation_date === null || recordFits(r, shape));
        const afterPairs = pairs(after);
        for (const pair of pairs(carried)) expect(afterPairs.has(pair)).toBe(true);
        // The points of a merged full-event record are the highest of the records it merged.
        if (shape.participation_type === 'full') {
          for (const r of after) {
            const merged = before.filter((b) => b.user_id === r.user_id && b.role_id === r.role_id);
            if (!merged.some((b) => b.participation_date === null)) {
              expect(r.points).toBe(Math.max(...merged.map((b) => b.points)));
            }
          }
        }
      }),
    );
  });
});
