import type { Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { BOX_KEYS, BOX_VALUE, straightCombinations, type BoxKey } from '../numbers/numbers.js';
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
  const { values, start } = windowOf(draws, options);
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

/** The chronological values of the window: the newest `options.newest` draws of `options.drawTime`. */
function windowOf(draws: readonly Draw[], options: DigitFrequencyOptions) {
  const newest = options.newest;
  if (newest !== undefined && (!Number.isInteger(newest) || newest < 1)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `newest must be a whole number ≥ 1, got ${describeValue(newest)}.`,
      { field: 'newest' },
    );
  }
  const { values } = skipSequence(draws, assertDrawTime(options.drawTime));
  return { values, start: newest === undefined ? 0 : Math.max(0, values.length - newest) };
}

/**
 * One box combination's count in {@link hotCold}, beside what chance expects of it.
 *
 * @example
 * ```ts
 * import type { BoxCount } from '@pick3/core';
 * const row: BoxCount = { key: '016', count: 2, expected: 0.6 };
 * ```
 */
export interface BoxCount {
  key: BoxKey;
  count: number;
  /** draws × its orders / 1,000: 0.006 per draw for three different digits, 0.003 for a double, 0.001 for a triple. */
  expected: number;
}

/**
 * The answer of {@link hotCold}.
 *
 * @example
 * ```ts
 * import type { HotCold } from '@pick3/core';
 * const empty: HotCold = { draws: 0, digits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], expectedDigitShare: 0.1, boxes: [] };
 * ```
 */
export interface HotCold {
  /** Draws counted (after the draw-time filter and the `newest` cut). */
  draws: number;
  /** `digits[d]`: how often digit d stood at any position (three per draw). */
  digits: number[];
  /** The share of all drawn digits a fair draw gives each digit: 1 in 10. */
  expectedDigitShare: number;
  /** All 220 box combinations, most drawn first (ties in display order of their keys). */
  boxes: BoxCount[];
}

/**
 * "Hot" and "cold" over the newest draws: each digit's count over all three positions (against the
 * 10 % share chance gives each digit), and each box combination's count against its expected count
 * (its orders / 1,000 per draw). Hot and cold describe the past only: every draw is independent.
 *
 * @throws {@link Pick3Error} as {@link digitFrequency}.
 * @example
 * ```ts
 * import { hotCold } from '@pick3/core';
 * const { digits, boxes } = hotCold(draws, { newest: 100, drawTime: 'EVE' });
 * boxes[0]; // the most drawn box combination: { key, count, expected }
 * ```
 */
export function hotCold(draws: readonly Draw[], options: DigitFrequencyOptions = {}): HotCold {
  const { values, start } = windowOf(draws, options);
  const digits = new Array<number>(10).fill(0);
  const byKey = new Map<number, number>();
  for (let i = start; i < values.length; i++) {
    const v = values[i]!;
    digits[Math.floor(v / 100)]!++;
    digits[Math.floor(v / 10) % 10]!++;
    digits[v % 10]!++;
    byKey.set(BOX_VALUE[v]!, (byKey.get(BOX_VALUE[v]!) ?? 0) + 1);
  }
  const counted = values.length - start;
  const boxes = BOX_KEYS.map((key) => ({
    key,
    count: byKey.get(+key) ?? 0,
    expected: (counted * straightCombinations(key).length) / 1000,
  })).sort((a, b) => b.count - a.count); // stable: ties keep the display order
  return { draws: counted, digits, expectedDigitShare: 0.1, boxes };
}
