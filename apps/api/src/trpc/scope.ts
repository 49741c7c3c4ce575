/**
 * The one place that decides which organisation a request acts in (docs/decisions/0016).
 *
 * Every organisation-scoped procedure is built with `scopedProcedure(input, source, permission?)`.
 * Its input is parsed first; then the resolver reads the organisation from the *parsed* input as
 * the procedure's source says (one named field, the row an id names, or the member an id names),
 * checks the caller's membership of it once (`checkMembership`), puts the resulting `OrgScope` in
 * `ctx.scope`, and hands the procedure its input *without* any organisation field: types and
 * values alike. Services take the scope, so no service can act in an organisation nobody checked,
 * and no procedure can pass one along from its input.
 */
import type { TRPCProcedureBuilder, TRPCUnsetMarker } from '@trpc/server';
import type { z } from 'zod';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { categoryRuleMessages } from '@lug/domain/categories-helpers';
import { exhibitMessages } from '@lug/domain/exhibits-helpers';
import { badRequest, DomainError, invalidField, notFound } from '@lug/domain/errors';
import { kioskMessages } from '@lug/domain/kiosk';
import { invitationMessages } from '@lug/domain/invitations-helpers';
import { messages } from '@lug/domain/words';
import { memberMessages } from '@lug/domain/members-helpers';
import { participationRuleMessages } from '@lug/domain/participation-helpers';
import { participationRoleRuleMessages } from '@lug/domain/participation-roles-helpers';
import { equipmentMessages } from '@lug/domain/equipment-helpers';
import { shiftMessages } from '@lug/domain/shifts-helpers';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import type { Permission } from '@lug/domain/permissions';
import { prepared, sql } from '@lug/db';
import type { Auth, RequestContext } from '../context';
import { bulkMessages } from '../services/bulk-orders/messages';
import {
  checkMembership,
  findMembership,
  toMembership,
  twoFactorMissing,
  type MembershipRow,
  type OrgScope,
  type Unscoped,
} from '../services/authorization';
import { endKioskIfOver } from '../services/kiosk-sessions';
import { authedProcedure, type ProcedureMeta } from './init';
import { apiMessages } from '../words';

/** The two spellings the documented calls use for the organisation a request names. */
export const organizationKeys = ['organization_id', 'organizationId'] as const;
type OrganizationKey = (typeof organizationKeys)[number];

/**
 * Tables whose rows name their organisation: a by-id call is scoped to the row's. A refusal of a
 * `*Messages` object is read when it is said (a getter), so it is said in the active language.
 */
export const scopedRows = {
  activity: { table: 'activities', notFound: activityRuleMessages.notFound },
  category: { table: 'categories', notFound: categoryRuleMessages.notFound },
  participationRole: { table: 'participation_roles', notFound: participationRoleRuleMessages.notFound },
  participation: { table: 'participations', notFound: participationRuleMessages.recordNotFound },
  permissionRole: {
    table: 'permission_roles',
    get notFound() {
      return permissionRoleMessages.roleNotFound;
    },
  },
  invitation: {
    table: 'invitations',
    get notFound() {
      return invitationMessages.notFound;
    },
  },
  shift: {
    table: 'shifts',
    get notFound() {
      return shiftMessages.notFound;
    },
  },
  equipment: {
    table: 'equipment',
    get notFound() {
      return equipmentMessages.notFound;
    },
  },
  equipmentBooking: {
    table: 'equipment_bookings',
    get notFound() {
      return equipmentMessages.bookingNotFound;
    },
  },
  exhibit: {
    table: 'exhibits',
    get notFound() {
      return exhibitMessages.notFound;
    },
  },
  bulkOrder: {
    table: 'bulk_orders',
    get notFound() {
      return bulkMessages.notFound;
    },
  },
} as const;
export type ScopedRow = keyof typeof scopedRows;

type NumberKey<I> = { [K in keyof I]-?: NonNullable<I[K]> extends number ? K : never }[keyof I] & string;

/**
 * Where a procedure's organisation comes from, checked against its parsed input's type:
 * - `{ field }`: one input field names it (`organization_id`, or `organizationId` where the
 *   documented call spells it so);
 * - `{ row, id }`: the row the `id` field names (404 when missing or in another organisation;
 *   an organisation field, when sent, must agree with the row's or it is 404 too);
 * - `{ member, id }`: the person the `id` field names, in the one organisation the caller shares
 *   with them (or the one the organisation field names; 400 when they share several and none is named).
 */
export type ScopeSource<I> =
  { field: Extract<keyof I, OrganizationKey> } | { row: ScopedRow; id: NumberKey<I> } | { member: NumberKey<I> };

function namedOrganization(input: Record<string, unknown>): number | undefined {
  const named = organizationKeys.map((key) => input[key]).filter((value): value is number => typeof value === 'number');
  // One spelling per field: the spelling guard refuses both; a schema only ever declares one.
  return named[0];
}

/** The caller's membership of `organizationId`: from the session's read when it asked for that one. */
async function membershipOf(ctx: RequestContext & { auth: Auth }, organizationId: number) {
  const hint = ctx.auth.membership;
  if (hint?.organizationId === organizationId) return hint.membership;
  return findMembership(ctx.db, ctx.auth.user.id, organizationId);
}

