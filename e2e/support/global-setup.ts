/**
 * Vitest global setup of the browser tests: starts the built server once on an empty data directory
 * (PGlite's initdb and every migration) and keeps that directory, stopped cleanly, as the template
 * each test file's server starts from (LUG_E2E_DATA_TEMPLATE; support/server.ts copies it), so a
 * browser test file pays for a copy, not for a fresh database (docs/decisions/0037-fast-feedback.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

export default async function setup() {
  const template = await mkdtemp(join(tmpdir(), 'lug-e2e-template-'));
  const server = await startServer({ DATA_DIR: template }, { startWithinMs: 180_000 });
  await server.stop();
  process.env.LUG_E2E_DATA_TEMPLATE = template;
  return () => rm(template, { recursive: true, force: true });
}
