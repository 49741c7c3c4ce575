/**
 * The Participation Manager's pages (docs/product/participation.md#participation-manager,
 * decision 13).
 *
 * `GET /participation/activity/{id}/page` lists an organisation's active members by name (the
 * name `memberName` in apps/api/src/services/participation.ts builds, lower-cased: the order
 * `users_member_name_idx` of migration 0700 already serves), searches them by a part of that name,
 * counts them, and counts the activity's participants per day.
 *
 * 1. `search_fold(text)`: lower case without the usual Latin diacritics ("Zoë" → "zoe"), so a
 *    search for "garcia" finds "García", as the screen's search did when it filtered in the
 *    browser. A plain SQL function, so PGlite needs no extension (`unaccent` is one).
 * 2. `users.name_search`: that fold of the member's name, a stored generated column. Folding every
 *    name at each search cost ~30 ms for the 11,900 accounts of the benchmark; comparing the
 *    stored fold costs ~3 ms. Changing `search_fold` later means recomputing the column.
 *
 * No index on memberships: a partial index of the active members made the count an index-only
 * scan, but the first page measured no faster with it (1.9–2.7 ms of SQL in all, either way).
 */
import { sql, type Kysely } from 'kysely';

/** The letters `search_fold` takes the marks off, by the letter they become (lower case only: it lowers first). */
const folds: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćĉċč',
  d: 'ďđ',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭįı',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņň',
  o: 'òóôõöøōŏő',
  r: 'ŕŗř',
  s: 'śŝşšș',
  t: 'ţťŧț',
  u: 'ùúûüũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};
const foldFrom = Object.values(folds).join('');
const foldTo = Object.entries(folds)
  .map(([letter, marked]) => letter.repeat([...marked].length))
  .join('');

export async function up(db: Kysely<any>): Promise<void> {
  if ([...foldFrom].length !== [...foldTo].length) throw new Error('search_fold: the two alphabets differ in length');
  await sql`
    create function search_fold(value text) returns text
    language sql immutable strict parallel safe
    return translate(lower(value), ${sql.lit(foldFrom)}, ${sql.lit(foldTo)})`.execute(db);
  await sql`
    alter table users add column name_search text
    generated always as (search_fold(coalesce(nullif(trim(display_name), ''), trim(first_name || ' ' || last_name)))) stored`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists name_search`.execute(db);
  await sql`drop function if exists search_fold(text)`.execute(db);
}
