/**
 * Counts of a whole organisation, kept by triggers for large groups (10,000 members, a million
 * participation records: bench/README.md): what the first page of the members list, of the
 * Participation Manager and of the history show as their totals.
 *
 * The benchmark put these counts at half of each first page's SQL: the page itself walks an index
 * (0.3 ms), but "of 10,000 members" counted the organisation's 10,000 memberships (1-1.5 ms) and the
 * history's summary summed 10,000 running totals, on every request. With a row per organisation
 * those reads take one index lookup.
 *
 * 1. `organization_member_counts`: memberships of the organisation, and the active ones, kept by
 *    statement-level triggers on `memberships` (transition tables: one aggregated upsert per
 *    statement, rows in organisation order so concurrent writers lock them in the same order).
 * 2. `participation_organization_totals`: members with records and records, kept the same way from
 *    `participation_members` (itself kept by the triggers of migration 0600 on `participations`).
 *
 * Both only add and subtract, like the running totals of 0600, so concurrent writers never lose a
 * count. No foreign key to `organizations`: a deleted organisation's memberships go in the same
 * statement that deletes it, and their triggers must still find somewhere to subtract.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table organization_member_counts (
      organization_id integer primary key,
      members integer not null,
      active_members integer not null
    )`.execute(db);
  await sql`
    create table participation_organization_totals (
      organization_id integer primary key,
      members integer not null,
      records bigint not null
    )`.execute(db);

  // sign = 1 adds the rows of new_rows; the _subtract functions take old_rows away.
  for (const [name, rows, sign] of [
    ['organization_member_counts_add', 'new_rows', ''],
    ['organization_member_counts_subtract', 'old_rows', '-'],
  ] as const) {
    await sql`
      create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        insert into organization_member_counts as t (organization_id, members, active_members)
        select organization_id, ${sql.raw(sign)}count(*)::int, ${sql.raw(sign)}(count(*) filter (where status = 'active'))::int
        from ${sql.raw(rows)} group by organization_id order by organization_id
        on conflict (organization_id) do update
          set members = t.members + excluded.members, active_members = t.active_members + excluded.active_members;
        return null;
      end $$`.execute(db);
  }
  for (const [name, rows, sign] of [
    ['participation_organization_totals_add', 'new_rows', ''],
    ['participation_organization_totals_subtract', 'old_rows', '-'],
  ] as const) {
    await sql`
      create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        insert into participation_organization_totals as t (organization_id, members, records)
        select organization_id, ${sql.raw(sign)}count(*)::int, ${sql.raw(sign)}coalesce(sum(records), 0)::bigint
        from ${sql.raw(rows)} group by organization_id order by organization_id
        on conflict (organization_id) do update
          set members = t.members + excluded.members, records = t.records + excluded.records;
        return null;
      end $$`.execute(db);
  }

  for (const [table, prefix] of [
    ['memberships', 'organization_member_counts'],
    ['participation_members', 'participation_organization_totals'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_counts_insert`)} after insert on ${sql.raw(table)}
      referencing new table as new_rows for each statement execute function ${sql.raw(`${prefix}_add`)}()`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_counts_delete`)} after delete on ${sql.raw(table)}
      referencing old table as old_rows for each statement execute function ${sql.raw(`${prefix}_subtract`)}()`.execute(db);
    // An update takes the rows away as they were, then adds them as they are (name order).
    await sql`
      create trigger ${sql.raw(`${table}_counts_update_1_old`)} after update on ${sql.raw(table)}
      referencing old table as old_rows for each statement execute function ${sql.raw(`${prefix}_subtract`)}()`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_counts_update_2_new`)} after update on ${sql.raw(table)}
      referencing new table as new_rows for each statement execute function ${sql.raw(`${prefix}_add`)}()`.execute(db);
  }

  // The counts of the rows already there.
  await sql`
    insert into organization_member_counts (organization_id, members, active_members)
    select organization_id, count(*)::int, (count(*) filter (where status = 'active'))::int
    from memberships group by organization_id`.execute(db);
  await sql`
    insert into participation_organization_totals (organization_id, members, records)
    select organization_id, count(*)::int, coalesce(sum(records), 0)::bigint
    from participation_members group by organization_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['memberships', 'participation_members']) {
    for (const suffix of ['insert', 'delete', 'update_1_old', 'update_2_new']) {
      await sql.raw(`drop trigger if exists ${table}_counts_${suffix} on ${table}`).execute(db);
    }
  }
  for (const fn of [
    'organization_member_counts_add',
    'organization_member_counts_subtract',
    'participation_organization_totals_add',
    'participation_organization_totals_subtract',
  ]) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql`drop table if exists participation_organization_totals`.execute(db);
  await sql`drop table if exists organization_member_counts`.execute(db);
}
