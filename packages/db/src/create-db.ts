import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { importBundledHistory } from './history/import-history.js';
import { registerDriver } from './locks/advisory-lock.js';
import { migrateToLatest } from './migrations/index.js';
import { seedStates } from './repositories/states.repository.js';
import type { DB } from './schema.js';

export type DriverName = 'pglite' | 'postgres';

/** Console, pino and Fastify's logger all fit. Details are inside the message. */
export interface DbLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface DbConfig {
  /** postgres://… : use PostgreSQL through a `pg` pool. Without it, PGlite runs in-process. */
  databaseUrl?: string;
  /** PGlite data folder (default `./.data/pglite`); `memory://` keeps everything in memory. */
  pgliteDir?: string;
  /** Import the bundled draw history files not imported yet (default true). */
  importBundledHistory?: boolean;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  logger?: DbLogger;
}

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
  const database =
    config.databaseUrl !== undefined && config.databaseUrl !== ''
      ? await openPostgres(config.databaseUrl, { poolSize: config.poolSize, logger })
      : await openPglite(config.pgliteDir ?? DEFAULT_PGLITE_DIR);
  try {
    await prepare(database.db);
    if (config.importBundledHistory ?? true) await importBundledHistory(database.db, { logger });
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

/** Connects to PostgreSQL and checks the connection; no migration. */
export async function openPostgres(
  databaseUrl: string,
  options: { poolSize?: number | undefined; logger?: DbLogger } = {},
): Promise<Database> {
  const logger = options.logger ?? silentLogger;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => logger.warn(`PostgreSQL pool: idle client error: ${error.message}`));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`, { cause: error });
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, 'postgres');
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
