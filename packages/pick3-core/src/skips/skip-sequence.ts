import { chronologicalOrder } from '../analysis/analysis.js';
import type { Draw } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIME_RANK, isDrawTimeCode, type DrawTimeCode } from '../draw-times/draw-times.js';
import { holeSpans, slotKey, type HistoryHole } from '../schedules/history-holes.js';

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
 * The runs of a skip sequence between holes of the history: `segment[i]` is the run of the i-th draw;
 * a skip is counted only between draws of one run. Draws stored inside a hole (another draw time's,
 * while the one counted is missing) each stand alone. `start` is the position of the newest run's
 * first draw (0 without holes), `hole` the newest hole.
 * @internal
 */
export interface SkipRuns {
  segment: Int32Array;
  start: number;
  hole: HistoryHole | null;
}

/**
 * Splits a sequence (from {@link skipSequence}) at the holes of `state`'s history, counted at
 * `drawTime` (or every draw time). Without a state the whole sequence is one run.
 * @internal
 */
export function skipRuns(
  draws: readonly Draw[],
  sequence: SkipSequence,
  state: string | undefined,
  drawTime?: DrawTimeCode,
): SkipRuns {
  const n = sequence.order.length;
  const segment = new Int32Array(n);
  if (state === undefined || n === 0) return { segment, start: 0, hole: null };
  const ordered: Draw[] = [];
  for (let i = 0; i < n; i++) ordered.push(draws[sequence.order[i]!]!);
  const holes = holeSpans(state, ordered, drawTime === undefined ? undefined : [drawTime]);
  let h = 0;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const key = slotKey(ordered[i]!.date, ordered[i]!.drawTime);
    while (h < holes.length && key > holes[h]!.endKey) {
      h++;
      start = i;
    }
    const inside = h < holes.length && key >= holes[h]!.startKey;
    segment[i] = inside ? -1 - i : 2 * h;
  }
  const newest = holes.at(-1);
  return {
    segment,
    start: newest === undefined ? 0 : start,
    hole:
      newest === undefined ? null : { from: newest.from, to: newest.to, missing: newest.missing },
  };
}

/**
 * Skip figures of one number or box key. A skip is the number of draws from one hit to the next
 * (consecutive draws: 1), the quantity whose chance expectation is 1 / p (1,000 for a straight).
 *
 * @example
 * ```ts
 * import type { SkipStats } from '@pick3/core';
 * const stats: SkipStats = {
 *   hits: 3, drawsSinceLast: 12, drawsSinceLastAtLeast: false, averageSkip: 150, longestSkip: 240, expectedSkip: 166.7,
 * };
 * ```
 */
export interface SkipStats {
  /** Hits in the draws counted. */
  hits: number;
  /**
   * Draws after the newest hit (0: the newest draw was a hit); null when it never hit. When that hit
   * is older than the history's newest hole: the draws after the hole, a lower bound
   * ({@link drawsSinceLastAtLeast}).
   */
  drawsSinceLast: number | null;
  /** {@link drawsSinceLast} is "≥ N": not drawn since the newest hole, unknown inside it. */
  drawsSinceLastAtLeast: boolean;
  /**
   * Mean skip between consecutive hits; null with fewer than two hits (or, across holes of the
   * history, no two consecutive hits on one side of a hole).
   */
  averageSkip: number | null;
  /** Longest skip between consecutive hits; null when {@link averageSkip} is. */
  longestSkip: number | null;
  /** Chance expectation of the skip: 1,000 / straights covered (1,000; 166.7, 333.3, 1,000 for a box). */
  expectedSkip: number;
}

/**
 * Per key (0–999: a straight's value, or a box key's value), over a sequence oldest first: hits, hits
 * among the newest `window` draws, position of the newest hit, skips counted (from one hit to the next
 * inside one run), their sum and the longest.
 * @internal
 */
export interface SkipCounts {
  hits: Int32Array;
  hitsInWindow: Int32Array;
  last: Int32Array;
  skips: Int32Array;
  skipSum: Float64Array;
  longest: Int32Array;
  length: number;
}

/**
 * @internal One pass over the sequence; `keyOf[value]` is the key a straight counts for; `window`
 * counts from the end; with `segment` (see {@link skipRuns}) a skip is counted only inside one run.
 */
export function countSkips(
  values: Int16Array,
  keyOf: ArrayLike<number>,
  window: number,
  segment?: Int32Array,
): SkipCounts {
  const hits = new Int32Array(1000);
  const hitsInWindow = new Int32Array(1000);
  const last = new Int32Array(1000).fill(-1);
  const skips = new Int32Array(1000);
  const skipSum = new Float64Array(1000);
  const longest = new Int32Array(1000);
  const n = values.length;
  const windowStart = n - window;
  for (let i = 0; i < n; i++) {
    const k = keyOf[values[i]!]!;
    const previous = last[k]!;
    // A skip across a hole is not counted: the draws in the hole are unknown.
    if (previous >= 0 && (segment === undefined || segment[previous] === segment[i])) {
      const skip = i - previous;
      skips[k]!++;
      skipSum[k] = skipSum[k]! + skip;
      if (skip > longest[k]!) longest[k] = skip;
    }
    last[k] = i;
    hits[k]!++;
    if (i >= windowStart) hitsInWindow[k]!++;
  }
  return { hits, hitsInWindow, last, skips, skipSum, longest, length: n };
}

/**
 * @internal The SkipStats of key `k` from its counts; `start` is the newest run's first position
 * (see {@link skipRuns}).
 */
export function statsOf(counts: SkipCounts, k: number, expectedSkip: number, start = 0): SkipStats {
  const hits = counts.hits[k]!;
  const last = counts.last[k]!;
  const skips = counts.skips[k]!;
  const atLeast = last >= 0 && last < start;
  return {
    hits,
    drawsSinceLast: last < 0 ? null : atLeast ? counts.length - start : counts.length - 1 - last,
    drawsSinceLastAtLeast: atLeast,
    averageSkip: skips === 0 ? null : counts.skipSum[k]! / skips,
    longestSkip: skips === 0 ? null : counts.longest[k]!,
    expectedSkip,
  };
}
