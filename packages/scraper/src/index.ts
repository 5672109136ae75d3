/**
 * `@pick3/scraper`: one module per official state source (URLs for a "recent" refresh and a pure
 * parser tested on saved real responses), `ingest()` into @pick3/db, the scheduler (polls on the
 * draw clock plus an hourly catch-all) and the `pick3-scraper` CLI (`dist/cli.js`).
 */
export {
  SOURCE_ERROR_CODES,
  SourceError,
  isSourceError,
  type SourceErrorCode,
  type SourceErrorDetails,
} from './source-error.js';
export {
  DEFAULT_USER_AGENT,
  fetchText,
  fetchTextConditional,
  type FetchedText,
  type FetchOptions,
} from './fetch-text.js';
export { PROJECT_URL } from './project.js';
// Polite fetching of third-party (aggregate) pages: robots.txt, conditional requests, once per draw.
export {
  politeFetchText,
  politeStore,
  setPoliteStore,
  type PoliteFetchOptions,
  type PoliteFetchResult,
} from './polite/polite-fetch.js';
export { fetchForSource } from './polite/fetch-for-source.js';
export {
  MemoryPoliteStore,
  type PageRecord,
  type PoliteStore,
  type RobotsRecord,
} from './polite/polite-store.js';
export { refetchAfter } from './polite/refetch-after.js';
export {
  assertRobotsAllow,
  RobotsDisallowedError,
  ROBOTS_MAX_AGE_MS,
} from './polite/robots-rules.js';
export {
  ingest,
  selectSources,
  type IngestError,
  type IngestOptions,
  type IngestProgressEvent,
  type IngestRejection,
  type IngestRunSummary,
  type IngestSummary,
} from './ingest.js';
export {
  REJECTION_REASONS,
  rowChecker,
  type Rejection,
  type RejectionReason,
} from './row-checks.js';
export {
  DEFAULT_CRON,
  INGEST_LOCK_KEY,
  startScheduler,
  type PolledDraw,
  type Scheduler,
  type SchedulerLogger,
  type SchedulerOptions,
  type TickResult,
  type TickTrigger,
} from './scheduler.js';
export {
  FIRST_POLL_MINUTES,
  GIVE_UP_MINUTES,
  nextPollAt,
  planPolls,
  pollOffsets,
  type DrawClockOptions,
  type PlannedPoll,
} from './draw-clock.js';

// The registry and the source modules
export { LOTTERYUSA_SOURCES, SOURCES, findSource } from './sources/registry.js';
export {
  ANALYSIS_WINDOW_DRAWS,
  archiveSources,
  backfill,
  backfillNeed,
  windowStart,
  type BackfillNeed,
  type BackfillOptions,
  type BackfillProgress,
  type BackfillResult,
} from './backfill.js';
export { startAutoBackfill, type AutoBackfill, type AutoBackfillOptions } from './auto-backfill.js';
export { startCatchUp, type CatchUp, type CatchUpOptions, type StateCatchUp } from './catch-up.js';
export { sourceRoles, type SourceRole } from './source-roles.js';
export {
  failureKindOf,
  sourceHealth,
  sourceHealthJson,
  type FailureKind,
  type SourceHealth,
} from './source-health.js';
export type {
  ArchiveOptions,
  ParseContext,
  RequestOptions,
  Source,
  SourceKind,
  SourceRequest,
} from './sources/source.types.js';
export { parseTxCsv, txCsvSource } from './sources/tx-csv/tx-csv.source.js';
export { parseTxHtml, txHtmlSource } from './sources/tx-html/tx-html.source.js';
export {
  nySocrataSource,
  parseNySocrataCsv,
  parseNySocrataJson,
} from './sources/ny-socrata/ny-socrata.source.js';
export { gaApiSource, parseGaApi } from './sources/ga-api/ga-api.source.js';
export { njApiSource, parseNjApi } from './sources/nj-api/nj-api.source.js';
export { flApiSource, parseFlApi } from './sources/fl-api/fl-api.source.js';
export { caApiSource, parseCaApi } from './sources/ca-api/ca-api.source.js';
export { paAshxSource, parsePaAshx } from './sources/pa-ashx/pa-ashx.source.js';
export { coHtmlSource, parseCoHtml } from './sources/co-html/co-html.source.js';
export { ncCsvSource, parseNcCsv } from './sources/nc-csv/nc-csv.source.js';
export { parseWiHtml, wiHtmlSource } from './sources/wi-html/wi-html.source.js';
export { mdHtmlSource, parseMdHtml } from './sources/md-html/md-html.source.js';
export { parseWaHtml, waHtmlSource } from './sources/wa-html/wa-html.source.js';
export {
  miGraphqlSource,
  miRangeQuery,
  parseMiGraphql,
} from './sources/mi-graphql/mi-graphql.source.js';
export { moHtmlSource, parseMoHtml } from './sources/mo-html/mo-html.source.js';
export { neHtmlSource, parseNeHtml } from './sources/ne-html/ne-html.source.js';
// The aggregate source: LotteryUSA's pages of every listed state.
export {
  LOTTERYUSA_STATES,
  lotteryUsaState,
  type LotteryUsaState,
} from './sources/lotteryusa/lotteryusa-pages.js';
export { parseLotteryUsaPage } from './sources/lotteryusa/lotteryusa.parser.js';
export {
  LOTTERYUSA_BASE_URL,
  lotteryUsaSource,
  lotteryUsaSources,
} from './sources/lotteryusa/lotteryusa.source.js';
// Parsers of saved files (no live endpoint): GA results PDF text and listings, the old CA download.
export { parseGaResultsText } from './sources/ga-results/ga-results.source.js';
export { parseCaDownload } from './sources/ca-download/ca-download.source.js';
