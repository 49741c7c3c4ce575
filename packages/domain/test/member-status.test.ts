import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderYear } from '../src/notifications-helpers';
import { registrationYears } from '../src/years';
import {
  applyBulkStatus,
  bulkMemberStatusInput,
  bulkStatuses,
  defaultMemberStatus,
  memberStatusRuleMessages,
  statusYearProblem,
} from '../src/member-status';

describe('applyBulkStatus', () => {
  const today = '2026-11-22';
  it('registered completes registration and dates it today when undated, keeping an earlier date', () => {
    expect(applyBulkStatus(defaultMemberStatus(1, 2026), 'registered', today)).toMatchObject({
      registration_complete: true,
      registration_date: today,
    });
    const earlier = { ...defaultMemberStatus(1, 2026), registration_complete: true, registration_date: '2026-01-10' };
    expect(applyBulkStatus(earlier, 'registered', today).registration_date).toBe('2026-01-10');
  });
  it('unregistered clears registration; paid, gift in lieu and unpaid set the dues type only', () => {
    const registered = applyBulkStatus(defaultMemberStatus(1, 2026), 'registered', today);
    expect(applyBulkStatus(registered, 'unregistered', today)).toMatchObject({
      registration_complete: false,
      registration_date: null,
    });
    expect(applyBulkStatus(registered, 'paid', today)).toMatchObject({
      dues_type: 'paid',
      registration_complete: true,
    });
    expect(applyBulkStatus(registered, 'gift_in_lieu', today).dues_type).toBe('gift_in_lieu');
    expect(applyBulkStatus({ ...registered, dues_type: 'paid' }, 'unpaid', today)).toMatchObject({
      dues_type: 'none',
      registration_complete: true,
    });
  });
  it('registration and dues are independent: a dues status never changes registration and the reverse', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...bulkStatuses), { maxLength: 20 }), (sequence) => {
        let status = defaultMemberStatus(1, 2026);
        for (const s of sequence) {
          const next = applyBulkStatus(status, s, today);
          if (s === 'registered' || s === 'unregistered') expect(next.dues_type).toBe(status.dues_type);
          else expect(next.registration_complete).toBe(status.registration_complete);
          status = next;
        }
      }),
    );
  });
});

describe('inputs', () => {
  it('years outside the current and four before are refused', () => {
    expect(statusYearProblem(2022, 2026)).toBeNull();
    expect(statusYearProblem(2026, 2026)).toBeNull();
    expect(statusYearProblem(2021, 2026)).toBe('year must be between 2022 and 2026');
    expect(statusYearProblem(2027, 2026)).toBe('year must be between 2022 and 2026');
    expect(statusYearProblem(2027, 2026, 9)).toBe('year must be between 2022 and 2026');
  });
  it('from October the coming year is open too, first in the picker, as its renewal reminders go out', () => {
    expect(statusYearProblem(2027, 2026, 10)).toBeNull();
    expect(statusYearProblem(2028, 2026, 12)).toBe('year must be between 2022 and 2027');
    expect(registrationYears(2026, 9)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(registrationYears(2026, 10)).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    // The reminders' "coming year" opens in the same month.
    expect(reminderYear('2026-10-01')).toBe(2027);
    expect(reminderYear('2026-09-30')).toBe(2026);
  });
  it('a bulk update needs at least one member', () => {
    expect(bulkMemberStatusInput.safeParse({ organization_id: 1, updates: [] }).error?.issues[0]?.message).toBe(
      memberStatusRuleMessages.selectMember,
    );
  });
});
