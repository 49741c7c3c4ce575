/**
 * The one error type that services and rules throw. The API maps each code to a tRPC code and an
 * HTTP status in one table (apps/api/src/trpc/errors.ts); the message is shown to the user as is.
 */
export const domainErrorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type DomainErrorCode = keyof typeof domainErrorCodes;

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_REQUEST', message, details);
export const unauthorized = (message = 'Not signed in') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = 'You don\'t have permission to do this') =>
  new DomainError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('CONFLICT', message, details);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new DomainError('TOO_MANY_REQUESTS', message);
