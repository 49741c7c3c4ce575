/**
 * A version per organisation of what its public calendar feed shows (apps/api/src/services/
 * calendar.ts), kept by triggers: calendar apps poll the feed every few minutes, and with the
 * version the server answers "not modified" from one index lookup instead of building a feed of
 * thousands of events (1.2 MB, 2 s for a big group).
 *
 * The feed shows the organisation's public activities, their categories' names, and the
 * organisation's name and time zone. Every statement that changes one of those adds 1 to the
 * organisation's `version` and sets `changed_at` (its Last-Modified):
 * - `activities`: rows inserted, deleted or updated that are public before or after (a deletion
 *   moves the version too, where a max(updated_at) would go back);
 * - `categories`: a change of name (a deleted category clears `category_id` of its activities,
 *   which the activities' trigger sees);
 * - `organizations`: a change of name or of `settings.general.time_zone`.
 *
 * Statement-level triggers with transition tables, one upsert per statement, rows in organisation
 * order (as migration 0730's counts): a writer holds its organisation's row until it commits, so
 * a reader sees the new version exactly when it sees the change. `changed_at` never goes back
 * (`greatest`), and is the clock's time, not the transaction's start. No foreign key to
 * `organizations`: a deleted organisation's activities go in the same statement that deletes it,
 * and their trigger must still find somewhere to write (the row stays, unread).
 */
import { sql, type Kysely } from 'kysely';

const bump = (rows: string) => sql`
  insert into organization_calendar_versions as t (organization_id, version, changed_at)
  select organization_id, 1, clock_timestamp() from ${sql.raw(rows)} group by organization_id order by organization_id
  on conflict (organization_id) do update
    set version = t.version + 1, changed_at = greatest(t.changed_at, excluded.changed_at)`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table organization_calendar_versions (
      organization_id integer primary key,
      version bigint not null,
      changed_at timestamptz not null
    )`.execute(db);

  const functions = [
    ['calendar_version_activities_new', bump('(select organization_id from new_rows where not is_private) r')],
    ['calendar_version_activities_old', bump('(select organization_id from old_rows where not is_private) r')],
    [
      'calendar_version_categories',
      bump('(select n.organization_id from new_rows n join old_rows o on o.id = n.id where n.name is distinct from o.name) r'),
    ],
    [
      'calendar_version_organizations',
      bump(`(select n.id as organization_id from new_rows n join old_rows o on o.id = n.id
        where n.name is distinct from o.name
           or n.settings -> 'general' ->> 'time_zone' is distinct from o.settings -> 'general' ->> 'time_zone') r`),
    ],
  ] as const;
  for (const [name, statement] of functions) {
    await sql`
      create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        ${statement};
        return null;
      end $$`.execute(db);
  }

  const triggers = [
    ['activities_calendar_insert', 'after insert on activities referencing new table as new_rows', 'calendar_version_activities_new'],
    ['activities_calendar_delete', 'after delete on activities referencing old table as old_rows', 'calendar_version_activities_old'],
    ['activities_calendar_update_old', 'after update on activities referencing old table as old_rows', 'calendar_version_activities_old'],
    ['activities_calendar_update_new', 'after update on activities referencing new table as new_rows', 'calendar_version_activities_new'],
    ['categories_calendar_update', 'after update on categories referencing old table as old_rows new table as new_rows', 'calendar_version_categories'],
    ['organizations_calendar_update', 'after update on organizations referencing old table as old_rows new table as new_rows', 'calendar_version_organizations'],
  ];
  for (const [name, event, fn] of triggers) {
    await sql.raw(`create trigger ${name} ${event} for each statement execute function ${fn}()`).execute(db);
  }

  // Every organisation starts at version 0, as of now.
  await sql`
    insert into organization_calendar_versions (organization_id, version, changed_at)
    select id, 0, now() from organizations`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [trigger, table] of [
    ['activities_calendar_insert', 'activities'],
    ['activities_calendar_delete', 'activities'],
    ['activities_calendar_update_old', 'activities'],
    ['activities_calendar_update_new', 'activities'],
    ['categories_calendar_update', 'categories'],
    ['organizations_calendar_update', 'organizations'],
  ]) {
    await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
  }
  for (const fn of ['calendar_version_activities_new', 'calendar_version_activities_old', 'calendar_version_categories', 'calendar_version_organizations']) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql`drop table if exists organization_calendar_versions`.execute(db);
}
