import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { expectedSkipShare } from './skip-distribution.js';

/** Brute force: exact skip probabilities summed term by term over all 1,000 straights. */
function bruteForce(from: number, to: number): number {
  let total = 0;
  for (let v = 0; v < 1000; v++) {
    const key = [...String(v).padStart(3, '0')].sort().join('');
    const p = (new Set(key).size === 3 ? 6 : new Set(key).size === 2 ? 3 : 1) / 1000;
    for (let g = from; g < to; g++) total += (p * (1 - p) ** g) / 1000;
  }
  return total;
}

describe('expectedSkipShare', () => {
  it('sums geometric skips over all 1,000 straights', () => {
    for (const [from, to] of [
      [0, 1],
      [0, 50],
      [50, 100],
      [200, 500],
    ] as const) {
      expect(expectedSkipShare(from, to)).toBeCloseTo(bruteForce(from, to), 12);
    }
    expect(expectedSkipShare(0)).toBeCloseTo(1, 12);
    // Adjacent bins add up to the open-ended tail.
    expect(expectedSkipShare(0, 100) + expectedSkipShare(100)).toBeCloseTo(1, 12);
  });

  it('names a bad bound', () => {
    for (const [args, field] of [
      [[-1], 'from'],
      [[10, 5], 'to'],
      [[1.5, 4], 'from'],
    ] as const) {
      try {
        expectedSkipShare(...(args as unknown as [number, number?]));
        expect.unreachable();
      } catch (error) {
        expect(isPick3Error(error) && error.field).toBe(field);
      }
    }
  });
});
