/**
 * What an organisation's administrators see of its email delivery (docs/product/settings.md#email-delivery):
 * - `email_outbox.last_attempt_at`: when the worker last tried to deliver the row (set with every
 *   outcome), so "the last error" can say when, and "the last deliveries failed" can be told from
 *   an old failure followed by successes;
 * - an index per organisation on the rows not sent (waiting and failed, counted by the status
 *   read) and one on the attempts (the newest attempt and the newest error).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_outbox add column last_attempt_at timestamptz`.execute(db);
  await sql`create index email_outbox_org_unsent_idx on email_outbox (organization_id, status) where status <> 'sent'`.execute(
    db,
  );
  await sql`create index email_outbox_org_attempt_idx on email_outbox (organization_id, last_attempt_at) where last_attempt_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists email_outbox_org_attempt_idx`.execute(db);
  await sql`drop index if exists email_outbox_org_unsent_idx`.execute(db);
  await sql`alter table email_outbox drop column if exists last_attempt_at`.execute(db);
}
