/**
 * Starts the built product as a user would run it (`node apps/api/dist/main.js`) on a fresh
 * embedded database (a copy of the global setup's migrated one), with the real Resend SDK pointed
 * at a local stand-in so tests can read mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  mail: ResendStandIn;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(env: Record<string, string> = {}, { startWithinMs = 60_000 } = {}): Promise<RunningServer> {
  const mail = await startResendStandIn();
  const dataDir = await mkdtemp(join(tmpdir(), 'lug-e2e-'));
  // A copy of the migrated template the global setup made (support/global-setup.ts), unless the
  // test brings its own DATA_DIR.
  const template = process.env.LUG_E2E_DATA_TEMPLATE;
  if (template && env.DATA_DIR === undefined) await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      RESEND_API_KEY: 're_test_e2e',
      RESEND_BASE_URL: mail.url,
      EMAIL_FROM: 'LUG Platform <no-reply@lug.test>',
      LOG_LEVEL: 'warn',
      BETA_INBOX: 'beta@lug.test',
      // A test run: passwords hashed at argon2's smallest cost (docs/decisions/0037-fast-feedback.md).
      NODE_ENV: 'test',
      LUG_TEST_PASSWORD_HASHING: 'cheap',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  // A start that fails (the server exits or never answers) kills what was started, so no server
  // outlives the test that wanted it.
  try {
    const deadline = Date.now() + startWithinMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      try {
        const response = await fetch(`${url}/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not start within ${startWithinMs / 1000} s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    mail,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
