import { i18n as lingui, type I18n } from '@lingui/core';

/**
 * The product's words (decision 0027). Every user-facing string is a Lingui message: `<Trans>`,
 * `t`, `plural` and `msg` from `@lingui/react/macro` / `@lingui/core/macro`, compiled at build time
 * (lingui.vite.ts). English is the source language and needs no catalog: its messages travel in the
 * code. A group's own language is a catalog under `src/locales/<locale>`, loaded here before
 * `activate`; until then every screen speaks English.
 */
export const sourceLocale = 'en';

/**
 * Lingui's instance, active in the source language. Made here (not re-exported as it is): the web
 * package declares no side effects but its CSS (package.json `sideEffects`), so a module that only
 * re-exported `i18n` would be skipped by the bundler, the activation with it, and the I18nProvider
 * would render nothing.
 */
export const i18n: I18n = activated(lingui);

function activated(instance: I18n): I18n {
  instance.loadAndActivate({ locale: sourceLocale, messages: {} });
  return instance;
}
