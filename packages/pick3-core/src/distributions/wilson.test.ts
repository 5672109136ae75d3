import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { wilsonInterval } from './wilson.js';

describe('wilsonInterval', () => {
  it('matches published Wilson 95 % intervals', () => {
    // Newcombe (1998), Statistics in Medicine 17:857, table I: 81/263, 15/148, 0/20, 1/29.
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
      [5, 10, 0.2366, 0.7634],
    ];
    for (const [hits, trials, low, high] of cases) {
      const ci = wilsonInterval(hits, trials);
      expect(ci.low).toBeCloseTo(low, 4);
      expect(ci.high).toBeCloseTo(high, 4);
    }
  });

  it('holds the hit rate, narrows as trials grow, stays in [0, 1]', () => {
    const small = wilsonInterval(30, 100);
    const large = wilsonInterval(3000, 10000);
    expect(small.low).toBeLessThan(0.3);
    expect(small.high).toBeGreaterThan(0.3);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.7225, 4) as number, high: 1 });
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('names the bad field', () => {
    for (const [args, field] of [
      [[5, 4], 'hits'],
      [[-1, 4], 'hits'],
      [[1, 2.5], 'trials'],
      [[1, 4, 0], 'z'],
    ] as const) {
      try {
        wilsonInterval(...(args as unknown as [number, number, number?]));
        expect.unreachable();
      } catch (error) {
        expect(isPick3Error(error) && error.field).toBe(field);
      }
    }
  });
});
