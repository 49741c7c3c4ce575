/**
 * Real processes for the fault tests: the built server (`apps/api/dist/main.js`, or
 * LUG_FAULTS_SERVER_ENTRY), a private PostgreSQL cluster that a test may stop and start, and
 * throwaway databases on the shared PostgreSQL. Everything is driven over HTTP like a client would.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { beforeEach } from 'vitest';
import { noRaceOnPglite } from '../../support/races';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../../../..');

export const serverEntry = process.env.LUG_FAULTS_SERVER_ENTRY ?? join(root, 'apps/api/dist/main.js');

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface Reply {
  status: number;
  body: any;
  ms: number;
  /** Set when no answer arrived (connection refused, reset, or the client's own timeout). */
  networkError?: string;
}

/** One JSON request; never throws: a missing answer is `status: 0` with `networkError`. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, ms: performance.now() - started, networkError: cause?.code ?? String(error) };
  }
}

export function expectStatus(reply: Reply, status: number, what: string): any {
  if (reply.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${reply.status} ${reply.networkError ?? JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

let people = 0;

/** Signs up a new user and creates an organisation; returns the administrator's token and ids. */
export async function signUpAdmin(baseUrl: string, label = 'faults') {
  people += 1;
  const email = `${label}-${people}-${randomBytes(3).toString('hex')}@example.org`;
  const password = 'correct horse battery';
  const signup = expectStatus(
    await call(baseUrl, 'POST', '/api/auth/signup', { body: { email, password, first_name: 'Fault', last_name: `Tester${people}` } }),
    201,
    'signup',
  );
  const org = expectStatus(
    await call(baseUrl, 'POST', '/api/organizations', { token: signup.token, body: { name: `Fault Club ${people}`, contact_email: 'club@example.org' } }),
    201,
    'create organisation',
  );
  return { email, password, token: signup.token as string, userId: signup.user.id as number, organizationId: org.id as number };
}

// ---------------------------------------------------------------------------------------------
// The server process

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM and wait (a clean shutdown); a no-op when it already ended. */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** PostgreSQL URL; without it the server runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** The Resend stand-in's URL: RESEND_API_KEY is set only when given. */
  resendUrl?: string;
  env?: Record<string, string>;
  /** How long to wait for /health to answer 200. */
  startTimeoutMs?: number;
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: build first (npx turbo run build --filter=@lug/api --filter=@lug/web)`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    EMAIL_FROM: 'LUG Platform <no-reply@lug.test>',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.resendUrl ? { RESEND_API_KEY: 're_test_faults', RESEND_BASE_URL: options.resendUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((r) => child.once('exit', (code, signal) => r(code ?? signal)));

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    const health = await call(url, 'GET', '/health', { timeoutMs: 2_000 });
    if (health.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`);
    }
    await sleep(100);
  }

  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL cluster (stopped and started by the test; the shared one is never touched)

export interface PrivatePostgres {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it (when running) and deletes its directory. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL server binaries on this machine, or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/** A command as the `postgres` user when we are root (initdb and postgres refuse root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'lug-faults-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const [initdb, initArgs] = asPostgres(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  await run(initdb, initArgs);
  const port = await freePort();
  const pgCtl = async (...args: string[]) => {
    const [command, commandArgs] = asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
    await run(command, commandArgs);
  };
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // -w: returns once it accepts connections. fsync off: this cluster is thrown away.
      await pgCtl('-w', '-t', '60', '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', logFile, 'start');
      running = true;
    },
    async stop() {
      await pgCtl('-w', '-t', '60', '-m', 'fast', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

// ---------------------------------------------------------------------------------------------
// A throwaway database on the shared PostgreSQL

export interface ScratchDatabase {
  url: string;
  /** A direct connection for the test's own checks. */
  client: pg.Pool;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `lug_faults_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Pool({ connectionString: url.toString(), max: 2 });
  client.on('error', () => {});
  return {
    url: url.toString(),
    client,
    async drop() {
      await client.end();
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

/**
 * A PostgreSQL the process tests may create databases on: TEST_DATABASE_URL (the shared server, or
 * the global setup's container), else a private cluster from this machine's binaries, else null.
 */
export async function postgresForProcessTests(): Promise<{ adminUrl: string; source: string; close(): Promise<void> } | null> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', close: async () => {} };
  }
  const bin = findPostgresBin();
  if (!bin) return null;
  const cluster = await startPrivatePostgres(bin);
  return { adminUrl: cluster.url, source: `a private cluster (${bin})`, close: () => cluster.destroy() };
}

/** True in CI (CI set and not "false"), where a fault test may not skip. */
export const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * A fault test that cannot run on this machine skips with the reason; in CI it fails instead, so the
 * suite never weakens unseen (docs/decisions/0037-fast-feedback.md).
 */
export function cannotRunHere(context: { skip(note?: string): void }, reason: string): void {
  if (inCi) throw new Error(`${reason}: a fault test may not skip in CI (CI=true)`);
  context.skip(reason);
}

/** The engines a race suite is declared on: both, so the count of tests never depends on the machine. */
export const raceEngines: Array<'pglite' | 'postgres'> = ['pglite', 'postgres'];

/**
 * Call inside a `describe.each(raceEngines)`: on PGlite, which runs one transaction at a time, every
 * test skips with that reason; on PostgreSQL without TEST_DATABASE_URL it skips, or fails in CI.
 * Returns whether the suite runs, for its beforeAll.
 */
export function racesOn(kind: 'pglite' | 'postgres'): boolean {
  const why = kind === 'pglite' ? noRaceOnPglite : process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set: no PostgreSQL to race on';
  beforeEach((context) => {
    if (kind === 'pglite' && why) context.skip(why);
    else if (why) cannotRunHere(context, why);
  });
  return why === undefined;
}
