import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { compareNames } from '@lug/domain/name-key';
import type { MemberReportRow, MemberStatsRow } from '@lug/domain/reports';

/** The months as the chart's columns name them, read in the reader's language when a chart is made. */
export const monthLabels = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
] as const;

export interface ChartBar {
  label: string;
  points: number;
}

/** The member's points in each month of the year: always twelve bars, January first. */
export function pointsPerMonth(participations: readonly Pick<MemberReportRow, 'date' | 'points'>[]): ChartBar[] {
  const totals = monthLabels.map(() => 0);
  for (const row of participations) {
    const month = Number(row.date.slice(5, 7)) - 1;
    if (month >= 0 && month < 12) totals[month] = (totals[month] ?? 0) + row.points;
  }
  return monthLabels.map((label, index) => ({ label: i18n._(label), points: totals[index] ?? 0 }));
}

/** The `count` members with the most points (ties by name), most first. */
export function topMembersByPoints(rows: readonly MemberStatsRow[], count = 10): ChartBar[] {
  return [...rows]
    .sort((a, b) => b.totalPoints - a.totalPoints || compareNames(a.memberName, b.memberName))
    .slice(0, count)
    .map((row) => ({ label: row.memberName, points: row.totalPoints }));
}

/** The chart in words, for assistive technology: "Jan: 10 points, Feb: 0 points, ...". */
export function describeBars(bars: readonly ChartBar[]): string {
  return bars
    .map(({ label, points }) => t`${label}: ${plural(points, { one: '# point', other: '# points' })}`)
    .join(', ');
}
