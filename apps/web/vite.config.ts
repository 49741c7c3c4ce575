import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { linguiMacros } from './lingui.vite';

const layoutChunks = platformLayoutChunks();

/** The API dev server (apps/api `npm run dev`); the web dev server forwards API paths to it. */
const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [
    // The router plugin must come before react(): it generates src/routeTree.gen.ts and splits routes.
    // Loaders are split too: route options other than the split pieces load with every page, and a
    // loader's imports would otherwise join them (the browser budget, scripts/check-bundle-budget.mjs).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // Lingui's macros and the English messages compiled, before the JSX transform (decision 0027).
    linguiMacros(),
    react(),
    tailwindcss(),
    layoutChunks.plugin,
    reactAriaEnglishOnly(),
    serverWordsStandIn(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for local debugging and the bundle report, without the comment that would point a
    // browser at them; the server never serves them (apps/api/src/server.ts).
    sourcemap: 'hidden',
    // .vite/manifest.json: what each route loads, for the budget check after the build.
    manifest: true,
    // The page's own scripts are preloaded from index.html; a lazy route's imports are not listed
    // for preloading too (the router preloads a route on hover, and its imports follow). The map of
    // those lists was ~2 KB of every page's JavaScript (the budget).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, context) => (context.hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        // React, the router and React Query in one chunk: every page loads all of them, and one
        // file compresses better than the ten the automatic split made (the budget).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query))[\\/]/,
            },
            // What the platform layout loads, in two chunks instead of ~35 small ones (platformLayoutChunks below).
            ...layoutChunks.groups,
          ],
        },
      },
    },
  },
});

/**
 * Two chunks for what the platform layout loads, which keeps every platform page within its 250 KB
 * gzip JavaScript budget (scripts/check-bundle-budget.mjs). Automatic chunking splits it into ~35
 * small chunks by which pages share each module, and every platform page loads all of them; two
 * files compress ~10 KB (gzip) better:
 *
 * - `platform-shell`: what the app cannot load without opening a platform page (the shell, React
 *   Aria's select, popover, dialog and collections, the organisation context);
 * - `ui`: what the layout shares with the public pages (React Aria's basics, tailwind-variants,
 *   the fields and buttons), without what the home page loads (its 125 KB budget) and without the
 *   tRPC client (the public pages that do not call the API do not need it). A public page that
 *   uses some of it loads all of it: ~3 KB more for the pages without a form.
 *
 * The modules are found from the module graph: statically reachable from the layout's split chunks
 * (`src/routes/platform/route.tsx?tsr-split=...`); "elsewhere" is what the entry (every route's
 * options, the home page) reaches, with what it loads on demand except the platform routes' split
 * pieces. An import from a re-export barrel (React Aria Components' index) is followed only to the
 * modules of the names imported, not to the whole library. `generateBundle` checks the result: the
 * home page never loads either chunk, and no page outside the platform loads `platform-shell`.
 */
