/**
 * Points a member holds beside their participation (issue 30, docs/product/participation.md):
 * - `points_awards`: points a manager awards (or, negative, removes) with a reason and a day
 *   (`manual`), and the group's points for a year's registration and for its dues paid or given
 *   in lieu (`registration`, `dues`; one row per member, year and kind, kept by a trigger on
 *   `member_statuses` from the settings `membership.registration_points` / `dues_points`).
 * - `participation_member_years.awarded_points`: the awards' share of the kept yearly `points`, so
 *   rankings, the dashboard, the reports and the member pages, which read the kept totals, count
 *   them. A year row with no record stays while it holds awarded points.
 * `refresh_status_points(org, user, year)` rewrites a member's status rows; the settings service
 * calls `refresh_org_status_points(org)` when the group changes the two settings.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table points_awards (
      id integer generated always as identity primary key,
      organization_id integer not null references organizations (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('manual', 'registration', 'dues')),
      year integer not null check (year between 1900 and 9999),
      award_date date not null,
      points integer not null check (points <> 0 and points between -100000 and 100000),
      reason text check (reason is null or length(reason) <= 500),
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      constraint points_awards_manual_reason check (kind <> 'manual' or reason is not null),
      constraint points_awards_manual_year check (kind <> 'manual' or year = extract(year from award_date)::int)
    )`.execute(db);
  await sql`create unique index points_awards_status_key on points_awards (organization_id, user_id, year, kind) where kind <> 'manual'`.execute(db);
  await sql`create index points_awards_member_idx on points_awards (organization_id, user_id, year)`.execute(db);
  await sql`alter table participation_member_years add column awarded_points integer not null default 0`.execute(db);

  await sql`
    create function points_award_apply(org integer, yr integer, member integer, delta integer) returns void language plpgsql as $$
    begin
      insert into participation_member_years as t (organization_id, year, user_id, activities, records, points, awarded_points)
      values (org, yr, member, 0, 0, delta, delta)
      on conflict (organization_id, year, user_id) do update set
        points = t.points + excluded.points, awarded_points = t.awarded_points + excluded.awarded_points;
      delete from participation_member_years t
        where t.organization_id = org and t.year = yr and t.user_id = member and t.records <= 0 and t.awarded_points = 0;
    end $$`.execute(db);
  await sql`
    create function points_awards_totals() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        perform points_award_apply(old.organization_id, old.year, old.user_id, -old.points);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform points_award_apply(new.organization_id, new.year, new.user_id, new.points);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger points_awards_totals after insert or update or delete on points_awards
    for each row execute function points_awards_totals()`.execute(db);

  // A year row whose last record goes stays while it holds awarded points (the one change to the
  // function of migration 2026_11_22_0600: "and t.awarded_points = 0").
  await sql`
    create or replace function participation_totals_subtract() returns trigger language plpgsql as $$
    begin
      update participation_member_activities t set records = t.records - d.n, points = t.points - d.pts
      from (
        select organization_id, extract(year from record_date)::int as year, user_id, activity_id,
               count(*)::int as n, sum(points)::int as pts
        from old_rows group by 1, 2, 3, 4
      ) d
      where t.organization_id = d.organization_id and t.year = d.year and t.user_id = d.user_id and t.activity_id = d.activity_id;

      with d as (
        select distinct organization_id, extract(year from record_date)::int as year, user_id, activity_id from old_rows
      ), emptied as (
        delete from participation_member_activities t using d
        where t.organization_id = d.organization_id and t.year = d.year and t.user_id = d.user_id and t.activity_id = d.activity_id
          and t.records <= 0
        returning t.organization_id, t.year, t.user_id
      ), emptied_per_user as (
        select organization_id, year, user_id, count(*)::int as gone from emptied group by 1, 2, 3
      ), per_user as (
        select organization_id, extract(year from record_date)::int as year, user_id, count(*)::int as n, sum(points)::int as pts
        from old_rows group by 1, 2, 3
      )
      update participation_member_years t
        set activities = t.activities - coalesce(e.gone, 0), records = t.records - u.n, points = t.points - u.pts
        from per_user u left join emptied_per_user e using (organization_id, year, user_id)
        where t.organization_id = u.organization_id and t.year = u.year and t.user_id = u.user_id;

      delete from participation_member_years t
        using (select distinct organization_id, extract(year from record_date)::int as year, user_id from old_rows) d
        where t.organization_id = d.organization_id and t.year = d.year and t.user_id = d.user_id and t.records <= 0
          and t.awarded_points = 0;

      update participation_activity_years t set records = t.records - d.n
      from (
        select organization_id, extract(year from record_date)::int as year, activity_id, count(*)::int as n
        from old_rows group by 1, 2, 3
      ) d
      where t.organization_id = d.organization_id and t.year = d.year and t.activity_id = d.activity_id;
      delete from participation_activity_years t
        using (select distinct organization_id, extract(year from record_date)::int as year, activity_id from old_rows) d
        where t.organization_id = d.organization_id and t.year = d.year and t.activity_id = d.activity_id and t.records <= 0;

      update participation_members t set records = t.records - d.n
      from (select organization_id, user_id, count(*)::int as n from old_rows group by 1, 2) d
      where t.organization_id = d.organization_id and t.user_id = d.user_id;
      delete from participation_members t
        using (select distinct organization_id, user_id from old_rows) d
        where t.organization_id = d.organization_id and t.user_id = d.user_id and t.records <= 0;
      return null;
    end $$`.execute(db);

  // The group's points for a member's registration and dues of a year, from the settings document.
  await sql`
    create function refresh_status_points(org integer, member integer, yr integer) returns void language plpgsql as $$
    declare
      reg integer;
      due integer;
    begin
      select coalesce((o.settings -> 'membership' ->> 'registration_points')::int, 0),
             coalesce((o.settings -> 'membership' ->> 'dues_points')::int, 0)
        into reg, due from organizations o where o.id = org;
      delete from points_awards a
        where a.organization_id = org and a.user_id = member and a.year = yr and a.kind in ('registration', 'dues');
      insert into points_awards (organization_id, user_id, kind, year, award_date, points)
      select s.organization_id, s.user_id, 'registration', s.year, coalesce(s.registration_date, make_date(s.year, 1, 1)), reg
        from member_statuses s
        where s.organization_id = org and s.user_id = member and s.year = yr and s.registration_complete and reg > 0
      union all
      select s.organization_id, s.user_id, 'dues', s.year, coalesce(s.paid_on, make_date(s.year, 1, 1)), due
        from member_statuses s
        where s.organization_id = org and s.user_id = member and s.year = yr
          and s.dues_type in ('paid', 'gift_in_lieu') and due > 0;
    end $$`.execute(db);
  await sql`
    create function refresh_org_status_points(org integer) returns void language plpgsql as $$
    declare
      r record;
    begin
      for r in
        select user_id, year from member_statuses where organization_id = org
        union
        select user_id, year from points_awards where organization_id = org and kind in ('registration', 'dues')
      loop
        perform refresh_status_points(org, r.user_id, r.year);
      end loop;
    end $$`.execute(db);
  await sql`
    create function member_statuses_points() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        perform refresh_status_points(old.organization_id, old.user_id, old.year);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.organization_id, new.user_id, new.year) is distinct from (old.organization_id, old.user_id, old.year)) then
        perform refresh_status_points(new.organization_id, new.user_id, new.year);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_statuses_points after insert or update or delete on member_statuses
    for each row execute function member_statuses_points()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists member_statuses_points on member_statuses`.execute(db);
  await sql`drop function if exists member_statuses_points()`.execute(db);
  await sql`drop function if exists refresh_org_status_points(integer)`.execute(db);
  await sql`drop function if exists refresh_status_points(integer, integer, integer)`.execute(db);
  await sql`drop table if exists points_awards`.execute(db);
  await sql`drop function if exists points_awards_totals()`.execute(db);
  await sql`drop function if exists points_award_apply(integer, integer, integer, integer)`.execute(db);
  await sql`delete from participation_member_years where records <= 0`.execute(db);
  await sql`alter table participation_member_years drop column if exists awarded_points`.execute(db);
}
