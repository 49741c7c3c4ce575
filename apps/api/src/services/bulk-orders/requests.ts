/**
 * A round's requests, allocation, money and collection (issue 30, decision 0050). A member's
 * requests replace their earlier ones under the round's participant row lock (their own row), so
 * two requests sent at once apply one after the other and the cap holds. The allocation runs the
 * pure `allocate` under the round's row lock and is stored as computed.
 */
import { allocate, type Allocation, type AllocationResult } from '@lug/domain/bulk-orders';
import { minorToText } from '@lug/domain/dues';
import { conflict, forbidden, invalidField, notFound } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import type { AppDeps } from '../../context';
import { auditMemberChange } from '../audit';
import type { OrgScope } from '../authorization';
import { writeCsv } from '../../csv';
import { eligibilityOf } from './eligibility';
import { bulkMessages } from './messages';
import { lockBulkOrder, mayManageBulk, readBulkOrder } from './rounds';

/** The member's row in the round, made when missing and locked for the rest of the transaction. */
async function lockParticipant(trx: DB, organizationId: number, bulkOrderId: number, userId: number) {
  await trx
    .insertInto('bulk_order_participants')
    .values({ organization_id: organizationId, bulk_order_id: bulkOrderId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .selectFrom('bulk_order_participants')
    .selectAll()
    .where('bulk_order_id', '=', bulkOrderId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Replaces the caller's requests (and, when sent, their 18+ confirmation); eligible members, until requests close. */
export async function setRequests(
  deps: AppDeps,
  scope: OrgScope,
  input: { id: number; requests: Array<{ element_id: string; quantity: number }>; adult_confirmed?: boolean | undefined },
  today: string,
) {
  const { organizationId, userId } = scope;
  return deps.db.transaction().execute(async (trx) => {
    const order = await readBulkOrder(trx, organizationId, input.id, 'share');
    if (order.requests_close_on && today > order.requests_close_on) throw conflict(bulkMessages.requestsClosed);
    await lockParticipant(trx, organizationId, input.id, userId);
    if (input.adult_confirmed !== undefined) {
      await trx
        .updateTable('bulk_order_participants')
        .set({ adult_confirmed: input.adult_confirmed, updated_at: deps.now() })
        .where('bulk_order_id', '=', input.id)
        .where('user_id', '=', userId)
        .execute();
    }
    const [mine] = await eligibilityOf(trx, organizationId, order, [userId]);
    if (!mine?.eligible) throw forbidden(bulkMessages.notEligible);
    const merged = new Map<string, number>();
    for (const r of input.requests) merged.set(r.element_id, (merged.get(r.element_id) ?? 0) + r.quantity);
    const ids = [...merged.keys()];
    const selected =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('bulk_order_elements')
            .select(['element_id', 'price_minor'])
            .where('bulk_order_id', '=', input.id)
            .where('selected', '=', true)
            .where('element_id', 'in', ids)
            .execute();
    const price = new Map(selected.map((e) => [e.element_id, e.price_minor]));
    const missing = ids.filter((id) => !price.has(id));
    if (missing.length > 0) throw invalidField('requests', bulkMessages.notSelected(missing.join(', ')));
    const total = ids.reduce((sum, id) => sum + merged.get(id)! * price.get(id)!, 0);
    if (total > order.member_cap_minor) {
      throw invalidField('requests', bulkMessages.overCap(minorToText(total, order.currency), minorToText(order.member_cap_minor, order.currency)));
    }
    await trx.deleteFrom('bulk_order_requests').where('bulk_order_id', '=', input.id).where('user_id', '=', userId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('bulk_order_requests')
        .values(ids.map((id) => ({ organization_id: organizationId, bulk_order_id: input.id, user_id: userId, element_id: id, quantity: merged.get(id)! })))
        .execute();
    }
    return { requests: ids.sort().map((id) => ({ element_id: id, quantity: merged.get(id)! })), total_minor: total };
  });
}

/** Runs the allocation over every eligible member's requests and stores it; re-running replaces it. */
export async function runAllocation(deps: AppDeps, actor: OrgScope, id: number): Promise<AllocationResult> {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockBulkOrder(trx, organizationId, id);
    const elements = await trx
      .selectFrom('bulk_order_elements')
      .select(['element_id', 'price_minor', 'baseplate'])
      .where('bulk_order_id', '=', id)
      .where('organization_id', '=', organizationId)
      .where('selected', '=', true)
      .execute();
    if (elements.length === 0) throw conflict(bulkMessages.noSelection);
    const requests = await trx
      .selectFrom('bulk_order_requests')
      .select(['user_id', 'element_id', 'quantity'])
      .where('bulk_order_id', '=', id)
      .where('organization_id', '=', organizationId)
      .execute();
    const standing = await eligibilityOf(trx, organizationId, order, [...new Set(requests.map((r) => r.user_id))]);
    const eligible = new Set(standing.filter((s) => s.eligible).map((s) => s.user_id));
    const result = allocate({
      lot: { minimum: order.lot_minimum, step: order.lot_step, single_piece_from_minor: order.single_piece_from_minor },
      elements,
      requests: requests.filter((r) => eligible.has(r.user_id)),
      member_cap_minor: order.member_cap_minor,
      distinct_cap: order.distinct_cap,
      group_minimum_minor: order.group_minimum_minor,
      round_up_into: order.round_up_into,
    });
    await trx
      .insertInto('bulk_order_allocations')
      .values({ organization_id: organizationId, bulk_order_id: id, result: JSON.stringify(result), allocated_by: actor.userId, allocated_at: deps.now() })
      .onConflict((oc) =>
        oc.column('bulk_order_id').doUpdateSet({ result: JSON.stringify(result), allocated_by: actor.userId, allocated_at: deps.now() }),
      )
      .execute();
    await auditMemberChange(trx, actor, {
      action: 'bulk_order.allocate',
      entity: 'bulk_order',
      entityId: id,
      details: { total_minor: result.total_minor, elements: result.order.length, members: result.members.length },
    });
  });
  return readAllocation(deps.db, actor, id);
}

/** The stored allocation: every member's share for the organiser, the caller's own for a member. */
export async function readAllocation(db: DB, scope: OrgScope, id: number): Promise<AllocationResult> {
  const { organizationId } = scope;
  await readBulkOrder(db, organizationId, id);
  const stored = await db
    .selectFrom('bulk_order_allocations')
    .select(['result', 'allocated_at'])
    .where('organization_id', '=', organizationId)
    .where('bulk_order_id', '=', id)
    .executeTakeFirst();
  if (!stored) throw notFound(bulkMessages.noAllocation);
  const result = (typeof stored.result === 'string' ? JSON.parse(stored.result) : stored.result) as Allocation;
  const members = mayManageBulk(scope) ? result.members : result.members.filter((m) => m.user_id === scope.userId);
  const ids = members.map((m) => m.user_id);
  const [people, participants] = await Promise.all([
    ids.length === 0 ? [] : db.selectFrom('users').select(['id', 'first_name', 'last_name', 'display_name']).where('id', 'in', ids).execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('bulk_order_participants')
          .select(['user_id', 'paid_minor', 'paid_on', 'collected_at'])
          .where('bulk_order_id', '=', id)
          .where('user_id', 'in', ids)
          .execute(),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.display_name?.trim() || `${p.first_name} ${p.last_name}`]));
  const stateOf = new Map(participants.map((p) => [p.user_id, p]));
  return {
    allocated_at: new Date(stored.allocated_at).toISOString(),
    total_minor: result.total_minor,
    held_by_group_minor: result.held_by_group_minor,
    meets_group_minimum: result.meets_group_minimum,
    order: mayManageBulk(scope) || members.length > 0 ? result.order : [],
    members: members.map((m) => ({
      ...m,
      name: nameOf.get(m.user_id) ?? '',
      paid_minor: stateOf.get(m.user_id)?.paid_minor ?? 0,
      paid_on: stateOf.get(m.user_id)?.paid_on ?? null,
      collected: stateOf.get(m.user_id)?.collected_at != null,
    })),
  };
}

/** The order sheet for LEGO: element, design, description, colour, quantity, price, line total. */
export async function orderSheet(db: DB, scope: OrgScope, id: number) {
  const order = await readBulkOrder(db, scope.organizationId, id);
  const allocation = await readAllocation(db, scope, id);
  const elements = await db
    .selectFrom('bulk_order_elements')
    .select(['element_id', 'design_id', 'description', 'colour'])
    .where('bulk_order_id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .execute();
  const info = new Map(elements.map((e) => [e.element_id, e]));
  const rows = allocation.order.map((l) => {
    const e = info.get(l.element_id);
    return [l.element_id, e?.design_id ?? '', e?.description ?? '', e?.colour ?? '', l.quantity, (l.price_minor / 100).toFixed(2), ((l.quantity * l.price_minor) / 100).toFixed(2)];
  });
  const csv = writeCsv(['Element ID', 'Design ID', 'Description', 'Colour', 'Quantity', `Price (${order.currency})`, `Total (${order.currency})`], rows);
  return { filename: `bulk-order-${order.year}-${order.id}.csv`, csv };
}

/** Records what a member has paid towards their share, or that they collected it; the organiser's, audited. */
export async function setParticipantState(
  deps: AppDeps,
  actor: OrgScope,
  input: { id: number; user_id: number; paid_minor?: number; paid_on?: string | null; collected?: boolean },
) {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    await lockBulkOrder(trx, organizationId, input.id);
    const member = await trx.selectFrom('memberships').select('user_id').where('organization_id', '=', organizationId).where('user_id', '=', input.user_id).executeTakeFirst();
    if (!member) throw notFound(bulkMessages.notParticipant);
    await lockParticipant(trx, organizationId, input.id, input.user_id);
    const row = await trx
      .updateTable('bulk_order_participants')
      .set({
        ...(input.paid_minor !== undefined ? { paid_minor: input.paid_minor, paid_on: input.paid_on ?? null } : {}),
        ...(input.collected !== undefined ? { collected_at: input.collected ? deps.now() : null } : {}),
        updated_at: deps.now(),
      })
      .where('bulk_order_id', '=', input.id)
      .where('user_id', '=', input.user_id)
      .returning(['user_id', 'paid_minor', 'paid_on', 'collected_at'])
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: input.collected !== undefined ? 'bulk_order.collected' : 'bulk_order.payment',
      entity: 'bulk_order',
      entityId: input.id,
      details: { user_id: input.user_id, paid_minor: input.paid_minor, paid_on: input.paid_on, collected: input.collected },
    });
    return { user_id: row.user_id, paid_minor: row.paid_minor, paid_on: row.paid_on, collected: row.collected_at !== null };
  });
}