function platformLayoutChunks() {
  const shellName = 'platform-shell';
  const uiName = 'ui';
  const shell = new Set<string>();
  const ui = new Set<string>();
  const isPlatform = (id: string) => id.replaceAll('\\', '/').includes('/src/routes/platform/');
  const isLayoutSplit = (id: string) => /[\\/]src[\\/]routes[\\/]platform[\\/]route\.tsx\?tsr-split=/.test(id);
  /** The home page's own pieces (the public layout and the index page), loaded with the entry. */
  const isHomeSplit = (id: string) => /[\\/]src[\\/]routes[\\/]_public[\\/](route|index)\.tsx\?tsr-split=/.test(id);
  const isApiClient = (id: string) => /[\\/]node_modules[\\/]@trpc[\\/]|[\\/]src[\\/]lib[\\/]trpc/.test(id);

  const plugin: Plugin = {
    name: 'lug:platform-layout-chunks',
    apply: 'build',
    async buildEnd(error) {
      shell.clear();
      ui.clear();
      if (error) return;
      const ids = [...this.getModuleIds()];

      // Barrels: modules made only of `import {…} from` / `export {…}` statements; exported name → module id.
      const barrels = new Map<string, Map<string, string>>();
      for (const id of ids) {
        const code = id.includes('node_modules') ? this.getModuleInfo(id)?.code : null;
        if (!code || !code.includes('export {')) continue;
        const rest = code
          .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
          .replace(/import\s*(\{[^}]*\}\s*from\s*)?["'][^"']+["'];?|export\s*\{[^}]*\};?/g, '')
          .trim();
        if (rest !== '') continue;
        const localFrom = new Map<string, string>();
        for (const clause of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const resolved = await this.resolve(clause[2]!, id);
          if (!resolved) continue;
          for (const [imported, local = imported] of specifiers(clause[1]!)) localFrom.set(local, resolved.id);
        }
        const exports = new Map<string, string>();
        for (const clause of code.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const [local, exported = local] of specifiers(clause[1]!)) {
            const from = localFrom.get(local);
            if (from) exports.set(exported, from);
          }
        }
        barrels.set(id, exports);
      }

      // Static imports of each module, an import from a barrel narrowed to the modules of the names used.
      const edges = new Map<string, string[]>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (!info.importedIds.some((imported) => barrels.has(imported))) {
          edges.set(id, info.importedIds);
          continue;
        }
        const imported = new Set(info.importedIds);
        for (const clause of (info.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const resolved = await this.resolve(clause[2]!, id);
          const barrel = resolved ? barrels.get(resolved.id) : undefined;
          if (!barrel) continue;
          const targets = specifiers(clause[1]!).map(([name]) => barrel.get(name));
          if (targets.some((target) => target === undefined)) continue; // a name not understood: keep the barrel
          imported.delete(resolved!.id);
          for (const target of targets) imported.add(target!);
        }
        edges.set(id, [...imported]);
      }

      /** Modules reachable from `roots` by static imports, and by the dynamic ones `dynamic` accepts. */
      const reach = (roots: string[], dynamic: (id: string) => boolean = () => false) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(edges.get(id) ?? []));
          stack.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(dynamic));
        }
        return seen;
      };

      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const elsewhere = reach(entries, (id) => !isPlatform(id));
      const home = reach([...entries, ...ids.filter(isHomeSplit)]);
      for (const id of reach(ids.filter(isLayoutSplit))) {
        if (id.includes('?tsr-split=')) continue;
        if (!elsewhere.has(id)) shell.add(id);
        else if (!home.has(id) && !isApiClient(id)) ui.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** Chunks loaded from the entry chunks, with the dynamic imports `dynamic` accepts; each with the chunk that loads it. */
      const loaded = (dynamic: (file: string) => boolean) => {
        const from = new Map<string, string>();
        const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        for (const file of stack) from.set(file, '');
        while (stack.length > 0) {
          const chunk = byFile.get(stack.pop()!);
          if (!chunk) continue;
          for (const next of [...chunk.imports, ...chunk.dynamicImports.filter(dynamic)]) {
            if (from.has(next)) continue;
            from.set(next, chunk.fileName);
            stack.push(next);
          }
        }
        return from;
      };
      const check = (name: string, from: Map<string, string>, where: string) => {
        const target = chunks.find((chunk) => chunk.name === name);
        if (!target || !from.has(target.fileName)) return;
        const path = [target.fileName];
        while (from.get(path[0]!)) path.unshift(from.get(path[0]!)!);
        this.error(`the ${name} chunk is loaded ${where}: ${path.join(' -> ')} (platformLayoutChunks in apps/web/vite.config.ts)`);
      };
      const facade = (file: string) => byFile.get(file)?.facadeModuleId ?? '';
      check(shellName, loaded((file) => !isPlatform(facade(file))), 'outside the platform pages');
      const homeLoads = loaded((file) => isHomeSplit(facade(file)));
      check(shellName, homeLoads, 'by the home page');
      check(uiName, homeLoads, 'by the home page');
    },
  };

  // Modules these chunks share with other pages stay in their own chunks: they are reachable from
  // elsewhere, so none of them imports back into these chunks.
  const group = (name: string, modules: Set<string>) => ({
    name,
    test: (id: string) => modules.has(id),
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group(shellName, shell), group(uiName, ui)] };
}

/** `a as b, c` → [['a', 'b'], ['c']]; `type X` specifiers (already removed by the TS transform) are skipped. */
function specifiers(list: string): Array<[string, string?]> {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return local ? [imported!, local] : [imported!];
    });
}

