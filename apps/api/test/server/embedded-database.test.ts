import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env';
import { createLogger } from '../../src/logger';
import { backupPglite, DataDirLockedError, migrate, openDatabase } from '../../src/database';
import { runLug } from '../../src/cli/program';

/** Runs `lug ...args` in this process (cli/program.ts; test/cli runs it as a process too) on DATA_DIR. */
async function lug(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const sink = (name: 'stdout' | 'stderr') =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        out[name] += chunk.toString();
        done();
      },
    });
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const code = await runLug(args, { env, stdin: Readable.from(['']), stdout: sink('stdout'), stderr: sink('stderr') });
  return { code, ...out };
}
/** Each test's own DATA_DIR, inside one folder removed at the end. */
let dataDirs: string;
let dataDir: string;

beforeAll(async () => {
  dataDirs = await mkdtemp(join(tmpdir(), 'lug-embedded-'));
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(dataDirs, 'data-'));
});
afterAll(async () => {
  await rm(dataDirs, { recursive: true, force: true });
});

const logger = createLogger('silent');

// Each test creates an embedded database on disk (initdb and every migration): on a busy machine
// that alone can take most of the default 30 s.
describe.skipIf(process.env.LUG_TEST_DB !== 'pglite')('the embedded database', { timeout: 120_000 }, () => {
  it('is locked to one process: a second open is refused with a clear message', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config, logger);
    try {
      await migrate(first, logger);
      await expect(openDatabase(config, logger)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase(config, logger)).rejects.toThrow(/in use by another LUG Platform process/);
    } finally {
      await first.close();
    }
    // Released on close: it opens again, with the data kept.
    const again = await openDatabase(config, logger);
    try {
      const tables = await again.db.selectFrom('organizations').selectAll().execute();
      expect(tables).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('writes a backup on demand into DATA_DIR/backups', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const handle = await openDatabase(config, logger);
    try {
      const path = await backupPglite(handle, 'manual');
      expect(path.startsWith(join(dataDir, 'backups'))).toBe(true);
      expect(await readdir(join(dataDir, 'backups'))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it('`lug org create` prints the new organisation id and the admin can then sign in', async () => {
    const { code, stdout, stderr } = await lug(['org', 'create', '--name', 'Brickville LUG', '--admin-email', 'boss@brickville.example', '--admin-password', 'a long password']);
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+$/);
    const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }), logger);
    try {
      const org = await handle.db.selectFrom('organizations').selectAll().where('id', '=', Number(stdout.trim())).executeTakeFirstOrThrow();
      expect(org.name).toBe('Brickville LUG');
      const roles = await handle.db
        .selectFrom('role_assignments')
        .innerJoin('permission_roles', 'permission_roles.id', 'role_assignments.role_id')
        .innerJoin('users', 'users.id', 'role_assignments.user_id')
        .select(['permission_roles.name', 'users.email'])
        .where('role_assignments.organization_id', '=', org.id)
        .execute();
      expect(roles).toEqual([{ name: 'Administrator', email: 'boss@brickville.example' }]);
    } finally {
      await handle.close();
    }
  });

  it('`lug org create` refuses a bad email with exit code 2 and a message', async () => {
    const failure = await lug(['org', 'create', '--name', 'X', '--admin-email', 'nope', '--admin-password', 'a long password']);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toMatch(/Enter a valid email address/);
  });
});
