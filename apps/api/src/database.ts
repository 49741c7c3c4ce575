/**
 * Opens the configured database for the server or the CLI. PGlite is one process's embedded
 * database: its directory is locked so a second process refuses to start, and a backup is written
 * before any migration runs on existing data.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { createDatabase, migrateToLatest, pendingMigrations, sql, type DatabaseHandle } from '@lug/db';
import type { Config } from './env';
import type { Logger } from './logger';

export interface OpenDatabase extends DatabaseHandle {
  /** Where backups go (PGlite only). */
  backupDir?: string;
}

export class DataDirLockedError extends Error {}

export function pgliteDirs(dataDir: string) {
  return { dataDir, pgliteDir: join(dataDir, 'pglite'), backupDir: join(dataDir, 'backups') };
}

export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  if (config.database.kind === 'postgres') {
    return createDatabase({ kind: 'postgres', url: config.database.url });
  }
  const { dataDir, pgliteDir, backupDir } = pgliteDirs(config.database.dataDir);
  await mkdir(pgliteDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(pgliteDir, {
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => logger.error({ err: error }, 'lost the lock on the data directory'),
    });
  } catch {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another LUG Platform process. ` +
        'The embedded database serves one process only: stop the other one, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  try {
    const handle = await createDatabase({ kind: 'pglite', dataDir: pgliteDir });
    return {
      ...handle,
      backupDir,
      async close() {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Writes PGlite's data directory as a tar.gz into the backup folder; returns the file's path. */
export async function backupPglite(handle: OpenDatabase, label: string): Promise<string> {
  if (!handle.pglite || !handle.backupDir) throw new Error('Backups are for the embedded database; use pg_dump for PostgreSQL.');
  await mkdir(handle.backupDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const path = join(handle.backupDir, `${stamp}-${label}.tar.gz`);
  const dump = await handle.pglite.dumpDataDir('gzip');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

/** Runs pending migrations, backing up existing embedded data first. */
export async function migrate(handle: OpenDatabase, logger: Logger): Promise<void> {
  const pending = await pendingMigrations(handle.db);
  if (pending.length === 0) return;
  if (handle.kind === 'pglite') {
    const hasData = await sql<{ exists: boolean }>`select to_regclass('public.users') is not null as exists`
      .execute(handle.db)
      .then((r) => r.rows[0]?.exists ?? false);
    if (hasData) {
      const path = await backupPglite(handle, 'before-migration');
      logger.info({ path }, 'backed up the embedded database before migrating');
    }
  }
  const applied = await migrateToLatest(handle.db);
  logger.info({ migrations: applied }, 'database migrated');
}
