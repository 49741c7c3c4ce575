/**
 * Named (prepared) statements for the few statements every request runs: on PostgreSQL a marked
 * statement is parsed and planned once per connection, then only bound and executed (the session
 * check: ~0.5 ms to ~0.25 ms; bench/README.md). Kysely sends every statement unnamed, so a marked
 * one is recognised by the comment `prepared(...)` puts at its end.
 *
 * Mark only statements whose plan does not depend on the values bound: after a few runs
 * PostgreSQL may keep one generic plan for every value, and for a statement whose best plan
 * depends on them (a big organisation against a small one, a date range) that plan can be many
 * times slower (measured: an activity's day counts went from 0.4 to 16 ms). Lookups by primary
 * key or by an index whose leading columns are all bound are the safe kind.
 *
 * PGlite runs statements one at a time in this process; the comment is harmless there.
 */
import { sql, type RawBuilder } from 'kysely';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const mark = '/* prepared: ';
const namePattern = /^[a-z][a-z0-9-]*$/;

/**
 * The comment that marks a statement to prepare, for `.modifyEnd(prepared('session-check'))` or
 * at the end of a `sql` template. Statements built differently under one mark (an optional
 * column, another table) are prepared each under their own name.
 */
export function prepared(name: string): RawBuilder<unknown> {
  if (!namePattern.test(name)) throw new Error(`A prepared statement's name is lower-case words and dashes: ${name}`);
  return sql.raw(`${mark}${name} */`);
}

/**
 * A pool whose clients send the statements marked by `prepared` as named statements (pg keeps
 * them per connection). At most `limit` distinct statement texts are named: each costs memory
 * in every PostgreSQL connection for as long as it lives, so a marked statement whose text
 * varies without bound stays correct, only unnamed past the limit.
 */
export function preparingPool(pool: pg.Pool, limit = 64): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const at = text.endsWith(' */') ? text.lastIndexOf(mark) : -1;
    if (at < 0) return undefined;
    const name = `${text.slice(at + mark.length, -3)}-${names.size}`;
    names.set(text, name);
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(statement: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
      // A cursor (Kysely's streaming) is pg's Submittable.
      if (typeof statement !== 'string') return client.query(statement as unknown as pg.Submittable);
      const name = nameOf(statement);
      const values = parameters as unknown[];
      return name ? client.query({ name, text: statement, values }) : client.query(statement, values);
    }
    return { query, release: (destroy?: boolean) => client.release(destroy) };
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
