/**
 * The LUGBulk round (issue 30, docs/product/bulk-orders.md): the round's settings, LEGO's list,
 * members' picks and the organiser's selection. Organisers hold `registration.manage` (the round
 * is money and standing, like dues). A round's writes take its row lock (`lockBulkOrder`), one
 * lock per round: the selection, the requests and the allocation apply one after the other.
 */
import { parse } from 'csv-parse/sync';
import { badRequest, conflict, invalidField, notFound } from '@lug/domain/errors';
import { parseAmount } from '@lug/domain/dues-helpers';
import {
  eligibilityRule,
  type BulkOrder,
  type BulkOrderDetail,
  type CreateBulkOrderInput,
  type UpdateBulkOrderInput,
} from '@lug/domain/bulk-orders';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../../context';
import { auditMemberChange } from '../audit';
import { hasPermission, type OrgScope, type Unscoped } from '../authorization';
import { bulkMessages } from './messages';
import { eligibilityOf } from './eligibility';

export const mayManageBulk = (scope: OrgScope) => hasPermission(scope, 'registration.manage');

/** The round's row, locked for the rest of the transaction; 404 outside the organisation. */
export async function lockBulkOrder(trx: DB, organizationId: number, id: number) {
  const row = await trx
    .selectFrom('bulk_orders')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(bulkMessages.notFound);
  return row;
}

export async function readBulkOrder(db: DB, organizationId: number, id: number, lock?: 'share') {
  let query = db.selectFrom('bulk_orders').selectAll().where('organization_id', '=', organizationId).where('id', '=', id);
  // A member's requests hold the round still against the organiser's changes (its cap, its closing
  // day, the selection: `lockBulkOrder`), not against other members' requests.
  if (lock === 'share') query = query.forShare();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(bulkMessages.notFound);
  return row;
}

type Row = Awaited<ReturnType<typeof readBulkOrder>>;

function toBulkOrder(row: Row, counts: { elements: number; selected: number }): BulkOrder {
  return {
    id: row.id,
    year: row.year,
    title: row.title,
    currency: row.currency,
    member_cap_minor: row.member_cap_minor,
    group_minimum_minor: row.group_minimum_minor,
    distinct_cap: row.distinct_cap,
    lot_minimum: row.lot_minimum,
    lot_step: row.lot_step,
    single_piece_from_minor: row.single_piece_from_minor,
    round_up_into: row.round_up_into,
    picking_closes_on: row.picking_closes_on,
    requests_close_on: row.requests_close_on,
    eligibility: eligibilityRule.parse(row.eligibility ?? {}),
    ...counts,
  };
}

const counts = (db: DB, organizationId: number) =>
  db
    .selectFrom('bulk_order_elements')
    .select(['bulk_order_id', sql<number>`count(*)::int`.as('elements'), sql<number>`count(*) filter (where selected)::int`.as('selected')])
    .where('organization_id', '=', organizationId)
    .groupBy('bulk_order_id');

export async function listBulkOrders(db: DB, scope: OrgScope): Promise<BulkOrder[]> {
  const [rows, totals] = await Promise.all([
    db.selectFrom('bulk_orders').selectAll().where('organization_id', '=', scope.organizationId).orderBy('year', 'desc').orderBy('id', 'desc').execute(),
    counts(db, scope.organizationId).execute(),
  ]);
  const byOrder = new Map(totals.map((t) => [t.bulk_order_id, { elements: Number(t.elements), selected: Number(t.selected) }]));
  return rows.map((row) => toBulkOrder(row, byOrder.get(row.id) ?? { elements: 0, selected: 0 }));
}

function checkDays(input: { picking_closes_on?: string | null; requests_close_on?: string | null }) {
  if (input.picking_closes_on && input.requests_close_on && input.requests_close_on < input.picking_closes_on) {
    throw invalidField('requests_close_on', bulkMessages.requestsBeforePicking);
  }
}

export async function createBulkOrder(deps: AppDeps, actor: OrgScope, input: Unscoped<CreateBulkOrderInput>): Promise<BulkOrder> {
  checkDays(input);
  return deps.db.transaction().execute(async (trx) => {
    const { eligibility, ...fields } = input;
    const row = await trx
      .insertInto('bulk_orders')
      .values({ ...fields, organization_id: actor.organizationId, eligibility: JSON.stringify(eligibility), created_by: actor.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, { action: 'bulk_order.create', entity: 'bulk_order', entityId: row.id, details: { title: row.title, year: row.year } });
    return toBulkOrder(row, { elements: 0, selected: 0 });
  });
}

export async function updateBulkOrder(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateBulkOrderInput>): Promise<BulkOrder> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockBulkOrder(trx, actor.organizationId, input.id);
    const { id, eligibility, ...fields } = input;
    checkDays({ picking_closes_on: before.picking_closes_on, requests_close_on: before.requests_close_on, ...fields });
    const row = await trx
      .updateTable('bulk_orders')
      .set({ ...fields, ...(eligibility ? { eligibility: JSON.stringify(eligibility) } : {}), updated_at: deps.now() })
      .where('organization_id', '=', actor.organizationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, { action: 'bulk_order.update', entity: 'bulk_order', entityId: id, details: { fields: Object.keys(input).filter((k) => k !== 'id') } });
    const [total] = await counts(trx, actor.organizationId).where('bulk_order_id', '=', id).execute();
    return toBulkOrder(row, { elements: Number(total?.elements ?? 0), selected: Number(total?.selected ?? 0) });
  });
}

