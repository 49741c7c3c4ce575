import type { MemberStatsSort, SortDirection } from '@lug/domain/reports-helpers';
import { trpc } from '../../lib/trpc';

interface MemberStatsPageRequest {
  sort: MemberStatsSort;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** The reports' reads (docs/product/reports.md). */
export const reportQueries = {
  /** One page of the Member Activities Report, sorted on the server. */
  memberStatsPage: (organizationId: number, year: number, page: MemberStatsPageRequest) =>
    trpc.reports.memberStatsPage.queryOptions({ organization_id: organizationId, year, ...page }),
  /** The whole year's list (the CSV), read when asked. */
  memberStats: (organizationId: number, year: number) =>
    trpc.reports.memberStats.queryOptions({ organization_id: organizationId, year }),
  /** One member's year: their activities, roles and points. */
  memberReport: (organizationId: number, memberId: number, year: number) =>
    trpc.reports.memberReport.queryOptions({ organization_id: organizationId, memberId, year }),
  /** The chosen member, for their name: a member that is not there is named by number, not retried. */
  member: (organizationId: number, id: number) =>
    trpc.members.get.queryOptions({ organization_id: organizationId, id }, { retry: false }),
};
