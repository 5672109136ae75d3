import { describeValue, Pick3Error } from '../errors/errors.js';
import { chronologicalOrder, MAX_WINDOW_SIZE } from '../analysis/analysis.js';
import { isIsoDate, type Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import {
  BOX_VALUE,
  straightValue,
  TYPE_INDEX,
  type DigitType,
  type Straight,
} from '../numbers/numbers.js';
import { assertMode, type Mode } from '../patterns/patterns.js';

/** Straights per box key, by digit-type index (single, double, triple). */
const STRAIGHTS_PER_TYPE = [6, 3, 1] as const;
/** Box keys of each digit type: 120 singles, 90 doubles, 10 triples (220 in all). */
const KEYS_PER_TYPE = [120, 90, 10] as const;

/**
 * Probability that the next draw (uniform over the 1,000 straights) falls in a set: in box mode, that
 * its box key is one of `numbers` (the straights they cover / 1,000); in straight mode, that it is
 * exactly one of them. Duplicates count once.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` (with `field`) or `INVALID_OPTION`.
 * @example
 * ```ts
 * import { chanceOfSet } from '@pick3/core';
 * chanceOfSet(['016', '001', '000'], 'box'); // 0.01 (6 + 3 + 1 straights)
 * chanceOfSet(['016', '610'], 'straight'); // 0.002
 * ```
 */
export function chanceOfSet(numbers: readonly Straight[], mode: Mode = 'box'): number {
  const box = assertMode(mode) === 'box';
  const seen = new Uint8Array(1000);
  let covered = 0;
  numbers.forEach((number, i) => {
    const v = straightValue(number);
    if (v < 0) {
      throw new Pick3Error(
        'INVALID_NUMBER',
        `numbers[${i}] ${describeValue(number)} is not a Pick 3 number.`,
        {
          field: `numbers[${i}]`,
        },
      );
    }
    const k = box ? BOX_VALUE[v]! : v;
    if (seen[k] === 1) return;
    seen[k] = 1;
    covered += box ? STRAIGHTS_PER_TYPE[TYPE_INDEX[k]! as 0 | 1 | 2] : 1;
  });
  return covered / 1000;
}

/**
 * Expected number of draws from one occurrence of a given box key to the next, by its digit type:
 * 1,000 / straights per key, i.e. 166.7 for a single, 333.3 for a double, 1,000 for a triple.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown digit type.
 * @example
 * ```ts
 * import { expectedGap } from '@pick3/core';
 * expectedGap('single'); // 166.666…
 * expectedGap('triple'); // 1000
 * ```
 */
export function expectedGap(digitType: DigitType): number {
  const i = ['single', 'double', 'triple'].indexOf(digitType);
  if (i < 0) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(digitType)} is not a digit type (single, double, triple).`,
      {
        field: 'digitType',
      },
    );
  }
  return 1000 / STRAIGHTS_PER_TYPE[i as 0 | 1 | 2];
}

/**
 * Options of {@link backtest}.
 *
 * @example
 * ```ts
 * import type { BacktestOptions } from '@pick3/core';
 * const options: BacktestOptions = { window: 100, from: '2025-01-01', limit: 365 };
 * ```
 */
export interface BacktestOptions {
  /** Eliminate the box keys of this many draws before each evaluated draw (1–1500). */
  window: number;
  /** First date evaluated (ISO, inclusive). Default: the first draw with `window` draws before it. */
  from?: string | undefined;
  /** Evaluate at most this many draws: the first ones from `from`, or the newest ones without `from`. */
  limit?: number | undefined;
}

/**
 * One evaluated draw of a {@link backtest}.
 *
 * @example
 * ```ts
 * import type { BacktestDraw } from '@pick3/core';
 * const row: BacktestDraw = {
 *   date: '2025-07-04', drawTime: 'EVE', number: '610', remaining: 140,
 *   remainingByType: { single: 80, double: 52, triple: 8 }, hit: true,
 * };
 * ```
 */
export interface BacktestDraw {
  /** ISO date. */
  date: string;
  drawTime: DrawTimeCode;
  number: Straight;
  /** Box keys left after eliminating the `window` draws before this one. */
  remaining: number;
  /**
   * Those box keys by digit type (of 120 singles, 90 doubles, 10 triples): what playing them costs
   * and returns depends on the type (money/money.ts).
   */
  remainingByType: Record<DigitType, number>;
  /** This draw's box key was among them. */
  hit: boolean;
}

/**
 * Result of {@link backtest}.
 *
 * @example
 * ```ts
 * import { backtest, type BacktestResult } from '@pick3/core';
 * const result: BacktestResult = backtest(draws, { window: 100 });
 * ```
 */
export interface BacktestResult {
  evaluated: number;
  hits: number;
  /** hits / evaluated (0 when nothing was evaluated). */
  hitRate: number;
  /** Mean of remaining / 220 over the evaluated draws: the rate the tracker compares against. */
  chanceRate: number;
  /**
   * Mean probability that a uniform draw's box key is among the remaining ones (straights covered /
   * 1,000): the rate a strategy with no edge actually achieves, since singles are six times as likely
   * as triples.
   */
  straightChanceRate: number;
  draws: BacktestDraw[];
}

/**
 * Tests elimination against history: for each draw in the range, were its box key among the box keys
 * remaining after eliminating the `window` draws before it (all draw times merged, chronological)?
 * Reports the hit rate next to the chance rates. Draws with fewer than `window` draws before them are
 * not evaluated.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (with `field`), or `INVALID_DATE`/`INVALID_DRAW_TIME`/
 * `INVALID_NUMBER` for a bad draw.
 * @example
 * ```ts
 * import { backtest } from '@pick3/core';
 * const result = backtest(gaDraws, { window: 730, from: '2024-01-01' });
 * console.log(result.hitRate, result.chanceRate, result.straightChanceRate);
 * ```
 */
export function backtest(draws: readonly Draw[], options: BacktestOptions): BacktestResult {
  if (typeof options !== 'object' || options === null) {
    throw new Pick3Error('INVALID_OPTION', 'backtest needs options { window, from?, limit? }.', {
      field: 'options',
    });
  }
  const { window, from, limit } = options;
  if (
    typeof window !== 'number' ||
    !Number.isInteger(window) ||
    window < 1 ||
    window > MAX_WINDOW_SIZE
  ) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `window must be an integer from 1 to ${MAX_WINDOW_SIZE}, got ${describeValue(window)}.`,
      {
        field: 'window',
      },
    );
  }
  if (from !== undefined && !isIsoDate(from)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `from must be an ISO date (YYYY-MM-DD), got ${describeValue(from)}.`,
      {
        field: 'from',
      },
    );
  }
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `limit must be a positive integer, got ${describeValue(limit)}.`,
      {
        field: 'limit',
      },
    );
  }
  if (!Array.isArray(draws)) {
    throw new Pick3Error('INVALID_OPTION', `draws must be an array, got ${describeValue(draws)}.`, {
      field: 'draws',
    });
  }
  const { order, values } = chronologicalOrder(draws);
  const n = order.length;

  let first = window;
  if (from !== undefined) {
    while (first < n && draws[order[first]!]!.date < from) first++;
  }
  let last = n; // exclusive
  if (limit !== undefined) {
    if (from !== undefined) last = Math.min(n, first + limit);
    else first = Math.max(first, n - limit);
  }

  // Sliding window of box-key counts over the `window` draws before position k.
  const count = new Uint16Array(1000);
  let distinct = 0;
  let distinctStraights = 0;
  const distinctByType = [0, 0, 0];
  const add = (k: number, delta: 1 | -1): void => {
    const key = BOX_VALUE[values[order[k]!]!]!;
    if (delta === 1 ? count[key]!++ === 0 : --count[key]! === 0) {
      const type = TYPE_INDEX[key]! as 0 | 1 | 2;
      distinct += delta;
      distinctStraights += delta * STRAIGHTS_PER_TYPE[type];
      distinctByType[type]! += delta;
    }
  };
  const start = Math.max(0, first - window);
  for (let k = start; k < first && k < n; k++) add(k, 1);

  const rows: BacktestDraw[] = [];
  let hits = 0;
  let chanceSum = 0;
  let straightChanceSum = 0;
  for (let k = first; k < last; k++) {
    const draw = draws[order[k]!]!;
    const v = values[order[k]!]!;
    const remaining = 220 - distinct;
    const hit = count[BOX_VALUE[v]!] === 0;
    if (hit) hits++;
    chanceSum += remaining / 220;
    straightChanceSum += (1000 - distinctStraights) / 1000;
    rows.push({
      date: draw.date,
      drawTime: draw.drawTime,
      number: draw.number,
      remaining,
      remainingByType: {
        single: KEYS_PER_TYPE[0] - distinctByType[0]!,
        double: KEYS_PER_TYPE[1] - distinctByType[1]!,
        triple: KEYS_PER_TYPE[2] - distinctByType[2]!,
      },
      hit,
    });
    add(k, 1);
    add(k - window, -1);
  }
  const evaluated = rows.length;
  return {
    evaluated,
    hits,
    hitRate: evaluated === 0 ? 0 : hits / evaluated,
    chanceRate: evaluated === 0 ? 0 : chanceSum / evaluated,
    straightChanceRate: evaluated === 0 ? 0 : straightChanceSum / evaluated,
    draws: rows,
  };
}
