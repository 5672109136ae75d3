// Bench: how soon the serving pool gives up on a frozen query. A 1 s `pg_sleep` on a pool opened
// with queryTimeoutMs 200 must fail with pg's "Query read timeout" well before the server answers
// (target ≤ 900 ms, median of 10; the test create-db.test.ts proves that it fails, this measures
// when). PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (no table is
// touched). Run: pnpm --filter @pick3/db bench
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { openPostgres } from '../src/create-db.js';

const SERVER_URL =
  process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
const REPEATS = 10;
const QUERY_TIMEOUT_MS = 200;
const TARGET_MS = 900;

let database;
try {
  database = await openPostgres(SERVER_URL, { queryTimeoutMs: QUERY_TIMEOUT_MS, poolSize: 2 });
} catch (error) {
  console.log(
    `query timeout: PostgreSQL unreachable at ${SERVER_URL} (${error instanceof Error ? error.message : String(error)}): not measured`,
  );
}
if (database !== undefined) {
  const times: number[] = [];
  try {
    for (let i = 0; i < REPEATS; i++) {
      const start = performance.now();
      const outcome = await sql`select pg_sleep(1)`.execute(database.db).then(
        () => 'answered',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      times.push(performance.now() - start);
      if (outcome !== 'Query read timeout')
        throw new Error(`expected "Query read timeout", got ${outcome}`);
    }
  } finally {
    await database.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  const verdict = median <= TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `query timeout ${QUERY_TIMEOUT_MS} ms on a 1 s query: given up after ${median.toFixed(0)} ms ` +
      `(median of ${REPEATS}, slowest ${times.at(-1)?.toFixed(0)} ms; target ≤ ${TARGET_MS} ms: ${verdict}; ` +
      `load ${loadavg()[0]?.toFixed(2)})`,
  );
}
