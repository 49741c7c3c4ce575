/**
 * Prepares a fresh, migrated, seeded database for one benchmark run: a PostgreSQL database
 * (dropped and created anew) or a PGlite data directory laid out as the server expects
 * (`DATA_DIR/pglite`).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '@lug/db';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { benchPassword, countQuery, seedStatements, type SeedScale } from './seed';

export interface SeedReport {
  seconds: number;
  counts: Record<string, number>;
}

/** Runs raw SQL (several statements allowed when there are no parameters). */
export type Exec = (sql: string) => Promise<Array<Record<string, unknown>>>;

async function seedWith(exec: Exec, scale: SeedScale, seed: number, log: (line: string) => void): Promise<SeedReport> {
  const started = performance.now();
  const statements = seedStatements(scale, await hashPassword(benchPassword), seed);
  let lastReport = performance.now();
  for (const [index, statement] of statements.entries()) {
    await exec(statement);
    if (performance.now() - lastReport > 10_000) {
      log(`  seeding: ${index + 1}/${statements.length} statements, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      lastReport = performance.now();
    }
  }
  await exec('vacuum analyze');
  const counts = (await exec(countQuery))[0] as Record<string, number>;
  return { seconds: (performance.now() - started) / 1000, counts };
}

/** The database named by `url` is dropped and created again: it must be a benchmark database. */
export async function preparePostgres(url: string, scale: SeedScale, seed: number, log: (line: string) => void) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a plain database, not "${name}"`);
  if (!name.includes('bench') && process.env.BENCH_RESET !== '1') {
    throw new Error(`The benchmark drops and recreates "${name}": name a database containing "bench", or set BENCH_RESET=1`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const handle = await createDatabase({ kind: 'postgres', url, max: 4 });
  await migrateToLatest(handle.db);
  await handle.close();

  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  try {
    const report = await seedWith(async (sql) => (await seeder.query(sql)).rows, scale, seed, log);
    return report;
  } finally {
    await seeder.end();
  }
}

/** A database an earlier run seeded, brought up to the latest migration (BENCH_REUSE_DB=1). */
export async function reusePostgres(url: string): Promise<SeedReport> {
  const handle = await createDatabase({ kind: 'postgres', url, max: 4 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    return { seconds: 0, counts: (await client.query(countQuery)).rows[0] as Record<string, number> };
  } finally {
    await client.end();
  }
}

/** A new PGlite data directory (DATA_DIR for the server) with the installation in it. */
export async function preparePglite(scale: SeedScale, seed: number, log: (line: string) => void) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lug-bench-pglite-'));
  const handle = await openPglite(dataDir);
  try {
    await migrateToLatest(handle.db);
    const pglite = handle.pglite!;
    const report = await seedWith(
      async (sql) => {
        const results = await pglite.exec(sql);
        return (results.at(-1)?.rows ?? []) as Array<Record<string, unknown>>;
      },
      scale,
      seed,
      log,
    );
    return { dataDir, report };
  } finally {
    await handle.close();
  }
}

/** Opens the benchmark's PGlite directory in this process (only while no server holds it). */
export function openPglite(dataDir: string): Promise<DatabaseHandle> {
  return createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
}
