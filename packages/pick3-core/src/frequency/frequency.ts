import type { Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { assertDrawTime, skipSequence } from '../skips/skip-sequence.js';

/**
 * Options of {@link digitFrequency}.
 *
 * @example
 * ```ts
 * import type { DigitFrequencyOptions } from '@pick3/core';
 * const options: DigitFrequencyOptions = { newest: 100, drawTime: 'EVE' };
 * ```
 */
export interface DigitFrequencyOptions {
  /** Count only the newest this many draws (default: all of them). */
  newest?: number;
  /** Count only the draws of this draw time (default: all draw times). */
  drawTime?: DrawTimeCode;
}

/**
 * The answer of {@link digitFrequency}.
 *
 * @example
 * ```ts
 * import type { DigitFrequency } from '@pick3/core';
 * const f: DigitFrequency = { draws: 0, counts: [[0,0,0,0,0,0,0,0,0,0], [0,0,0,0,0,0,0,0,0,0], [0,0,0,0,0,0,0,0,0,0]], expected: 0 };
 * ```
 */
export interface DigitFrequency {
  /** Draws counted (after the draw-time filter and the `newest` cut). */
  draws: number;
  /** `counts[position][digit]`: how often `digit` (0–9) stood at `position` (0: first digit). */
  counts: number[][];
  /** What a fair draw gives each digit at each position: draws / 10. */
  expected: number;
}

/**
 * How often each digit stood in each position over the newest draws, next to the chance expectation
 * (draws / 10 per digit and position). A digit above or below it says nothing about the next draw:
 * each digit of a fair draw is uniform and independent.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (bad `newest` or draws), `INVALID_DRAW_TIME`, or a
 * malformed draw's code.
 * @example
 * ```ts
 * import { digitFrequency } from '@pick3/core';
 * const { counts, expected } = digitFrequency(draws, { newest: 100 });
 * counts[0][7]; // times 7 was the first digit in the newest 100 draws, against `expected` (10)
 * ```
 */
export function digitFrequency(
  draws: readonly Draw[],
  options: DigitFrequencyOptions = {},
): DigitFrequency {
  const newest = options.newest;
  if (newest !== undefined && (!Number.isInteger(newest) || newest < 1)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `newest must be a whole number ≥ 1, got ${describeValue(newest)}.`,
      { field: 'newest' },
    );
  }
  const { values } = skipSequence(draws, assertDrawTime(options.drawTime));
  const start = newest === undefined ? 0 : Math.max(0, values.length - newest);
  const counts = [0, 1, 2].map(() => new Array<number>(10).fill(0));
  for (let i = start; i < values.length; i++) {
    const v = values[i]!;
    counts[0]![Math.floor(v / 100)]!++;
    counts[1]![Math.floor(v / 10) % 10]!++;
    counts[2]![v % 10]!++;
  }
  const counted = values.length - start;
  return { draws: counted, counts, expected: counted / 10 };
}
