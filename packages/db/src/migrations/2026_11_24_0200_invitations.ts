/**
 * Accounts that confirm their address, and invitations instead of silent adds
 * (docs/product/accounts.md#confirming-your-email-address, docs/product/members.md#invitations).
 *
 * 1. `users.email_verified_at`: when the address was confirmed (a link sent to it was used). Until
 *    then an account can sign in and run its own group, but not create API tokens or join another
 *    group. Accounts that exist today and have a password were set up through their address (sign-
 *    up or a set-password link) and count as confirmed from when they first signed in.
 * 2. `email_verification_tokens`: one-time links confirming an address; `email` is the address the
 *    link confirms (the new one, for a change of address). Stored as hashes, like every token.
 * 3. `invitations`: a group asks an existing account to join; the account joins when its owner
 *    accepts. The group sees only the address it typed (`email`) and the names it typed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = coalesce(signed_in_at, updated_at) where password_hash is not null`.execute(db);

  await sql`
    create table email_verification_tokens (
      id text primary key,
      user_id integer not null references users (id) on delete cascade,
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index email_verification_tokens_user_idx on email_verification_tokens (user_id)`.execute(db);

  await sql`
    create table invitations (
      id serial primary key,
      organization_id integer not null references organizations (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      email text not null,
      first_name text not null,
      last_name text not null,
      token_hash text not null unique,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked')),
      invited_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      responded_at timestamptz
    )`.execute(db);
  await sql`create unique index invitations_one_pending_idx on invitations (organization_id, user_id) where status = 'pending'`.execute(db);
  await sql`create index invitations_user_idx on invitations (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists invitations`.execute(db);
  await sql`drop table if exists email_verification_tokens`.execute(db);
  await sql`alter table users drop column if exists email_verified_at`.execute(db);
}
