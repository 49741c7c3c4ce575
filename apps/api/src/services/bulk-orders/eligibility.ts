/**
 * Each member's standing for a round (issue 30): the facts the platform knows, read for the rule's
 * periods and categories in one statement per fact, judged by `evaluateEligibility`.
 */
import { eligibilityRule, evaluateEligibility, type EligibilityResult } from '@lug/domain/bulk-orders';
import { memberDisplayName } from '@lug/domain/member-name';
import { sql, type DB } from '@lug/db';

interface Round {
  id: number;
  eligibility: unknown;
}

/** The members' results (all the organisation's members, or those named), with their names. */
export async function eligibilityOf(
  db: DB,
  organizationId: number,
  round: Round,
  userIds?: number[],
): Promise<Array<EligibilityResult & { user_id: number; name: string }>> {
  const rule = eligibilityRule.parse(round.eligibility ?? {});
  if (userIds && userIds.length === 0) return [];
  let members = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('bulk_order_participants as bp', (join) =>
      join.onRef('bp.organization_id', '=', 'm.organization_id').onRef('bp.user_id', '=', 'm.user_id').on('bp.bulk_order_id', '=', round.id),
    )
    .select(['m.user_id', 'm.status', 'm.member_since', 'u.first_name', 'u.last_name', 'u.display_name', 'bp.adult_confirmed'])
    .where('m.organization_id', '=', organizationId);
  if (userIds) members = members.where('m.user_id', 'in', userIds);
  const rows = await members.orderBy('u.last_name').orderBy('u.first_name').orderBy('m.user_id').execute();
  const ids = rows.map((r) => r.user_id);
  if (ids.length === 0) return [];

  const points = new Map<number, number>();
  if (rule.min_points) {
    const { from, to } = rule.min_points;
    const found = await sql<{ user_id: number; points: number }>`
      select user_id, sum(points)::int as points from (
        select user_id, points from participations
         where organization_id = ${organizationId} and record_date between ${from} and ${to} and user_id in (${sql.join(ids)})
        union all
        select user_id, points from points_awards
         where organization_id = ${organizationId} and award_date between ${from} and ${to} and user_id in (${sql.join(ids)})
      ) p group by user_id`.execute(db);
    for (const r of found.rows) points.set(r.user_id, Number(r.points));
  }
  const activities = new Map<number, number>();
  if (rule.min_activities) {
    const { from, to, category_ids } = rule.min_activities;
    const found = await sql<{ user_id: number; n: number }>`
      select p.user_id, count(distinct p.activity_id)::int as n
        from participations p join activities a on a.organization_id = p.organization_id and a.id = p.activity_id
       where p.organization_id = ${organizationId} and p.record_date between ${from} and ${to}
         and p.user_id in (${sql.join(ids)})
         ${category_ids.length > 0 ? sql`and a.category_id in (${sql.join(category_ids)})` : sql``}
       group by p.user_id`.execute(db);
    for (const r of found.rows) activities.set(r.user_id, Number(r.n));
  }
  const paid = new Set<number>();
  if (rule.dues_paid_year !== null) {
    const found = await db
      .selectFrom('member_statuses')
      .select('user_id')
      .where('organization_id', '=', organizationId)
      .where('year', '=', rule.dues_paid_year)
      .where('dues_type', 'in', ['paid', 'gift_in_lieu'])
      .where('user_id', 'in', ids)
      .execute();
    for (const r of found) paid.add(r.user_id);
  }
  return rows.map((r) => ({
    user_id: r.user_id,
    name: memberDisplayName(r),
    ...evaluateEligibility(rule, {
      active: r.status === 'active',
      points_in_period: points.get(r.user_id) ?? 0,
      activities_in_period: activities.get(r.user_id) ?? 0,
      member_since: r.member_since,
      dues_paid: paid.has(r.user_id),
      adult_confirmed: r.adult_confirmed ?? false,
    }),
  }));
}
