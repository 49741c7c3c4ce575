/**
 * The LUGBulk round's calls (issue 30, docs/product/bulk-orders.md): schemas at the boundary. The
 * rules themselves are in ./bulk-order-rules (zod-free).
 */
import { z } from 'zod';
import { id, isoDate, organizationId, requiredText, wholeNumber, year } from './common';
import { currencyCode } from './dues';
import { issue } from './words';

export * from './bulk-order-rules';

const money = (label: string) => wholeNumber(label, 0, 1_000_000_000);
const elementId = z
  .string(issue('schema.elementIdIsRequired', 'Element id is required'))
  .min(1, issue('schema.elementIdIsRequired', 'Element id is required'))
  .max(40, issue('schema.elementIdIsTooLong', 'Element id must be 40 characters or less'))
  .regex(/^\d+$/, issue('schema.elementIdMustBeDigits', 'Element id must be digits'));

export const eligibilityRule = z.object({
  min_points: z.object({ points: wholeNumber('Points', 0, 1_000_000), from: isoDate, to: isoDate }).nullable().default(null),
  min_activities: z
    .object({ count: wholeNumber('Activities', 0, 10_000), from: isoDate, to: isoDate, category_ids: z.array(id).max(100).default([]) })
    .nullable()
    .default(null),
  member_since_by: isoDate.nullable().default(null),
  dues_paid_year: year.nullable().default(null),
  adult_confirmation: z.boolean().default(false),
});

const roundFields = {
  year,
  title: requiredText('Title', 200),
  currency: currencyCode,
  member_cap_minor: money('Member cap'),
  group_minimum_minor: money('Group minimum'),
  distinct_cap: wholeNumber('Distinct elements', 1, 1000),
  lot_minimum: wholeNumber('Lot minimum', 1, 100_000),
  lot_step: wholeNumber('Lot step', 1, 100_000),
  single_piece_from_minor: money('Single-piece price').nullable(),
  round_up_into: z.enum(['members', 'group']),
  picking_closes_on: isoDate.nullable(),
  requests_close_on: isoDate.nullable(),
  eligibility: eligibilityRule,
};

/** `GET /organizations/{id}/bulk-orders`. */
export const listBulkOrdersInput = z.object({ organization_id: organizationId });

/** `POST /organizations/{id}/bulk-orders`. */
export const createBulkOrderInput = z.object({
  organization_id: organizationId,
  ...roundFields,
  single_piece_from_minor: roundFields.single_piece_from_minor.default(null),
  round_up_into: roundFields.round_up_into.default('members'),
  picking_closes_on: roundFields.picking_closes_on.default(null),
  requests_close_on: roundFields.requests_close_on.default(null),
  eligibility: eligibilityRule.default(eligibilityRule.parse({})),
});
export type CreateBulkOrderInput = z.infer<typeof createBulkOrderInput>;

export const bulkOrderRef = z.object({ organization_id: organizationId.optional(), id });

/** `PUT /bulk-orders/{id}`: any of the round's fields. */
export const updateBulkOrderInput = bulkOrderRef.extend(z.object(roundFields).partial().shape);
export type UpdateBulkOrderInput = z.infer<typeof updateBulkOrderInput>;

export const bulkOrder = z.object({
  id: z.number(),
  year: z.number(),
  title: z.string(),
  currency: z.string(),
  member_cap_minor: z.number(),
  group_minimum_minor: z.number(),
  distinct_cap: z.number(),
  lot_minimum: z.number(),
  lot_step: z.number(),
  single_piece_from_minor: z.number().nullable(),
  round_up_into: z.enum(['members', 'group']),
  picking_closes_on: z.string().nullable(),
  requests_close_on: z.string().nullable(),
  eligibility: eligibilityRule,
  elements: z.number(),
  selected: z.number(),
});
export type BulkOrder = z.infer<typeof bulkOrder>;

