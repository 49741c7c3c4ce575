/**
 * Hands each test file a fresh, migrated database:
 * - PostgreSQL from TEST_DATABASE_URL: a new database per call, dropped on close, copied from the
 *   migrated template the global setup made (LUG_POSTGRES_TEMPLATE) when there is one;
 * - else (set up once by the global setup) a testcontainers PostgreSQL when a Docker engine answers;
 * - else in-memory PGlite, loaded from a migrated template when the global setup made one.
 * LUG_TEST_DB=pglite forces PGlite even when PostgreSQL is configured, so one run covers both.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './index';

export type TestDatabase = DatabaseHandle & { name: string };

export function testDatabaseKind(): 'postgres' | 'pglite' {
  if (process.env.LUG_TEST_DB === 'pglite') return 'pglite';
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind() === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lug_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = process.env.LUG_POSTGRES_TEMPLATE;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  // A template may predate a migration added since (or there is none): bring it up to date.
  await migrateToLatest(handle.db);
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const templatePath = process.env.LUG_PGLITE_TEMPLATE;
  if (templatePath) {
    const dump = new Blob([await readFile(templatePath)]);
    const handle = await createDatabase({ kind: 'pglite', loadDataDir: dump });
    // The template may predate a migration added since: bring it up to date.
    await migrateToLatest(handle.db);
    return { ...handle, name: 'pglite-memory' };
  }
  const handle = await createDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  return { ...handle, name: 'pglite-memory' };
}
