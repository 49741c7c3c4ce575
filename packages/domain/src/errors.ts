/**
 * The one error type that services and rules throw, and the codes a client reads.
 *
 * Every refusal carries a code: a category that is its HTTP status (`NOT_FOUND`, `CONFLICT`, …) or a
 * rule a client reacts to in its own way (`PARTICIPATION_CHANGE_REQUIRED`). Bad input is
 * `INVALID_INPUT` with `fields` naming every field at fault (field → message). The API sends the
 * same on both transports (REST: `{ error, code, fields?, details? }`; tRPC: `error.data`), so
 * clients map codes and fields and never read message text (apps/api/src/trpc/errors.ts).
 */
import { messages } from './words';

export const errorStatuses = {
  BAD_REQUEST: 400,
  /** `fields` names each field at fault. */
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** A kiosk session called something other than its activity's check-in (decision 0047). */
  KIOSK_SESSION: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** An activity change would leave participation records outside it: `details.affected` says how many. */
  PARTICIPATION_CHANGE_REQUIRED: 409,
  /**
   * An activity's new dates would leave shifts outside it: `details.shifts` names them,
   * `details.choices` the answers (`shift_change`: move, cancel) that are possible.
   */
  SHIFT_CHANGE_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatuses;
export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

/** What a refusal says when its caller names nothing more precise. */
export const errorMessages = /* @__PURE__ */ messages('error', {
  unauthorized: 'Not signed in',
  forbidden: "You don't have permission to do this",
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
});

/** Field → message: the first problem of each field at fault. */
export type FieldErrors = Record<string, string>;

export interface ErrorExtras {
  fields?: FieldErrors;
  details?: Record<string, unknown>;
}

/** What a client receives for a refused call (REST body; tRPC `error.data` carries the same fields). */
export interface ApiErrorBody extends ErrorExtras {
  error: string;
  code: ErrorCode;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly fields: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.fields = extras.fields;
    this.details = extras.details;
  }

  get status(): number {
    return errorStatuses[this.code];
  }
}

export const badRequest = (message: string, extras?: ErrorExtras) => new DomainError('BAD_REQUEST', message, extras);
/**
 * A value of one field is refused: `fields` carries it for forms; the message names the field
 * first unless the message already reads on its own (`shown`).
 */
export const invalidField = (field: string, message: string, shown = `${field}: ${message}`) =>
  new DomainError('INVALID_INPUT', shown, { fields: { [field]: message } });
export const unauthorized = (message = errorMessages.unauthorized) => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = errorMessages.forbidden) => new DomainError('FORBIDDEN', message);
export const notFound = (message = errorMessages.notFound) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string, extras?: ErrorExtras) => new DomainError('CONFLICT', message, extras);
export const tooManyRequests = (message = errorMessages.tooManyRequests) =>
  new DomainError('TOO_MANY_REQUESTS', message);

/** The fields at fault in a list of zod-like issues: the first message of each field, by its path. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.filter((p) => typeof p !== 'symbol').join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