/** The round with its catalogue, the caller's picks and requests; prices only for the eligible and organisers. */
export async function getBulkOrder(deps: AppDeps, scope: OrgScope, id: number): Promise<BulkOrderDetail> {
  const { db } = deps;
  const row = await readBulkOrder(db, scope.organizationId, id);
  const mayManage = mayManageBulk(scope);
  const [mine] = await eligibilityOf(db, scope.organizationId, row, [scope.userId]);
  const eligible = mine?.eligible ?? false;
  const seesPrices = eligible || mayManage;
  const [elements, picks, requests, participant] = await Promise.all([
    db.selectFrom('bulk_order_elements').selectAll().where('organization_id', '=', scope.organizationId).where('bulk_order_id', '=', id).orderBy('line').execute(),
    db
      .selectFrom('bulk_order_picks')
      .select(['element_id', sql<number>`count(*)::int`.as('n'), sql<boolean>`bool_or(user_id = ${scope.userId})`.as('mine')])
      .where('organization_id', '=', scope.organizationId)
      .where('bulk_order_id', '=', id)
      .groupBy('element_id')
      .execute(),
    db.selectFrom('bulk_order_requests').select(['element_id', 'quantity']).where('organization_id', '=', scope.organizationId).where('bulk_order_id', '=', id).where('user_id', '=', scope.userId).orderBy('element_id').execute(),
    db.selectFrom('bulk_order_participants').select('adult_confirmed').where('organization_id', '=', scope.organizationId).where('bulk_order_id', '=', id).where('user_id', '=', scope.userId).executeTakeFirst(),
  ]);
  const pickOf = new Map(picks.map((p) => [p.element_id, p]));
  const price = new Map(elements.map((e) => [e.element_id, e.price_minor]));
  return {
    ...toBulkOrder(row, { elements: elements.length, selected: elements.filter((e) => e.selected).length }),
    may_manage: mayManage,
    eligible,
    catalogue: elements.map((e) => ({
      element_id: e.element_id,
      design_id: e.design_id,
      description: e.description,
      colour: e.colour,
      price_minor: seesPrices ? e.price_minor : null,
      baseplate: e.baseplate,
      selected: e.selected,
      picks: Number(pickOf.get(e.element_id)?.n ?? 0),
      picked_by_me: Boolean(pickOf.get(e.element_id)?.mine),
    })),
    my_requests: requests,
    // Prices are for those who take part (issue 30): a member no longer eligible sees no total either.
    my_total_minor: seesPrices ? requests.reduce((sum, r) => sum + r.quantity * (price.get(r.element_id) ?? 0), 0) : null,
    adult_confirmed: participant?.adult_confirmed ?? false,
  };
}

const headers = { element_id: ['element id', 'element', 'elementid', 'element_id', 'item'], design_id: ['design id', 'design', 'designid', 'design_id'], description: ['description', 'name'], colour: ['colour', 'color'], price: ['price', 'unit price'], baseplate: ['baseplate', 'base plate'] };

/** LEGO's list (CSV text, or XLSX in base64) as rows of cells with their line numbers. */
async function readSheet(format: 'csv' | 'xlsx', data: string): Promise<string[][]> {
  if (format === 'csv') {
    try {
      return parse(data.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: false, delimiter: [',', ';', '\t'] }) as string[][];
    } catch {
      throw badRequest(bulkMessages.unreadableFile);
    }
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(data, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw badRequest(bulkMessages.unreadableFile);
  }
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1).map((v) => (v == null ? '' : typeof v === 'object' && 'text' in (v as object) ? String((v as { text: unknown }).text) : String(v)));
  });
  return Array.from(rows, (r) => r ?? []);
}

