/**
 * Vitest global setup: starts a PostgreSQL testcontainer when no TEST_DATABASE_URL is given and a
 * Docker engine answers, and migrates the templates each test file copies instead of migrating its
 * own database (docs/decisions/0037-fast-feedback.md):
 * - a PGlite data directory (LUG_PGLITE_TEMPLATE), loaded in a fraction of initdb's time;
 * - on PostgreSQL, a migrated database (LUG_POSTGRES_TEMPLATE) that `CREATE DATABASE … TEMPLATE`
 *   copies file by file.
 * Several projects name this setup; the first makes the templates, the others reuse them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest } from './index';

export default async function setup() {
  const cleanups: Array<() => Promise<void>> = [];

  if (!process.env.TEST_DATABASE_URL && process.env.LUG_TEST_DOCKER !== '0') {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      process.env.TEST_DATABASE_URL = container.getConnectionUri();
      cleanups.push(async () => {
        await container.stop();
      });
    } catch {
      // No container runtime (fails in milliseconds without Docker): PGlite it is.
    }
  }

  if (process.env.TEST_DATABASE_URL && !process.env.LUG_POSTGRES_TEMPLATE) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const name = `lug_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // A template takes no connections while it is copied.
      await handle.close();
    }
    process.env.LUG_POSTGRES_TEMPLATE = name;
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists ${name} with (force)`));
  }

  if (!process.env.LUG_PGLITE_TEMPLATE) {
    const dir = await mkdtemp(join(tmpdir(), 'lug-pglite-template-'));
    const handle = await createDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const path = join(dir, 'template.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    process.env.LUG_PGLITE_TEMPLATE = path;
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
