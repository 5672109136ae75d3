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
  type DriverName,
} from './create-db.js';
export type { DbLogger } from './db-logger.js';
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
export * as successfulUrlsRepository from './repositories/successful-urls.repository.js';
export * as conflictsRepository from './repositories/conflicts.repository.js';
/** What each live source reported per draw: confirmations and agreement between sources. */
export * as drawReportsRepository from './repositories/draw-reports.repository.js';
/** Walks of a source's archive, resumable page by page. */
export * as backfillRepository from './repositories/backfill.repository.js';
export * as cartRepository from './repositories/cart.repository.js';
export * as expectedResultsRepository from './repositories/expected-results.repository.js';
export * as usersRepository from './repositories/users.repository.js';
export * as sessionsRepository from './repositories/sessions.repository.js';
export * as passcodesRepository from './repositories/passcodes.repository.js';
export * as authAttemptsRepository from './repositories/auth-attempts.repository.js';
/** The spec's aert_data: a visitor's or account's alert settings. */
export * as alertSettingsRepository from './repositories/alert-settings.repository.js';
export * as pollsRepository from './repositories/polls.repository.js';
export * as ordersRepository from './repositories/orders.repository.js';
export * as purchasedPlaysRepository from './repositories/purchased-plays.repository.js';
export * as verificationCodesRepository from './repositories/verification-codes.repository.js';
export * as codeSendsRepository from './repositories/code-sends.repository.js';
export * as alertDeliveriesRepository from './repositories/alert-deliveries.repository.js';
/** Web Push: the VAPID keys, browsers' subscriptions and the sent log (one push per subscription and event). */
export * as pushRepository from './repositories/push.repository.js';
/** The picks board: players' and strategies' picks, their grades and regrades (issue 37). */
export * as boardPicksRepository from './repositories/board-picks.repository.js';
/** The demo payment sandbox's orders, shared by every replica (issue 35 finding 6). */
export * as sandboxOrdersRepository from './repositories/sandbox-orders.repository.js';
/** Rate-limit counters kept in the database when Redis is absent or down (issue 35 finding 9). */
export * as rateCountersRepository from './repositories/rate-counters.repository.js';
/** Manual update runs and their progress, readable from any replica (issue 35 finding 13). */
export * as refreshJobsRepository from './repositories/refresh-jobs.repository.js';
