/**
 * Limits counted in the database, so that every server process on one PostgreSQL shares them
 * (decision 0002): fixed windows for what costs email or storage (`consume`), growing delays for
 * failed sign-ins (`claimAttempt`, decision 0019). A refusal is a 429 whose `retryAfterSeconds`
 * becomes the `Retry-After` header.
 */
import { DomainError, tooManyRequests } from '@lug/domain/errors';
import { remainingDelayMs, retryAfterSeconds, type DelayRule } from '@lug/domain/throttle';
import type { DB } from '@lug/db';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** A 429 that says when to come back. */
export function throttled(message: string | undefined, waitMs: number): DomainError {
  const error = tooManyRequests(message);
  return new DomainError(error.code, error.message, { details: { retryAfterSeconds: retryAfterSeconds(waitMs) } });
}

/** The `Retry-After` seconds an error carries, if it is a throttling refusal. */
export function retryAfterOf(error: unknown): number | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current instanceof DomainError) {
      const seconds = current.details?.retryAfterSeconds;
      return typeof seconds === 'number' ? seconds : undefined;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function countRecent(
  db: DB,
  bucket: string,
  key: string,
  rule: { windowMs: number },
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

export async function recordEvent(db: DB, bucket: string, key: string, now: Date) {
  await db.insertInto('rate_limit_events').values({ bucket, key, created_at: now }).execute();
}

/** The other events of a bucket and key in the window: how many, the oldest and the newest. */
async function otherEvents(db: DB, bucket: string, key: string, windowMs: number, now: Date, exceptId: number) {
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - windowMs))
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  const time = (value: unknown) => (value == null ? null : new Date(value as string | Date).getTime());
  return { count: Number(row.count), oldest: time(row.oldest), newest: time(row.newest) };
}

/**
 * Counts this request first, then looks: concurrent requests (on any server process) see each
 * other's events, so at most `limit` of a burst get through. (Looking first and counting after lets
 * every request of a burst through: they all see the same old count.) Returns the event's id, or
 * how long to wait, having taken the event back, when the limit is reached.
 */
export async function claim(
  db: DB,
  bucket: string,
  key: string,
  rule: RateRule,
  now: Date,
  /** When the event is recorded as having happened (default `now`): coarser for anonymous feedback. */
  recordedAt: Date = now,
): Promise<{ id: number } | { waitMs: number }> {
  const { id } = await db.insertInto('rate_limit_events').values({ bucket, key, created_at: recordedAt }).returning('id').executeTakeFirstOrThrow();
  const others = await otherEvents(db, bucket, key, rule.windowMs, now, id);
  if (others.count < rule.limit) return { id };
  await forgetEvents(db, [id]);
  // A place frees up when the oldest event leaves the window.
  return { waitMs: Math.max(1000, (others.oldest ?? now.getTime()) + rule.windowMs - now.getTime()) };
}

/**
 * One attempt against a growing-delay rule (failed sign-ins): counted first, as `claim` does; it
 * may go ahead while the failures recorded before it are free, or once the delay their number
 * calls for has passed since the last of them. A refused attempt is taken back: waiting costs the
 * client nothing more. The claim stands as a failure unless `forgetEvents` takes it back.
 */
export async function claimAttempt(
  db: DB,
  bucket: string,
  key: string,
  rule: DelayRule,
  now: Date,
): Promise<{ id: number } | { waitMs: number }> {
  const { id } = await db.insertInto('rate_limit_events').values({ bucket, key, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const others = await otherEvents(db, bucket, key, rule.windowMs, now, id);
  // Concurrent attempts see each other as failures of this very moment: beyond the free ones, none
  // of a burst goes ahead before the delay has passed.
  const waitMs = remainingDelayMs(others.count, others.newest, now.getTime(), rule);
  if (waitMs <= 0) return { id };
  await forgetEvents(db, [id]);
  return { waitMs };
}

/** Takes claimed events back (a request that turned out not to count, like a successful login). */
export async function forgetEvents(db: DB, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_limit_events').where('id', 'in', ids).execute();
}

/** Forgets every event of a bucket and key (a client that proved the password has nothing to slow). */
export async function clearEvents(db: DB, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Refuses with 429 (and when to retry) once the rule's limit is reached; otherwise counts this request. */
export async function consume(
  db: DB,
  bucket: string,
  key: string,
  rule: RateRule,
  now: Date,
  message?: string,
  recordedAt?: Date,
): Promise<void> {
  const result = await claim(db, bucket, key, rule, now, recordedAt);
  if ('waitMs' in result) throw throttled(message, result.waitMs);
}

/** Drops events older than a day; run by the scheduler. */
export async function pruneRateLimitEvents(db: DB, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_events')
    .where('created_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
