/**
 * The one table from our error codes to tRPC codes (and so HTTP statuses), and the translation of
 * everything else a procedure can throw into a clean client error.
 */
import { TRPCError } from '@trpc/server';
import { DomainError, type DomainErrorCode } from '@lug/domain/errors';
import { ZodError } from 'zod';
import {
  isDataException,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../services/db-errors';

const trpcCodes: Record<DomainErrorCode, TRPCError['code']> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** "email: Enter a valid email address" for the first problem; the rest are in `issues`. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError && error.code === 'BAD_REQUEST') {
      return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(error.cause), cause: error.cause });
    }
    return error;
  }
  if (error instanceof DomainError) {
    return new TRPCError({ code: trpcCodes[error.code], message: error.message, cause: error });
  }
  if (error instanceof ZodError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(error), cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable right now. Please try again in a moment.',
      cause: error,
    });
  }
  if (isUniqueViolation(error)) {
    return new TRPCError({ code: 'CONFLICT', message: 'This already exists', cause: error });
  }
  if (isForeignKeyViolation(error)) {
    return new TRPCError({ code: 'CONFLICT', message: 'This refers to something that does not exist', cause: error });
  }
  if (isDataException(error)) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'A value is out of range or malformed', cause: error });
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong', cause: error });
}
