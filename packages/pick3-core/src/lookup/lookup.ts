import type { Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { BOX_VALUE, DIGIT_TYPES, TYPE_INDEX, valueOf, type DigitType } from '../numbers/numbers.js';
import { classify, type Classification } from '../patterns/patterns.js';
import type { HistoryHole } from '../schedules/history-holes.js';
import {
  assertDrawTime,
  skipRuns,
  skipSequence,
  type SkipRuns,
  type SkipStats,
} from '../skips/skip-sequence.js';

/** Straights per box key, by digit-type index (single, double, triple). */
const STRAIGHTS_PER_TYPE = [6, 3, 1] as const;

/**
 * Skip figures from hits listed newest first: each skip is the draws from one hit to the next (its
 * `gap` + 1), counted only between hits on one side of a hole.
 */
function statsOfHits(
  hits: readonly Hit[],
  positions: readonly number[],
  runs: SkipRuns,
  n: number,
  expectedSkip: number,
): SkipStats {
  let sum = 0;
  let longest = 0;
  let skips = 0;
  for (const hit of hits) {
    if (hit.gap === null) continue;
    const skip = hit.gap + 1;
    skips++;
    sum += skip;
    if (skip > longest) longest = skip;
  }
  // Not drawn since the newest hole: at least the draws after it.
  const atLeast = positions[0] !== undefined && positions[0] < runs.start;
  return {
    hits: hits.length,
    drawsSinceLast: atLeast ? n - runs.start : (hits[0]?.drawsAgo ?? null),
    drawsSinceLastAtLeast: atLeast,
    averageSkip: skips > 0 ? sum / skips : null,
    longestSkip: skips > 0 ? longest : null,
    expectedSkip,
  };
}

/** Fills each hit's `gap` from the positions of the hits (newest first) in the sequence. */
function withGaps(hits: Hit[], positions: readonly number[], runs: SkipRuns): Hit[] {
  for (let h = 0; h < hits.length; h++) {
    const older = positions[h + 1];
    const at = positions[h]!;
    hits[h]!.gap =
      older === undefined || runs.segment[older] !== runs.segment[at] ? null : at - older - 1;
  }
  return hits;
}

/**
 * One draw where a looked-up number hit.
 *
 * @example
 * ```ts
 * import type { Hit } from '@pick3/core';
 * const hit: Hit = { date: '2025-07-04', drawTime: 'EVE', number: '106', drawsAgo: 3, gap: 12 };
 * ```
 */
export interface Hit extends Draw {
  /** Draws counted after this one (0: the newest draw). */
  drawsAgo: number;
  /**
   * Draws counted strictly between this hit and the next older one, the same figure as an analysed
   * draw's `gap` ("Non-Repeats"); null for the oldest hit, and when a hole of the history lies
   * between the two (what was drawn in it is unknown).
   */
  gap: number | null;
}

/**
 * The answer of {@link lookupNumber}.
 *
 * @example
 * ```ts
 * import { lookupNumber, type NumberLookup } from '@pick3/core';
 * const answer: NumberLookup = lookupNumber(draws, '610');
 * ```
 */
export interface NumberLookup {
  number: string;
  /** Its box key (sorted digits). */
  boxKey: string;
  digitType: DigitType;
  /** Draws of exactly this straight, newest first. */
  straightHits: Hit[];
  /** Draws of any straight of its box key, newest first. */
  boxHits: Hit[];
  straight: SkipStats;
  box: SkipStats;
  patterns: Classification;
  /** The newest hole of the history (given the state): no gap or skip is counted across one. */
  hole: HistoryHole | null;
}

/**
 * Every hit of a number in a state's history, straight and box, newest first, with its skip figures
 * next to the chance expectation and all its patterns. `draws` may come in any order; skips count the
 * draws of every draw time in draw order, or only those of `options.drawTime`. Given
 * `options.state`, no gap or skip is counted across a hole of its history.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER`, `INVALID_DRAW_TIME`, or a malformed draw's code.
 * @example
 * ```ts
 * import { lookupNumber } from '@pick3/core';
 * lookupNumber(draws, '610').box.drawsSinceLast; // draws since 016, 061, 106, 160, 601 or 610
 * ```
 */
export function lookupNumber(
  draws: readonly Draw[],
  number: string,
  options: { drawTime?: DrawTimeCode; state?: string } = {},
): NumberLookup {
  const value = valueOf(number, 'number');
  const drawTime = assertDrawTime(options?.drawTime);
  const sequence = skipSequence(draws, drawTime);
  const { order, values } = sequence;
  const runs = skipRuns(draws, sequence, options?.state, drawTime);
  const n = values.length;
  const key = BOX_VALUE[value]!;
  const type = TYPE_INDEX[value]! as 0 | 1 | 2;
  const straightHits: Hit[] = [];
  const boxHits: Hit[] = [];
  const straightAt: number[] = [];
  const boxAt: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const v = values[i]!;
    if (BOX_VALUE[v] !== key) continue;
    const draw = draws[order[i]!]!;
    const hit: Hit = {
      date: draw.date,
      drawTime: draw.drawTime,
      number: draw.number,
      drawsAgo: n - 1 - i,
      gap: null,
    };
    boxHits.push(hit);
    boxAt.push(i);
    if (v === value) {
      straightHits.push({ ...hit });
      straightAt.push(i);
    }
  }
  withGaps(boxHits, boxAt, runs);
  withGaps(straightHits, straightAt, runs);
  return {
    number,
    boxKey: classify(number).boxKey,
    digitType: DIGIT_TYPES[type]!,
    straightHits,
    boxHits,
    straight: statsOfHits(straightHits, straightAt, runs, n, 1000),
    box: statsOfHits(boxHits, boxAt, runs, n, 1000 / STRAIGHTS_PER_TYPE[type]),
    patterns: classify(number),
    hole: runs.hole,
  };
}
