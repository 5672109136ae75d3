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

/**
 * The serving pool's bounds on PostgreSQL (connect 3.5 s, query 1.5 s): a test that times a request
 * against the database bounds it by these, not by a figure of its own.
 */
export { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from '../create-db.js';
import { migrateToLatest, migrations } from '../migrations/index.js';
import { seedStates } from '../repositories/states.repository.js';
import type { DB } from '../schema.js';
import { TEST_POOL_SIZE } from './pool-size.js';

/** How many connections a test's PostgreSQL pool holds (and the processes tests start). */
export { TEST_POOL_SIZE };

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

/** Names a database state after the migrations' code: a changed migration gets a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations))
    hash.update(`${name}\n${migration.up.toString()}\n`);
  return hash.digest('hex').slice(0, 16);
}

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
    const file = join(tmpdir(), `pick3-db-pglite-${await pgliteVersion()}-${migrationsHash()}.tar`);
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
 * Fills an empty folder with the migrated PGlite template (no draws), as a first start would leave
 * it: for tests of commands that open a PGlite folder themselves (a CLI, a server process), which
 * would otherwise start and migrate a new database each time (seconds, more under load).
 */
export async function migratedPgliteFolder(folder: string): Promise<void> {
  const client = await PGlite.create({
    dataDir: folder,
    loadDataDir: await migratedPgliteSnapshot(),
  });
  await client.close();
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
  const template = await migratedPostgresTemplate(serverUrl);
  const name = `pick3_test_${randomBytes(6).toString('hex')}`;
  await cloneDatabase(serverUrl, template, name);
  const url = databaseUrlFor(serverUrl, name);
  let database: Database | undefined;
  const dropDatabase = async (): Promise<void> => {
    await database?.close();
    // FORCE: a test that left a connection behind (a killed child) must not leave the database behind.
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    database = await openPostgres(url, { poolSize: TEST_POOL_SIZE });
    // The template was seeded when it was built; the state list of today's core is seeded here, as
    // on PGlite.
    await seedStates(database.db);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return { ...database, url, close: () => (closed ??= dropDatabase()) };
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// A migrated, seeded PostgreSQL database kept on the server as a template, named after the
// migrations' code: each test database is a copy of it (CREATE DATABASE … TEMPLATE, ~0.15 s) instead
// of a new database migrated from scratch (~1.4 s of the server's time each; a run opens well over a
// hundred). Like the PGlite snapshot it outlives the run, so the next run starts with it.
let postgresTemplate: Promise<string> | undefined;

function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  if (postgresTemplate !== undefined) return postgresTemplate;
  postgresTemplate = (async () => {
    const name = `pick3_template_${migrationsHash()}`;
    if (await databaseExists(serverUrl, name)) return name;
    // Built under a name of its own and renamed when complete: parallel test processes never copy a
    // half-migrated template, and the one that renames second uses the first's.
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${building}`);
    try {
      const database = await openPostgres(databaseUrlFor(serverUrl, building), { poolSize: 2 });
      try {
        await prepare(database.db);
      } finally {
        await database.close();
      }
      await whileInUse(() => adminQuery(serverUrl, `alter database ${building} rename to ${name}`));
    } catch (error) {
      await adminQuery(serverUrl, `drop database if exists ${building} with (force)`);
      if (await databaseExists(serverUrl, name)) return name;
      throw error;
    }
    return name;
  })();
  // A failed build is not kept: the next test tries again (and fails with its own error).
  postgresTemplate.catch(() => {
    postgresTemplate = undefined;
  });
  return postgresTemplate;
}

async function cloneDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  await whileInUse(() => adminQuery(serverUrl, `create database ${name} template ${template}`));
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL copies or renames a database only while no session is connected to it; a session that
 * just closed may take a moment to leave (55006 object_in_use), so the statement is tried again.
 */
async function whileInUse(statement: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await statement();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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

/**
 * The database the suites of this process share, per driver. A fresh one costs ~0.85 s of CPU on
 * PGlite (loading the snapshot) and a copy of the template on PostgreSQL; emptying one with
 * resetDatabase costs ~0.06 s and leaves it as openTestDb returned it (only sequences go on), unless
 * a suite changed its schema: then the next suite gets a fresh one.
 */
const sharedDatabases: Record<
  DriverName,
  { database?: Promise<{ database: TestDatabase; schema: string }>; suites: number }
> = {
  pglite: { suites: 0 },
  postgres: { suites: 0 },
};

/**
 * The tables, columns, indexes and triggers of the public schema, as one text: a suite that changed
 * the schema and did not put it back (a test drops a table to make a step fail) leaves a database
 * the next suite must not get.
 */
async function schemaOf(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ item: string }>`
    select concat_ws(' ', 'column', table_name, column_name, data_type, is_nullable, column_default) as item
      from information_schema.columns where table_schema = 'public'
    union all
    select concat_ws(' ', 'index', indexname, indexdef) from pg_indexes where schemaname = 'public'
    union all
    select concat_ws(' ', 'trigger', trigger_name, event_object_table, event_manipulation)
      from information_schema.triggers where trigger_schema = 'public'
    union all
    select concat_ws(' ', 'constraint', conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    order by 1`.execute(db);
  return rows.map((row) => row.item).join('\n');
}

/**
 * A suite's database: the process's shared one for `driver`, emptied when the suite opens it. Call it
 * where the suite is declared (it counts the suites); `close` after the suite. PostgreSQL's is
 * dropped when the last suite declared so far has closed (at the end of a test file), so no run
 * leaves databases on the server; PGlite's lives in memory and stays for the next file of this
 * worker process.
 */
export function suiteDatabase(driver: DriverName): {
  open(): Promise<TestDatabase>;
  close(): Promise<void>;
} {
  const shared = sharedDatabases[driver];
  shared.suites += 1;
  return {
    async open() {
      if (shared.database !== undefined) {
        const { database, schema } = await shared.database;
        if ((await schemaOf(database.db)) === schema) {
          await resetDatabase(database.db);
          return database;
        }
        shared.database = undefined;
        await database.close();
      }
      const opening = openTestDb({ driver }).then(async (database) => ({
        database,
        schema: await schemaOf(database.db),
      }));
      shared.database = opening;
      opening.catch(() => {
        if (shared.database === opening) shared.database = undefined;
      });
      return (await opening).database;
    },
    async close() {
      shared.suites -= 1;
      if (shared.suites > 0 || driver === 'pglite' || shared.database === undefined) return;
      const closing = shared.database;
      shared.database = undefined;
      await (await closing).database.close();
    },
  };
}

export interface DriverContext {
  driver: DriverName;
  /** The suite's database, emptied before each test. */
  db(): Kysely<DB>;
  database(): TestDatabase;
}

/**
 * Declares the suite once per driver (`<name> [pglite]`, `<name> [postgres]`). Each suite uses the
 * process's database for its driver (suiteDatabase) and every test starts from it emptied
 * (resetDatabase), so tests never see each other's rows. Without TEST_DATABASE_URL it runs on PGlite
 * only and says so once.
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
      const shared = suiteDatabase(driver);
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await shared.open();
      });
      afterAll(async () => {
        current = undefined;
        await shared.close();
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
