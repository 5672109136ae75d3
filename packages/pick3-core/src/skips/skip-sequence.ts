import { chronologicalOrder } from '../analysis/analysis.js';
import type { Draw } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIME_RANK, isDrawTimeCode, type DrawTimeCode } from '../draw-times/draw-times.js';

/**
 * The draws a skip is counted over: a state's history oldest first, at one draw time or at all of
 * them. `order[i]` is the index in the caller's array of the i-th draw, `values[i]` its straight (0–999).
 * @internal
 */
export interface SkipSequence {
  order: Int32Array;
  values: Int16Array;
}

/** @internal Validates an optional draw-time filter (a code, as the draws carry it). */
export function assertDrawTime(drawTime: unknown): DrawTimeCode | undefined {
  if (drawTime === undefined) return undefined;
  if (isDrawTimeCode(drawTime)) return drawTime;
  throw new Pick3Error(
    'INVALID_DRAW_TIME',
    `drawTime ${describeValue(drawTime)} is not a draw-time code (MORN, DAY, EVE, NITE).`,
    { field: 'drawTime' },
  );
}

/**
 * Validates `draws` (any order) and returns them oldest first, keeping only `drawTime` when given.
 * @internal
 */
export function skipSequence(draws: readonly Draw[], drawTime?: DrawTimeCode): SkipSequence {
  if (!Array.isArray(draws)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `draws must be an array of draws, got ${describeValue(draws)}.`,
      {
        field: 'draws',
      },
    );
  }
  const { order, values } = chronologicalOrder(draws);
  const rank = drawTime === undefined ? -1 : DRAW_TIME_RANK[drawTime]!;
  let n = 0;
  const kept = new Int32Array(order.length);
  const keptValues = new Int16Array(order.length);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (rank >= 0 && DRAW_TIME_RANK[draws[i]!.drawTime] !== rank) continue;
    kept[n] = i;
    keptValues[n] = values[i]!;
    n++;
  }
  return { order: kept.subarray(0, n), values: keptValues.subarray(0, n) };
}

/**
 * Skip figures of one number or box key. A skip is the number of draws from one hit to the next
 * (consecutive draws: 1), the quantity whose chance expectation is 1 / p (1,000 for a straight).
 *
 * @example
 * ```ts
 * import type { SkipStats } from '@pick3/core';
 * const stats: SkipStats = { hits: 3, drawsSinceLast: 12, averageSkip: 150, longestSkip: 240, expectedSkip: 166.7 };
 * ```
 */
export interface SkipStats {
  /** Hits in the draws counted. */
  hits: number;
  /** Draws after the newest hit (0: the newest draw was a hit); null when it never hit. */
  drawsSinceLast: number | null;
  /** Mean skip between consecutive hits; null with fewer than two hits. */
  averageSkip: number | null;
  /** Longest skip between consecutive hits; null with fewer than two hits. */
  longestSkip: number | null;
  /** Chance expectation of the skip: 1,000 / straights covered (1,000; 166.7, 333.3, 1,000 for a box). */
  expectedSkip: number;
}

/**
 * Per key (0–999: a straight's value, or a box key's value), over a sequence oldest first: hits, hits
 * among the newest `window` draws, position of the newest hit, summed and longest skip.
 * @internal
 */
export interface SkipCounts {
  hits: Int32Array;
  hitsInWindow: Int32Array;
  last: Int32Array;
  skipSum: Float64Array;
  longest: Int32Array;
  length: number;
}

/** @internal One pass over the sequence; `keyOf[value]` is the key a straight counts for. */
export function countSkips(
  values: Int16Array,
  keyOf: ArrayLike<number>,
  window: number,
): SkipCounts {
  const hits = new Int32Array(1000);
  const hitsInWindow = new Int32Array(1000);
  const last = new Int32Array(1000).fill(-1);
  const skipSum = new Float64Array(1000);
  const longest = new Int32Array(1000);
  const n = values.length;
  const windowStart = n - window;
  for (let i = 0; i < n; i++) {
    const k = keyOf[values[i]!]!;
    const previous = last[k]!;
    if (previous >= 0) {
      const skip = i - previous;
      skipSum[k] = skipSum[k]! + skip;
      if (skip > longest[k]!) longest[k] = skip;
    }
    last[k] = i;
    hits[k]!++;
    if (i >= windowStart) hitsInWindow[k]!++;
  }
  return { hits, hitsInWindow, last, skipSum, longest, length: n };
}

/** @internal The SkipStats of key `k` from its counts. */
export function statsOf(counts: SkipCounts, k: number, expectedSkip: number): SkipStats {
  const hits = counts.hits[k]!;
  const last = counts.last[k]!;
  return {
    hits,
    drawsSinceLast: last < 0 ? null : counts.length - 1 - last,
    averageSkip: hits < 2 ? null : counts.skipSum[k]! / (hits - 1),
    longestSkip: hits < 2 ? null : counts.longest[k]!,
    expectedSkip,
  };
}
