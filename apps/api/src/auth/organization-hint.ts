import type { Context as HonoContext } from 'hono';

/** A database id as the inputs carry it: a positive int4, or its decimal string (REST queries). */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

function named(input: unknown): number | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  return positiveInt(record.organization_id ?? record.organizationId);
}

/**
 * The organisation a request names where that is cheap to see before it runs: a REST query string
 * (`?organization_id=`), or the `input` of a tRPC GET (one call, or a batch whose calls all name
 * the same organisation). The authentication reads the caller's membership of it in the same
 * statement; the scope resolver still decides from the procedure's parsed input, and asks the database
 * again when the two differ. Anything unclear gives no hint.
 */
export function organizationHint(c: HonoContext): number | undefined {
  const query = c.req.query('organization_id') ?? c.req.query('organizationId');
  if (query !== undefined) return positiveInt(query);
  if (c.req.method !== 'GET' || !c.req.path.startsWith('/trpc/')) return undefined;
  const input = c.req.query('input');
  if (!input || input.length > 4096) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return undefined;
  }
  if (c.req.query('batch') !== '1') return named(parsed);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const ids = new Set(Object.values(parsed).map(named));
  const [only] = ids;
  return ids.size === 1 ? only : undefined;
}
