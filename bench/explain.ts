/**
 * `node --import tsx bench/explain.ts [endpoint substring]`: prints EXPLAIN (ANALYZE, BUFFERS) of
 * every statement behind each benchmarked read, on the database a PostgreSQL benchmark run left behind
 * (BENCH_DATABASE_URL, default lug_bench). The statements are captured from the services exactly
 * as the benchmark captures them. `SQL_ONLY=1`: the statements and their parameters, without EXPLAIN.
 */
import pg from 'pg';
import { captureRead, inProcessApi, loggingKysely, pgTypes } from './capture';
import { adminEmail, benchPassword, fullScale } from './seed';
import { chooseTargets, endpoints } from './endpoints';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lug_bench';
const filter = process.argv[2]?.toLowerCase();

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 4, types: pgTypes() });
  try {
    const { db, sink } = loggingKysely({ pool });
    const choices = await chooseTargets(async (sql) => (await pool.query(sql)).rows, fullScale);
    const api = await inProcessApi(db, adminEmail, benchPassword);
    for (const endpoint of endpoints) {
      if (filter && !endpoint.name.toLowerCase().includes(filter)) continue;
      const plan = await captureRead(sink, api, endpoint, choices);
      if (process.env.SQL_ONLY) { for (const q of plan.flat()) console.log(q.sql, JSON.stringify(q.parameters)); continue; }
      for (const query of plan.flat()) {
        console.log(`\n===== ${endpoint.name}\n${query.sql}\n-- ${JSON.stringify(query.parameters).slice(0, 300)}`);
        const result = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.parameters as unknown[]);
        for (const row of result.rows) console.log(row['QUERY PLAN']);
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
