/** PostgreSQL error codes, the same from `pg` and from PGlite. */
function pgCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgCode(error) !== '23505') return false;
  if (!constraint) return true;
  const c = (error as { constraint?: string }).constraint;
  return c === constraint || String((error as Error).message).includes(constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === '23503';
}

/** Invalid input the schema let through (a date out of range, a number too large). */
export function isDataException(error: unknown): boolean {
  return pgCode(error)?.startsWith('22') ?? false;
}

const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/** The database is down or restarting: answer 503 and let the client retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (unavailableErrnos.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')) {
    return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}
