/**
 * Registration and dues without zod: the statuses, messages, badges and the rules of a bulk change.
 * The registration screen and the dashboard import this module, so they do not load zod (each
 * page's JavaScript is budgeted: 120 KB gzip for the home page, 250 KB for the others;
 * scripts/check-bundle-budget.mjs); the schemas are in ./member-status, which re-exports all of
 * this.
 */

import { registrationYears } from './years';
import { messages } from './words';

export const duesTypes = ['paid', 'gift_in_lieu', 'none'] as const;
export type DuesType = (typeof duesTypes)[number];

export const bulkStatuses = ['registered', 'unregistered', 'paid', 'gift_in_lieu', 'unpaid'] as const;
export type BulkStatus = (typeof bulkStatuses)[number];

export const memberStatusRuleMessages = messages('memberStatusRule', {
  selectMember: 'Please select at least one member',
  paymentTypeRequired: 'Payment Type Required: Please select a payment type',
});

/**
 * Registration and dues may be kept for the current year and the four before it, and from October
 * (`month` 1-12) for the coming year too (`registrationYears`).
 */
export function allowedStatusYears(currentYear: number, month = 1): { min: number; max: number } {
  const years = registrationYears(currentYear, month);
  return { min: Math.min(...years), max: Math.max(...years) };
}

export interface MemberStatus {
  user_id: number;
  year: number;
  registration_complete: boolean;
  dues_type: DuesType;
  registration_date: string | null;
  /**
   * What was received, in minor units of the year's fee currency: the sum of the year's payments
   * (`dues_payments`, kept in step by the service; decision 43); null when none is recorded.
   */
  amount_received_minor: number | null;
  /** The day of the latest payment (or of the gift in lieu), `yyyy-mm-dd`; null when nothing came. */
  paid_on: string | null;
}

export function defaultMemberStatus(userId: number, year: number): MemberStatus {
  return {
    user_id: userId,
    year,
    registration_complete: false,
    dues_type: 'none',
    registration_date: null,
    amount_received_minor: null,
    paid_on: null,
  };
}

/**
 * A bulk status applied to one member's year: `registered` completes registration (dated today
 * when it had no date), `unregistered` clears it. `paid` sets the dues type and brings what was
 * received up to the year's fee (`feeMinor`, when one is set; the service records the difference as
 * one payment) and the day received (kept, else today); `gift_in_lieu` has no amount and keeps or
 * sets the day; `unpaid` clears the dues type, the amount and the day (the service removes the
 * year's payments, listed in the audit log).
 */
export function applyBulkStatus(
  current: MemberStatus,
  status: BulkStatus,
  today: string,
  feeMinor: number | null = null,
): MemberStatus {
  switch (status) {
    case 'registered':
      return { ...current, registration_complete: true, registration_date: current.registration_date ?? today };
    case 'unregistered':
      return { ...current, registration_complete: false, registration_date: null };
    case 'paid':
      return {
        ...current,
        dues_type: 'paid',
        // What is still owed is received now (the service records it as one payment, decision 43).
        amount_received_minor: paidInFull(current.amount_received_minor, feeMinor),
        paid_on: current.paid_on ?? today,
      };
    case 'gift_in_lieu':
      return { ...current, dues_type: 'gift_in_lieu', amount_received_minor: null, paid_on: current.paid_on ?? today };
    case 'unpaid':
      return { ...current, dues_type: 'none', amount_received_minor: null, paid_on: null };
  }
}

/** What a member has received once marked paid: at least the fee (null without a fee or a payment). */
export function paidInFull(received: number | null, feeMinor: number | null): number | null {
  if (feeMinor === null) return received;
  return Math.max(received ?? 0, feeMinor);
}

/** What is wrong with a registration year, or null. */
export function statusYearProblem(year: number, currentYear: number, month = 1): string | null {
  const { min, max } = allowedStatusYears(currentYear, month);
  return year < min || year > max ? `year must be between ${min} and ${max}` : null;
}

export const registrationBadges = {
  registered: 'Registered',
  notRegistered: 'Not Registered',
  paid: 'Paid',
  part_paid: 'Part paid',
  gift_in_lieu: 'Gift-in-Lieu',
  none: 'Unpaid',
} as const;

/** What changed about a member's registration and dues, in sentences for a notification. */
export function describeStatusChange(before: MemberStatus, after: MemberStatus): string[] {
  const sentences: string[] = [];
  if (before.registration_complete !== after.registration_complete) {
    sentences.push(
      after.registration_complete
        ? `Your registration for ${after.year} is complete.`
        : `Your registration for ${after.year} is no longer marked as complete.`,
    );
  }
  if (before.dues_type !== after.dues_type) {
    const dues = { paid: 'paid', gift_in_lieu: 'settled by a gift in lieu', none: 'unpaid' }[after.dues_type];
    sentences.push(`Your dues for ${after.year} are marked as ${dues}.`);
  }
  return sentences;
}
