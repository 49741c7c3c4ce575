import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DuesAmounts, DuesCounts, DuesFigure } from '@lug/domain/dues-figures';
import type { duesMessages as serverDuesMessages, PaymentMethod } from '@lug/domain/dues-helpers';
import type { registrationBadges as serverRegistrationBadges } from '@lug/domain/member-status-helpers';
import { i18n } from '../../lib/i18n';

/** The Registration & Dues Manager's messages (docs/product/registration.md#messages), read with `t(…)`. */
export const registrationMessages = {
  statusUpdated: msg`Status updated successfully`,
  paymentUpdated: msg`Payment type updated successfully`,
  statusFailed: msg`Failed to update status`,
  paymentFailed: msg`Failed to update payment type`,
  loadFailed: msg`Failed to load registration data`,
} as const;

/**
 * A member's registration and dues as badges and choices, read with `t(registrationBadges.paid)`.
 * The same words as the server's exports (`registrationBadges` of @lug/domain), over the same keys.
 */
export const registrationBadges: Record<keyof typeof serverRegistrationBadges, MessageDescriptor> = {
  registered: msg`Registered`,
  notRegistered: msg`Not Registered`,
  paid: msg`Paid`,
  part_paid: msg`Part paid`,
  gift_in_lieu: msg`Gift-in-Lieu`,
  none: msg`Unpaid`,
};

/** The words for each dues figure (docs/product/registration.md#dues-figures), the same as the badges. */
export const duesFigureLabels: Record<DuesFigure, MessageDescriptor> = {
  members: msg`Active members`,
  registered: msg`Registered`,
  paid: msg`Paid`,
  partPaid: msg`Part paid`,
  giftInLieu: msg`Gift-in-Lieu`,
  unpaid: msg`Unpaid`,
};

export const duesAmountLabels: Record<keyof DuesAmounts, MessageDescriptor> = {
  received: msg`Received`,
  expected: msg`Expected`,
  outstanding: msg`Outstanding`,
};

/** "Paid 23 · Gift-in-Lieu 5 · Unpaid 12": the dues split in one line, each figure named. */
export function describeDues(
  counts: DuesCounts,
  figures: readonly DuesFigure[] = ['paid', 'partPaid', 'giftInLieu', 'unpaid'],
): string {
  return figures.map((figure) => `${i18n._(duesFigureLabels[figure])} ${counts[figure]}`).join(' · ');
}

/** How a payment came (`paymentMethods` of @lug/domain). */
export const paymentMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  bank_transfer: msg`Bank transfer`,
  card: msg`Card`,
  other: msg`Other`,
};

/** What the dues screens say (the server says the same in its refusals: `duesMessages` of @lug/domain). */
export const duesMessages = {
  feeSaved: msg`Dues amount saved`,
  feeRemoved: msg`Dues amount removed`,
  amount: msg`Enter an amount of 0 or more`,
  amountPositive: msg`Enter an amount above 0, such as 20 or 20,50`,
  receivedOn: msg`Enter the day the money came`,
  method: msg`Choose how the money came: cash, bank transfer, card or other`,
  paymentRecorded: msg`Payment recorded`,
  paymentRemoved: msg`Payment removed`,
  noFeeForAmount: (year: number) =>
    t`Set the dues amount for ${year} first (Settings → Membership), so the amount has a currency`,
} satisfies Partial<Record<keyof typeof serverDuesMessages, unknown>>;
