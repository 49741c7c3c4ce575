/**
 * The dues figures: one definition for every count and sum of registration and dues the product
 * shows or sends (the dashboard, the Registration & Dues Manager, the exports and what a renewal
 * reminder says a member owes). Without zod, so the screens can import it
 * (docs/product/registration.md#dues-figures, decision 43).
 *
 * A member's dues for a year (`duesLine`): the **due** (the year's fee; nothing for a gift in
 * lieu), the **received** (the sum of the payments recorded) and the **balance** (due − received;
 * below zero when they paid more). The **standing**:
 * - **Gift-in-Lieu**: `dues_type` `gift_in_lieu`; owes nothing and counts in no money figure.
 * - **Paid**: received covers the due (or, with no fee set, something was received), or the
 *   member was marked paid without an amount (rows from before amounts, decision 22): balance 0.
 * - **Part paid**: something received, less than the due.
 * - **Unpaid**: nothing received (a fee of 0 is paid by nothing).
 *
 * Counted over the **active** members of one organisation and year; a member with nothing stored
 * is not registered and unpaid. Every member is in exactly one of Paid, Part paid, Gift-in-Lieu
 * and Unpaid.
 */
import type { DuesType } from './member-status-helpers';

export const duesStandings = ['paid', 'part_paid', 'unpaid', 'gift_in_lieu'] as const;
export type DuesStanding = (typeof duesStandings)[number];

/** What a member's dues row carries for the figures (`memberStatus.list`, or SQL totals). */
export interface DuesRow {
  registration_complete: boolean;
  dues_type: DuesType;
  /** The sum of the year's payments in minor units; null when none is recorded. */
  amount_received_minor: number | null;
}

export interface DuesLine {
  standing: DuesStanding;
  /** What the member owes for the year: the fee, 0 for a gift in lieu; null when the year has no fee. */
  due: number | null;
  received: number;
  /** due − received (negative: paid more); 0 for a gift in lieu and for "marked paid"; null without a fee. */
  balance: number | null;
}

/** One member's dues for a year against the year's fee (`feeMinor`, null when none is set). */
export function duesLine(row: Pick<DuesRow, 'dues_type' | 'amount_received_minor'>, feeMinor: number | null): DuesLine {
  const received = row.amount_received_minor ?? 0;
  if (row.dues_type === 'gift_in_lieu') return { standing: 'gift_in_lieu', due: 0, received, balance: 0 };
  const due = feeMinor;
  if (received > 0) {
    const covered = due === null || received >= due;
    return { standing: covered ? 'paid' : 'part_paid', due, received, balance: due === null ? null : due - received };
  }
  if (row.dues_type === 'paid') return { standing: 'paid', due, received, balance: due === null ? null : 0 };
  return { standing: due === 0 ? 'paid' : 'unpaid', due, received, balance: due };
}

export interface DuesCounts {
  /** The active members counted. */
  members: number;
  registered: number;
  paid: number;
  partPaid: number;
  giftInLieu: number;
  unpaid: number;
}

export type DuesFigure = keyof DuesCounts;

/** The figure each standing counts towards. */
export const duesFigureOf = {
  paid: 'paid',
  part_paid: 'partPaid',
  gift_in_lieu: 'giftInLieu',
  unpaid: 'unpaid',
} as const satisfies Record<DuesStanding, DuesFigure>;

/** The words for each figure, the same as the badges (`registrationBadges`). */
export const duesFigureLabels: Record<DuesFigure, string> = {
  members: 'Active members',
  registered: 'Registered',
  paid: 'Paid',
  partPaid: 'Part paid',
  giftInLieu: 'Gift-in-Lieu',
  unpaid: 'Unpaid',
};

/**
 * The money of a year in minor units of the year's fee currency; **a gift in lieu is in none of
 * them** (docs/product/registration.md#dues-figures):
 * - **Expected**: the fee times the members who are not a gift in lieu; null without a fee.
 * - **Received**: the sum of the payments of those members.
 * - **Outstanding**: the sum of their balances above zero (what is still owed; paying more than
 *   the fee does not lower what others owe); null without a fee.
 */
export interface DuesAmounts {
  expected: number | null;
  received: number;
  outstanding: number | null;
}

export interface DuesFigures {
  counts: DuesCounts;
  amounts: DuesAmounts;
}

/**
 * The figures of a year's rows, one row per active member (`memberStatus.list`), or groups of alike
 * rows read in SQL (`rows`: how many members the row stands for).
 */
export function duesFigures(rows: Iterable<DuesRow & { rows?: number }>, feeMinor: number | null): DuesFigures {
  const counts: DuesCounts = { members: 0, registered: 0, paid: 0, partPaid: 0, giftInLieu: 0, unpaid: 0 };
  let expected = 0;
  let received = 0;
  let outstanding = 0;
  for (const row of rows) {
    const n = row.rows ?? 1;
    const line = duesLine(row, feeMinor);
    counts.members += n;
    if (row.registration_complete) counts.registered += n;
    counts[duesFigureOf[line.standing]] += n;
    if (line.standing === 'gift_in_lieu') continue;
    expected += (line.due ?? 0) * n;
    received += line.received * n;
    outstanding += Math.max(line.balance ?? 0, 0) * n;
  }
  return {
    counts,
    amounts: {
      expected: feeMinor === null ? null : expected,
      received,
      outstanding: feeMinor === null ? null : outstanding,
    },
  };
}

/**
 * The figures from totals read in SQL: the active members, and the stored rows of active members
 * grouped alike (`rows` members each). Members without a stored row are not registered and unpaid.
 */
export function duesFiguresFromTotals(
  members: number,
  stored: ReadonlyArray<DuesRow & { rows: number }>,
  feeMinor: number | null,
): DuesFigures {
  const storedRows = stored.reduce((sum, group) => sum + group.rows, 0);
  const missing = { registration_complete: false, dues_type: 'none' as const, amount_received_minor: null };
  return duesFigures([...stored, { ...missing, rows: members - storedRows }], feeMinor);
}

/** "Paid 23 · Gift-in-Lieu 5 · Unpaid 12": the dues split in one line, each figure named. */
export function describeDues(
  counts: DuesCounts,
  figures: readonly DuesFigure[] = ['paid', 'partPaid', 'giftInLieu', 'unpaid'],
): string {
  return figures.map((figure) => `${duesFigureLabels[figure]} ${counts[figure]}`).join(' · ');
}

/** The badge (`registrationBadges` key) of each standing. */
export const standingBadge = {
  paid: 'paid',
  part_paid: 'part_paid',
  gift_in_lieu: 'gift_in_lieu',
  unpaid: 'none',
} as const satisfies Record<DuesStanding, string>;
