/**
 * The one translation of what a procedure can throw into what a client receives: a tRPC error
 * whose code gives the HTTP status, and the coded body both transports send (`apiErrorOf`:
 * `{ error, code, fields?, details? }`; REST as the body, tRPC as `error.data`). Clients map the
 * code and the fields, never the message text (`@lug/domain/errors`).
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { DomainError, errorStatuses, fieldErrorsOf, type ApiErrorBody, type ErrorCode } from '@lug/domain/errors';
import { ZodError } from 'zod';
import {
  isDataException,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../services/db-errors';
import { apiMessages } from '../words';

/** The tRPC code (and so the HTTP status) of each HTTP status our codes use. */
const trpcCodeOfStatus: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** "email: Enter a valid email address" for the first problem; `fields` has every field at fault. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return apiMessages.invalidInput;
  const path = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Everything a procedure can throw, as our error (undefined: a bug, answered 500). */
function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof ZodError) {
    return new DomainError('INVALID_INPUT', zodMessage(error), { fields: fieldErrorsOf(error.issues) });
  }
  if (isDatabaseUnavailable(error)) {
    return new DomainError('SERVICE_UNAVAILABLE', apiMessages.databaseUnavailable);
  }
  if (isUniqueViolation(error)) return new DomainError('CONFLICT', apiMessages.alreadyExists);
  if (isForeignKeyViolation(error)) return new DomainError('CONFLICT', apiMessages.refersToNothing);
  if (isDataException(error)) return new DomainError('BAD_REQUEST', apiMessages.malformedValue);
  return undefined;
}

export function toTRPCError(error: unknown): TRPCError {
  // tRPC's own errors keep their code; an input that broke the procedure's schema is bad input.
  if (error instanceof TRPCError && !(error.cause instanceof ZodError && error.code === 'BAD_REQUEST')) return error;
  const domain = toDomainError(error instanceof TRPCError ? error.cause : error);
  if (!domain)
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: apiMessages.somethingWentWrong, cause: error });
  return new TRPCError({
    code: trpcCodeOfStatus[domain.status] ?? 'BAD_REQUEST',
    message: domain.message,
    cause: domain,
  });
}

/** A tRPC code as one of ours, for tRPC's own errors (a body that is not JSON, a missing procedure). */
function errorCodeOf(error: TRPCError): ErrorCode {
  if (error.code in errorStatuses) return error.code as ErrorCode;
  if (error.code === 'METHOD_NOT_SUPPORTED') return 'METHOD_NOT_ALLOWED';
  const status = getHTTPStatusCodeFromError(error);
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
}

/** The coded body of a refused call: the same on REST (the body) and tRPC (`error.data`). */
export function apiErrorOf(error: TRPCError): ApiErrorBody {
  const domain = error.cause instanceof DomainError ? error.cause : undefined;
  return {
    error: error.message,
    code: domain?.code ?? errorCodeOf(error),
    ...(domain?.fields ? { fields: domain.fields } : {}),
    ...(domain?.details ? { details: domain.details } : {}),
  };
}
