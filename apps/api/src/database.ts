/**
 * Opens the configured database for the server or the CLI. PGlite is one process's embedded
 * database: its directory is locked so a second process refuses to start, and a backup is written
 * before any migration runs on existing data.
 */
import { mkdir, realpath, stat, writeFile } from 'node:fs/promises';
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

/** A lock not refreshed for this long belongs to a dead process (killed, crashed) and is taken over. */
const lockStaleMs = 15_000;
/** How often the owner refreshes its lock (its mtime): a waiting process soon sees a live owner. */
const lockUpdateMs = 2_000;
/** Data directories this process holds: opening one twice is refused at once. */
const heldDirs = new Set<string>();

/**
 * Takes the data directory's lock (`DATA_DIR/pglite.lock`). When another lock is there, watches it:
 * a live owner refreshes it every few seconds, so a change means the directory is in use (refused);
 * a lock that stays still is a dead owner's (a SIGKILL or a crash leaves it behind) and is taken
 * over once stale, so a restart right after a crash waits at most ~15 s instead of failing.
 */
async function lockDataDir(pgliteDir: string, dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  const canonical = await realpath(pgliteDir);
  const lockPath = `${canonical}.lock`;
  const inUse = () =>
    new DataDirLockedError(
      `The data directory ${dataDir} is in use by another LUG Platform process. ` +
        'The embedded database serves one process only: stop the other one, or set DATABASE_URL to use PostgreSQL.',
    );
  if (heldDirs.has(canonical)) throw inUse();
  const deadline = Date.now() + lockStaleMs + 5_000;
  let seenMtime: number | undefined;
  let waiting = false;
  for (;;) {
    try {
      const release = await lockfile.lock(canonical, {
        realpath: false,
        stale: lockStaleMs,
        update: lockUpdateMs,
        retries: 0,
        onCompromised: (error) => logger.error({ err: error }, 'lost the lock on the data directory'),
      });
      heldDirs.add(canonical);
      if (waiting) logger.warn({ dataDir }, 'took over the data directory lock a stopped process left behind');
      return async () => {
        heldDirs.delete(canonical);
        await release();
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ELOCKED') throw error;
    }
    const mtime = await stat(lockPath).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (seenMtime !== undefined && mtime !== undefined && mtime !== seenMtime) throw inUse();
    if (Date.now() > deadline) throw inUse();
    seenMtime ??= mtime;
    if (!waiting) {
      waiting = true;
      logger.warn(
        { dataDir, lock: lockPath },
        `the data directory is locked: waiting up to ${lockStaleMs / 1000} s to see whether its owner is alive (a killed process leaves its lock behind)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  if (config.database.kind === 'postgres') {
    return createDatabase({ kind: 'postgres', url: config.database.url });
  }
  const { dataDir, pgliteDir, backupDir } = pgliteDirs(config.database.dataDir);
  await mkdir(pgliteDir, { recursive: true });
  const release = await lockDataDir(pgliteDir, dataDir, logger);
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
