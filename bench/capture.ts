/**
 * The SQL behind each benchmarked read, captured rather than copied: the real Hono app runs
 * in this process on a Kysely instance with a `log` hook and serves the request once; the hook
 * records every statement the request ran (the session and membership checks as well as the
 * endpoint's own queries) with its parameters and timing. Statements whose run times overlap were
 * issued together (the services use Promise.all), so the replay issues them together too.
 */
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '@lug/db';
import { loadConfig } from '../apps/api/src/env';
import { createLogger } from '../apps/api/src/logger';
import { createApp } from '../apps/api/src/server';
import { expectedStatus, headersFor, type Choices, type Endpoint } from './endpoints';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** Groups of statements: the groups run one after another, the statements of a group at once. */
export type CapturedPlan = CapturedQuery[][];

interface Logged extends CapturedQuery {
  start: number;
  end: number;
}

const parsers: Record<number, (value: string) => unknown> = {
  1082: (value) => value, // date stays yyyy-mm-dd
  20: (value) => Number(value), // int8
  1700: (value) => Number(value), // numeric
};

export function pgTypes() {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
}

/** A Kysely whose every statement lands in `sink` while `sink.on` is true. */
export function loggingKysely(target: { pool: pg.Pool } | { pglite: PGlite }) {
  const sink = { on: false, entries: [] as Logged[] };
  const log = (event: LogEvent) => {
    if (!sink.on || event.level !== 'query') return;
    const end = performance.now();
    sink.entries.push({ sql: event.query.sql, parameters: event.query.parameters, start: end - event.queryDurationMillis, end });
  };
  const dialect = 'pool' in target ? new PostgresDialect({ pool: target.pool }) : new PGliteDialect(target.pglite);
  const db = new Kysely<Database>({ dialect, log });
  return { db, sink };
}

/**
 * The API app in this process on `db`, signed in as `email`: `get(path, headers)` serves one
 * request (build the headers with `headersFor`, which adds `token`).
 */
export async function inProcessApi(db: Kysely<Database>, email: string, password: string) {
  const base = 'http://localhost:3000';
  const config = loadConfig({ PUBLIC_URL: base, LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent'), now: () => new Date() });
  const login = await app.request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    async get(path: string, headers: Record<string, string>, status = 200) {
      const response = await app.request(`${base}${path}`, { headers });
      const text = await response.text();
      if (response.status !== status) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
      return { text, etag: response.headers.get('etag') ?? undefined };
    },
  };
}

/** Runs `call` twice (the first warms caches) and returns the second run's statements as a plan. */
export async function capture(sink: { on: boolean; entries: Logged[] }, call: () => Promise<unknown>): Promise<CapturedPlan> {
  await call();
  sink.entries = [];
  sink.on = true;
  try {
    await call();
  } finally {
    sink.on = false;
  }
  const entries = [...sink.entries].sort((a, b) => a.start - b.start);
  const plan: CapturedPlan = [];
  let groupEnd = -Infinity;
  for (const entry of entries) {
    const query = { sql: entry.sql, parameters: entry.parameters };
    if (entry.start < groupEnd && plan.length > 0) plan.at(-1)!.push(query);
    else plan.push([query]);
    groupEnd = Math.max(groupEnd, entry.end);
  }
  return plan;
}

/** The statements behind one benchmarked read (a revalidating read sends the ETag of a first answer). */
export async function captureRead(
  sink: { on: boolean; entries: Logged[] },
  api: Awaited<ReturnType<typeof inProcessApi>>,
  endpoint: Endpoint,
  choices: Choices,
): Promise<CapturedPlan> {
  const path = endpoint.path(choices);
  const etag = endpoint.revalidate ? (await api.get(path, headersFor(endpoint, api.token))).etag : undefined;
  return capture(sink, () => api.get(path, headersFor(endpoint, api.token, etag), expectedStatus(endpoint)));
}

/** Times `run` repeatedly, one at a time, for about `ms` (at least `minRuns` runs). */
export async function timeSerial(run: () => Promise<unknown>, ms: number, minRuns = 20) {
  const samples: number[] = [];
  const until = performance.now() + ms;
  while (samples.length < minRuns || performance.now() < until) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
    if (samples.length >= 10_000) break;
  }
  return summarize(samples);
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, p50: at(0.5), p99: at(0.99) };
}
