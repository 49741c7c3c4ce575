import { defineConfig } from '@lingui/cli';

/**
 * The catalogs a translator works from (`npm run i18n:extract -w @lug/web`, decision 0027). English
 * is the source language: its messages live in the code and are compiled at build time
 * (lingui.vite.ts); `src/locales/en/messages.po`, made on demand and not kept in git, lists them
 * for translators. A group's language is added to `locales`; its catalog is kept.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.ts'] },
  ],
});
