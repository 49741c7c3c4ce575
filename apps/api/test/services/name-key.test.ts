/**
 * The one rule for names (decision 0045): the database's `name_key` (migration 2026_11_29_0200)
 * and `nameKey` of @lug/domain/name-key give the same key for the same text, so a list the server
 * sorts and a search the server runs agree with what the screens sort and filter. Random names over
 * Latin, Greek and Cyrillic letters with marks, ligatures, apostrophes and odd white space, and the
 * stored columns of `users` for names written through SQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lug/db';
import { nameKey } from '@lug/domain/name-key';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h?.close();
});

const alphabet = [
  ...'abcxyzABCXYZ -\'.',
  ...'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
  ...'ĀāĂăĄąĆćČčĎďĐđĒēĘęĚěĞğĦħİıĲĳĸĹĺĽľĿŀŁłŃńŇňŉŌōŐőŒœŘřŚśŞşŠšŢţŤťŦŧŮůŰűŸŹźŻżŽžſ',
  ...'ßẞÆæØøÞþÐðƀɨƏə',
  ...'ΣσςΑαΆάΩωЖжЁёЙйДд',
  '\u2019',
  '\u2018',
  '\u02bc',
  '\u00a0',
  '\t',
  '\u2009',
  '\u3000',
  'e\u0301',
  'o\u0308',
  'a\u030a',
];
const names = fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((parts) => parts.join(''));

describe('name keys', () => {
  it('the database and the domain give the same key', async () => {
    const samples = fc.sample(names, 400);
    samples.push('Łukasz', 'Zoë', 'Müller', 'Émile', 'Straße', '  Ørsted  Ærø ', 'O\u2019Brien', 'İstanbul');
    const { rows } = await sql<{ i: number; key: string }>`
      select i::int as i, name_key(t) as key from unnest(${samples}::text[]) with ordinality as s(t, i)`.execute(h.deps.db);
    const mismatches = rows
      .filter((row) => row.key !== nameKey(samples[row.i - 1]!))
      .map((row) => ({ text: samples[row.i - 1], sql: row.key, domain: nameKey(samples[row.i - 1]!) }));
    expect(mismatches).toEqual([]);
    expect(rows).toHaveLength(samples.length);
  });

  it('the users columns hold the keys of the names, kept by the database on every write', async () => {
    const db = h.deps.db;
    const user = await db
      .insertInto('users')
      .values({ email: 'keys@example.org', password_hash: null, first_name: 'Émile', last_name: 'Łukaszewicz', display_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = () =>
      db.selectFrom('users').select(['name_search', 'first_name_key', 'last_name_key']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await read()).toEqual({ name_search: 'emile lukaszewicz', first_name_key: 'emile', last_name_key: 'lukaszewicz' });
    await db.updateTable('users').set({ display_name: 'Zoë  Ørsted', last_name: 'Müller' }).where('id', '=', user.id).execute();
    expect(await read()).toEqual({ name_search: 'zoe orsted', first_name_key: 'emile', last_name_key: 'muller' });
  });
});
