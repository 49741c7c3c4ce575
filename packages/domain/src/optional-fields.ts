import { z } from 'zod';
import { httpUrl, id } from './common';
import { issue } from './words';

/** Empty or whitespace-only strings mean "not set": they become null before validation. */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** An optional reference to another row on the wire: an integer id, or null for none. */
export const optionalId = id.nullish();

/**
 * The same reference as a form's select submits it: `''` for "none", else the id's digits. Forms
 * only: the API takes `optionalId` (ids are canonical on the wire).
 */
export const formOptionalId = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : blankToNull(value)),
  optionalId,
);

/** A clock time `HH:MM` (24 h); a `HH:MM:SS` value from a time input is cut to minutes. */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, issue('schema.mustBeATimeAsHhMm', 'Must be a time as HH:MM'))
  .transform((value) => value.slice(0, 5));

export const optionalTime = z.preprocess(blankToNull, timeOfDay.nullish());

/** An optional http(s) link; an empty string means no link. */
export const optionalHttpUrl = z.preprocess(blankToNull, httpUrl.nullish());

// The text limits live in ./text-limits (no zod: the web forms use them).
export { capLength, characterCount } from './text-limits';
