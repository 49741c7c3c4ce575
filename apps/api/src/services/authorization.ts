/**
 * The organisation scope a request acts in, and the one gate that grants it.
 *
 * `OrgScope` is branded: the only code that can make one is `checkMembership` below, which the
 * scope resolver (`trpc/scope.ts`) calls once per request with the organisation it decided. Every
 * service that reads or changes an organisation's data takes an `OrgScope`, so a service cannot be
 * handed an organisation nobody checked (docs/decisions/0016-one-scope-resolver.md).
 */
import { twoFactorGuardedPermissions, twoFactorMessages } from '@lug/domain/auth-helpers';
import { forbidden } from '@lug/domain/errors';
import { messages } from '@lug/domain/words';
import { isPermission, type Permission } from '@lug/domain/permissions';
import { prepared, sql, type DB } from '@lug/db';

/** A membership as read from the tables: not yet checked. */
export interface Membership {
  organizationId: number;
  userId: number;
  status: 'active' | 'inactive';
  roleId: number | null;
  /** The permissions the member may use: their role's, or none while `twoFactorSetupRequired`. */
  permissions: Permission[];
  /**
   * The organisation requires two factors of members whose role grants `roles.manage` or
   * `settings.manage`, this member's does, and they have not turned two factors on: until they
   * do, none of their role's permissions apply here (they act as a member without a role).
   */
  twoFactorSetupRequired: boolean;
  /** Their role's permissions, whether or not they may use them now (for the refusal's message). */
  rolePermissions: Permission[];
}

declare const checkedScope: unique symbol;

/**
 * An active membership that passed the gate: the organisation a request may act in, who acts, and
 * the permissions they hold there. Only `checkMembership` makes one.
 */
export type OrgScope = Readonly<Pick<Membership, 'organizationId' | 'userId' | 'status' | 'roleId'>> & {
  readonly permissions: readonly Permission[];
  readonly [checkedScope]: true;
};

/** A procedure's input as services see it: the organisation comes from the scope, never from here. */
export type Unscoped<T> = T extends unknown ? Omit<T, 'organization_id' | 'organizationId'> : never;

export interface MembershipRow {
  organization_id: number;
  user_id: number;
  status: 'active' | 'inactive';
  role_id: number | null;
  permissions: string[] | null;
  /** The organisation requires two factors and the member has not turned them on (`twoFactorMissing`). */
  two_factor_missing: boolean | null;
}

/**
 * SQL for `two_factor_missing`, given the aliases of the membership row (`m`-like: its
 * `organization_id` and `user_id`): the organisation requires two factors and the user has none.
 */
export function twoFactorMissing(membershipAlias: string) {
  const m = sql.table(membershipAlias);
  return sql<boolean>`(
    coalesce((select o2.require_two_factor from organizations o2 where o2.id = ${m}.organization_id), false)
    and not exists (select 1 from two_factor_credentials t2 where t2.user_id = ${m}.user_id and t2.enabled_at is not null))`;
}

/** Whether a member must turn two factors on before their role's permissions apply. */
export function twoFactorSetupRequired(row: Pick<MembershipRow, 'permissions' | 'two_factor_missing'>): boolean {
  return Boolean(row.two_factor_missing) && (row.permissions ?? []).some((p) => (twoFactorGuardedPermissions as readonly string[]).includes(p));
}

export function toMembership(row: MembershipRow): Membership {
  const rolePermissions = (row.permissions ?? []).filter(isPermission);
  const setupRequired = twoFactorSetupRequired(row);
  return {
    organizationId: row.organization_id,
    userId: row.user_id,
    status: row.status,
    roleId: row.role_id,
    permissions: setupRequired ? [] : rolePermissions,
    twoFactorSetupRequired: setupRequired,
    rolePermissions,
  };
}

/** Memberships `m` as `MembershipRow`s (their role's permissions and the two-factor fact). */
export function membershipRows(db: DB) {
  return db
    .selectFrom('memberships as m')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
    .select(['m.organization_id', 'm.user_id', 'm.status', 'ra.role_id', 'pr.permissions'])
    .select(twoFactorMissing('m').as('two_factor_missing'));
}

export async function findMembership(
  db: DB,
  userId: number,
  organizationId: number,
): Promise<Membership | null> {
  const row = await membershipRows(db)
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', '=', userId)
    .modifyEnd(prepared('membership'))
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
      'role_id', ra.role_id, 'permissions', pr.permissions, 'two_factor_missing', ${twoFactorMissing('m')})
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

export const accessMessages = messages('access', {
  notMember: 'You are not a member of this organization',
  inactive: 'Your membership of this organization is not active',
  missingPermission: "You don't have permission to do this",
});

/**
 * The one gate: the caller must be an active member of the organisation and, when a permission is
 * named, hold it through their permission role. Its result is the scope services act in.
 */
export function checkMembership(membership: Membership | null, permission?: Permission): OrgScope {
  if (!membership) throw forbidden(accessMessages.notMember);
  if (membership.status !== 'active') throw forbidden(accessMessages.inactive);
  if (permission && !membership.permissions.includes(permission)) {
    // Their role would grant it, once they turn two factors on: say so.
    if (membership.twoFactorSetupRequired && membership.rolePermissions.includes(permission)) {
      throw forbidden(twoFactorMessages.requiredByOrganization);
    }
    throw forbidden(accessMessages.missingPermission);
  }
  const { organizationId, userId, status, roleId } = membership;
  return Object.freeze({ organizationId, userId, status, roleId, permissions: Object.freeze([...membership.permissions]) }) as unknown as OrgScope;
}

export function hasPermission(scope: Pick<OrgScope, 'permissions'>, permission: Permission): boolean {
  return scope.permissions.includes(permission);
}