/** The row's organisation and the caller's membership of it, in one statement. */
async function rowScope(ctx: RequestContext & { auth: Auth }, row: ScopedRow, id: number) {
  const { table } = scopedRows[row];
  const result = await sql<{ row_organization_id: number } & Partial<MembershipRow>>`
    select r.organization_id as row_organization_id, m.organization_id, m.user_id, m.status, ra.role_id, pr.permissions,
      ${twoFactorMissing('m')} as two_factor_missing
    from ${sql.table(table)} r
    left join memberships m on m.organization_id = r.organization_id and m.user_id = ${ctx.auth.user.id}
    left join role_assignments ra on ra.organization_id = m.organization_id and ra.user_id = m.user_id
    left join permission_roles pr on pr.id = ra.role_id
    where r.id = ${id} ${prepared('row-scope')}`.execute(ctx.db);
  const found = result.rows[0];
  if (!found) return null;
  return {
    organizationId: found.row_organization_id,
    membership: found.user_id == null ? null : toMembership(found as MembershipRow),
  };
}

/** The organisations the caller shares with a member (the caller's membership of each). */
async function sharedScopes(
  ctx: RequestContext & { auth: Auth },
  memberId: number,
  organizationId: number | undefined,
) {
  const result = await sql<MembershipRow>`
    select me.organization_id, me.user_id, me.status, ra.role_id, pr.permissions, ${twoFactorMissing('me')} as two_factor_missing
    from memberships them
    join memberships me on me.organization_id = them.organization_id and me.user_id = ${ctx.auth.user.id}
    left join role_assignments ra on ra.organization_id = me.organization_id and ra.user_id = me.user_id
    left join permission_roles pr on pr.id = ra.role_id
    where them.user_id = ${memberId}
    ${organizationId === undefined ? sql`` : sql`and them.organization_id = ${organizationId}`}
    order by me.organization_id
    limit 2`.execute(ctx.db);
  return result.rows.map(toMembership);
}

export const scopeMessages = messages('scope', {
  severalOrganizations:
    'This member belongs to more than one of your organizations: name the one you mean with organization_id',
});

/** `organization_id`, `row:activity:id`, `member:id`: how the OpenAPI document and tests name a source. */
export function describeSource(source: ScopeSource<Record<string, unknown>>): string {
  if ('field' in source) return `field:${source.field}`;
  if ('row' in source) return `row:${source.row}:${source.id}`;
  return `member:${source.member}`;
}

/** Decides the request's organisation from its parsed input and checks the caller there, once. */
export async function resolveScope<I extends Record<string, unknown>>(
  ctx: RequestContext & { auth: Auth },
  source: ScopeSource<I>,
  input: I,
  permission: Permission | undefined,
): Promise<OrgScope> {
  const named = namedOrganization(input);
  // A kiosk session (decision 0047) acts only on its own activity, and only while it has not ended.
  const kiosk = ctx.auth.session?.kiosk;
  if (kiosk) {
    if (!('row' in source) || source.row !== 'activity' || input[source.id] !== kiosk.activityId) {
      throw new DomainError('KIOSK_SESSION', kioskMessages.otherActivity);
    }
    await endKioskIfOver(ctx);
  }
  if ('field' in source) {
    const organizationId = input[source.field];
    // The schema requires the field; this only guards a schema that forgot to.
    if (typeof organizationId !== 'number') throw invalidField(source.field, apiMessages.organizationRequired);
    return checkMembership(await membershipOf(ctx, organizationId), permission);
  }
  if ('row' in source) {
    const { notFound: missing } = scopedRows[source.row];
    const found = await rowScope(ctx, source.row, input[source.id] as number);
    // Another organisation's row, or an organisation field that disagrees with the row: both
    // answer as if the row did not exist, so nothing is learnt about other organisations.
    if (!found || found.membership === null || (named !== undefined && named !== found.organizationId)) {
      throw notFound(missing);
    }
    return checkMembership(found.membership, permission);
  }
  const shared = await sharedScopes(ctx, input[source.member] as number, named);
  if (shared.length === 0) throw notFound(memberMessages.notFound);
  if (shared.length > 1) throw badRequest(scopeMessages.severalOrganizations);
  return checkMembership(shared[0]!, permission);
}

/** `authedProcedure` with `input` typed as the schema's; the builder `scopedProcedure` returns. */
type ScopedBuilder<S extends z.ZodType> = TRPCProcedureBuilder<
  RequestContext,
  ProcedureMeta,
  { auth: Auth; scope: OrgScope },
  z.input<S>,
  Unscoped<z.output<S>>,
  TRPCUnsetMarker,
  TRPCUnsetMarker,
  false
>;

/**
 * An organisation-scoped procedure: parses `input`, resolves the scope from `source`, requires an
 * active membership holding `permission` (when given), and continues with `ctx.scope` and the
 * input less its organisation fields.
 */
export function scopedProcedure<S extends z.ZodType<Record<string, unknown>>>(
  input: S,
  source: ScopeSource<z.output<S>>,
  permission?: Permission,
): ScopedBuilder<S> {
  const builder = authedProcedure
    .meta({
      scope: { source: describeSource(source as ScopeSource<Record<string, unknown>>), permission: permission ?? null },
    })
    .input(input)
    .use(async ({ ctx, input: parsed, next }) => {
      const values = parsed as Record<string, unknown>;
      const scope = await resolveScope(ctx, source as ScopeSource<Record<string, unknown>>, values, permission);
      const unscoped = Object.fromEntries(
        Object.entries(values).filter(([key]) => !(organizationKeys as readonly string[]).includes(key)),
      );
      return next({ ctx: { scope }, input: unscoped });
    });
  // The middleware above removed the organisation fields from the value; this says so in the type.
  return builder as unknown as ScopedBuilder<S>;
}
