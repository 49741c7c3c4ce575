import { z } from 'zod';
import { id, organizationId, pageLimit, pageOffset, year } from './common';
import { memberStatsPageSizeDefault, memberStatsPageSizeMax, memberStatsSortKeys } from './reports-helpers';
import { issue } from './words';

// The zod-free sorting and texts (the web screens import them from there).
export * from './reports-helpers';

/** `GET /participation/report?memberId&year&organization_id`. */
export const memberReportInput = z.object({ organization_id: organizationId, memberId: id, year });
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

export const memberReport = z.object({
  participations: z.array(memberReportRow),
  totalPoints: z.number(),
  /** No-shows (issue 17): activities of the year that have ended where the member was going and has no participation record. */
  noShows: z.number(),
});
export type MemberReport = z.infer<typeof memberReport>;

/** `GET /participation/member-stats?year&organization_id`. */
export const memberStatsInput = z.object({ organization_id: organizationId, year });
export type MemberStatsInput = z.infer<typeof memberStatsInput>;

export const memberStatsRow = z.object({
  memberId: z.number(),
  memberName: z.string(),
  totalActivities: z.number(),
  totalPoints: z.number(),
});
export type MemberStatsRow = z.infer<typeof memberStatsRow>;

/**
 * `GET /participation/member-stats/page?organization_id&year&sort&direction&limit&offset`: one page
 * of the Member Activities Report, sorted on the server (decision 12). The documented
 * `GET /participation/member-stats` keeps answering the whole list for scripts and the CSV.
 */
export const memberStatsPageInput = z.object({
  organization_id: id,
  year,
  sort: z
    .enum(
      memberStatsSortKeys,
      issue('schema.field.sortMustBeOneOfKeys', 'sort must be one of {keys}', { keys: memberStatsSortKeys.join(', ') }),
    )
    .default('totalPoints'),
  direction: z
    .enum(['asc', 'desc'], issue('schema.field.directionMustBeAscOrDesc', 'direction must be asc or desc'))
    .default('desc'),
  limit: pageLimit(memberStatsPageSizeMax, memberStatsPageSizeDefault),
  offset: pageOffset,
});
export type MemberStatsPageInput = z.input<typeof memberStatsPageInput>;
export type MemberStatsPageQuery = z.output<typeof memberStatsPageInput>;

export const memberStatsPage = z.object({
  rows: z.array(memberStatsRow),
  /** Members in the report (every page). */
  total: z.number(),
  /** Sums over every member of the report, not only the page: the table's Total row. */
  totals: z.object({ totalActivities: z.number(), totalPoints: z.number() }),
});
export type MemberStatsPage = z.infer<typeof memberStatsPage>;
