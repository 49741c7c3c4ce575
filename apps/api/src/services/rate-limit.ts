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

/** Refuses with 429 once the rule's limit is reached; otherwise counts this request. */
export async function consume(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  rule: RateRule,
  now: Date,
  message?: string,
): Promise<void> {
  if ((await countRecent(db, bucket, key, rule, now)) >= rule.limit) throw tooManyRequests(message);
  await recordEvent(db, bucket, key, now);
}

/** Drops events older than a day; run by the scheduler. */
export async function pruneRateLimitEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_events')
    .where('created_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
