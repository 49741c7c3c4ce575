import { z } from 'zod';
import { pageOffsetMax } from './paging';
import { descriptionMax, tooLongMessage } from './text-limits';

export { descriptionMax } from './text-limits';

/**
 * Ids are canonical on the wire (docs/decisions/0017-canonical-ids.md): a JSON integer, positive,
 * within PostgreSQL's int4. Nothing is coerced: `" 1"`, `"1"`, `1.5`, `[1]` and `true` are refused
 * with the field named. Path and query text is decoded to a number by the REST adapter before the
 * schema sees it, and only when it is digits without a leading zero (`rest/wire.ts`).
 */
export const idMax = 2_147_483_647;

function numberSchema(required: string, notANumber: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? required : notANumber) });
}

export const id = numberSchema('Required', 'Must be a number')
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(idMax, 'Id is too large');

/** The organisation a request names (where it names one: see the scope sources in the API). */
export const organizationId = numberSchema('Organization is required', 'Must be a number')
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(idMax, 'Id is too large');

/**
 * A whole number that is not an id (a year, a page size): the same wire rule as ids, with the
 * field's own name in the messages.
 */
export function wholeNumber(label: string, min: number, max: number, range = `${label} must be between ${min} and ${max}`) {
  return numberSchema(`${label} is required`, `${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
}

/** A calendar date as `yyyy-mm-dd`, checked to be a real day. */
export const isoDate = z.iso.date({ error: 'Must be a date as yyyy-mm-dd' });

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be 254 characters or less')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** zod's url() accepts `javascript:`; only http and https are links we ever store or render. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'URL must be 2048 characters or less')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Must be a web address starting with http:// or https://');

/** An optional text field where an empty string means "not set" (null). */
export function optionalText(max: number, label = 'Text') {
  return z
    .string()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value));
}

export const description = optionalText(descriptionMax, 'Description');

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max));
}

/** Paged reads (docs/product/api.md#paging): `limit` rows from `offset`; the messages name the parameter. */
export function pageLimit(max: number, fallback: number) {
  return wholeNumber('limit', 1, max).default(fallback);
}

export const pageOffset = numberSchema('offset is required', 'offset must be a number')
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(pageOffsetMax, `offset must be at most ${pageOffsetMax}`)
  .default(0);

/** A year filter or field (`year=2026`). */
export const year = wholeNumber('year', 1900, 9999, 'year must be between 1900 and 9999');
