/**
 * A set-password link handed to an administrator on screen (a new account nobody has chosen a
 * password for) does not prove the account's address: someone other than the address's owner may
 * have used it (docs/decisions/0036-one-way-to-change-an-address.md). Only a link that went to the
 * address alone confirms it when used.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table password_reset_tokens add column shown_to_administrator boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table password_reset_tokens drop column if exists shown_to_administrator`.execute(db);
}
