import type { Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  BOX_VALUE,
  DIGIT_TYPES,
  TYPE_INDEX,
  type DigitType,
} from '../numbers/numbers.js';
import { assertMode, type Mode } from '../patterns/patterns.js';
import { chiSquareSurvival } from './chi-square.js';
import type { HistoryHole } from '../schedules/history-holes.js';
import { assertDrawTime, countSkips, skipRuns, skipSequence, statsOf } from './skip-sequence.js';

/** Straights per box key, by digit-type index (single, double, triple). */
const STRAIGHTS_PER_TYPE = [6, 3, 1] as const;

/** Each straight's own value: the key a straight counts for in straight mode. */
const IDENTITY = Int16Array.from({ length: 1000 }, (_, v) => v);

/**
 * Options of {@link skipsTable}.
 *
 * @example
 * ```ts
 * import type { SkipsTableOptions } from '@pick3/core';
 * const options: SkipsTableOptions = { mode: 'box', windowDraws: 730, drawTime: 'EVE' };
 * ```
 */
export interface SkipsTableOptions {
  /** `box`: the 220 box keys; `straight`: the 1,000 straights. */
  mode: Mode;
  /** `hitsInWindow` counts the newest this many draws (default: all of them). */
  windowDraws?: number;
  /** Count only the draws of this draw time (default: all draw times, in order). */
  drawTime?: DrawTimeCode;
  /**
   * The history's state: its holes (see `historyHoles`) break the skips. Without it the whole
   * history is one run.
   */
  state?: string;
}

/**
 * One row of the skips table: a box key (or a straight) and its skip figures.
 *
 * @example
 * ```ts
 * import type { SkipsRow } from '@pick3/core';
 * const row: SkipsRow = { key: '016', digitType: 'single', currentSkip: 40, currentSkipAtLeast: false,
 *   averageSkip: 170.2, longestSkip: 901, hitsInWindow: 4, hitsAllTime: 120, expectedSkip: 166.7 };
 * ```
 */
export interface SkipsRow {
  key: string;
  digitType: DigitType;
  /**
   * Draws since its newest hit; null when it never hit. When that hit is older than the history's
   * newest hole, the draws after the hole, and {@link currentSkipAtLeast} is true: the skip is at
   * least that many, since nobody knows whether it was drawn in the hole.
   */
  currentSkip: number | null;
  /** {@link currentSkip} is a lower bound ("≥ N"): the key was not drawn after the newest hole. */
  currentSkipAtLeast: boolean;
  /** Mean draws from one hit to the next; null with fewer than two hits. */
  averageSkip: number | null;
  /** Longest draws from one hit to the next; null with fewer than two hits. */
  longestSkip: number | null;
  hitsInWindow: number;
  hitsAllTime: number;
  /** Chance expectation of the skip: 1,000 / straights the key covers. */
  expectedSkip: number;
}

/**
 * The answer of {@link skipsTable}: a row per key, and the chi-square goodness-of-fit test of the
 * all-time counts against a fair draw.
 *
 * @example
 * ```ts
 * import type { SkipsTable } from '@pick3/core';
 * const t: SkipsTable = {
 *   mode: 'box', draws: 0, windowDraws: 0, hole: null, rows: [], chiSquare: 0, degreesOfFreedom: 219, pValue: 1,
 * };
 * ```
 */
export interface SkipsTable {
  mode: Mode;
  /** Draws counted (after the draw-time filter). */
  draws: number;
  /**
   * Draws `hitsInWindow` counts: the newest `windowDraws` (default all), never reaching back across
   * the newest hole.
   */
  windowDraws: number;
  /** The newest hole of the history (at the draw time counted): no skip is counted across it. */
  hole: HistoryHole | null;
  rows: SkipsRow[];
  chiSquare: number;
  /** Categories − 1: 219 (box) or 999 (straight). */
  degreesOfFreedom: number;
  /** P(χ² ≥ chiSquare) under a fair draw; 1 without draws (no evidence either way). */
  pValue: number;
}

