/**
 * `@pick3/db`: the only SQL of the app. Kysely table types, migrations, `createDb(config)`, the
 * bundled draw history and one repository namespace per table. Timestamps are returned as JS Dates,
 * draw dates as ISO `YYYY-MM-DD` strings, draw times as codes (MORN, DAY, EVE, NITE).
 */
export {
  createDb,
  DEFAULT_PGLITE_DIR,
  type Database,
  type DbConfig,
  type DbLogger,
  type DriverName,
} from './create-db.js';
export { migrateToLatest, migrations } from './migrations/index.js';
export { withAdvisoryLock, type LockOutcome } from './locks/advisory-lock.js';
export {
  BUNDLED_HISTORY_DIR,
  importBundledHistory,
  importHistoryCsv,
  type ImportBundledOptions,
  type ImportResult,
} from './history/import-history.js';
export type * from './schema.js';

export * as drawsRepository from './repositories/draws.repository.js';
export * as statesRepository from './repositories/states.repository.js';
export * as ingestRunsRepository from './repositories/ingest-runs.repository.js';
