/**
 * Points where the effort is, exhibit changes, shift waitlists and public MOC descriptions (issue 28,
 * docs/decisions/0049-points-where-the-effort-is.md):
 * - `activities.exhibitor_role_id`: the participation role an approved exhibit earns its builder on
 *   each show day (same organisation; null: none);
 * - `participations.origin`: who wrote the record — `manual` (an organiser, the form or the grid),
 *   `exhibit` (an approved exhibit) or `shift` (a worked shift). Only `exhibit` records are taken
 *   away when the exhibits behind them go; an organiser's record never is;
 * - `participations.shift_id`: the worked shift a `shift` record counts, so two shifts of one role
 *   on one day are two records. It is a plain number, not a reference: deleting a shift keeps the
 *   records already written (decision 0031). The one-record rule becomes one per member, role, day
 *   and shift (nulls not distinct, as before);
 * - `exhibits.description`: what visitors read on the MOC card, written by the member;
 *   `exhibits.changed_fields`: the fields the owner changed since the last review (null: none);
 * - `shift_signups.waitlisted`: a sign-up waiting for a slot, promoted in order (`at`, then `id`).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table activities
      add column exhibitor_role_id integer,
      add constraint activities_exhibitor_role_fkey foreign key (organization_id, exhibitor_role_id)
        references participation_roles (organization_id, id) on delete set null (exhibitor_role_id)`.execute(db);
  await sql`
    alter table participations
      add column origin text not null default 'manual' check (origin in ('manual', 'exhibit', 'shift')),
      add column shift_id integer,
      add constraint participations_shift_origin check ((origin = 'shift') = (shift_id is not null))`.execute(db);
  // Records a worked shift wrote before this migration become that shift's record (their creation's
  // audit entry names the shift), so confirming such a shift again finds it instead of adding a
  // second one (and its points twice).
  await sql`
    update participations p set origin = 'shift', shift_id = written.shift_id
    from (
      select distinct on (a.entity_id) a.entity_id, (a.details ->> 'shift_id')::integer as shift_id
      from audit_log a
      where a.entity = 'participation' and a.details ? 'shift_id' and a.details ->> 'shift_id' ~ '^[0-9]{1,9}$'
      order by a.entity_id, a.id
    ) written
    where p.id::text = written.entity_id`.execute(db);
  await sql`alter table participations drop constraint participations_once_key`.execute(db);
  await sql`
    alter table participations add constraint participations_once_key
      unique nulls not distinct (activity_id, user_id, role_id, participation_date, shift_id)`.execute(db);
  await sql`
    alter table exhibits
      add column description text check (char_length(description) <= 1000),
      add column changed_fields jsonb`.execute(db);
  await sql`alter table shift_signups add column waitlisted boolean not null default false`.execute(db);
  await sql`create index shift_signups_waitlist_idx on shift_signups (organization_id, shift_id, waitlisted, at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shift_signups_waitlist_idx`.execute(db);
  await sql`delete from shift_signups where waitlisted`.execute(db);
  await sql`alter table shift_signups drop column waitlisted`.execute(db);
  await sql`alter table exhibits drop column description, drop column changed_fields`.execute(db);
  await sql`delete from participations where origin = 'shift' and id not in (
    select min(id) from participations group by activity_id, user_id, role_id, participation_date)`.execute(db);
  await sql`alter table participations drop constraint participations_once_key`.execute(db);
  await sql`alter table participations drop constraint participations_shift_origin, drop column shift_id, drop column origin`.execute(db);
  await sql`
    alter table participations add constraint participations_once_key
      unique nulls not distinct (activity_id, user_id, role_id, participation_date)`.execute(db);
  await sql`alter table activities drop constraint activities_exhibitor_role_fkey, drop column exhibitor_role_id`.execute(db);
}
