/**
 * The members list, paged by the server (docs/product/members.md#members-list, decision 11).
 *
 * `GET /members` answers one page sorted by last name, then first name (case-insensitively), then
 * id. Without an index PostgreSQL joined and sorted every member of the organisation for each page
 * (10,000 members: ~27 ms, a top-N heapsort after three hash joins). With this index the first
 * page walks users in that order and probes memberships by user: ~0.5 ms. Descending walks it
 * backwards. `users` is global (an account belongs to several organisations), so the index is too;
 * the planner keeps the hash join and sort for a small organisation, where it is cheaper.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_name_idx on users (lower(last_name), lower(first_name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_name_idx`.execute(db);
}
