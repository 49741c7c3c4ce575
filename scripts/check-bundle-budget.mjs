#!/usr/bin/env node
/**
 * The browser budget (bench/README.md#browser-budget): the JavaScript each route of the web app
 * loads, gzip'd, from Vite's manifest (`apps/web/dist/.vite/manifest.json`,
 * `build.manifest: true`). Fails (exit 1) when the public home page loads more than 125 KB or any
 * other page more than 250 KB.
 *
 * What a page loads: the entry chunk (index.html's script) and its static imports, then, for the
 * page's route file and each layout above it (`route.tsx` of every folder on the way), the chunks
 * TanStack Router's autoCodeSplitting made of it (manifest `src` "<file>?tsr-split=...") with their
 * static imports. A chunk several of them share counts once. Dynamic imports inside a page (a chart,
 * a dialog or a form's validation loaded on demand) are not counted: they load only when used.
 *
 * Every page is held to its budget; there is no allowance for known debt. bench/README.md ("Browser
 * budget") says what keeps the pages under it.
 *
 * Usage: node scripts/check-bundle-budget.mjs [--dist apps/web/dist] [--routes apps/web/src/routes] [--json]
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? resolve(args[index + 1]) : fallback;
};
const dist = option('dist', join(root, 'apps/web/dist'));
const routesDir = option('routes', join(root, 'apps/web/src/routes'));
const webRoot = resolve(routesDir, '../..');
const asJson = args.includes('--json');

const kb = 1024;
export const budgets = { home: 125 * kb, page: 250 * kb };

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle-budget: no ${relative(root, manifestPath)}; build the web app first (vite build with build.manifest: true)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** A manifest key and every chunk it imports statically, as output files (JS only). */
function staticClosure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle-budget: the manifest has no entry chunk');
  process.exit(1);
}

/** Route files under src/routes, as paths relative to the web app (`src/routes/...`). */
function routeFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('-') || name.startsWith('.')) continue; // private folders and files
    if (statSync(path).isDirectory()) out.push(...routeFiles(path));
    else if (/\.(tsx|ts)$/.test(name) && !/\.test\.(tsx|ts)$/.test(name) && !name.endsWith('.gen.ts')) out.push(path);
  }
  return out;
}

/** `src/routes/platform/members/$id/edit.tsx` → `/platform/members/$id/edit`; pathless `_x` folders vanish. */
function urlOf(file) {
  const parts = relative(routesDir, file).split(sep);
  parts[parts.length - 1] = parts.at(-1).replace(/\.(tsx|ts)$/, '');
  const segments = parts.filter((p) => p !== 'index' && !p.startsWith('_'));
  return `/${segments.join('/')}`;
}

/** The layouts (`route.tsx`) above a page, outermost first. */
function layoutsOf(file) {
  const layouts = [];
  let dir = dirname(file);
  const chain = [];
  while (dir.startsWith(routesDir) && dir !== routesDir) {
    chain.unshift(dir);
    dir = dirname(dir);
  }
  for (const d of chain) {
    for (const ext of ['tsx', 'ts']) {
      const layout = join(d, `route.${ext}`);
      if (existsSync(layout) && layout !== file) layouts.push(layout);
    }
  }
  return layouts;
}

function splitChunksOf(file) {
  const src = relative(webRoot, file).split(sep).join('/');
  return Object.keys(manifest).filter((key) => key.startsWith(`${src}?tsr-split=`));
}

const entryFiles = staticClosure([entryKey]);
const pages = routeFiles(routesDir)
  .filter((file) => !/(^|[\\/])(__root|route)\.(tsx|ts)$/.test(file))
  .map((file) => {
    const url = urlOf(file);
    const keys = [file, ...layoutsOf(file)].flatMap(splitChunksOf);
    const files = new Set([...entryFiles, ...staticClosure(keys)]);
    const bytes = [...files].reduce((sum, f) => sum + gzipSize(f), 0);
    const kind = url === '/' ? 'home' : 'page';
    return { url, file: relative(webRoot, file), bytes, budget: budgets[kind], kind, chunks: files.size };
  })
  .sort((a, b) => a.url.localeCompare(b.url));

const entryBytes = [...entryFiles].reduce((sum, f) => sum + gzipSize(f), 0);
for (const p of pages) p.status = p.bytes <= p.budget ? 'ok' : 'OVER BUDGET';
const over = pages.filter((p) => p.status === 'OVER BUDGET');

if (asJson) {
  console.log(JSON.stringify({ entry_kb: +(entryBytes / kb).toFixed(1), pages: pages.map((p) => ({ url: p.url, file: p.file, kb: +(p.bytes / kb).toFixed(1), budget_kb: p.budget / kb, status: p.status })) }, null, 2));
} else {
  const width = Math.max(...pages.map((p) => p.url.length), 5);
  console.log(`JavaScript each page loads (gzip, level 9). Entry chunk and its static imports: ${(entryBytes / kb).toFixed(1)} KB`);
  console.log(`${'page'.padEnd(width)}  ${'KB gzip'.padStart(8)}  ${'budget'.padStart(6)}  chunks`);
  for (const p of pages) {
    const flag = p.status === 'ok' ? '' : '  OVER BUDGET';
    console.log(`${p.url.padEnd(width)}  ${(p.bytes / kb).toFixed(1).padStart(8)}  ${String(p.budget / kb).padStart(6)}  ${String(p.chunks).padStart(6)}${flag}`);
  }
}
if (pages.length === 0) {
  console.error('check-bundle-budget: found no route files');
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `check-bundle-budget: ${over.length} page(s) over budget (home ${budgets.home / kb} KB, other pages ${budgets.page / kb} KB): ` +
      over.map((p) => `${p.url} ${(p.bytes / kb).toFixed(1)} KB (${p.file})`).join(', '),
  );
  process.exit(1);
}
