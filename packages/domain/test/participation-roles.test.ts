import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { participationRoleFields,
  createParticipationRoleInput,
  participationRoleStatusLabel,
  updateParticipationRoleInput,
} from '../src/participation-roles';

describe('participation role inputs', () => {
  it('defaults to 0 points and active, nulls empty description and category', () => {
    expect(
      createParticipationRoleInput.parse({ organization_id: 1, name: 'Attendee', description: '', category_id: null }),
    ).toEqual({
      organization_id: 1,
      name: 'Attendee',
      points: 0,
      description: null,
      category_id: null,
      status: 'active',
    });
  });

  it('takes points as a JSON number on the wire and refuses negatives, fractions, words and text', () => {
    const parse = (points: unknown) =>
      createParticipationRoleInput.safeParse({ organization_id: 1, name: 'R', points });
    expect(parse(5).data?.points).toBe(5);
    expect(parse(-1).error?.issues[0]?.message).toBe('Points must be 0 or more');
    expect(parse(1.5).error?.issues[0]?.message).toBe('Points must be a whole number');
    expect(parse('many').error?.issues[0]?.message).toBe('Points must be a number');
    expect(parse('5').error?.issues[0]?.message).toBe('Points must be a number');
    expect(parse(null).error?.issues[0]?.message).toBe('Points is required');
  });

  it("reads the form's text: digits are points, empty is required", () => {
    const parse = (points: unknown) => participationRoleFields.safeParse({ name: 'R', points });
    expect(parse('5').data?.points).toBe(5);
    expect(parse(' 7 ').data?.points).toBe(7);
    expect(parse('').error?.issues[0]?.message).toBe('Points is required');
    expect(parse('1.5').error?.issues[0]?.message).toBe('Points must be a whole number');
    expect(parse('many').error?.issues[0]?.message).toBe('Points must be a number');
  });

  it('accepts every whole number from 0 up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (points) => {
        expect(createParticipationRoleInput.parse({ organization_id: 1, name: 'R', points }).points).toBe(points);
        expect(participationRoleFields.parse({ name: 'R', points: String(points) }).points).toBe(points);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: -1 }), (points) => {
        expect(createParticipationRoleInput.safeParse({ organization_id: 1, name: 'R', points }).success).toBe(false);
      }),
    );
  });

  it('refuses an unknown status and a description over 1000 characters', () => {
    expect(
      createParticipationRoleInput.safeParse({ organization_id: 1, name: 'R', status: 'disabled' }).error?.issues[0]
        ?.message,
    ).toBe('Status must be active or inactive');
    expect(
      createParticipationRoleInput.safeParse({ organization_id: 1, name: 'R', description: 'x'.repeat(1001) }).error
        ?.issues[0]?.message,
    ).toBe('Description must be 1000 characters or less');
  });

  it('update leaves out what is not sent', () => {
    expect(updateParticipationRoleInput.parse({ organization_id: 1, id: 3, status: 'inactive' })).toEqual({
      organization_id: 1,
      id: 3,
      status: 'inactive',
    });
  });
});

it('lists a non-active role as Disabled', () => {
  expect(participationRoleStatusLabel('active')).toBe('Active');
  expect(participationRoleStatusLabel('inactive')).toBe('Disabled');
});
