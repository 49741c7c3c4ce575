import type { SessionUser } from '@lug/domain/auth';
import type { UserRow } from '@lug/db';

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
