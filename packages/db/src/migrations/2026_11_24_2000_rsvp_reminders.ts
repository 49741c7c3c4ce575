/**
 * RSVP reminders (docs/decisions/0028-rsvp-reminders.md):
 * - `rsvp_reminders_sent`: one row per organisation, activity and member, written in the
 *   transaction that queues the reminder (`insert … on conflict do nothing returning`); its key
 *   makes a second reminder impossible, on several servers and across restarts. The rows go with
 *   the activity and with the membership (cascade);
 * - `email_outbox.attachments`: files an email carries (`[{filename, content_type, content}]`,
 *   content in base64), null for none; the worker hands them to the transport;
 * - members can opt out of the new kind `rsvp_reminders` (the opt-outs' check allows it).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rsvp_reminders_sent (
      organization_id integer not null,
      activity_id integer not null,
      user_id integer not null,
      sent_at timestamptz not null,
      constraint rsvp_reminders_sent_pkey primary key (organization_id, activity_id, user_id),
      constraint rsvp_reminders_sent_activity_fkey foreign key (organization_id, activity_id)
        references activities (organization_id, id) on delete cascade,
      constraint rsvp_reminders_sent_member_fkey foreign key (organization_id, user_id)
        references memberships (organization_id, user_id) on delete cascade
    )`.execute(db);
  await sql`create index rsvp_reminders_sent_member_idx on rsvp_reminders_sent (organization_id, user_id)`.execute(db);
  await sql`alter table email_outbox add column attachments jsonb`.execute(db);
  await sql`alter table notification_opt_outs drop constraint if exists notification_opt_outs_kind_check`.execute(db);
  await sql`
    alter table notification_opt_outs add constraint notification_opt_outs_kind_check
      check (kind in ('new_activity', 'points_awarded', 'membership_status_updates', 'renewal_reminders', 'rsvp_reminders'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification_opt_outs where kind = 'rsvp_reminders'`.execute(db);
  await sql`alter table notification_opt_outs drop constraint if exists notification_opt_outs_kind_check`.execute(db);
  await sql`
    alter table notification_opt_outs add constraint notification_opt_outs_kind_check
      check (kind in ('new_activity', 'points_awarded', 'membership_status_updates', 'renewal_reminders'))`.execute(db);
  await sql`alter table email_outbox drop column if exists attachments`.execute(db);
  await sql`drop table if exists rsvp_reminders_sent`.execute(db);
}
