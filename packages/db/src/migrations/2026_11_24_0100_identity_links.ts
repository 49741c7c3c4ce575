/**
 * Identity, not text (docs/product/permission-roles.md#acting-within-your-rights; docs/decisions/0016
 * and 0018).
 *
 * 1. `users.signed_in_at`: when the account's owner first proved control of it (signed up, signed
 *    in, or set a password with a link sent to them). Once set, only the owner changes the
 *    account's email. Existing accounts: the earliest sign we have (a membership's last sign-in, a
 *    session, or a password set), so every account in use today counts as signed in.
 * 2. `email_outbox.to_user_id`: the account an email was written to, so erasing a member's data and
 *    exporting one's own data find their emails by identity instead of by address. Existing rows:
 *    linked to the account that has that address now (a one-off match; rows whose address no
 *    account has any more stay unlinked, and no request matches by address again).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column signed_in_at timestamptz`.execute(db);
  await sql`
    update users u set signed_in_at = coalesce(
      (select max(m.last_login) from memberships m where m.user_id = u.id),
      (select min(s.created_at) from sessions s where s.user_id = u.id),
      case when u.password_hash is not null then u.updated_at end)`.execute(db);

  await sql`alter table email_outbox add column to_user_id integer references users (id) on delete set null`.execute(db);
  await sql`update email_outbox o set to_user_id = u.id from users u where lower(u.email) = lower(o.to_email)`.execute(db);
  await sql`create index email_outbox_to_user_idx on email_outbox (to_user_id) where to_user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists email_outbox_to_user_idx`.execute(db);
  await sql`alter table email_outbox drop column if exists to_user_id`.execute(db);
  await sql`alter table users drop column if exists signed_in_at`.execute(db);
}