/** A round with its catalogue: prices only for eligible members and organisers. */
export const bulkOrderDetail = bulkOrder.extend({
  may_manage: z.boolean(),
  eligible: z.boolean(),
  catalogue: z.array(
    z.object({
      element_id: z.string(),
      design_id: z.string(),
      description: z.string(),
      colour: z.string(),
      price_minor: z.number().nullable(),
      baseplate: z.boolean(),
      selected: z.boolean(),
      picks: z.number(),
      picked_by_me: z.boolean(),
    }),
  ),
  my_requests: z.array(z.object({ element_id: z.string(), quantity: z.number() })),
  /** Null for a member who does not see prices (not eligible). */
  my_total_minor: z.number().nullable(),
  adult_confirmed: z.boolean(),
});
export type BulkOrderDetail = z.infer<typeof bulkOrderDetail>;

export const catalogueMaxBytes = 4_000_000;

/** `POST /bulk-orders/{id}/catalogue`: LEGO's list as CSV text or an XLSX workbook in base64. */
export const importCatalogueInput = bulkOrderRef.extend({
  format: z.enum(['csv', 'xlsx'], issue('schema.field.formatMustBeCsvOrXlsx', 'format must be csv or xlsx')).default('csv'),
  data: z
    .string(issue('schema.theFileIsRequired', 'The file is required'))
    .min(1, issue('schema.theFileIsEmpty', 'The file is empty'))
    .max(catalogueMaxBytes, issue('schema.theFileIsTooLarge', 'The file must be 3 MB or smaller')),
});

export const catalogueImportResult = z.object({ imported: z.number() });

/** `POST|DELETE /bulk-orders/{id}/picks/{element_id}`. */
export const pickInput = bulkOrderRef.extend({ element_id: elementId });

/** `PUT /bulk-orders/{id}/selection`: the elements the group orders from, within the distinct cap. */
export const selectionInput = bulkOrderRef.extend({ element_ids: z.array(elementId).max(1000) });

/** `PUT /bulk-orders/{id}/requests`: the caller's own requests, replacing the ones before. */
export const requestsInput = bulkOrderRef.extend({
  requests: z
    .array(z.object({ element_id: elementId, quantity: wholeNumber('Quantity', 1, 1_000_000) }))
    .max(1000),
  adult_confirmed: z.boolean().optional(),
});

/** `PUT /bulk-orders/{id}/payments/{user_id}`: what the member has paid towards their share. */
export const bulkPaymentInput = bulkOrderRef.extend({ user_id: id, paid_minor: money('Amount'), paid_on: isoDate.nullable() });

/** `PUT /bulk-orders/{id}/collected/{user_id}`. */
export const collectedInput = bulkOrderRef.extend({ user_id: id, collected: z.boolean() });

export const eligibilityRow = z.object({
  user_id: z.number(),
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(
    z.object({
      test: z.enum(['active', 'points', 'activities', 'member_since', 'dues', 'adult']),
      met: z.boolean(),
      required: z.union([z.number(), z.string(), z.boolean()]),
      actual: z.union([z.number(), z.string(), z.boolean()]).nullable(),
    }),
  ),
});

const memberLine = z.object({
  element_id: z.string(),
  requested: z.number(),
  allocated: z.number(),
  price_minor: z.number(),
  changes: z.array(z.enum(['not_selected', 'over_cap', 'distinct_cap', 'rounded_down', 'not_ordered', 'rounded_up'])),
});

export const allocationResult = z.object({
  allocated_at: z.string(),
  total_minor: z.number(),
  held_by_group_minor: z.number(),
  meets_group_minimum: z.boolean(),
  order: z.array(
    z.object({
      element_id: z.string(),
      quantity: z.number(),
      price_minor: z.number(),
      requested: z.number(),
      held_by_group: z.number(),
      rounding: z.enum(['exact', 'rounded_up', 'rounded_down']),
      for_group_minimum: z.boolean(),
    }),
  ),
  /** Every member's share for the organiser; the caller's own for a member. */
  members: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      lines: z.array(memberLine),
      total_minor: z.number(),
      paid_minor: z.number(),
      paid_on: z.string().nullable(),
      collected: z.boolean(),
    }),
  ),
});
export type AllocationResult = z.infer<typeof allocationResult>;

export const orderSheet = z.object({ filename: z.string(), csv: z.string() });
export const participantState = z.object({ user_id: z.number(), paid_minor: z.number(), paid_on: z.string().nullable(), collected: z.boolean() });
