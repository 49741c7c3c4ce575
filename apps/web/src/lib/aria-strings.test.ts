import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LocalizedStringDictionary } from '@internationalized/string';
import { describe, expect, it } from 'vitest';
import { ariaLocales, ariaStringsLocale } from './aria-strings';

const racDir = dirname(createRequire(import.meta.url).resolve('react-aria-components/package.json'));

describe("React Aria's strings for the browser's language", () => {
  it('knows the locales of React Aria, in the order of its dictionaries, and each has a string pack', () => {
    const dictionary = readFileSync(join(racDir, 'dist/private/intlStrings.mjs'), 'utf8');
    const keys = [...dictionary.matchAll(/^\s+"([a-z]{2}-[A-Z]{2})":/gm)].map((match) => match[1]);
    expect(keys).toEqual([...ariaLocales]);
    for (const locale of ariaLocales) expect(existsSync(join(racDir, `i18n/${locale}.mjs`))).toBe(true);
  });

  it('picks the strings React Aria itself would pick from its dictionaries', () => {
    // Each locale's "strings" name the locale, so the dictionary's choice can be read back.
    const dictionary = new LocalizedStringDictionary(Object.fromEntries(ariaLocales.map((l) => [l, { id: l }])));
    const browserLanguages = [
      'de-DE',
      'de-AT',
      'de',
      'en-US',
      'en-GB',
      'en',
      'fr-CA',
      'pt',
      'pt-PT',
      'zh-HK',
      'zh-Hant-TW',
      'sr-Latn-RS',
      'nb',
      'no',
      'iw',
      'he',
      'is-IS',
      'ca-ES',
      'ja',
      'uk-UA',
    ];
    for (const language of browserLanguages) {
      const expected = dictionary.getStringsForLocale(language).id;
      expect([language, ariaStringsLocale(language) ?? 'en-US']).toEqual([language, expected]);
    }
  });

  it('has packs that hold the strings of the dictionaries they replace', async () => {
    // Functions (plurals, announcements) are compared by what they say for sample values.
    const args = new Proxy(
      {},
      { get: (_, key) => (['count', 'optionCount', 'value'].includes(String(key)) ? 3 : `<${String(key)}>`) },
    );
    const formatter = (form: string) => ({
      plural: (n: number, options: Record<string, unknown>) => say(options[`=${n}`] ?? options[form] ?? options.other),
      select: (options: Record<string, unknown>, value: string) => say(options[value] ?? options.other),
      number: (n: number) => `#${n}`,
    });
    const say = (value: unknown): unknown => (typeof value === 'function' ? value() : value);
    const text = (value: unknown) =>
      typeof value === 'function'
        ? ['one', 'few', 'other'].map((form) => value(args, formatter(form))).join(' | ')
        : value;
    const ariaIntl = join(
      dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
      'dist/private/intl',
    );
    for (const locale of ariaLocales) {
      const pack = (
        (await import(join(racDir, `i18n/${locale}.mjs`))) as { default: Record<string, Record<string, unknown>> }
      ).default;
      const dictionaries: Array<[string, Record<string, unknown> | undefined]> = [
        [
          'react-aria-components',
          (
            (await import(join(racDir, 'dist/private/intlStrings.mjs'))) as {
              default: Record<string, Record<string, unknown>>;
            }
          ).default[locale],
        ],
      ];
      for (const dir of readdirSync(ariaIntl)) {
        if (pack[`@react-aria/${dir}`])
          dictionaries.push([
            `@react-aria/${dir}`,
            ((await import(join(ariaIntl, dir, `${locale}.mjs`))) as { default: Record<string, unknown> }).default,
          ]);
      }
      for (const [name, strings] of dictionaries) {
        const packed = pack[name] ?? {};
        expect(Object.keys(packed).sort(), `${locale} ${name}`).toEqual(Object.keys(strings ?? {}).sort());
        for (const key of Object.keys(packed))
          expect(text(packed[key]), `${locale} ${name} ${key}`).toEqual(text(strings?.[key]));
      }
    }
  });

  it('leaves English, unknown languages and malformed tags to the bundled English strings', () => {
    expect(ariaStringsLocale('en-US')).toBeNull();
    expect(ariaStringsLocale('en-AU')).toBeNull();
    expect(ariaStringsLocale('is-IS')).toBeNull();
    expect(ariaStringsLocale('')).toBeNull();
    expect(ariaStringsLocale('not a locale')).toBeNull();
  });
});
