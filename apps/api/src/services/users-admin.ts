import { sql, type UserRow } from '@lug/db';
import type { AppDeps } from '../context';
import { hashPassword } from '../auth/passwords';

/** Finds the account for this email, or creates it with the password (operator tools only). */
export async function ensureUser(
  deps: AppDeps,
  input: { email: string; password: string; first_name: string; last_name: string },
): Promise<UserRow> {
  const existing = await deps.db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing;
  return deps.db
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: await hashPassword(input.password),
      first_name: input.first_name,
      last_name: input.last_name,
      display_name: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
