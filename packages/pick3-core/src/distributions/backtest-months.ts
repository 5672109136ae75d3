import { backtest, type BacktestResult } from '../chance/chance.js';
import type { Draw } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { isIsoDate } from '../dates/dates.js';
import { wilsonInterval } from './wilson.js';

/**
 * Options of {@link backtestByMonth}.
 *
 * @example
 * ```ts
 * import type { BacktestByMonthOptions } from '@pick3/core';
 * const options: BacktestByMonthOptions = { window: 100, from: '2025-01-01', to: '2025-12-31' };
 * ```
 */
export interface BacktestByMonthOptions {
  /** Elimination depth: the box keys of this many draws before each evaluated draw are removed. */
  window: number;
  /** First date evaluated (ISO, inclusive). */
  from?: string | undefined;
  /** Last date evaluated (ISO, inclusive). */
  to?: string | undefined;
}

/**
 * Hit rate against chance over a set of evaluated draws, with its 95 % Wilson interval.
 *
 * @example
 * ```ts
 * import type { BacktestPeriod } from '@pick3/core';
 * const p: BacktestPeriod = { evaluated: 62, hits: 40, hitRate: 0.645, chanceRate: 0.63, low: 0.52, high: 0.75 };
 * ```
 */
export interface BacktestPeriod {
  evaluated: number;
  hits: number;
  /** hits / evaluated (0 without draws). */
  hitRate: number;
  /**
   * Mean probability that a fair draw's box key was among the remaining ones (the straights they
   * cover / 1,000, so a single weighs six times a triple): what elimination with no edge scores.
   */
  chanceRate: number;
  /** 95 % Wilson interval of the hit rate. */
  low: number;
  high: number;
}

/**
 * One calendar month of {@link backtestByMonth}.
 *
 * @example
 * ```ts
 * import type { BacktestMonth } from '@pick3/core';
 * const m: BacktestMonth = { month: '2025-07', evaluated: 62, hits: 40, hitRate: 0.645, chanceRate: 0.63, low: 0.52, high: 0.75 };
 * ```
 */
export interface BacktestMonth extends BacktestPeriod {
  /** `YYYY-MM`. */
  month: string;
}

/**
 * The answer of {@link backtestByMonth}.
 *
 * @example
 * ```ts
 * import type { BacktestByMonth } from '@pick3/core';
 * const empty: BacktestByMonth = { overall: { evaluated: 0, hits: 0, hitRate: 0, chanceRate: 0, low: 0, high: 1 }, months: [] };
 * ```
 */
export interface BacktestByMonth {
  overall: BacktestPeriod;
  /** Oldest first; months without an evaluated draw are absent. */
  months: BacktestMonth[];
}

function period(evaluated: number, hits: number, chanceSum: number): BacktestPeriod {
  return {
    evaluated,
    hits,
    hitRate: evaluated === 0 ? 0 : hits / evaluated,
    chanceRate: evaluated === 0 ? 0 : chanceSum / evaluated,
    ...wilsonInterval(hits, evaluated),
  };
}

/**
 * {@link backtest} over a date range, reported per calendar month and overall: did each draw's box
 * key survive elimination of the `window` draws before it, against the chance a fair draw gives
 * the remaining numbers, with a 95 % Wilson interval on every hit rate. A hit rate whose interval
 * holds the chance rate is what a strategy with no edge produces.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (with `field`: window, from, to), or a malformed draw's code.
 * @example
 * ```ts
 * import { backtestByMonth } from '@pick3/core';
 * const { overall, months } = backtestByMonth(draws, { window: 100, from: '2025-01-01', to: '2025-12-31' });
 * ```
 */
export function backtestByMonth(
  draws: readonly Draw[],
  options: BacktestByMonthOptions,
): BacktestByMonth {
  const to = options?.to;
  if (to !== undefined && !isIsoDate(to)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `to must be an ISO date (YYYY-MM-DD), got ${describeValue(to)}.`,
      { field: 'to' },
    );
  }
  const full: BacktestResult = backtest(draws, { window: options.window, from: options.from });
  const rows = to === undefined ? full.draws : full.draws.filter((row) => row.date <= to);

  // Each month's evaluated draws are contiguous in the chronological result; a backtest of exactly
  // that run (from its first date, limited to its length) gives the month's exact chance rate.
  const runs: { month: string; first: string; count: number }[] = [];
  for (const row of rows) {
    const month = row.date.slice(0, 7);
    const last = runs[runs.length - 1];
    if (last?.month === month) last.count++;
    else runs.push({ month, first: row.date, count: 1 });
  }
  let evaluated = 0;
  let hits = 0;
  let chanceSum = 0;
  const months = runs.map(({ month, first, count }) => {
    const part = backtest(draws, { window: options.window, from: first, limit: count });
    evaluated += part.evaluated;
    hits += part.hits;
    chanceSum += part.straightChanceRate * part.evaluated;
    return {
      month,
      ...period(part.evaluated, part.hits, part.straightChanceRate * part.evaluated),
    };
  });
  return { overall: period(evaluated, hits, chanceSum), months };
}
