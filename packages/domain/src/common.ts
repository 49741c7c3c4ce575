import { z } from 'zod';
import { pageOffsetMax } from './paging';
import { descriptionMax } from './text-limits';
import { issue, type IssueWords } from './words';

export { descriptionMax } from './text-limits';

/**
 * Ids are canonical on the wire (docs/decisions/0017-canonical-ids.md): a JSON integer, positive,
 * within PostgreSQL's int4. Nothing is coerced: `" 1"`, `"1"`, `1.5`, `[1]` and `true` are refused
 * with the field named. Path and query text is decoded to a number by the REST adapter before the
 * schema sees it, and only when it is digits without a leading zero (`rest/wire.ts`).
 */
export const idMax = 2_147_483_647;

/** A number, refused as missing (`required`) or as not a number: each said when the issue is made. */
function numberSchema(required: IssueWords, notANumber: IssueWords) {
  return z.number({ error: (problem) => (problem.input === undefined ? required.error() : notANumber.error()) });
}

const mustBeANumber = issue('schema.mustBeANumber', 'Must be a number');

export const id = numberSchema(issue('schema.required', 'Required'), mustBeANumber)
  .int(issue('schema.mustBeAWholeNumber', 'Must be a whole number'))
  .positive(issue('schema.mustBeAPositiveId', 'Must be a positive id'))
  .max(idMax, issue('schema.idIsTooLarge', 'Id is too large'));

/** The organisation a request names (where it names one: see the scope sources in the API). */
export const organizationId = numberSchema(
  issue('schema.organizationIsRequired', 'Organization is required'),
  mustBeANumber,
)
  .int(issue('schema.mustBeAWholeNumber', 'Must be a whole number'))
  .positive(issue('schema.mustBeAPositiveId', 'Must be a positive id'))
  .max(idMax, issue('schema.idIsTooLarge', 'Id is too large'));

/**
 * A whole number that is not an id (a year, a page size): the same wire rule as ids, with the
 * field's own name in the messages.
 */
export function wholeNumber(label: string, min: number, max: number) {
  const range = issue('schema.labelMustBeBetweenMinAndMax', '{label} must be between {min} and {max}', {
    label,
    min,
    max,
  });
  return numberSchema(
    issue('schema.labelIsRequired', '{label} is required', { label }),
    issue('schema.labelMustBeANumber', '{label} must be a number', { label }),
  )
    .int(issue('schema.labelMustBeAWholeNumber', '{label} must be a whole number', { label }))
    .min(min, range)
    .max(max, range);
}

/** A calendar date as `yyyy-mm-dd`, checked to be a real day. */
export const isoDate = z.iso.date(issue('schema.mustBeADateAsYyyyMmDd', 'Must be a date as yyyy-mm-dd'));

export const email = z
  .string(issue('schema.emailIsRequired', 'Email is required'))
  .trim()
  .min(1, issue('schema.emailIsRequired', 'Email is required'))
  .max(254, issue('schema.emailMustBeCharactersOrLess', 'Email must be 254 characters or less'))
  .pipe(z.email(issue('schema.enterAValidEmailAddress', 'Enter a valid email address')));

/** zod's url() accepts `javascript:`; only http and https are links we ever store or render. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, issue('schema.urlMustBeCharactersOrLess', 'URL must be 2048 characters or less'))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    issue('schema.mustBeAWebAddressStartingWithHttp', 'Must be a web address starting with http:// or https://'),
  );

/** An optional text field where an empty string means "not set" (null). */
export function optionalText(max: number, label = 'Text') {
  return z
    .string()
    .max(
      max,
      issue('schema.labelMustBeMaxCharactersOrLess', '{label} must be {max} characters or less', { label, max }),
    )
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value));
}

export const description = optionalText(descriptionMax, 'Description');

export function requiredText(label: string, max: number) {
  return z
    .string(issue('schema.labelIsRequired', '{label} is required', { label }))
    .trim()
    .min(1, issue('schema.labelIsRequired', '{label} is required', { label }))
    .max(
      max,
      issue('schema.labelMustBeMaxCharactersOrLess', '{label} must be {max} characters or less', { label, max }),
    );
}

/** Paged reads (docs/product/api.md#paging): `limit` rows from `offset`; the messages name the parameter. */
export function pageLimit(max: number, fallback: number) {
  return wholeNumber('limit', 1, max).default(fallback);
}

export const pageOffset = numberSchema(
  issue('schema.field.offsetIsRequired', 'offset is required'),
  issue('schema.field.offsetMustBeANumber', 'offset must be a number'),
)
  .int(issue('schema.field.offsetMustBeAWholeNumber', 'offset must be a whole number'))
  .min(0, issue('schema.field.offsetMustBeOrMore', 'offset must be 0 or more'))
  .max(
    pageOffsetMax,
    issue('schema.field.offsetMustBeAtMostPageoffsetmax', 'offset must be at most {pageOffsetMax}', { pageOffsetMax }),
  )
  .default(0);

/** A year filter or field (`year=2026`). */
export const year = wholeNumber('year', 1900, 9999);
