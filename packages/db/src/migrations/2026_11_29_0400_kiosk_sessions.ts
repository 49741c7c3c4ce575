/**
 * Kiosk sessions (issue 28, docs/decisions/0047-kiosk-sessions.md): a session row that names an
 * activity is a kiosk's. It may only read that activity's roster and check members in to it; the
 * one tRPC middleware refuses it everything else. `kiosk_until` is when it ends at the latest (the
 * activity's last day, with a day's grace for every time zone): the idle timeout does not apply to
 * a tablet standing at the door between arrivals. Deleting the activity ends its kiosks.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions
      add column kiosk_activity_id integer references activities (id) on delete cascade,
      add column kiosk_until timestamptz,
      add constraint sessions_kiosk_complete check ((kiosk_activity_id is null) = (kiosk_until is null))`.execute(db);
  await sql`create index sessions_kiosk_activity_id_idx on sessions (kiosk_activity_id) where kiosk_activity_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_kiosk_activity_id_idx`.execute(db);
  await sql`alter table sessions
      drop constraint if exists sessions_kiosk_complete,
      drop column if exists kiosk_until,
      drop column if exists kiosk_activity_id`.execute(db);
}
