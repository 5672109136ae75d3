// Bench: import the bundled history into a fresh database, twice: the 11 states bundled before
// issue 22 (their current files) and all 36, then "newest 1,500 draws of GA", on PGlite and
// PostgreSQL side by side. PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres,
// in fresh databases dropped at the end. Prints the machine's load with the figures: on a shared
// machine they move with it. Run: pnpm --filter @pick3/db bench
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, prepare, type Database } from '../src/create-db.js';
import { BUNDLED_HISTORY_DIR, drawsRepository, importBundledHistory } from '../src/index.js';

const SERVER_URL =
  process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
const REPEATS = 30;
/** The states whose histories were bundled before issue 22 added the other 25. */
const ELEVEN = ['CA', 'CO', 'FL', 'GA', 'MD', 'NC', 'NY', 'PA', 'TX', 'WA', 'WI'];

interface Result {
  open: number;
  importSeconds: number;
  rows: number;
  newestMedianMs: number;
}

interface HistorySet {
  label: string;
  dir: string;
}

async function measure(database: Database, set: HistorySet): Promise<Result> {
  const t0 = performance.now();
  await prepare(database.db);
  const t1 = performance.now();
  const results = await importBundledHistory(database.db, { dir: set.dir });
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

async function benchPostgres(set: HistorySet): Promise<Result | string> {
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
    return await measure(database, set);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function benchPglite(set: HistorySet): Promise<Result> {
  const database = await openPglite('memory://');
  try {
    return await measure(database, set);
  } finally {
    await database.close();
  }
}

/** A folder of links to the bundled files of the eleven states. */
async function elevenStates(): Promise<{ set: HistorySet; cleanUp(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'pick3-bench-11-'));
  const files = (await readdir(BUNDLED_HISTORY_DIR)).filter(
    (f) => f.endsWith('.csv') && ELEVEN.includes(f.slice(0, 2)) && f[2] === '-',
  );
  if (files.length !== ELEVEN.length) throw new Error(`expected 11 files, found ${files.length}`);
  await Promise.all(files.map((f) => symlink(join(BUNDLED_HISTORY_DIR, f), join(dir, f))));
  return {
    set: { label: '11 states', dir },
    cleanUp: () => rm(dir, { recursive: true, force: true }),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`machine: ${cpus().length} cores, load average before ${load()}`);
const eleven = await elevenStates();
const sets: HistorySet[] = [eleven.set, { label: 'all 36 states', dir: BUNDLED_HISTORY_DIR }];
const figures: Array<{ set: HistorySet; pglite: Result; postgres: Result | string }> = [];
try {
  for (const set of sets)
    figures.push({ set, pglite: await benchPglite(set), postgres: await benchPostgres(set) });
} finally {
  await eleven.cleanUp();
}

const fmt = (r: Result | string, pick: (r: Result) => string): string =>
  typeof r === 'string' ? 'n/a' : pick(r);
console.log(`${'measure'.padEnd(46)}${'PGlite (memory)'.padEnd(40)}PostgreSQL`);
for (const { set, pglite, postgres } of figures) {
  const rows: Array<[string, (r: Result) => string]> = [
    [`${set.label}: migrate + seed`, (r) => `${r.open.toFixed(2)} s`],
    [
      `${set.label}: import bundled history`,
      (r) => `${r.importSeconds.toFixed(2)} s (${r.rows.toLocaleString('en-US')} draws)`,
    ],
    [
      `${set.label}: newest 1,500 GA, median of ${REPEATS}`,
      (r) => `${r.newestMedianMs.toFixed(1)} ms`,
    ],
  ];
  for (const [label, pick] of rows)
    console.log(`${label.padEnd(46)}${fmt(pglite, pick).padEnd(40)}${fmt(postgres, pick)}`);
}
const unreachable = figures.find((f) => typeof f.postgres === 'string')?.postgres;
if (typeof unreachable === 'string') console.log(unreachable);
console.log(`load average after ${load()}`);
