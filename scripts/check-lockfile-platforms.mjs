#!/usr/bin/env node
/**
 * Fails when package-lock.json lacks an optional dependency that a locked package declares: the
 * platform builds of native packages (rollup, Tailwind's oxide, esbuild, lightningcss, argon2,
 * turbo…). A lockfile made on one platform can drop the others' builds (npm/cli#4828), and then a
 * clean `npm install` on macOS or Windows installs no native build and the build fails. Fix a
 * failure by regenerating the lockfile from scratch (docs/decisions/0021-installs-on-every-platform.md).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};

/** Where Node would find `name` from the package at `path` (its own node_modules, then each parent's). */
function resolve(path, name) {
  let base = path;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolve(path, name) === null) missing.push(`${path || '(root)'} → ${name}@${range}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional dependencies (platform builds other machines need):`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('Regenerate it from scratch: rm package-lock.json && npm install --package-lock-only');
  process.exit(1);
}
console.log(`package-lock.json lists every optional dependency its packages declare (${Object.keys(packages).length} entries).`);