/** Replaces the round's list whole: every bad row reported by its line, nothing imported when one is bad. */
export async function importCatalogue(deps: AppDeps, actor: OrgScope, input: { id: number; format: 'csv' | 'xlsx'; data: string }) {
  const rows = await readSheet(input.format, input.data);
  const head = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const col = Object.fromEntries(Object.entries(headers).map(([k, names]) => [k, head.findIndex((h) => names.includes(h))])) as Record<keyof typeof headers, number>;
  const missing = (['element_id', 'design_id', 'description', 'colour', 'price'] as const).filter((k) => col[k] < 0);
  if (missing.length > 0) throw badRequest(bulkMessages.missingColumns(missing.join(', ')));
  return deps.db.transaction().execute(async (trx) => {
    // The prices are read in the round's currency (its minor units), by the one reading of typed
    // amounts: `1.240,50`, `1’240.50`, `0,65`; a price the currency cannot hold is a bad row.
    const order = await lockBulkOrder(trx, actor.organizationId, input.id);
    const problems: Array<{ line: number; problem: string }> = [];
    const elements: Array<{ element_id: string; design_id: string; description: string; colour: string; price_minor: number; baseplate: boolean; line: number }> = [];
    const seen = new Set<string>();
    rows.slice(1).forEach((cells, i) => {
      const line = i + 2;
      if (cells.every((c) => String(c).trim() === '')) return;
      const cell = (k: keyof typeof headers) => (col[k] >= 0 ? String(cells[col[k]] ?? '').trim() : '');
      const elementId = cell('element_id');
      const priceMinor = parseAmount(cell('price').replace(/^[^\d.,'’ -]+|[^\d.,'’ -]+$/g, ''), order.currency);
      if (!/^\d{1,40}$/.test(elementId)) problems.push({ line, problem: 'element_id' });
      else if (seen.has(elementId)) problems.push({ line, problem: 'duplicate' });
      else if (priceMinor === null || priceMinor <= 0) problems.push({ line, problem: 'price' });
      else if (!cell('description')) problems.push({ line, problem: 'description' });
      else {
        seen.add(elementId);
        elements.push({
          element_id: elementId,
          design_id: cell('design_id'),
          description: cell('description').slice(0, 300),
          colour: cell('colour').slice(0, 100),
          price_minor: priceMinor,
          baseplate: /^(1|y|yes|true|x)$/i.test(cell('baseplate')),
          line,
        });
      }
    });
    if (problems.length > 0) throw badRequest(bulkMessages.badRows(problems.map((p) => `${p.line} (${p.problem})`).join(', ')), { details: { rows: problems } });
    if (elements.length === 0) throw badRequest(bulkMessages.noRows);
    await trx.deleteFrom('bulk_order_allocations').where('organization_id', '=', actor.organizationId).where('bulk_order_id', '=', input.id).execute();
    await trx.deleteFrom('bulk_order_elements').where('organization_id', '=', actor.organizationId).where('bulk_order_id', '=', input.id).execute();
    for (let i = 0; i < elements.length; i += 500) {
      await trx
        .insertInto('bulk_order_elements')
        .values(elements.slice(i, i + 500).map((e) => ({ ...e, organization_id: actor.organizationId, bulk_order_id: input.id })))
        .execute();
    }
    await auditMemberChange(trx, actor, { action: 'bulk_order.catalogue', entity: 'bulk_order', entityId: input.id, details: { imported: elements.length } });
    return { imported: elements.length };
  });
}

/** The organiser's selection: the elements the group orders from, at most the distinct cap. */
export async function setSelection(deps: AppDeps, actor: OrgScope, input: { id: number; element_ids: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockBulkOrder(trx, actor.organizationId, input.id);
    const ids = [...new Set(input.element_ids)];
    if (ids.length > order.distinct_cap) throw invalidField('element_ids', bulkMessages.overDistinctCap(order.distinct_cap));
    const known = ids.length === 0 ? [] : await trx.selectFrom('bulk_order_elements').select('element_id').where('bulk_order_id', '=', input.id).where('element_id', 'in', ids).execute();
    const unknown = ids.filter((id) => !known.some((k) => k.element_id === id));
    if (unknown.length > 0) throw invalidField('element_ids', bulkMessages.notInCatalogue(unknown.join(', ')));
    await trx
      .updateTable('bulk_order_elements')
      .set({ selected: ids.length === 0 ? sql<boolean>`false` : sql<boolean>`element_id in (${sql.join(ids)})` })
      .where('organization_id', '=', actor.organizationId)
      .where('bulk_order_id', '=', input.id)
      .execute();
    await auditMemberChange(trx, actor, { action: 'bulk_order.selection', entity: 'bulk_order', entityId: input.id, details: { selected: ids.length } });
    return { selected: ids.length };
  });
}

/** A member's pick (nomination and vote) of an element; eligible members only, until picking closes. */
export async function setPick(deps: AppDeps, scope: OrgScope, input: { id: number; element_id: string }, picked: boolean, today: string) {
  const order = await readBulkOrder(deps.db, scope.organizationId, input.id);
  if (order.picking_closes_on && today > order.picking_closes_on) throw conflict(bulkMessages.pickingClosed);
  const [mine] = await eligibilityOf(deps.db, scope.organizationId, order, [scope.userId]);
  if (!mine?.eligible) throw conflict(bulkMessages.notEligible);
  const element = await deps.db.selectFrom('bulk_order_elements').select('element_id').where('bulk_order_id', '=', input.id).where('organization_id', '=', scope.organizationId).where('element_id', '=', input.element_id).executeTakeFirst();
  if (!element) throw notFound(bulkMessages.elementNotFound);
  if (picked) {
    await deps.db
      .insertInto('bulk_order_picks')
      .values({ organization_id: scope.organizationId, bulk_order_id: input.id, element_id: input.element_id, user_id: scope.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await deps.db.deleteFrom('bulk_order_picks').where('bulk_order_id', '=', input.id).where('element_id', '=', input.element_id).where('user_id', '=', scope.userId).execute();
  }
  return { success: true as const };
}
