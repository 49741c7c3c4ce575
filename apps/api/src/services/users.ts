import type { SessionUser } from '@lug/domain/auth';
import { sql, type DB, type SelectQueryBuilder, type UserRow } from '@lug/db';
import { isUniqueViolation } from './db-errors';

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    email_verified: user.email_verified_at !== null,
  };
}

/**
 * The name a member is shown by (users as `u`): their display name, else first and last name.
 * `u.name_search` holds its key (decision 0045): sort and search by `shownNameKey`, not by this.
 */
export const memberName = sql<string>`coalesce(nullif(trim(u.display_name), ''), trim(u.first_name || ' ' || u.last_name))`;

/**
 * The order of lists by the name shown (users as `u`): its key (`nameKey`, decision 0045: without
 * case or accents, `Émile` between `Emil` and `Eva`), then id; `users_shown_name_key_idx` serves it.
 */
export const shownNameKey = sql<string>`u.name_search`;

/**
 * The member lists' order (users as `u`): the key of the last name, then of the first name
 * (decision 0045), then id; `users_name_key_idx` serves it.
 */
export function bySurname<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  direction?: 'asc' | 'desc',
): SelectQueryBuilder<DB, TB, O> {
  return query
    .orderBy(sql`u.last_name_key`, direction)
    .orderBy(sql`u.first_name_key`, direction)
    .orderBy(sql.ref('u.id'), direction);
}

export interface NewUser {
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  signed_in_at?: Date;
}

/**
 * Creates an account (no display name yet). An address another account already has (in any case)
 * throws `emailTaken()` instead of the database's unique violation, so each caller names the field.
 */
export async function insertUser(trx: DB, user: NewUser, emailTaken: () => Error): Promise<UserRow> {
  try {
    return await trx
      .insertInto('users')
      .values({ ...user, display_name: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
