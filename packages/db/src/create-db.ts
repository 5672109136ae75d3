import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DbLogger } from './db-logger.js';
import { importBundledHistory } from './history/import-history.js';
import { registerDriver } from './locks/advisory-lock.js';
import { migrateToLatest } from './migrations/index.js';
import { seedStates } from './repositories/states.repository.js';
import type { DB } from './schema.js';

export type DriverName = 'pglite' | 'postgres';

export interface DbConfig {
  /** postgres://… : use PostgreSQL through a `pg` pool. Without it, PGlite runs in-process. */
  databaseUrl?: string;
  /** PGlite data folder (default `./.data/pglite`); `memory://` keeps everything in memory. */
  pgliteDir?: string;
  /** Import the bundled draw history files not imported yet (default true). */
  importBundledHistory?: boolean;
  /** Folder of draws CSVs to import instead of the bundled history (a test's subset); default the bundled one. */
  historyDir?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL: how long to wait for a connection, new or from a full pool (default 3.5 s), and for
   * the answer to one query (default 1.5 s); 0 = no limit. A server that is down or frozen then
   * fails a request in under 4 s (the API's 503) instead of hanging it. Migrations and the history
   * import run on a connection of their own without the query limit.
   */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  logger?: DbLogger;
}

/**
 * Above the kernel's SYN retransmissions (1 s, then 3 s after the first SYN): one lost SYN behind a
 * proxy with a short accept queue must not fail the request (issue 35 finding 12), and a dead server
 * still fails it within 4 s (a 503).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_500;
/** How long start-up waits for its first PostgreSQL connection. */
const STARTUP_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 1_500;

export interface Database {
  db: Kysely<DB>;
  driver: DriverName;
  /** Closes the pool or PGlite; the Database is unusable afterwards. */
  close(): Promise<void>;
  /** True when a trivial query succeeds; never throws (for health checks). */
  ping(): Promise<boolean>;
}

export const DEFAULT_PGLITE_DIR = './.data/pglite';

const silentLogger: DbLogger = { info: () => {}, warn: () => {} };

/**
 * Opens the database, applies pending migrations, seeds the state list and (unless disabled)
 * imports the bundled history files that have not been imported yet.
 * @example
 * const { db, close } = await createDb({ databaseUrl: process.env.DATABASE_URL });
 */
export async function createDb(config: DbConfig = {}): Promise<Database> {
  const logger = config.logger ?? silentLogger;
  const importHistory = config.importBundledHistory ?? true;
  if (config.databaseUrl !== undefined && config.databaseUrl !== '') {
    // Setup first, on a small pool without the query limit (a history chunk may take a while),
    // then the serving pool with its limits.
    const connectTimeoutMs = config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    // Three connections: the import holds its advisory lock on one while its transactions use another.
    // Start-up may wait longer for its first connection than a request may: a busy machine (CI with a
    // browser running, a database just created) can take over a second to accept it, and failing to
    // start is worse than a slow start. Serving keeps the short limit so an outage answers 503 fast.
    const setup = await openPostgres(config.databaseUrl, {
      poolSize: 3,
      logger,
      connectTimeoutMs: Math.max(connectTimeoutMs, STARTUP_CONNECT_TIMEOUT_MS),
      queryTimeoutMs: 0,
    });
    try {
      await prepare(setup.db);
      if (importHistory) await importBundledHistory(setup.db, { logger, dir: config.historyDir });
    } finally {
      await setup.close();
    }
    return openPostgres(config.databaseUrl, {
      poolSize: config.poolSize,
      logger,
      connectTimeoutMs,
      queryTimeoutMs: config.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    });
  }
  const database = await openPglite(config.pgliteDir ?? DEFAULT_PGLITE_DIR);
  try {
    await prepare(database.db);
    if (importHistory) await importBundledHistory(database.db, { logger, dir: config.historyDir });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Migrations and the idempotent seed every database gets before use. */
export async function prepare(db: Kysely<DB>): Promise<void> {
  await migrateToLatest(db);
  await seedStates(db);
}

/** Connects to PostgreSQL and checks the connection; no migration. No time limits unless given (createDb gives them). */
export async function openPostgres(
  databaseUrl: string,
  options: {
    poolSize?: number | undefined;
    logger?: DbLogger;
    connectTimeoutMs?: number | undefined;
    queryTimeoutMs?: number | undefined;
  } = {},
): Promise<Database> {
  const logger = options.logger ?? silentLogger;
  const connectTimeout = options.connectTimeoutMs ?? 0;
  const queryTimeout = options.queryTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...(connectTimeout > 0 ? { connectionTimeoutMillis: connectTimeout } : {}),
    ...(queryTimeout > 0 ? { query_timeout: queryTimeout } : {}),
  });
  // A client losing its server must not crash the process: idle ones report through the pool, and
  // a checked-out one between queries (a transaction, the advisory lock) would otherwise emit an
  // unhandled 'error' when the server shuts down. The query in flight gets the error either way.
  pool.on('error', (error) => logger.warn(`PostgreSQL pool: idle client error: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn(`PostgreSQL pool: client error: ${error.message}`));
    if (queryTimeout > 0) closeOnQueryTimeout(client);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`, {
      cause: error,
    });
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, 'postgres');
}

/**
 * pg leaves a timed-out query on its connection and queues the next ones behind it, so one stuck
 * query would stall every request that later draws that connection. A connection whose query timed
 * out is ended instead: the pool then drops it on release and opens a fresh one.
 */
function closeOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout')
        void client.end().catch(() => {});
      throw error;
    });
  };
}

/** Opens (creating if needed) a PGlite data folder, or `memory://`; no migration. */
export async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  try {
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the PGlite data folder ${dataDir}: ${reason}`, { cause: error });
  }
  return fromPglite(client);
}

/** Wraps an open PGlite instance (closing the Database closes it). */
export function fromPglite(client: PGlite): Database {
  return wrap(new Kysely<DB>({ dialect: new PGliteDialect(client) }), 'pglite');
}

function wrap(db: Kysely<DB>, driver: DriverName): Database {
  registerDriver(db, driver);
  let closed: Promise<void> | undefined;
  return {
    db,
    driver,
    close: () => (closed ??= db.destroy()),
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
