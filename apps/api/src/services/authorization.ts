import { forbidden } from '@lug/domain/errors';
import { isPermission, type Permission } from '@lug/domain/permissions';
import type { Kysely, Database } from '@lug/db';

export interface Membership {
  organizationId: number;
  userId: number;
  status: 'active' | 'inactive';
  roleId: number | null;
  permissions: Permission[];
}

export async function findMembership(
  db: Kysely<Database>,
  userId: number,
  organizationId: number,
): Promise<Membership | null> {
  const row = await db
    .selectFrom('memberships as m')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
    .select(['m.organization_id', 'm.user_id', 'm.status', 'ra.role_id', 'pr.permissions'])
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    organizationId: row.organization_id,
    userId: row.user_id,
    status: row.status,
    roleId: row.role_id,
    permissions: (row.permissions ?? []).filter(isPermission),
  };
}

/**
 * The one gate of every organisation-scoped procedure: the caller must be an active member of the
 * organisation and, when a permission is named, hold it through their permission role.
 */
export async function requireMembership(
  db: Kysely<Database>,
  userId: number,
  organizationId: number,
  permission?: Permission,
): Promise<Membership> {
  const membership = await findMembership(db, userId, organizationId);
  if (!membership) throw forbidden('You are not a member of this organization');
  if (membership.status !== 'active') throw forbidden('Your membership of this organization is not active');
  if (permission && !membership.permissions.includes(permission)) {
    throw forbidden("You don't have permission to do this");
  }
  return membership;
}

export function hasPermission(membership: Membership, permission: Permission): boolean {
  return membership.permissions.includes(permission);
}
