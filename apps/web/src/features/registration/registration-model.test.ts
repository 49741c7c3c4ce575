import { describe, expect, it } from 'vitest';
import { defaultMemberStatus, type MemberStatus } from '@lug/domain/member-status';
import { applyOptimisticStatus, localToday, mergeStatusRows } from './registration-model';

const row = (userId: number, extra: Partial<MemberStatus> = {}) => ({
  ...defaultMemberStatus(userId, 2025),
  email: `m${userId}@lug.test`,
  ...extra,
});

describe('applyOptimisticStatus', () => {
  it('applies the bulk status the way the server does, to the selected members of that year only', () => {
    const rows = [row(1), row(2), row(3, { registration_complete: true, registration_date: '2025-01-05' })];
    const next = applyOptimisticStatus(
      rows,
      [
        { user_id: 1, year: 2025, status: 'registered' },
        { user_id: 3, year: 2025, status: 'registered' },
        { user_id: 2, year: 2024, status: 'registered' },
      ],
      '2025-03-01',
    );
    expect(next[0]).toMatchObject({
      registration_complete: true,
      registration_date: '2025-03-01',
      email: 'm1@lug.test',
    });
    expect(next[1]).toBe(rows[1]);
    expect(next[2]).toMatchObject({ registration_complete: true, registration_date: '2025-01-05' });
  });

  it('sets and clears the dues type', () => {
    const paid = applyOptimisticStatus([row(1)], [{ user_id: 1, year: 2025, status: 'gift_in_lieu' }], '2025-03-01');
    expect(paid[0]?.dues_type).toBe('gift_in_lieu');
    const unpaid = applyOptimisticStatus(paid, [{ user_id: 1, year: 2025, status: 'unpaid' }], '2025-03-01');
    expect(unpaid[0]?.dues_type).toBe('none');
    const unregistered = applyOptimisticStatus(
      [row(1, { registration_complete: true, registration_date: '2025-01-01' })],
      [{ user_id: 1, year: 2025, status: 'unregistered' }],
      '2025-03-01',
    );
    expect(unregistered[0]).toMatchObject({ registration_complete: false, registration_date: null });
  });
});

describe('mergeStatusRows', () => {
  it('writes the server’s rows over the list and keeps the names and emails', () => {
    const rows = [row(1), row(2)];
    const merged = mergeStatusRows(rows, [
      {
        user_id: 2,
        year: 2025,
        registration_complete: true,
        registration_date: '2025-02-02',
        dues_type: 'paid',
        amount_received_minor: 2500,
        paid_on: '2025-02-02',
      },
    ]);
    expect(merged[0]).toBe(rows[0]);
    expect(merged[1]).toEqual({
      ...rows[1],
      registration_complete: true,
      registration_date: '2025-02-02',
      dues_type: 'paid',
      amount_received_minor: 2500,
      paid_on: '2025-02-02',
    });
  });
});

describe('the registration screen', () => {
  it('dates a registration in the reader’s calendar', () => {
    expect(localToday(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
  });
});
