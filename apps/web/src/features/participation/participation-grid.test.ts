import { describe, expect, it } from 'vitest';
import { buildParticipationGrid, entireEventKey, roleLabel, type ParticipationGridSource } from './participation-grid';

const roles = [
  { id: 10, name: 'Exhibitor', points: 5 },
  { id: 11, name: 'Helper', points: 2 },
  { id: 12, name: 'Organizer', points: 8 },
];

function view(
  overrides: Partial<ParticipationGridSource['activity']>,
  participations: ParticipationGridSource['participations'],
  dayCounts: ParticipationGridSource['day_counts'] = [],
): ParticipationGridSource {
  return {
    activity: {
      id: 7,
      title: 'Brickworld',
      start_date: '2025-06-27',
      end_date: '2025-06-29',
      participation_type: 'daily',
      category_id: null,
      ...overrides,
    },
    roles,
    participations,
    day_counts: dayCounts,
  };
}

describe('buildParticipationGrid', () => {
  it('has one column per day of a daily activity, with the server’s count of that day’s participants', () => {
    const grid = buildParticipationGrid(
      view(
        {},
        [
          { id: 1, user_id: 1, role_id: 10, participation_date: '2025-06-28' },
          { id: 2, user_id: 1, role_id: 11, participation_date: '2025-06-28' },
        ],
        // Every member of the activity, not only the page's: the page holds one of them.
        [
          { date: '2025-06-28', participants: 120 },
          { date: '2025-06-29', participants: 1 },
        ],
      ),
    );
    expect(grid.columns).toEqual([
      { key: '2025-06-27', date: '2025-06-27', title: 'Day 1', participantCount: 0 },
      { key: '2025-06-28', date: '2025-06-28', title: 'Day 2', participantCount: 120 },
      { key: '2025-06-29', date: '2025-06-29', title: 'Day 3', participantCount: 1 },
    ]);
    expect(
      grid.cells
        .get(1)
        ?.get('2025-06-28')
        ?.map((b) => b.name),
    ).toEqual(['Exhibitor', 'Helper']);
  });

  it('has one Entire Event column for a full activity, sent with date null', () => {
    const grid = buildParticipationGrid(
      view(
        { participation_type: 'full' },
        [{ id: 1, user_id: 2, role_id: 12, participation_date: null }],
        [{ date: null, participants: 1 }],
      ),
    );
    expect(grid.columns).toEqual([{ key: entireEventKey, date: null, title: 'Entire Event', participantCount: 1 }]);
    expect(
      grid.cells
        .get(2)
        ?.get(entireEventKey)
        ?.map((b) => b.name),
    ).toEqual(['Organizer']);
  });

  it('shows a member’s roles in role order, coloured by that order', () => {
    const grid = buildParticipationGrid(
      view({}, [
        { id: 1, user_id: 1, role_id: 12, participation_date: '2025-06-27' },
        { id: 2, user_id: 1, role_id: 10, participation_date: '2025-06-27' },
      ]),
    );
    expect(grid.cells.get(1)?.get('2025-06-27')).toEqual([
      { id: 10, name: 'Exhibitor', color: 'blue' },
      { id: 12, name: 'Organizer', color: 'purple' },
    ]);
    expect(grid.cells.get(2)).toBeUndefined();
  });

  it('cycles the ten colours for an eleventh role', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ id: 100 + i, name: `Role ${i}`, points: i }));
    const grid = buildParticipationGrid({
      ...view({ participation_type: 'full' }, [{ id: 1, user_id: 1, role_id: 110, participation_date: null }]),
      roles: many,
    });
    expect(grid.cells.get(1)?.get(entireEventKey)?.[0]?.color).toBe('blue');
  });

  it('shows a record of a role that is no longer active as a neutral badge; ignores records outside the columns', () => {
    const grid = buildParticipationGrid(
      view({}, [
        { id: 1, user_id: 1, role_id: 99, participation_date: '2025-06-27' },
        { id: 2, user_id: 2, role_id: 10, participation_date: null },
        { id: 3, user_id: 3, role_id: 10, participation_date: '2025-07-01' },
      ]),
    );
    expect(grid.cells.get(1)?.get('2025-06-27')).toEqual([{ id: 99, name: 'Inactive role', color: 'neutral' }]);
    expect(grid.cells.get(2)).toBeUndefined();
    expect(grid.cells.get(3)).toBeUndefined();
    expect(grid.columns.map((c) => c.participantCount)).toEqual([0, 0, 0]);
  });
});

describe('roleLabel', () => {
  it('reads name (N points)', () => {
    expect(roleLabel({ name: 'Exhibitor', points: 5 })).toBe('Exhibitor (5 points)');
  });
});