/**
 * Expected all-time hits per key of the skips table for `total` fair draws, in the table's order
 * (BOX_KEYS or ALL_STRAIGHTS): a box key covers 6, 3 or 1 straights of 1,000; a straight 1.
 *
 * @example
 * ```ts
 * import { expectedHits } from '@pick3/core';
 * expectedHits('box', 1000)[0]; // 6 (key 012, a single)
 * ```
 */
export function expectedHits(mode: Mode, total: number): number[] {
  const box = assertMode(mode) === 'box';
  const keys = box ? BOX_KEYS : ALL_STRAIGHTS;
  return keys.map((key) =>
    box ? (total * STRAIGHTS_PER_TYPE[TYPE_INDEX[+key]! as 0 | 1 | 2]) / 1000 : total / 1000,
  );
}

/**
 * The skips ("due") table of a state's history: for every box key (or straight) its current skip,
 * average and longest skip, hits in the window and all time, next to the chance expectation; with the
 * chi-square of the all-time counts against uniform and its p-value. Skips do not change the odds of
 * the next draw: a fair draw has no memory.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (bad mode, window or draws), `INVALID_DRAW_TIME`,
 * `INVALID_DATE` or `INVALID_NUMBER` for a malformed draw.
 * @example
 * ```ts
 * import { skipsTable } from '@pick3/core';
 * const { rows, pValue } = skipsTable(draws, { mode: 'box', windowDraws: 730 });
 * ```
 */
export function skipsTable(draws: readonly Draw[], options: SkipsTableOptions): SkipsTable {
  if (typeof options !== 'object' || options === null) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `options must be an object, got ${describeValue(options)}.`,
      {
        field: 'options',
      },
    );
  }
  const mode = assertMode(options.mode);
  const drawTime = assertDrawTime(options.drawTime);
  const windowDraws = options.windowDraws;
  if (windowDraws !== undefined && (!Number.isInteger(windowDraws) || windowDraws < 1)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `windowDraws must be a whole number ≥ 1, got ${describeValue(windowDraws)}.`,
      { field: 'windowDraws' },
    );
  }
  const box = mode === 'box';
  const sequence = skipSequence(draws, drawTime);
  const { values } = sequence;
  const total = values.length;
  const runs = skipRuns(draws, sequence, options.state, drawTime);
  const window = Math.min(windowDraws ?? total, total - runs.start);
  const counts = countSkips(values, box ? BOX_VALUE : IDENTITY, window, runs.segment);
  const keys = box ? BOX_KEYS : ALL_STRAIGHTS;
  const expected = expectedHits(mode, total);
  let chiSquare = 0;
  const rows = keys.map((key, i): SkipsRow => {
    const k = +key;
    const type = TYPE_INDEX[k]! as 0 | 1 | 2;
    const stats = statsOf(counts, k, box ? 1000 / STRAIGHTS_PER_TYPE[type] : 1000, runs.start);
    if (total > 0) chiSquare += (stats.hits - expected[i]!) ** 2 / expected[i]!;
    return {
      key,
      digitType: DIGIT_TYPES[type]!,
      currentSkip: stats.drawsSinceLast,
      currentSkipAtLeast: stats.drawsSinceLastAtLeast,
      averageSkip: stats.averageSkip,
      longestSkip: stats.longestSkip,
      hitsInWindow: counts.hitsInWindow[k]!,
      hitsAllTime: stats.hits,
      expectedSkip: stats.expectedSkip,
    };
  });
  const degreesOfFreedom = keys.length - 1;
  return {
    mode,
    draws: total,
    windowDraws: window,
    hole: runs.hole,
    rows,
    chiSquare,
    degreesOfFreedom,
    pValue: total === 0 ? 1 : chiSquareSurvival(chiSquare, degreesOfFreedom),
  };
}
