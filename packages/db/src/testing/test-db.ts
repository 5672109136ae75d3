/**
 * `@pick3/db/testing`: fresh, migrated databases for tests, on PGlite and (when TEST_DATABASE_URL
 * is set) on a real PostgreSQL server. "No mocks. Everything is tested against real database instances."
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { fromPglite, openPostgres, prepare, type Database, type DriverName } from '../create-db.js';
import { migrateToLatest, migrations } from '../migrations/index.js';
import { seedStates } from '../repositories/states.repository.js';
import type { DB } from '../schema.js';

export interface TestDatabase extends Database {
  /** The connection URL of the fresh PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
}

/** TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres (a server where we may CREATE DATABASE). */
export function testDatabaseUrl(): string | undefined {
  const url = process.env['TEST_DATABASE_URL'];
  return url === undefined || url === '' ? undefined : url;
}

/** The drivers the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): DriverName[] {
  return testDatabaseUrl() === undefined ? ['pglite'] : ['pglite', 'postgres'];
}

// A migrated PGlite, snapshotted once and kept on disk: loading the snapshot (~0.3 s) is far cheaper
// than starting and migrating a new instance (~2 s, much more on a busy machine), and every test
// file of every package runs in its own module scope. The file name hashes the migrations' code, so
// a changed migration gets a new snapshot.
let pgliteTemplate: Promise<Blob> | undefined;

/** A snapshot only loads into the PGlite version that wrote it. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    await readFile(join(dirname(dirname(entry)), 'package.json'), 'utf8'),
  ) as { version?: string };
  return manifest.version ?? 'unknown';
}

function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const hash = createHash('sha256');
    for (const [name, migration] of Object.entries(migrations))
      hash.update(`${name}\n${migration.up.toString()}\n`);
    const file = join(
      tmpdir(),
      `pick3-db-pglite-${await pgliteVersion()}-${hash.digest('hex').slice(0, 16)}.tar`,
    );
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not cached yet: build it below.
    }
    const client = await PGlite.create({ dataDir: 'memory://' });
    const database = fromPglite(client);
    await migrateToLatest(database.db);
    const snapshot = await client.dumpDataDir('none');
    await database.close();
    // Write-then-rename: parallel test processes never read a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated, seeded (state list) database with no draws: PGlite in memory, or a new
 * PostgreSQL database `pick3_test_<random>` created on the TEST_DATABASE_URL server and dropped on close.
 * @example
 * const database = await openTestDb({ driver: 'postgres' });
 * try { ... } finally { await database.close(); }
 */
export async function openTestDb(options: { driver?: DriverName } = {}): Promise<TestDatabase> {
  if ((options.driver ?? 'pglite') === 'pglite') {
    const client = await PGlite.create({
      dataDir: 'memory://',
      loadDataDir: await migratedPgliteSnapshot(),
    });
    const database = fromPglite(client);
    await seedStates(database.db);
    return { ...database, url: undefined };
  }
  const serverUrl = testDatabaseUrl();
  if (serverUrl === undefined)
    throw new Error('openTestDb({ driver: "postgres" }) needs TEST_DATABASE_URL');
  const name = `pick3_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const dropDatabase = async (): Promise<void> => {
    await database.close();
    // FORCE: a test that left a connection behind (a killed child) must not leave the database behind.
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await prepare(database.db);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return { ...database, url: url.toString(), close: () => (closed ??= dropDatabase()) };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table and re-seeds the state list: the database is then as
 * openTestDb returned it, in ~50 ms instead of a new instance.
 */
export async function resetDatabase(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
    db,
  );
  // DELETE, not TRUNCATE: on tables this small it is several times faster on PostgreSQL.
  // Children first, so foreign keys hold at every step.
  const order = ['purchased_plays', 'sessions', 'orders'];
  const names = rows.map((r) => r.name).sort((a, b) => rank(a, order) - rank(b, order));
  await db.transaction().execute(async (trx) => {
    for (const name of names) await sql`delete from ${sql.table(name)}`.execute(trx);
  });
  await seedStates(db);
}

function rank(name: string, first: readonly string[]): number {
  const at = first.indexOf(name);
  return at < 0 ? first.length : at;
}

/**
 * True once per test run: test files run in separate worker processes of one runner, so the first
 * to create a marker file named after the runner's pid says it.
 */
function firstNoticeOfThisRun(): boolean {
  try {
    closeSync(openSync(join(tmpdir(), `pick3-db-notice-${process.ppid}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

export interface DriverContext {
  driver: DriverName;
  /** The suite's database, emptied before each test. */
  db(): Kysely<DB>;
  database(): TestDatabase;
}

/**
 * Declares the suite once per driver (`<name> [pglite]`, `<name> [postgres]`). Each suite opens one
 * fresh database (openTestDb) and every test starts from it emptied (resetDatabase), so tests never
 * see each other's rows. Without TEST_DATABASE_URL it runs on PGlite only and says so once.
 * @example
 * describeEachDriver('cartRepository', (t) => {
 *   it('adds an item', async () => { await cartRepository.add(t.db(), 'v1', item); });
 * });
 */
export function describeEachDriver(name: string, fn: (context: DriverContext) => void): void {
  if (testDatabaseUrl() === undefined && firstNoticeOfThisRun()) {
    console.info(
      '@pick3/db/testing: PostgreSQL was not configured (set TEST_DATABASE_URL); running on PGlite only.',
    );
  }
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await openTestDb({ driver });
      });
      afterAll(async () => {
        await current?.close();
        current = undefined;
      });
      beforeEach(async () => {
        if (current !== undefined) await resetDatabase(current.db);
      });
      const database = (): TestDatabase => {
        if (current === undefined) throw new Error('the test database is only open inside a test');
        return current;
      };
      fn({ driver, database, db: () => database().db });
    });
  }
}