/**
 * React Aria's own texts bundled in English only, which keeps table pages within their 250 KB gzip
 * JavaScript budget (scripts/check-bundle-budget.mjs): each `intlStrings.mjs` of react-aria,
 * react-stately and react-aria-components imports a dictionary for each of 34 locales, ~20 KB
 * (gzip) of every table page; only en-US is kept. Another browser language loads
 * React Aria's string pack for it before the first render (src/lib/aria-strings.ts, main.tsx).
 * React Aria throws for a package missing from those packs: `generateBundle` checks that every
 * package whose strings the bundle looks up is in them.
 */
function reactAriaEnglishOnly(): Plugin {
  const locale = /"[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs"|^\s*"([a-z]{2}-[A-Z]{2})":/;
  let packPackages = new Set<string>();
  return {
    name: 'lug:react-aria-english-only',
    apply: 'build',
    async buildStart() {
      const pack = (await import('react-aria-components/i18n/en-US')) as unknown as { default: Record<string, unknown> };
      packPackages = new Set(Object.keys(pack.default));
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-(aria|stately|aria-components)[\\/]dist[\\/](.+[\\/])?intlStrings\.mjs$/.test(id)) return null;
      // Lines are blanked, not removed, so the file's source map stays right.
      const lines = code.split('\n').map((line) => {
        const match = locale.exec(line);
        const isLocaleLine = match && (/^import \S+ from /.test(line) || /^\s*"/.test(line));
        return isLocaleLine && (match[1] ?? match[2]) !== 'en-US' ? '' : line;
      });
      const kept = lines.join('\n');
      if (!kept.includes('"en-US"') || /"(?!en-US")[a-z]{2}-[A-Z]{2}"/.test(kept)) {
        this.error(`${id}: not the dictionary layout reactAriaEnglishOnly (apps/web/vite.config.ts) expects`);
      }
      return { code: kept, map: null };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || /react-aria-components[\\/]i18n[\\/]/.test(output.facadeModuleId ?? '')) continue;
        for (const [, name] of output.code.matchAll(/["'`](@react-(?:aria|stately)\/[a-z-]+|react-aria-components)["'`]/g)) {
          if (!packPackages.has(name!)) {
            this.error(`${output.fileName} looks up React Aria strings of ${name}, which react-aria-components/i18n does not have (reactAriaEnglishOnly in apps/web/vite.config.ts)`);
          }
        }
      }
    },
  };
}

/**
 * `.br` (brotli, quality 11) and `.gz` (gzip, level 9) next to every text file of the build above
 * 1 KB, written once the build is complete (the public folder's files included). The server sends
 * one of them when the browser accepts it (serveStatic's `precompressed`, apps/api/src/server.ts):
 * the best compression, paid for once at build time instead of on every request. Source maps
 * (never served) and Vite's own `.vite/` folder are left alone.
 */
function precompress(): Plugin {
  const textFile = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
  const minBytes = 1024;
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = 'dist';
  const files = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '.vite' ? [] : files(path);
        return textFile.test(entry.name) ? [path] : [];
      }),
    );
    return nested.flat();
  };
  return {
    name: 'lug:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Rolldown calls this after a failed build too: nothing was written, and its error says why.
      if (!existsSync(outDir)) return;
      for (const path of await files(outDir)) {
        if ((await stat(path)).size < minBytes) continue;
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await writeFile(`${path}.br`, br);
        await writeFile(`${path}.gz`, gz);
      }
    },
  };
}

/**
 * The server's words (`packages/domain/src/words.ts`, decision 0033) compile ICU messages at run
 * time; the few shared schemas the screens import would bring that compiler to every page. In the
 * browser the module is `src/lib/server-words.ts`, which says the same English without it.
 */
function serverWordsStandIn(): Plugin {
  const domainWords = resolve(import.meta.dirname, '../../packages/domain/src/words.ts');
  const standIn = resolve(import.meta.dirname, 'src/lib/server-words.ts');
  return {
    name: 'lug:server-words-stand-in',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|[\\/])words(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && resolve(resolved.id) === domainWords ? standIn : null;
    },
  };
}
