import { z } from 'zod';
import { id, organizationId, year } from './common';
import { duesMessages, isCurrencyCode, paymentMethods } from './dues-helpers';
import { issue } from './words';

// The zod-free money rules and messages (the web screens import them from there).
export * from './dues-helpers';

/** An amount in minor units (cents): a whole number, 0 or more. */
export const amountMinor = z
  .number({ error: duesMessages.amount })
  .int(issue('schema.amountMustBeInWholeMinorUnitsCents', 'Amount must be in whole minor units (cents)'))
  .min(0, duesMessages.amount)
  .max(100_000_000, issue('schema.amountIsTooLarge', 'Amount is too large'));

export const currencyCode = z
  .string({ error: duesMessages.currency })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, duesMessages.currency);

export const duesFee = z.object({ year: z.number(), amount_minor: z.number(), currency: z.string() });

/** `GET /dues/fees`. */
export const duesFeesInput = z.object({ organization_id: organizationId });

/** `PUT /dues/fees/{year}`: the fee for a year, this year and four before, or next year. */
export const setDuesFeeInput = z.object({
  organization_id: organizationId,
  year,
  amount_minor: amountMinor,
  currency: currencyCode,
});
export type SetDuesFeeInput = z.infer<typeof setDuesFeeInput>;

/** `DELETE /dues/fees/{year}`. */
export const removeDuesFeeInput = z.object({ organization_id: organizationId, year });

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** `GET /member-status/export?organization_id=&year=&format=csv|xlsx`. */
export const memberStatusExportInput = z.object({
  organization_id: organizationId,
  year,
  format: z
    .enum(exportFormats, issue('schema.field.formatMustBeCsvOrXlsx', 'format must be csv or xlsx'))
    .default('csv'),
});

/**
 * The export as it travels over tRPC: CSV as text, XLSX as base64 (`encoding`); the REST path
 * answers the bytes with the media type and a download name.
 */
export const memberStatusExport = z.object({
  filename: z.string(),
  media_type: z.string(),
  encoding: z.enum(['utf-8', 'base64']),
  data: z.string(),
});
export type MemberStatusExport = z.infer<typeof memberStatusExport>;

/**
 * `GET /members/{id}/dues?year=`: a member's registration and dues for a year and their points.
 * Any member reads the points; the registration and dues only the member themself and those with
 * `registration.manage` (others get `status: null`).
 */
export const memberDuesSummaryInput = z.object({ organization_id: organizationId.optional(), id, year });

export const memberDuesSummary = z.object({
  year: z.number(),
  status: z
    .object({
      registration_complete: z.boolean(),
      registration_date: z.string().nullable(),
      dues_type: z.enum(['paid', 'gift_in_lieu', 'none']),
      amount_received_minor: z.number().nullable(),
      paid_on: z.string().nullable(),
    })
    .nullable(),
  fee: duesFee.nullable(),
  points: z.object({ year: z.number(), total: z.number() }),
});
export type MemberDuesSummary = z.infer<typeof memberDuesSummary>;

/** `GET /dues/payments?organization_id=&user_id=&year=`: a member's payments of a year, oldest first. */
export const duesPaymentsInput = z.object({ organization_id: organizationId, user_id: id, year });

export const duesPayment = z.object({
  id: z.number(),
  user_id: z.number(),
  year: z.number(),
  amount_minor: z.number(),
  received_on: z.string(),
  method: z.enum(paymentMethods),
  recorded_by: z.string().nullable(),
});

/**
 * `POST /dues/payments`: a payment towards a member's dues of a year (decision 43). Every field is
 * required: nothing is filled in for the treasurer.
 */
export const recordDuesPaymentInput = z.object({
  organization_id: organizationId,
  user_id: id,
  year,
  amount_minor: amountMinor.refine((minor) => minor > 0, duesMessages.amountPositive),
  received_on: z.iso.date({ error: duesMessages.receivedOn }),
  method: z.enum(paymentMethods, { error: duesMessages.method }),
});
export type RecordDuesPaymentInput = z.infer<typeof recordDuesPaymentInput>;

/** `DELETE /dues/payments/{id}`: a payment recorded by mistake. */
export const removeDuesPaymentInput = z.object({ organization_id: organizationId, id });
