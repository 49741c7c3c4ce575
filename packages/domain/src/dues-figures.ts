/**
 * The dues figures: one definition for every count of registration and dues the product shows or
 * sends (the dashboard, the Registration & Dues Manager, reports and exports). Without zod, so the
 * screens can import it (docs/product/registration.md#dues-figures).
 *
 * Counted over the **active** members of one organisation and year; a member with nothing stored
 * is not registered and unpaid.
 * - **Registered**: registration complete, whatever the dues.
 * - Every member is in exactly one of **Paid** (`dues_type` `paid`), **Gift-in-Lieu**
 *   (`gift_in_lieu`) and **Unpaid** (`none`, or nothing stored): a gift in lieu is never counted as
 *   paid, so Paid + Gift-in-Lieu + Unpaid = the members counted.
 */
import type { DuesType } from './member-status-helpers';

export interface DuesCounts {
  /** The active members counted. */
  members: number;
  registered: number;
  paid: number;
  giftInLieu: number;
  unpaid: number;
}

export type DuesFigure = keyof DuesCounts;

/** The figure each stored dues type counts towards. */
export const duesFigureOf = {
  paid: 'paid',
  gift_in_lieu: 'giftInLieu',
  none: 'unpaid',
} as const satisfies Record<DuesType, DuesFigure>;

/** The words for each figure, the same as the badges (`registrationBadges`). */
export const duesFigureLabels: Record<DuesFigure, string> = {
  members: 'Active members',
  registered: 'Registered',
  paid: 'Paid',
  giftInLieu: 'Gift-in-Lieu',
  unpaid: 'Unpaid',
};

/** The figures of a year's rows, one row per active member (`memberStatus.list`). */
export function countDues(rows: Iterable<{ registration_complete: boolean; dues_type: DuesType }>): DuesCounts {
  const counts: DuesCounts = { members: 0, registered: 0, paid: 0, giftInLieu: 0, unpaid: 0 };
  for (const row of rows) {
    counts.members += 1;
    if (row.registration_complete) counts.registered += 1;
    counts[duesFigureOf[row.dues_type]] += 1;
  }
  return counts;
}

/**
 * The figures from totals read in SQL: the active members, and the stored rows of active members
 * grouped by dues type (`registered` = those of the group with registration complete). Members
 * without a stored row are not registered and unpaid.
 */
export function duesCountsFromTotals(
  members: number,
  stored: ReadonlyArray<{ dues_type: DuesType; rows: number; registered: number }>,
): DuesCounts {
  const counts: DuesCounts = { members, registered: 0, paid: 0, giftInLieu: 0, unpaid: 0 };
  for (const group of stored) {
    counts.registered += group.registered;
    counts[duesFigureOf[group.dues_type]] += group.rows;
  }
  counts.unpaid = members - counts.paid - counts.giftInLieu;
  return counts;
}

/** "Paid 23 · Gift-in-Lieu 5 · Unpaid 12": the dues split in one line, each figure named. */
export function describeDues(
  counts: DuesCounts,
  figures: readonly DuesFigure[] = ['paid', 'giftInLieu', 'unpaid'],
): string {
  return figures.map((figure) => `${duesFigureLabels[figure]} ${counts[figure]}`).join(' · ');
}

/**
 * The money of a year's rows, in minor units of the year's fee currency
 * (docs/product/registration.md#dues-figures):
 * - **Received**: the sum of the amounts received (paid members; a gift in lieu has no amount).
 * - **Expected**: the year's fee times the members counted (`DuesCounts.members`, every active
 *   member); null when the year has no fee.
 */
export interface DuesAmounts {
  received: number;
  expected: number | null;
}

export function sumDuesAmounts(
  rows: Iterable<{ amount_received_minor: number | null }>,
  feeMinor: number | null,
): DuesAmounts {
  let received = 0;
  let members = 0;
  for (const row of rows) {
    members += 1;
    received += row.amount_received_minor ?? 0;
  }
  return { received, expected: feeMinor === null ? null : feeMinor * members };
}
