/**
 * The one rule for sorting and searching people's names (decision 0045, docs/product/locale.md).
 *
 * A name's key is the name without accents and case: `Zoë` → `zoe`, `Łukasz` → `lukasz`,
 * `Müller` → `muller`, `Straße` → `strasse`. Searching compares keys (a member is found when the
 * key of what was typed is part of the key of their name); sorting orders keys by code point, then
 * the names themselves, so `Emil`, `Émile`, `Eva` … `Łukasz` … `Wyss`, `Zoë`.
 *
 * The database computes the very same key in SQL (`name_key(text)`, migration
 * 2026_11_29_0200_name_keys) into generated columns of `users`, so a list the server sorts and
 * pages, a search the server runs, and a list sorted here agree. A test runs both over the same
 * random names on PGlite and PostgreSQL. The steps, in this order (each has an SQL twin):
 * 1. Unicode canonical decomposition (NFD, SQL `normalize(…, NFD)`): `é` → `e` + a combining mark;
 * 2. the combining marks U+0300–U+036F removed;
 * 3. lower case, one code point at a time (SQL `lower`);
 * 4. the letters that carry no separable mark spelled in plain Latin letters (`ł` → `l`,
 *    `ø` → `o`, `ß` → `ss`, `æ` → `ae`, …), and the typographic apostrophes as `'`;
 * 5. every run of white space (`\t`, no-break spaces, …) as one space, none at either end.
 * Other scripts keep their letters (lower-cased): `Иван` is found by `иван`, not by `ivan`.
 *
 * Changing a step means a migration that recreates `name_key` and its columns. Pure and free of
 * zod: the web app imports it on the kiosk and in the member pickers.
 */

/** Step 2: the combining diacritical marks. */
export const nameKeyMarks = '\u0300-\u036f';

/** Step 4, one letter for one: the lower-case letters NFD leaves whole, and the apostrophes. */
export const nameKeyLetters: Readonly<Record<string, string>> = {
  ł: 'l',
  ŀ: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  ĸ: 'k',
  ƀ: 'b',
  ɨ: 'i',
  ſ: 's',
  ə: 'e',
  // Greek final sigma: `ΑΣ`.toLowerCase() is `ας` at a word's end, `σ` elsewhere; one letter for both.
  ς: 'σ',
  '\u2019': "'",
  '\u2018': "'",
  '\u02bc': "'",
};

/** Step 4, one letter for two. */
export const nameKeyLigatures: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ĳ: 'ij',
  ŉ: "'n",
};

/** Step 5: the white space that counts as one space. */
export const nameKeySpaces = '\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const marks = new RegExp(`[${nameKeyMarks}]`, 'gu');
const special = new RegExp(`[${Object.keys(nameKeyLetters).join('')}]|${Object.keys(nameKeyLigatures).join('|')}`, 'gu');
const spaces = new RegExp(`[${nameKeySpaces}]+`, 'gu');

function lowerEach(text: string): string {
  let out = '';
  for (const ch of text) out += ch.toLowerCase();
  return out;
}

/** The key a name is sorted and searched by (see the top of this file). */
export function nameKey(text: string): string {
  const bare = text.normalize('NFD').replace(marks, '');
  return lowerEach(bare)
    .replace(special, (ch) => nameKeyLetters[ch] ?? nameKeyLigatures[ch] ?? ch)
    .replace(spaces, ' ')
    .replace(/^ | $/g, '');
}

/** Two strings by code point (the order of PostgreSQL's `C` collation, which the key columns use). */
function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i += 1) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Two keys in the lists' order: the SQL `order by <key column>` order. */
export function compareNameKeys(a: string, b: string): number {
  return byCodePoint(a, b);
}

/** Two names in the lists' order: by key (`Zoe` and `Zoë` are equal: 0, a stable sort keeps their order). */
export function compareNames(a: string, b: string): number {
  return byCodePoint(nameKey(a), nameKey(b));
}

/** A copy of `items` sorted by `nameOf` in the lists' order (stable for equal names). */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, key: nameKey(nameOf(item)) }));
  keyed.sort((a, b) => byCodePoint(a.key, b.key));
  return keyed.map((k) => k.item);
}

/** Whether `query` finds `name`: the query's key is part of the name's key; an empty query finds all. */
export function nameMatches(name: string, query: string): boolean {
  const needle = nameKey(query);
  return needle === '' || nameKey(name).includes(needle);
}

/** Whether `query` finds any of `texts` (a member's first, last, display name and address). */
export function anyNameMatches(texts: readonly (string | null | undefined)[], query: string): boolean {
  const needle = nameKey(query);
  if (needle === '') return true;
  return texts.some((text) => text != null && nameKey(text).includes(needle));
}
