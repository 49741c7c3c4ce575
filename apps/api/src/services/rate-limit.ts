/**
 * Fixed rules, counted in the database so that every server process on one PostgreSQL shares them.
 */
import { tooManyRequests } from '@lug/domain/errors';
import type { Kysely, Database } from '@lug/db';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export async function countRecent(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordEvent(db: Kysely<Database>, bucket: string, key: string, now: Date) {
  await db.insertInto('rate_limit_events').values({ bucket, key, created_at: now }).execute();
}

/**
 * Counts this request first, then looks: concurrent requests (on any server process) see each
 * other's events, so at most `limit` of a burst get through. (Looking first and counting after lets
 * every request of a burst through: they all see the same old count.) Returns the event's id, or
 * null, having taken the event back, when the limit is exceeded.
 */
export async function claim(db: Kysely<Database>, bucket: string, key: string, rule: RateRule, now: Date): Promise<number | null> {
  const { id } = await db.insertInto('rate_limit_events').values({ bucket, key, created_at: now }).returning('id').executeTakeFirstOrThrow();
  if ((await countRecent(db, bucket, key, rule, now)) <= rule.limit) return id;
  await forgetEvents(db, [id]);
  return null;
}

/** Takes claimed events back (a request that turned out not to count, like a successful login). */
export async function forgetEvents(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_limit_events').where('id', 'in', ids).execute();
}

/** Refuses with 429 once the rule's limit is reached; otherwise counts this request. */
export async function consume(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  rule: RateRule,
  now: Date,
  message?: string,
): Promise<void> {
  if ((await claim(db, bucket, key, rule, now)) === null) throw tooManyRequests(message);
}

/** Drops events older than a day; run by the scheduler. */
export async function pruneRateLimitEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_events')
    .where('created_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
