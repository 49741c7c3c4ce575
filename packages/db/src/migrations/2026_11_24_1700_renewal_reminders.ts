/**
 * Renewal reminders (docs/decisions/0023-renewal-reminders.md):
 * - `renewal_reminders_sent`: one row per member, organisation and reminder day, written in the
 *   transaction that queues the email; its key makes a second send impossible, on several servers
 *   and across restarts;
 * - members can opt out of the new kind `renewal_reminders` (the opt-outs' check allows it).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table renewal_reminders_sent (
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      reminder_on date not null,
      year integer not null,
      sent_at timestamptz not null,
      constraint renewal_reminders_sent_pkey primary key (organization_id, reminder_on, user_id)
    )`.execute(db);
  await sql`create index renewal_reminders_sent_user_idx on renewal_reminders_sent (user_id)`.execute(db);
  await sql`alter table notification_opt_outs drop constraint if exists notification_opt_outs_kind_check`.execute(db);
  await sql`
    alter table notification_opt_outs add constraint notification_opt_outs_kind_check
      check (kind in ('new_activity', 'points_awarded', 'membership_status_updates', 'renewal_reminders'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification_opt_outs where kind = 'renewal_reminders'`.execute(db);
  await sql`alter table notification_opt_outs drop constraint if exists notification_opt_outs_kind_check`.execute(db);
  await sql`
    alter table notification_opt_outs add constraint notification_opt_outs_kind_check
      check (kind in ('new_activity', 'points_awarded', 'membership_status_updates'))`.execute(db);
  await sql`drop table if exists renewal_reminders_sent`.execute(db);
}
