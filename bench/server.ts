/**
 * The real server process for the benchmarks (`node apps/api/dist/main.js`) on a given database,
 * with its memory sampled, and signing in to it. Used by `bench/run.ts` and `bench/web.ts`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const benchDir = join(root, 'bench');
export const dataDir = join(benchDir, 'data');

/** Builds the server and the web app (turbo, cached) unless BENCH_SKIP_BUILD=1. */
export function buildApp(log: (line: string) => void) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  log('building the api and the web app (turbo, cached)...');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@lug/api', '--filter=@lug/web', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('the build failed');
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The event loop's delay in milliseconds over a stretch of the run (bench/loop-probe.mjs). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  rss: { maxMb: number; lastMb: number; phaseMaxMb: number; stop(): void };
  /** The event loop's delay since the previous call (or the start), and starts a new stretch. */
  loopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
}

async function readRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The server on PostgreSQL (`databaseUrl`) or on PGlite (`pgliteDataDir`), healthy, its RSS sampled every 200 ms. */
export async function startServer(database: { url: string } | { pgliteDataDir: string }, name: string): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  delete childEnv.RESEND_API_KEY;
  // Node's options for the server alone (`--max-old-space-size=128`: bench/README.md, memory).
  // The event loop's delay is sampled inside the server by a preloaded probe (bench/loop-probe.mjs).
  const loopFile = join(dataDir, `loop-${name}.json`);
  childEnv.BENCH_LOOP_FILE = loopFile;
  childEnv.NODE_OPTIONS = [`--import=${join(benchDir, 'loop-probe.mjs')}`, process.env.BENCH_SERVER_NODE_OPTIONS].filter(Boolean).join(' ');
  if ('url' in database) childEnv.DATABASE_URL = database.url;
  else childEnv.DATA_DIR = database.pgliteDataDir;
  await mkdir(dataDir, { recursive: true });
  const logFile = createWriteStream(join(dataDir, `server-${name}.log`));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { env: childEnv, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(logFile);
  child.stderr!.pipe(logFile);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}); see bench/data/server-${name}.log`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const rss = { maxMb: 0, lastMb: 0, phaseMaxMb: 0, stop: () => clearInterval(timer) };
  const sample = async () => {
    try {
      rss.lastMb = await readRssMb(child.pid!);
      rss.maxMb = Math.max(rss.maxMb, rss.lastMb);
      rss.phaseMaxMb = Math.max(rss.phaseMaxMb, rss.lastMb);
    } catch {
      // the process is gone
    }
  };
  await sample();
  const timer = setInterval(() => void sample(), 200);
  const loopDelay = async (): Promise<LoopDelay> => {
    await rm(loopFile, { force: true });
    child.kill('SIGUSR2');
    for (let waited = 0; waited < 10_000; waited += 20) {
      try {
        return JSON.parse(await readFile(loopFile, 'utf8')) as LoopDelay;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    throw new Error('the server did not report its event loop delay (bench/loop-probe.mjs)');
  };
  await loopDelay();
  return {
    child,
    baseUrl,
    rss,
    loopDelay,
    async stop() {
      rss.stop();
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Signs in over REST and answers the session token (for `Authorization: Bearer`). */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
