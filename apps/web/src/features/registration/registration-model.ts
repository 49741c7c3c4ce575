/**
 * The Registration & Dues Manager's optimistic model: the rows of `memberStatus.list` changed the
 * way the server will change them (`applyBulkStatus` from the domain), and the server's answer
 * merged back in.
 */
import { applyBulkStatus, type BulkStatus, type MemberStatus } from '@lug/domain/member-status-helpers';

/** Today as `yyyy-mm-dd` in the reader's calendar (a registration date shown until the server answers). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The rows as they will be once `updates` are applied; untouched rows keep their identity. */
export function applyOptimisticStatus<T extends MemberStatus>(
  rows: readonly T[],
  updates: ReadonlyArray<{ user_id: number; year: number; status: BulkStatus }>,
  today: string,
  /** The year's fee in minor units: what "paid" fills in, as the server will. */
  feeMinor: number | null = null,
): T[] {
  const byKey = new Map<string, BulkStatus[]>();
  for (const update of updates) {
    const key = `${update.user_id}:${update.year}`;
    const list = byKey.get(key);
    if (list) list.push(update.status);
    else byKey.set(key, [update.status]);
  }
  return rows.map((row) => {
    const statuses = byKey.get(`${row.user_id}:${row.year}`);
    if (!statuses) return row;
    return statuses.reduce<T>(
      (current, status) => ({ ...current, ...applyBulkStatus(current, status, today, feeMinor) }),
      row,
    );
  });
}

/** The server's rows (the members it changed) written over the list. */
export function mergeStatusRows<T extends MemberStatus>(rows: readonly T[], changed: readonly MemberStatus[]): T[] {
  const byKey = new Map(changed.map((row) => [`${row.user_id}:${row.year}`, row]));
  return rows.map((row) => {
    const next = byKey.get(`${row.user_id}:${row.year}`);
    return next ? { ...row, ...next } : row;
  });
}

/** The Payment Type choice (a radio group): the dues a bulk change sets. */
export type PaymentType = 'paid' | 'gift_in_lieu';
