import type { Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { BOX_VALUE, DIGIT_TYPES, TYPE_INDEX, valueOf, type DigitType } from '../numbers/numbers.js';
import { classify, type Classification } from '../patterns/patterns.js';
import { assertDrawTime, skipSequence, type SkipStats } from '../skips/skip-sequence.js';

/** Straights per box key, by digit-type index (single, double, triple). */
const STRAIGHTS_PER_TYPE = [6, 3, 1] as const;

/** Skip figures from hits listed newest first: each skip is the draws from one hit to the next. */
function statsOfHits(hits: readonly Hit[], expectedSkip: number): SkipStats {
  let sum = 0;
  let longest = 0;
  for (let i = 1; i < hits.length; i++) {
    const skip = hits[i]!.drawsAgo - hits[i - 1]!.drawsAgo;
    sum += skip;
    if (skip > longest) longest = skip;
  }
  const counted = hits.length >= 2;
  return {
    hits: hits.length,
    drawsSinceLast: hits[0]?.drawsAgo ?? null,
    averageSkip: counted ? sum / (hits.length - 1) : null,
    longestSkip: counted ? longest : null,
    expectedSkip,
  };
}

/**
 * One draw where a looked-up number hit.
 *
 * @example
 * ```ts
 * import type { Hit } from '@pick3/core';
 * const hit: Hit = { date: '2025-07-04', drawTime: 'EVE', number: '106', drawsAgo: 3 };
 * ```
 */
export interface Hit extends Draw {
  /** Draws counted after this one (0: the newest draw). */
  drawsAgo: number;
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
}

/**
 * Every hit of a number in a state's history, straight and box, newest first, with its skip figures
 * next to the chance expectation and all its patterns. `draws` may come in any order; skips count the
 * draws of every draw time in draw order, or only those of `options.drawTime`.
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
  options: { drawTime?: DrawTimeCode } = {},
): NumberLookup {
  const value = valueOf(number, 'number');
  const drawTime = assertDrawTime(options?.drawTime);
  const { order, values } = skipSequence(draws, drawTime);
  const n = values.length;
  const key = BOX_VALUE[value]!;
  const type = TYPE_INDEX[value]! as 0 | 1 | 2;
  const straightHits: Hit[] = [];
  const boxHits: Hit[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const v = values[i]!;
    if (BOX_VALUE[v] !== key) continue;
    const draw = draws[order[i]!]!;
    const hit: Hit = {
      date: draw.date,
      drawTime: draw.drawTime,
      number: draw.number,
      drawsAgo: n - 1 - i,
    };
    boxHits.push(hit);
    if (v === value) straightHits.push({ ...hit });
  }
  return {
    number,
    boxKey: classify(number).boxKey,
    digitType: DIGIT_TYPES[type]!,
    straightHits,
    boxHits,
    straight: statsOfHits(straightHits, 1000),
    box: statsOfHits(boxHits, 1000 / STRAIGHTS_PER_TYPE[type]),
    patterns: classify(number),
  };
}
