import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui.vite.ts';

const dbSetup = './packages/db/src/testing-global-setup.ts';

/**
 * One `vitest run` covers every package. The API integration suite runs twice when a PostgreSQL is
 * configured (TEST_DATABASE_URL or a testcontainer): once on PGlite, once on PostgreSQL. In CI
 * (CI=true) a missing TEST_DATABASE_URL fails the run: the PostgreSQL half never vanishes unseen.
 * Speed (docs/decisions/0037-fast-feedback.md): one worker per core, not Vitest's default of one
 * fewer; every project's files share the workers, browser files included.
 */
if (process.env.CI && process.env.CI !== 'false' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'CI=true but TEST_DATABASE_URL is not set: the api-postgres project would be left out. Start a PostgreSQL and set it.',
  );
}
const workers = Math.max(2, availableParallelism());
/** Test runs hash passwords at argon2's smallest cost (src/auth/passwords.ts; refused outside NODE_ENV=test). */
const cheapHashing = { LUG_TEST_PASSWORD_HASHING: 'cheap' };
const apiOn = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/api',
    include: ['test/**/*.test.ts'],
    exclude: ['test/faults/**'],
    globalSetup: [`../../${dbSetup.slice(2)}`],
    env: { ...cheapHashing, ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'domain', root: './packages/domain', include: ['test/**/*.test.ts'] } },
  {
    test: {
      name: 'db',
      root: './packages/db',
      include: ['test/**/*.test.ts'],
      globalSetup: ['./src/testing-global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  { test: { name: 'email', root: './packages/email', include: ['test/**/*.test.ts'], testTimeout: 30_000 } },
  apiOn('api-pglite', { LUG_TEST_DB: 'pglite' }),
];
if (process.env.TEST_DATABASE_URL) projects.push(apiOn('api-postgres', {}));
projects.push({
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    // The product's words are Lingui messages, active in English before any test runs (decision 0027).
    setupFiles: ['./src/lib/i18n.ts'],
  },
  plugins: [linguiMacros()],
});
// `npm run test:faults` (`--project faults`): processes killed, databases stopped, parallel writers.
// Minutes, not seconds: a plain `vitest run` (npm test) leaves the project out.
const faultsAsked = process.argv.some(
  (arg, i) => arg === '--project=faults' || (arg === 'faults' && process.argv[i - 1] === '--project'),
);
if (faultsAsked) {
  projects.push({
    test: {
      name: 'faults',
      root: './apps/api',
      include: ['test/faults/**/*.test.ts'],
      globalSetup: [`../../${dbSetup.slice(2)}`],
      env: cheapHashing,
      testTimeout: 180_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  });
}
projects.push({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects,
    maxWorkers: workers,
    passWithNoTests: false,
    onConsoleLog: undefined,
  },
});
