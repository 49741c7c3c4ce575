/**
 * React Aria's own texts (a select's "Select an item", a table's "Select all", a screen reader's
 * announcements) in the browser's language.
 *
 * The bundles carry them in English only (vite.config.ts, `reactAriaEnglishOnly`): the 33 other
 * languages were ~20 KB (gzip) of every table page, which must stay within its 250 KB gzip
 * JavaScript budget (scripts/check-bundle-budget.mjs). For another language,
 * main.tsx calls `loadAriaStrings` before the first render: it loads React Aria's string pack for that
 * language (`react-aria-components/i18n/<locale>`, ~3 KB) and hands it over the way React Aria's
 * server rendering does (`window[Symbol.for('react-aria.i18n.strings')]`), so the texts are the
 * ones React Aria would have picked from its bundled dictionaries.
 */

/** React Aria's locales, in the order of its dictionaries (its fallback takes the first of a language). */
export const ariaLocales = [
  'ar-AE',
  'bg-BG',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-ES',
  'et-EE',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hr-HR',
  'hu-HU',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'nb-NO',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-SP',
  'sv-SE',
  'tr-TR',
  'uk-UA',
  'zh-CN',
  'zh-TW',
] as const;
type AriaLocale = (typeof ariaLocales)[number];

/** A pack: package name → its strings (react-aria-components/i18n/lang.d.ts types it as a type only). */
type StringPack = { default: Record<string, Record<string, unknown>> };
const packs: Record<Exclude<AriaLocale, 'en-US'>, () => Promise<unknown>> = {
  'ar-AE': () => import('react-aria-components/i18n/ar-AE'),
  'bg-BG': () => import('react-aria-components/i18n/bg-BG'),
  'cs-CZ': () => import('react-aria-components/i18n/cs-CZ'),
  'da-DK': () => import('react-aria-components/i18n/da-DK'),
  'de-DE': () => import('react-aria-components/i18n/de-DE'),
  'el-GR': () => import('react-aria-components/i18n/el-GR'),
  'es-ES': () => import('react-aria-components/i18n/es-ES'),
  'et-EE': () => import('react-aria-components/i18n/et-EE'),
  'fi-FI': () => import('react-aria-components/i18n/fi-FI'),
  'fr-FR': () => import('react-aria-components/i18n/fr-FR'),
  'he-IL': () => import('react-aria-components/i18n/he-IL'),
  'hr-HR': () => import('react-aria-components/i18n/hr-HR'),
  'hu-HU': () => import('react-aria-components/i18n/hu-HU'),
  'it-IT': () => import('react-aria-components/i18n/it-IT'),
  'ja-JP': () => import('react-aria-components/i18n/ja-JP'),
  'ko-KR': () => import('react-aria-components/i18n/ko-KR'),
  'lt-LT': () => import('react-aria-components/i18n/lt-LT'),
  'lv-LV': () => import('react-aria-components/i18n/lv-LV'),
  'nb-NO': () => import('react-aria-components/i18n/nb-NO'),
  'nl-NL': () => import('react-aria-components/i18n/nl-NL'),
  'pl-PL': () => import('react-aria-components/i18n/pl-PL'),
  'pt-BR': () => import('react-aria-components/i18n/pt-BR'),
  'pt-PT': () => import('react-aria-components/i18n/pt-PT'),
  'ro-RO': () => import('react-aria-components/i18n/ro-RO'),
  'ru-RU': () => import('react-aria-components/i18n/ru-RU'),
  'sk-SK': () => import('react-aria-components/i18n/sk-SK'),
  'sl-SI': () => import('react-aria-components/i18n/sl-SI'),
  'sr-SP': () => import('react-aria-components/i18n/sr-SP'),
  'sv-SE': () => import('react-aria-components/i18n/sv-SE'),
  'tr-TR': () => import('react-aria-components/i18n/tr-TR'),
  'uk-UA': () => import('react-aria-components/i18n/uk-UA'),
  'zh-CN': () => import('react-aria-components/i18n/zh-CN'),
  'zh-TW': () => import('react-aria-components/i18n/zh-TW'),
};

/**
 * The locale whose strings React Aria shows for `locale` (its LocalizedStringDictionary rule): the
 * locale itself, else the first of the same language, else English. Null for English (bundled) and
 * for a tag React Aria rejects (it falls back to en-US).
 */
export function ariaStringsLocale(locale: string): Exclude<AriaLocale, 'en-US'> | null {
  let language: string;
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    language = new Intl.Locale(locale).language;
  } catch {
    return null;
  }
  const match = (ariaLocales as readonly string[]).includes(locale)
    ? (locale as AriaLocale)
    : ariaLocales.find((candidate) => candidate.startsWith(`${language}-`));
  return match && match !== 'en-US' ? match : null;
}

/**
 * Loads React Aria's strings for `locale` (the browser's language) and hands them to React Aria:
 * call before the first render. Does nothing for English or a language React Aria does not have.
 */
export async function loadAriaStrings(locale: string): Promise<void> {
  const packLocale = ariaStringsLocale(locale);
  if (!packLocale) return;
  const pack = (await packs[packLocale]()) as StringPack;
  const globals = window as unknown as Record<symbol, unknown>;
  // What React Aria's PackageLocalizationProvider writes: its locale (the browser's, as React Aria
  // reads it) and the strings of every package for that locale.
  globals[Symbol.for('react-aria.i18n.locale')] = locale;
  globals[Symbol.for('react-aria.i18n.strings')] = pack.default;
}
