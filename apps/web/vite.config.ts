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
  },
});
