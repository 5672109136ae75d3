/**
 * `@pick3/core`: the rules of three-digit daily lottery games (Pick 3, Cash 3, Daily 3, Numbers) as
 * pure, dependency-free functions. See README.md for a tour.
 *
 * @packageDocumentation
 */

// Errors
export {
  isPick3Error,
  Pick3Error,
  PICK3_ERROR_CODES,
  type Pick3ErrorCode,
} from './errors/errors.js';

// Numbers and combinations
export {
  ALL_STRAIGHTS,
  BOX_KEYS,
  boxKeyAt,
  boxKeysOf,
  COLUMNS,
  columnOf,
  coordinateOf,
  DIGIT_TYPES,
  digitTypeOf,
  displayNumber,
  isBoxKey,
  isStraight,
  NUMBER_SETS,
  numberSetOf,
  padStraight,
  parseBoxKey,
  parseStraight,
  rowOf,
  ROWS,
  straightCombinations,
  toBoxKey,
  type BoxKey,
  type DigitType,
  type Straight,
} from './numbers/numbers.js';

// Patterns and classification
export {
  BINARY_PAIRS,
  binary,
  classify,
  digitSum,
  HIGH_LOW_PATTERNS,
  highLow,
  ODD_EVEN_PATTERNS,
  oddEven,
  PAIRSUM_GROUPS,
  pairsumOf,
  patternString,
  rootSum,
  SUM12_GROUPS,
  sum12Of,
  type Classification,
  type Mode,
  type PairsumGroup,
  type PatternStrings,
  type Sum12Group,
} from './patterns/patterns.js';

// Draw times and dates
export {
  compareDrawTimes,
  DRAW_TIME_LABELS,
  DRAW_TIME_SHORT,
  DRAW_TIMES,
  isDrawTimeCode,
  parseDrawTime,
  type DrawTimeCode,
} from './draw-times/draw-times.js';
export {
  compareDraws,
  isIsoDate,
  isoToUs,
  parseIsoDate,
  usToIso,
  type Draw,
  type StateDraw,
} from './dates/dates.js';

// CSV of draw histories
export { DRAWS_CSV_COLUMNS, formatDrawsCsv, parseDrawsCsv, type CsvDraw } from './csv/csv.js';
export { readCsv, type CsvRecord } from './csv/rfc4180.js';
export { writeCsv } from './csv/write-csv.js';

// Analysis: repeats, gaps, elimination
export {
  analyze,
  DEFAULT_ANALYSIS_OPTIONS,
  DIGIT_FILTERS,
  parseAnalysisOptions,
  resolveAnalysisOptions,
  TIME_FILTERS,
  universe,
  type AnalysisHistory,
  type AnalysisOptions,
  type AnalysisResponse,
  type AnalysisStats,
  type AnalysisWindow,
  type AnalyzedDraw,
  type BoxAnalysis,
  type DigitFilter,
  type TimeFilter,
} from './analysis/analysis.js';
export { MAX_LIMIT, MAX_WINDOW_SIZE } from './analysis/limits.js';
export {
  PATTERN_KINDS,
  patternTallies,
  type PatternCount,
  type PatternKind,
} from './analysis/pattern-tallies.js';

// Pattern filters
export {
  activeFilterCount,
  applyFilters,
  emptyFilterSet,
  explainFilters,
  FILTER_KINDS,
  FILTER_OPTIONS,
  matchesFilters,
  normaliseFilterSet,
  toggleFilterItem,
  type FilterExplanation,
  type FilterExplanationItem,
  type FilterKind,
  type FilterOptions,
  type FilterSet,
} from './filters/filters.js';

// Tables and pools
export {
  defaultTables,
  POOL_IDS,
  TABLE_KINDS,
  validatePools,
  validateTable,
  type PoolId,
  type TableKind,
  type Tables,
  type ValidatedTable,
} from './tables/tables.js';
export {
  parsePoolId,
  POOL_STATE,
  DEFAULT_POOL_DRAW_TIME,
  poolAnalysis,
  poolLabel,
  poolMembers,
  trackerSessionId,
  type PoolAnalysis,
} from './pools/pools.js';
export {
  poolLimit,
  poolPlayRefusal,
  type PoolLimit,
  type PoolPlayRefusal,
} from './pools/pool-plays.js';

// The pool tracker: what a recorded set waits for, when it wins, and its record against chance
export {
  drawAfter,
  nextOpenDraw,
  purchaseDraw,
  trackerOutcome,
  trackerRates,
  type MatchStatus,
  type TrackerRates,
} from './tracker/tracker.js';
export {
  poolBacktest,
  type PoolBacktest,
  type PoolBacktestOptions,
  type PoolBacktestPeriod,
} from './pools/pool-backtest.js';

// Chance baselines
export {
  backtest,
  chanceOfSet,
  expectedGap,
  type BacktestDraw,
  type BacktestOptions,
  type BacktestResult,
} from './chance/chance.js';

// Plays on one number: wins and odds
export { boxOddsOf, playOdds, playWins, type Play, type PlayOdds } from './plays/plays.js';

// Number lookup and skips ("due") tables, with the chi-square test against a fair draw
export { lookupNumber, type Hit, type NumberLookup } from './lookup/lookup.js';
export {
  expectedHits,
  skipsTable,
  type SkipsRow,
  type SkipsTable,
  type SkipsTableOptions,
} from './skips/skips.js';
export type { SkipStats } from './skips/skip-sequence.js';
export { chiSquareSurvival, regularizedUpperGamma } from './skips/chi-square.js';

