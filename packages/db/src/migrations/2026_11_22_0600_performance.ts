/**
 * Performance at a large group's scale (10,000 members, a million participation records:
 * bench/README.md).
 *
 * 1. `participations.record_date`: the day a record counts for, `coalesce(participation_date,
 *    activity.start_date)`. Reports and the history filtered and sorted on that expression, which
 *    needs the activity row, so no index could serve them: the history's first page sorted a
 *    million joined rows. The column is kept by triggers (a record's own day; a full-event
 *    record follows its activity's start date), so writers never set it.
 * 2. Running totals, kept by statement-level triggers on participations:
 *    `participation_member_activities` (records and points per member, year and activity),
 *    `participation_member_years` (distinct activities, records and points per member and year)
 *    `participation_activity_years` (records per activity and year) and `participation_members`
 *    (records per member, all years).
 *    Member stats and the history's summary read them instead of aggregating every record of a
 *    year. The triggers only add and subtract (upserts and updates that re-read the latest row),
 *    so concurrent writers of the same member never lose a count; a pair whose last record goes
 *    is deleted and takes one activity off the member's year.
 * 3. Indexes for the history's pages (newest first, with or without a member).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // 1. record_date
  await sql`alter table participations add column record_date date`.execute(db);
  await sql`
    update participations p set record_date = coalesce(p.participation_date, a.start_date)
    from activities a where a.id = p.activity_id`.execute(db);
  await sql`alter table participations alter column record_date set not null`.execute(db);

  await sql`
    create function participations_set_record_date() returns trigger language plpgsql as $$
    begin
      if new.participation_date is not null then
        new.record_date := new.participation_date;
      else
        select a.start_date into new.record_date from activities a where a.id = new.activity_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger participations_record_date before insert or update of participation_date, activity_id on participations
    for each row execute function participations_set_record_date()`.execute(db);

  await sql`
    create function activities_move_full_event_records() returns trigger language plpgsql as $$
    begin
      update participations set record_date = new.start_date
      where activity_id = new.id and participation_date is null and record_date is distinct from new.start_date;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger activities_start_date_moves_records after update of start_date on activities
    for each row when (old.start_date is distinct from new.start_date) execute function activities_move_full_event_records()`.execute(db);

  // 2. Running totals
  await sql`
    create table participation_member_activities (
      organization_id integer not null,
      year integer not null,
      user_id integer not null,
      activity_id integer not null,
      records integer not null,
      points integer not null,
      primary key (organization_id, year, user_id, activity_id)
    )`.execute(db);
  await sql`
    create table participation_member_years (
      organization_id integer not null,
      year integer not null,
      user_id integer not null,
      activities integer not null,
      records integer not null,
      points integer not null,
      primary key (organization_id, year, user_id)
    )`.execute(db);
  await sql`
    create table participation_members (
      organization_id integer not null,
      user_id integer not null,
      records integer not null,
      primary key (organization_id, user_id)
    )`.execute(db);
  await sql`
    create table participation_activity_years (
      organization_id integer not null,
      year integer not null,
      activity_id integer not null,
      records integer not null,
      primary key (organization_id, year, activity_id)
    )`.execute(db);

  // Adds the records of the transition table new_rows; a pair created here is one more activity.
  await sql`
    create function participation_totals_add() returns trigger language plpgsql as $$
    begin
      with d as (
        select organization_id, extract(year from record_date)::int as year, user_id, activity_id,
               count(*)::int as n, sum(points)::int as pts
        from new_rows group by 1, 2, 3, 4
      ), pairs as (
        insert into participation_member_activities as t (organization_id, year, user_id, activity_id, records, points)
        select organization_id, year, user_id, activity_id, n, pts from d
        on conflict (organization_id, year, user_id, activity_id)
          do update set records = t.records + excluded.records, points = t.points + excluded.points
        returning t.organization_id, t.year, t.user_id, t.activity_id, t.records
      ), activity_years as (
        insert into participation_activity_years as t (organization_id, year, activity_id, records)
        select organization_id, year, activity_id, sum(n)::int from d group by 1, 2, 3
        on conflict (organization_id, year, activity_id) do update set records = t.records + excluded.records
      ), members as (
        insert into participation_members as t (organization_id, user_id, records)
        select organization_id, user_id, sum(n)::int from d group by 1, 2
        on conflict (organization_id, user_id) do update set records = t.records + excluded.records
      ), per_user as (
        select d.organization_id, d.year, d.user_id,
               count(*) filter (where p.records = d.n)::int as new_activities, sum(d.n)::int as n, sum(d.pts)::int as pts
        from d join pairs p using (organization_id, year, user_id, activity_id)
        group by 1, 2, 3
      )
      insert into participation_member_years as t (organization_id, year, user_id, activities, records, points)
      select organization_id, year, user_id, new_activities, n, pts from per_user
      on conflict (organization_id, year, user_id) do update set
        activities = t.activities + excluded.activities, records = t.records + excluded.records, points = t.points + excluded.points;
      return null;
    end $$`.execute(db);

  // Subtracts the records of the transition table old_rows; pairs and years left empty go.
  await sql`
    create function participation_totals_subtract() returns trigger language plpgsql as $$
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
        where t.organization_id = d.organization_id and t.year = d.year and t.user_id = d.user_id and t.records <= 0;

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

  await sql`
    create trigger participations_totals_insert after insert on participations
    referencing new table as new_rows for each statement execute function participation_totals_add()`.execute(db);
  await sql`
    create trigger participations_totals_delete after delete on participations
    referencing old table as old_rows for each statement execute function participation_totals_subtract()`.execute(db);
  // An update subtracts the rows as they were, then adds them as they are (triggers of one event
  // fire in name order; each function reads its own transition table).
  await sql`
    create trigger participations_totals_update_1_old after update on participations
    referencing old table as old_rows for each statement execute function participation_totals_subtract()`.execute(db);
  await sql`
    create trigger participations_totals_update_2_new after update on participations
    referencing new table as new_rows for each statement execute function participation_totals_add()`.execute(db);

  // The totals of the records already there.
  await sql`
    insert into participation_member_activities (organization_id, year, user_id, activity_id, records, points)
    select organization_id, extract(year from record_date)::int, user_id, activity_id, count(*)::int, sum(points)::int
    from participations group by 1, 2, 3, 4`.execute(db);
  await sql`
    insert into participation_member_years (organization_id, year, user_id, activities, records, points)
    select organization_id, year, user_id, count(*)::int, sum(records)::int, sum(points)::int
    from participation_member_activities group by 1, 2, 3`.execute(db);
  await sql`
    insert into participation_members (organization_id, user_id, records)
    select organization_id, user_id, sum(records)::int from participation_member_years group by 1, 2`.execute(db);
  await sql`
    insert into participation_activity_years (organization_id, year, activity_id, records)
    select organization_id, year, activity_id, sum(records)::int
    from participation_member_activities group by 1, 2, 3`.execute(db);

  // 3. Indexes: the history newest first (all members, or one member); a member's report by year.
  await sql`create index participations_org_record_date_idx on participations (organization_id, record_date desc, id desc)`.execute(db);
  await sql`create index participations_org_user_record_date_idx on participations (organization_id, user_id, record_date desc, id desc)`.execute(db);
  // (organization_id, user_id) is a prefix of the index above.
  await sql`drop index participations_org_user_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index participations_org_user_idx on participations (organization_id, user_id)`.execute(db);
  await sql`drop index if exists participations_org_user_record_date_idx`.execute(db);
  await sql`drop index if exists participations_org_record_date_idx`.execute(db);
  for (const trigger of ['participations_totals_insert', 'participations_totals_delete', 'participations_totals_update_1_old', 'participations_totals_update_2_new', 'participations_record_date']) {
    await sql.raw(`drop trigger if exists ${trigger} on participations`).execute(db);
  }
  await sql`drop trigger if exists activities_start_date_moves_records on activities`.execute(db);
  await sql`drop table if exists participation_activity_years`.execute(db);
  await sql`drop table if exists participation_members`.execute(db);
  await sql`drop table if exists participation_member_years`.execute(db);
  await sql`drop table if exists participation_member_activities`.execute(db);
  await sql`drop function if exists participation_totals_add()`.execute(db);
  await sql`drop function if exists participation_totals_subtract()`.execute(db);
  await sql`drop function if exists activities_move_full_event_records()`.execute(db);
  await sql`drop function if exists participations_set_record_date()`.execute(db);
  await sql`alter table participations drop column if exists record_date`.execute(db);
}
