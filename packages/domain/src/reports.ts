import { z } from 'zod';
import { id } from './common';

const year = z.coerce.number({ error: 'year must be a number' }).int('year must be a whole number').min(1900, 'year is out of range').max(9999, 'year is out of range');

/** `GET /participation/report?memberId&year&organization_id`. */
export const memberReportInput = z.object({ organization_id: id, memberId: id, year });
export type MemberReportInput = z.infer<typeof memberReportInput>;

export const memberReportRow = z.object({
  date: z.string(),
  activityId: z.number(),
  activityName: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  points: z.number(),
});
export type MemberReportRow = z.infer<typeof memberReportRow>;

export const memberReport = z.object({ participations: z.array(memberReportRow), totalPoints: z.number() });
export type MemberReport = z.infer<typeof memberReport>;

/** `GET /participation/member-stats?year&organization_id`. */
export const memberStatsInput = z.object({ organization_id: id, year });
export type MemberStatsInput = z.infer<typeof memberStatsInput>;

export const memberStatsRow = z.object({
  memberId: z.number(),
  memberName: z.string(),
  totalActivities: z.number(),
  totalPoints: z.number(),
});
export type MemberStatsRow = z.infer<typeof memberStatsRow>;

export type SortDirection = 'asc' | 'desc';

/** Clicking a header sorts by it; clicking the sorted header again flips the direction. */
export function nextSort<K extends string>(current: { key: K; direction: SortDirection }, clicked: K, firstDirection: SortDirection = 'asc') {
  if (current.key === clicked) return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' } as const;
  return { key: clicked, direction: firstDirection } as const;
}

export function sortRows<T, K extends keyof T>(rows: readonly T[], key: K, direction: SortDirection): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y), undefined, { sensitivity: 'base', numeric: true }) * factor;
  });
}

export const reportEmptyTexts = {
  memberDetails: 'No activities found for the selected criteria',
  memberActivities: 'No member activities found for the selected year',
} as const;

/** Neutralises spreadsheet formulas: a cell starting with = + - @ (or a tab or CR) gets a leading quote. */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
