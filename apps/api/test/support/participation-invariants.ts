/**
 * Invariants of participation that every writer must keep, checked straight in the database: the
 * running totals the triggers keep (migrations 0600 and 0730) equal the records they sum, and
 * every record lies inside its activity (a day of a daily activity, or the whole of a full one).
 */
import { sql } from '@lug/db';
import type { Harness } from './harness';

/** Rows where the totals disagree with the records (all organisations); empty when consistent. */
export async function totalsMismatches(h: Harness) {
  const result = await sql<{ what: string; n: number }>`
    with truth as (
      select p.organization_id, extract(year from coalesce(p.participation_date, a.start_date))::int as year,
             p.user_id, p.activity_id, count(*)::int as records, sum(p.points)::int as points
      from participations p join activities a on a.id = p.activity_id
      group by 1, 2, 3, 4
    )
    select 'record_date' as what, count(*)::int as n from participations p join activities a on a.id = p.activity_id
      where p.record_date <> coalesce(p.participation_date, a.start_date)
    union all
    select 'pairs', count(*)::int from truth t full join participation_member_activities x using (organization_id, year, user_id, activity_id)
      where t.records is distinct from x.records or t.points is distinct from x.points
    union all
    select 'member years', count(*)::int from (
      select organization_id, year, user_id, count(*)::int as activities, sum(records)::int as records, sum(points)::int as points
      from truth group by 1, 2, 3) t
      full join participation_member_years x using (organization_id, year, user_id)
      where t.activities is distinct from x.activities or t.records is distinct from x.records or t.points is distinct from x.points
    union all
    select 'activity years', count(*)::int from (
      select organization_id, year, activity_id, sum(records)::int as records from truth group by 1, 2, 3) t
      full join participation_activity_years x using (organization_id, year, activity_id)
      where t.records is distinct from x.records
    union all
    select 'members', count(*)::int from (
      select organization_id, user_id, sum(records)::int as records from truth group by 1, 2) t
      full join participation_members x using (organization_id, user_id)
      where t.records is distinct from x.records
    union all
    select 'organization totals', count(*)::int from (
      select organization_id, count(distinct user_id)::int as members, sum(records)::int as records from truth group by 1) t
      full join participation_organization_totals x using (organization_id)
      where coalesce(t.members, 0) <> coalesce(x.members, 0) or coalesce(t.records, 0) <> coalesce(x.records, 0)
    union all
    select 'membership counts', count(*)::int from (
      select organization_id, count(*)::int as members, (count(*) filter (where status = 'active'))::int as active
      from memberships group by 1) t
      full join organization_member_counts x using (organization_id)
      where coalesce(t.members, 0) <> coalesce(x.members, 0) or coalesce(t.active, 0) <> coalesce(x.active_members, 0)`.execute(h.deps.db);
  return result.rows.filter((r) => Number(r.n) > 0);
}

/** Records that do not fit their activity's dates or participation type; empty when sound. */
export async function recordsOutsideTheirActivity(h: Harness) {
  const result = await sql<{ id: number; activity_id: number; participation_date: string | null }>`
    select p.id, p.activity_id, p.participation_date
    from participations p join activities a on a.organization_id = p.organization_id and a.id = p.activity_id
    where (a.participation_type = 'full' and p.participation_date is not null)
       or (a.participation_type = 'daily' and (p.participation_date is null
           or p.participation_date < a.start_date or p.participation_date > a.end_date))`.execute(h.deps.db);
  return result.rows;
}
