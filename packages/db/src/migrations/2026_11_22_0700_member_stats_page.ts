/**
 * Indexes for the Member Activities Report's pages (docs/product/reports.md#member-activities-report,
 * decision 12).
 *
 * A page is sorted by total points or total activities (ties by the member's name, then id) or by
 * the name. Without these, each page joined and sorted every member of the year (10,000 in the
 * benchmark's largest group: ~17 ms). With them (EXPLAIN ANALYZE on lug_bench):
 * - points / activities: an index-only scan in that order, the members' names looked up for the
 *   first rows only, an incremental sort of each group of equal totals: 0.4 ms (points), 1.6 ms
 *   (activities: only six distinct values, so the first group is ~500 members);
 * - the name: `users` in the order of the report's name expression (the one `memberName` in
 *   apps/api/src/services/participation.ts builds, lower-cased), each probed in the year's totals:
 *   0.2 ms. The expression here must stay the same as the service's, or the index is not used;
 * - the Total row and the count: an index-only scan of the year's rows (~2 ms for 10,000).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index participation_member_years_points_idx
    on participation_member_years (organization_id, year, points desc, user_id) include (activities)`.execute(db);
  await sql`
    create index participation_member_years_activities_idx
    on participation_member_years (organization_id, year, activities desc, user_id) include (points)`.execute(db);
  await sql`
    create index users_member_name_idx
    on users ((lower(coalesce(nullif(trim(display_name), ''), trim(first_name || ' ' || last_name)))), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_member_name_idx`.execute(db);
  await sql`drop index if exists participation_member_years_activities_idx`.execute(db);
  await sql`drop index if exists participation_member_years_points_idx`.execute(db);
}