// Digit frequency by position against the chance expectation
export {
  digitFrequency,
  hotCold,
  type BoxCount,
  type DigitFrequency,
  type DigitFrequencyOptions,
  type HotCold,
} from './frequency/frequency.js';

// Exact chance distributions (sums, root sums, digit types, patterns), observed against expected;
// Wilson intervals and monthly backtests
export {
  DISTRIBUTION_KINDS,
  expectedDistribution,
  observedVsExpected,
  type DistributionKind,
  type DistributionShare,
  type ObservedExpectedRow,
} from './distributions/distributions.js';
export { wilsonInterval, type ProportionInterval } from './distributions/wilson.js';
export { expectedSkipShare } from './distributions/skip-distribution.js';
export {
  backtestByMonth,
  type BacktestByMonth,
  type BacktestByMonthOptions,
  type BacktestMonth,
  type BacktestPeriod,
} from './distributions/backtest-months.js';

// States
export {
  DEFAULT_STATE,
  drawExtrasLabels,
  extraBallNames,
  gameName,
  isKnownState,
  parseStateCode,
  STATE_CODES,
  stateGameName,
  stateName,
  STATES,
  statePageCopy,
  statePageJsonLd,
  type PageLanguage,
  type StateInfo,
} from './states/states.js';

// A state's results page: draws by date and draw time, month archive, title and structured data
export {
  monthBounds,
  parseMonth,
  resultDays,
  resultsPageCopy,
  resultsPageJsonLd,
  shiftMonth,
  type ResultDay,
  type ResultDraw,
} from './results/results.js';

// Time zones and draw schedules: expected, next, missing draws and freshness
export {
  addDays,
  isoDateInZone,
  isTimeZone,
  clockInZone,
  todayInZone,
  utcOffsetMinutes,
  yesterdayInZone,
  zonedInstant,
} from './zoned-dates/zoned-dates.js';
export {
  DEFAULT_POSTING_DELAY_MINUTES,
  DEFAULT_SALES_CLOSE_MINUTES,
  parseSchedules,
  type DrawPeriod,
  type NoDrawRule,
  type StateSchedule,
} from './schedules/parse-schedules.js';
export { SCHEDULE_DATA, type ScheduleData } from './schedules/schedule-data.js';
export { drawHeldOn, drawInstant, resultDueAt, scheduleOf } from './schedules/schedules.js';
export {
  expectedDraws,
  latestDueDraw,
  nextDraw,
  type DrawSlot,
  type ScheduledDraw,
} from './schedules/expected-draws.js';
export {
  missingDraws,
  type MissingDrawsRange,
  type MissingRun,
} from './schedules/missing-draws.js';
export { HOLE_MIN_DAYS, historyHoles, type HistoryHole } from './schedules/history-holes.js';
export {
  FRESHNESS_STATUSES,
  freshness,
  STALE_AFTER_DAYS,
  type Freshness,
  type FreshnessStatus,
} from './schedules/freshness.js';
export { describeSchedule } from './schedules/describe-schedule.js';
// One way to write dates, clock times and draws per language
export {
  formatClock,
  formatDate,
  formatDateTime,
  formatMonth,
  zoneName,
} from './formatting/formatting.js';
export { formatDraw, formatStateClock } from './formatting/state-formatting.js';
export { outlastedDrawCycle } from './schedules/draw-cycle.js';
export {
  drawTimeHistory,
  drawTimeName,
  drawTimeWord,
  currentDrawTimes,
  type DrawTimeHistory,
  type StoredDrawTime,
} from './schedules/draw-time-history.js';
// What alert settings are before a player saves any
export {
  alertDrawTimeDefaults,
  DEFAULT_ALERT_SETTINGS,
  type AlertDrawTimeSwitches,
} from './alerts/alert-defaults.js';
export {
  coverageMarkdown,
  coverageReport,
  type StateCoverageReport,
} from './schedules/coverage-report.js';

// Prize tables of the 36 games: what a play pays and returns against chance
export {
  PRIZE_PLAY_TYPES,
  PRIZE_TABLES,
  type PrizePlayType,
  type PrizeTable,
  type StakePrizes,
} from './prizes/prize-tables.js';
export {
  costOf,
  expectedReturn,
  parsePrizePlay,
  playTypesOf,
  prizeOf,
  prizeTableOf,
  stakesOf,
  type PrizePlay,
} from './prizes/prizes.js';
export { checkPlay, type PlayCheck, type PlayWin } from './prizes/check-play.js';
export {
  basketPlay,
  settlePlay,
  settleTracked,
  trackedPlay,
  type PlaySettlement,
} from './prizes/settle-play.js';

// Money in a backtest and the pool tracker: spend, winnings, net, streaks and drawdown against chance
export {
  backtestMoney,
  moneyOf,
  setPlayPricing,
  trackerMoney,
  type BalancePoint,
  type MoneyRound,
  type MoneySummary,
  type SetPlayPricing,
  type TrackedSet,
} from './money/money.js';

// The picks board (issue 37): when a pick may be made, the built-in strategies, the table's figures
export { pickIsOpen, pickWindow, type PickWindow } from './board/pick-window.js';
export {
  BOARD_STRATEGIES,
  HOT_COLD_DRAWS,
  strategyPick,
  strategyPicks,
  type BoardStrategy,
} from './board/board-strategies.js';
export {
  BOARD_MIN_RANKED_PICKS,
  BOARD_PERIODS,
  boardPeriodDays,
  boardRow,
  boardRowRanked,
  chanceBeaters,
  playWinChance,
  type BoardPeriod,
  type BoardRow,
  type GradedPick,
} from './board/board-table.js';
