/**
 * `npm run bench:web`: what a user feels in the browser (bench/README.md, "In the browser").
 *
 * - Lighthouse (npm `lighthouse`, its default mobile preset: a mid-range phone on slow 4G, simulated)
 *   on `/`, `/platform/dashboard`, `/platform/members` and `/platform/participation`, signed in as the
 *   demo group's administrator (`lug demo`): the four category scores per page, with FCP and LCP.
 * - The members list of the 10,000-member group (the benchmark installation, bench/seed.ts): time
 *   from navigation to its first rows in headless Chromium, cold (empty browser cache) and warm (the
 *   same tab loading the page again), median of 5.
 *
 * It runs the real server (`apps/api/dist/main.js`) on PostgreSQL and the system Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium). Not part of `npm test`.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_REUSE_DB=1, BENCH_SKIP_BUILD=1, BENCH_SEED (as `npm run bench`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preparePostgres, reusePostgres } from './databases';
import { adminEmail, benchPassword, fullScale } from './seed';
import { buildApp, root, startServer } from './server';

const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lug_bench';
const seed = Number(env.BENCH_SEED ?? '42');
const chromiumPath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const debuggingPort = 9333;
const log = (line: string) => console.log(line);

const lighthousePages = ['/', '/platform/dashboard', '/platform/members', '/platform/participation'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 90, others: 100, lcpMs: 2500, membersColdMs: 1000, membersWarmMs: 350 };

/** `lug demo` on the benchmark database: the demo group and its administrator's password. */
function seedDemoGroup(): { email: string; password: string } {
  const demo = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/cli.ts'), 'demo'], {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const email = /Admin email:\s+(\S+)/.exec(demo.stdout)?.[1];
  const password = /Admin password:\s+(\S+)/.exec(demo.stdout)?.[1];
  if (demo.status !== 0 || !email || !password) throw new Error(`lug demo failed: ${demo.stderr || demo.stdout}`);
  return { email, password };
}

async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/platform\//, { timeout: 60_000 });
}

interface PageScores {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What cost points: "<category>: <audit title>" for each weighted audit under full marks. */
  losses: string[];
}

/** Lighthouse on each page, in the signed-in browser (its storage kept between pages). */
async function runLighthouse(baseUrl: string, account: { email: string; password: string }): Promise<PageScores[]> {
  const profile = await mkdtemp(join(tmpdir(), 'lug-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, account.email, account.password);
    const results: PageScores[] = [];
    for (const path of lighthousePages) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // Keep the session cookie and the selected organisation between pages.
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      results.push({
        path,
        scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageScores['scores'],
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        losses: categories.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${c}: ${lhr.audits[ref.id]!.title} (${lhr.audits[ref.id]!.displayValue ?? lhr.audits[ref.id]!.score})`),
        ),
      });
      log(`  ${path}: ${categories.map((c) => `${c} ${results.at(-1)!.scores[c]}`).join(', ')}`);
    }
    return results;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** From navigation to the members table's first data row on screen. */
async function timeToFirstRows(page: Page, url: string, navigate: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await navigate();
  await page.waitForURL(url);
  // The header row is row 1: the first member is the second row.
  await page.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
  return performance.now() - started;
}

async function membersListTimes(baseUrl: string, runs = 5): Promise<{ cold: number[]; warm: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const url = `${baseUrl}/platform/members`;
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      // Cold: a new profile (no cached files), signed in, then the members list opened by URL.
      const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, baseUrl, adminEmail, benchPassword);
      cold.push(await timeToFirstRows(page, url, () => page.goto(url, { waitUntil: 'commit' })));
      // Warm: the same tab opens it again (files from the cache, the app's code already parsed).
      await page.goto(`${baseUrl}/platform/dashboard`);
      warm.push(await timeToFirstRows(page, url, () => page.goto(url, { waitUntil: 'commit' })));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold, warm };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main() {
  buildApp(log);
  log(`== PostgreSQL (${databaseUrl}): the benchmark installation`);
  const report = env.BENCH_REUSE_DB === '1' ? await reusePostgres(databaseUrl) : await preparePostgres(databaseUrl, fullScale, seed, log);
  log(`  ready: ${JSON.stringify(report.counts)}`);
  const demo = seedDemoGroup();
  const server = await startServer({ url: databaseUrl }, 'web');
  const missed: string[] = [];
  try {
    log('\n== Lighthouse, mobile preset (signed in as the demo group administrator)');
    const pages = await runLighthouse(server.baseUrl, demo);
    log('\n== Members list of the 10,000-member group: navigation to first rows');
    const members = await membersListTimes(server.baseUrl);

    log('\n================ results ================');
    log(`${'page'.padEnd(26)}${categories.map((c) => c.padStart(16)).join('')}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(7)}`);
    for (const page of pages) {
      log(`${page.path.padEnd(26)}${categories.map((c) => String(page.scores[c]).padStart(16)).join('')}${String(Math.round(page.fcpMs)).padStart(9)}${String(Math.round(page.lcpMs)).padStart(9)}${String(Math.round(page.tbtMs)).padStart(9)}${page.cls.toFixed(3).padStart(7)}`);
      for (const loss of page.losses) log(`    - ${loss}`);
      if (page.scores.performance < targets.performance) missed.push(`${page.path}: performance ${page.scores.performance} < ${targets.performance}`);
      for (const c of categories.slice(1)) if (page.scores[c] < targets.others) missed.push(`${page.path}: ${c} ${page.scores[c]} < ${targets.others}`);
      if (page.lcpMs >= targets.lcpMs) missed.push(`${page.path}: LCP ${Math.round(page.lcpMs)} ms >= ${targets.lcpMs} ms`);
    }
    const cold = median(members.cold);
    const warm = median(members.warm);
    log(`members list first rows: cold ${Math.round(cold)} ms, warm ${Math.round(warm)} ms (median of ${members.cold.length}; runs: cold ${members.cold.map(Math.round).join(', ')}; warm ${members.warm.map(Math.round).join(', ')})`);
    if (cold >= targets.membersColdMs) missed.push(`members list cold ${Math.round(cold)} ms >= ${targets.membersColdMs} ms`);
    if (warm >= targets.membersWarmMs) missed.push(`members list warm ${Math.round(warm)} ms >= ${targets.membersWarmMs} ms`);
    log(missed.length ? `targets missed:\n  - ${missed.join('\n  - ')}` : 'every browser target met');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
