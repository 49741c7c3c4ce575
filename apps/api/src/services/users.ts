import type { SessionUser } from '@lug/domain/auth';
import { sql, type UserRow } from '@lug/db';

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
 * `users_member_name_idx` (migration 0700) is on this very expression: keep the text as it is.
 */
export const memberName = sql<string>`coalesce(nullif(trim(u.display_name), ''), trim(u.first_name || ' ' || u.last_name))`;
