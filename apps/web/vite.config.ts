import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

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
    react(),
    tailwindcss(),
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
    sourcemap: true,
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
          ],
        },
      },
    },
  },
});
