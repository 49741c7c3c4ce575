/**
 * Statements marked `prepared(...)` are named statements on PostgreSQL (parsed and planned once
 * per connection), give the same rows as unmarked ones on both databases, and only they are
 * prepared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, sql } from '../src/index';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insertInto('organizations')
    .values([
      { name: 'Brick Club', contact_email: 'club@example.org', settings: {} },
      { name: 'Plate Society', contact_email: 'plates@example.org', settings: {} },
    ])
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

const byName = (name: string) => handle.db.selectFrom('organizations').select(['id', 'name']).where('name', '=', name);

describe('prepared statements', () => {
  it('answers a marked statement as an unmarked one, whatever the values bound', async () => {
    for (const name of ['Brick Club', 'Plate Society', 'Nobody', 'Brick Club']) {
      const marked = await byName(name).modifyEnd(prepared('organization-by-name')).execute();
      expect(marked).toEqual(await byName(name).execute());
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.LUG_TEST_DB !== 'pglite')(
    'names the marked statements on PostgreSQL, one name per text, and leaves the others unnamed',
    async () => {
      // One connection throughout: prepared statements belong to a connection.
      await handle.db.connection().execute(async (db) => {
        const marked = (name: string) =>
          db
            .selectFrom('organizations')
            .select(['id', 'name'])
            .where('name', '=', name)
            .modifyEnd(prepared('organization-lookup'));
        await marked('Brick Club').execute();
        await marked('Plate Society').execute();
        // Another text under the same mark (one more column) is another statement.
        await db
          .selectFrom('organizations')
          .select(['id', 'name', 'contact_email'])
          .where('name', '=', 'Brick Club')
          .modifyEnd(prepared('organization-lookup'))
          .execute();
        await db.selectFrom('organizations').select('id').where('name', '=', 'Plate Society').execute();
        const { rows: all } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(db);
        // Nothing unmarked was prepared (earlier tests may have left their own marked ones).
        for (const row of all) expect(row.statement).toMatch(/\/\* prepared: [a-z-]+ \*\/$/);
        const rows = all.filter((row) => row.statement.includes('organization-lookup'));
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          expect(row.name).toMatch(/^organization-lookup-\d+$/);
          expect(row.statement).toMatch(/\/\* prepared: organization-lookup \*\/$/);
        }
        expect(new Set(rows.map((row) => row.name)).size).toBe(2);
      });
    },
  );

  it('refuses a name that could end the comment it is written in', () => {
    expect(() => prepared('a */ drop table users; /*')).toThrow(/lower-case words and dashes/);
    expect(() => prepared('Session')).toThrow();
  });
});
