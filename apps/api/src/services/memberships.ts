/**
 * Queries over an organisation's memberships that several areas share: its members with the one
 * permission role each holds, the ids of its active members, and the check that a request names
 * only active members.
 */
import { invalidField } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import { apiMessages } from '../words';

/**
 * `memberships m` of the organisation joined to `users u`, their role assignment `ra` and its
 * permission role `pr` (null when a member has none yet): callers select the columns they show.
 */
export function membersWithRoles(db: DB, organizationId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', (join) =>
      join.onRef('pr.organization_id', '=', 'ra.organization_id').onRef('pr.id', '=', 'ra.role_id'),
    )
    .where('m.organization_id', '=', organizationId);
}

/** The organisation's active members, by user id. */
export function activeMemberIds(db: DB, organizationId: number) {
  return db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .orderBy('user_id')
    .execute();
}

/** Refuses (400, naming `field`) any id that is not an active member of the organisation. */
export async function requireActiveMembers(db: DB, organizationId: number, field: string, userIds: readonly number[]) {
  const missing = await inactiveOrMissing(db, organizationId, userIds);
  if (missing.length > 0) throw invalidField(field, apiMessages.notActiveMembers(missing.join(', ')));
}

/** The ids among `userIds` that are not active members of the organisation. */
export async function inactiveOrMissing(db: DB, organizationId: number, userIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const found = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('user_id', 'in', unique)
    .execute();
  const known = new Set(found.map((r) => r.user_id));
  return unique.filter((id) => !known.has(id));
}
