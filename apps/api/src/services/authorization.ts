import { forbidden } from '@lug/domain/errors';
import { isPermission, type Permission } from '@lug/domain/permissions';
import { sql, type Kysely, type Database } from '@lug/db';

export interface Membership {
  organizationId: number;
  userId: number;
  status: 'active' | 'inactive';
  roleId: number | null;
  permissions: Permission[];
}

interface MembershipRow {
  organization_id: number;
  user_id: number;
  status: 'active' | 'inactive';
  role_id: number | null;
  permissions: string[] | null;
}

function toMembership(row: MembershipRow): Membership {
  return {
    organizationId: row.organization_id,
    userId: row.user_id,
    status: row.status,
    roleId: row.role_id,
    permissions: (row.permissions ?? []).filter(isPermission),
  };
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
  return row ? toMembership(row) : null;
}

/**
 * The caller's membership of one organisation, read by the statement that checks the session or
 * API token (one round trip per request instead of two; `request-auth.ts`): a scalar subquery
 * over the outer query's `users` row, giving the same row `findMembership` reads, as JSON.
 */
export function membershipSnapshot(organizationId: number) {
  return sql<MembershipRow | null>`(
    select json_build_object(
      'organization_id', m.organization_id, 'user_id', m.user_id, 'status', m.status,
      'role_id', ra.role_id, 'permissions', pr.permissions)
    from memberships m
    left join role_assignments ra on ra.organization_id = m.organization_id and ra.user_id = m.user_id
    left join permission_roles pr on pr.id = ra.role_id
    where m.organization_id = ${organizationId} and m.user_id = users.id)`;
}

/** The membership of the organisation a request named, read with its authentication. */
export interface MembershipHint {
  organizationId: number;
  membership: Membership | null;
}

export function membershipHint(organizationId: number | undefined, row: MembershipRow | null | undefined): MembershipHint | undefined {
  return organizationId === undefined ? undefined : { organizationId, membership: row ? toMembership(row) : null };
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
  return checkMembership(await findMembership(db, userId, organizationId), permission);
}

/** `requireMembership`'s rules over a membership already read. */
export function checkMembership(membership: Membership | null, permission?: Permission): Membership {
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
