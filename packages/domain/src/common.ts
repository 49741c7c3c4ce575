import { z } from 'zod';
import { pageOffsetMax } from './paging';
import { descriptionMax } from './text-limits';

export { descriptionMax } from './text-limits';

/** Database ids travel as positive integers; strings of digits (query strings) are accepted. */
export const id = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(2_147_483_647, 'Id is too large');

export const organizationId = id;

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
    .max(max, `${label} must be ${max} characters or less`);
}

/**
 * Paged reads (issue 8): `limit` rows from `offset`. Numbers may arrive as query-string text; the
 * messages name the parameter, as a script author reads them.
 */
export function pageLimit(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${max}`)
    .max(max, `limit must be between 1 and ${max}`)
    .default(fallback);
}

export const pageOffset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(pageOffsetMax, `offset must be at most ${pageOffsetMax}`)
  .default(0);
