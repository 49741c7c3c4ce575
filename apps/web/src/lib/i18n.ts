import { i18n } from '@lingui/core';

/**
 * The product's words (decision 0027). Every user-facing string is a Lingui message: `<Trans>`,
 * `t`, `plural` and `msg` from `@lingui/react/macro` / `@lingui/core/macro`, compiled at build time
 * (lingui.vite.ts). English is the source language and needs no catalog: its messages travel in the
 * code. A group's own language is a catalog under `src/locales/<locale>`, loaded here before
 * `activate`; until then every screen speaks English.
 */
export const sourceLocale = 'en';

i18n.loadAndActivate({ locale: sourceLocale, messages: {} });

export { i18n };
