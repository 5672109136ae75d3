// Bench: import all bundled history, then "newest 1,500 draws of GA", on PGlite and PostgreSQL side
// by side. PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, in a fresh
// database dropped at the end. Run: pnpm --filter @pick3/db bench
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, prepare, type Database } from '../src/create-db.js';
import { drawsRepository, importBundledHistory } from '../src/index.js';

const SERVER_URL =
  process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
const REPEATS = 30;

interface Result {
  open: number;
  importSeconds: number;
  rows: number;
  newestMedianMs: number;
}

async function measure(database: Database): Promise<Result> {
  const t0 = performance.now();
  await prepare(database.db);
  const t1 = performance.now();
  const results = await importBundledHistory(database.db);
  const t2 = performance.now();
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    const draws = await drawsRepository.newestDraws(database.db, 'GA', 1500);
    times.push(performance.now() - start);
    if (draws.length !== 1500) throw new Error(`expected 1500 GA draws, got ${draws.length}`);
  }
  times.sort((a, b) => a - b);
  return {
    open: (t1 - t0) / 1000,
    importSeconds: (t2 - t1) / 1000,
    rows: results.reduce((n, r) => n + r.added, 0),
    newestMedianMs: times[Math.floor(times.length / 2)] ?? NaN,
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function benchPostgres(): Promise<Result | string> {
  const name = `pick3_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    return `PostgreSQL unreachable at ${SERVER_URL} (${error instanceof Error ? error.message : String(error)}): benched PGlite only`;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    return await measure(database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const pgliteDb = await openPglite('memory://');
const pglite = await measure(pgliteDb).finally(() => pgliteDb.close());
const postgres = await benchPostgres();

const fmt = (r: Result | string, pick: (r: Result) => string): string =>
  typeof r === 'string' ? 'n/a' : pick(r);
const rows: Array<[string, (r: Result) => string]> = [
  ['migrate + seed', (r) => `${r.open.toFixed(2)} s`],
  [
    'import bundled history',
    (r) =>
      `${r.importSeconds.toFixed(2)} s (${r.rows.toLocaleString('en-US')} draws; target ≤ 10 s)`,
  ],
  [`newest 1,500 GA draws, median of ${REPEATS}`, (r) => `${r.newestMedianMs.toFixed(1)} ms`],
];
console.log(`${'measure'.padEnd(40)}${'PGlite (memory)'.padEnd(48)}PostgreSQL`);
for (const [label, pick] of rows)
  console.log(`${label.padEnd(40)}${fmt(pglite, pick).padEnd(48)}${fmt(postgres, pick)}`);
if (typeof postgres === 'string') console.log(postgres);
