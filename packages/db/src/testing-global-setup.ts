/**
 * Vitest global setup: starts a PostgreSQL testcontainer when no TEST_DATABASE_URL is given and a
 * Docker engine answers, and prepares a migrated PGlite template so each test file loads it in a
 * fraction of initdb's time.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  const dir = await mkdtemp(join(tmpdir(), 'lug-pglite-template-'));
  const handle = await createDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.LUG_PGLITE_TEMPLATE = path;
  cleanups.push(() => rm(dir, { recursive: true, force: true }));

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
