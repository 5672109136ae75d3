import { describeValue, Pick3Error } from '../errors/errors.js';

/** Probability a fair draw is of each digit type, and the chance its box key comes in one draw. */
const TYPES = [
  { share: 0.72, p: 6 / 1000 },
  { share: 0.27, p: 3 / 1000 },
  { share: 0.01, p: 1 / 1000 },
] as const;

/**
 * Probability that a fair draw's skip (draws strictly between it and the previous draw of its box
 * key) lies in `[from, to)`, `to` omitted for no upper bound. Each box key comes with probability
 * straights/1,000 per draw, so its skip is geometric; a draw's key is a single, double or triple with
 * probability 0.72, 0.27, 0.01, and the answer mixes the three.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (with `field`) unless 0 ≤ from ≤ to are whole numbers.
 * @example
 * ```ts
 * import { expectedSkipShare } from '@pick3/core';
 * expectedSkipShare(0); // 1
 * expectedSkipShare(0, 100); // ≈ 0.42: four draws in ten repeat their box within 100 draws
 * ```
 */
export function expectedSkipShare(from: number, to?: number): number {
  if (!Number.isInteger(from) || from < 0) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `from must be a whole number ≥ 0, got ${describeValue(from)}.`,
      { field: 'from' },
    );
  }
  if (to !== undefined && (!Number.isInteger(to) || to < from)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `to must be a whole number ≥ from (${from}), got ${describeValue(to)}.`,
      { field: 'to' },
    );
  }
  // P(skip ≥ g) = (1 − p)^g for a geometric skip.
  return TYPES.reduce(
    (sum, { share, p }) => sum + share * ((1 - p) ** from - (to === undefined ? 0 : (1 - p) ** to)),
    0,
  );
}
