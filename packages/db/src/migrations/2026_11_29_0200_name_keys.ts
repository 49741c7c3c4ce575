/**
 * One rule for sorting and searching names (decision 0045, docs/product/locale.md).
 *
 * 1. `name_key(text)`: the SQL twin of `nameKey` in packages/domain/src/name-key.ts: NFD, the
 *    combining marks U+0300–U+036F removed, lower case, the letters that keep no separable mark
 *    (`ł`, `ø`, `ß`, `æ`, …) in plain Latin letters, white space runs as one space, trimmed. A
 *    test runs both over the same random names on PGlite and PostgreSQL
 *    (apps/api/test/name-key.test.ts). It replaces `search_fold` (migration 0720), which lowered
 *    first and only knew lower-case marked letters, and lowered with the database's collation.
 *    The alphabets are written out here, not imported, so this migration stays what it was when
 *    the rule changes: a change is a new migration.
 * 2. `users.name_search` (the name a member is shown by), `users.last_name_key` and
 *    `users.first_name_key`: those keys, stored generated columns in the `C` collation (byte
 *    order, the same on every server and in `compareNameKeys`). The database keeps them in step
 *    with every write of a name — sign-up, invitation, member edit, import, profile, erasure, the
 *    demo data and any test fixture — and computes them for existing rows when added.
 * 3. The lists' indexes on those keys replace those on `lower(...)` of migrations 0700 and 0710:
 *    the members list walks (last_name_key, first_name_key, id), the Participation Manager, the
 *    kiosk roster and the Member Activities Report (name_search, id).
 */
import { sql, type Kysely } from 'kysely';

const letters: Record<string, string> = {
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
const ligatures: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ĳ: 'ij', ŉ: "'n" };
const marks = '[\u0300-\u036f]';
const spaces = '[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';

const shownName = sql`coalesce(nullif(trim(display_name), ''), trim(first_name || ' ' || last_name))`;

export async function up(db: Kysely<any>): Promise<void> {
  const from = Object.keys(letters).join('');
  const to = Object.values(letters).join('');
  if ([...from].length !== [...to].length) throw new Error('name_key: the two alphabets differ in length');
  let body = sql`translate(lower(regexp_replace(normalize(value, NFD), ${sql.lit(marks)}, '', 'g')), ${sql.lit(from)}, ${sql.lit(to)})`;
  for (const [letter, spelled] of Object.entries(ligatures)) body = sql`replace(${body}, ${sql.lit(letter)}, ${sql.lit(spelled)})`;
  await sql`
    create function name_key(value text) returns text
    language sql immutable strict parallel safe
    return btrim(regexp_replace(${body}, ${sql.lit(spaces)}, ' ', 'g'), ' ')`.execute(db);

  await sql`drop index if exists users_member_name_idx`.execute(db);
  await sql`drop index if exists users_name_idx`.execute(db);
  await sql`alter table users drop column name_search`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
  await sql`
    alter table users
      add column name_search text collate "C" generated always as (name_key(${shownName})) stored,
      add column last_name_key text collate "C" generated always as (name_key(last_name)) stored,
      add column first_name_key text collate "C" generated always as (name_key(first_name)) stored`.execute(db);
  await sql`create index users_name_key_idx on users (last_name_key, first_name_key, id)`.execute(db);
  await sql`create index users_shown_name_key_idx on users (name_search, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_shown_name_key_idx`.execute(db);
  await sql`drop index if exists users_name_key_idx`.execute(db);
  await sql`alter table users drop column first_name_key, drop column last_name_key, drop column name_search`.execute(db);
  await sql`drop function if exists name_key(text)`.execute(db);
  // Migration 0720's fold, with the two lists' indexes of 0700 and 0710.
  const { up: foldUp } = await import('./2026_11_22_0720_participation_page');
  await foldUp(db);
  await sql`create index users_name_idx on users (lower(last_name), lower(first_name), id)`.execute(db);
  await sql`
    create index users_member_name_idx
    on users ((lower(coalesce(nullif(trim(display_name), ''), trim(first_name || ' ' || last_name)))), id)`.execute(db);
}
