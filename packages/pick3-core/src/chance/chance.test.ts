import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtest, chanceOfSet, expectedGap } from './chance.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import { DRAW_TIMES } from '../draw-times/draw-times.js';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  boxKeysOf,
  straightCombinations,
  toBoxKey,
} from '../numbers/numbers.js';
import { readHistory } from '../testing/shared-data.js';

describe('chanceOfSet', () => {
  it('counts the straights a set of box keys covers, out of 1,000', () => {
    expect(chanceOfSet(BOX_KEYS)).toBe(1);
    expect(chanceOfSet(boxKeysOf('single'))).toBeCloseTo(0.72, 12);
    expect(chanceOfSet(boxKeysOf('double'))).toBeCloseTo(0.27, 12);
    expect(chanceOfSet(boxKeysOf('triple'))).toBeCloseTo(0.01, 12);
    expect(chanceOfSet(['016', '001', '000'], 'box')).toBeCloseTo(0.01, 12);
    expect(chanceOfSet(['016', '610'], 'box')).toBeCloseTo(0.006, 12);
    expect(chanceOfSet([])).toBe(0);
  });

  it('counts exact straights in straight mode', () => {
    expect(chanceOfSet(ALL_STRAIGHTS, 'straight')).toBe(1);
    expect(chanceOfSet(['016', '610', '610'], 'straight')).toBeCloseTo(0.002, 12);
  });

  it('rejects bad numbers and modes', () => {
    expect(() => chanceOfSet(['016', 'x'])).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER', field: 'numbers[1]' }),
    );
    expect(() => chanceOfSet([], 'both' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    );
  });
});

describe('expectedGap', () => {
  it('is 1,000 / straights per box key', () => {
    expect(expectedGap('single')).toBeCloseTo(166.7, 1);
    expect(expectedGap('double')).toBeCloseTo(333.3, 1);
    expect(expectedGap('triple')).toBe(1000);
    expect(() => expectedGap('quad' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    );
  });
});

/** Backtest by the definition, one window at a time. */
function naiveBacktest(draws: Draw[], window: number, from?: string, limit?: number) {
  const sorted = [...draws].sort(compareDraws);
  let rows = sorted
    .map((d, k) => ({ d, k }))
    .filter(({ d, k }) => k >= window && (from === undefined || d.date >= from))
    .map(({ d, k }) => {
      const eliminated = new Set(sorted.slice(k - window, k).map((e) => toBoxKey(e.number)));
      const straights = [...eliminated].reduce((n, key) => n + straightCombinations(key).length, 0);
      const gone = (orders: number) =>
        [...eliminated].filter((key) => straightCombinations(key).length === orders).length;
      return {
        date: d.date,
        drawTime: d.drawTime,
        number: d.number,
        remaining: 220 - eliminated.size,
        remainingByType: { single: 120 - gone(6), double: 90 - gone(3), triple: 10 - gone(1) },
        hit: !eliminated.has(toBoxKey(d.number)),
        straights,
      };
    });
  if (limit !== undefined) rows = from === undefined ? rows.slice(-limit) : rows.slice(0, limit);
  return rows;
}

const drawsArb = fc.uniqueArray(
  fc.record({
    date: fc
      .integer({ min: 0, max: 60 })
      .map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10)),
    drawTime: fc.constantFrom(...DRAW_TIMES),
    number: fc.oneof(
      fc.constantFrom('016', '610', '777'),
      fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
    ),
  }),
  { selector: (d) => `${d.date} ${d.drawTime}`, maxLength: 100 },
);

describe('backtest', () => {
  it('agrees with the definition (property-based)', () => {
    fc.assert(
      fc.property(
        drawsArb,
        fc.integer({ min: 1, max: 30 }),
        fc.option(
          fc
            .integer({ min: 0, max: 60 })
            .map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10)),
          { nil: undefined },
        ),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        (draws, window, from, limit) => {
          const result = backtest(draws, { window, from, limit });
          const expected = naiveBacktest(draws, window, from, limit);
          expect(result.draws).toEqual(expected.map(({ straights: _s, ...row }) => row));
          expect(result.evaluated).toBe(expected.length);
          expect(result.hits).toBe(expected.filter((r) => r.hit).length);
          if (expected.length > 0) {
            expect(result.hitRate).toBeCloseTo(result.hits / expected.length, 12);
            expect(result.chanceRate).toBeCloseTo(
              expected.reduce((s, r) => s + r.remaining / 220, 0) / expected.length,
              12,
            );
            expect(result.straightChanceRate).toBeCloseTo(
              expected.reduce((s, r) => s + (1000 - r.straights) / 1000, 0) / expected.length,
              12,
            );
          } else expect(result).toMatchObject({ hitRate: 0, chanceRate: 0, straightChanceRate: 0 });
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    [{ window: 0 }, 'window'],
    [{ window: 1501 }, 'window'],
    [{ window: 2.5 }, 'window'],
    [{ window: 10, from: '2025-02-30' }, 'from'],
    [{ window: 10, limit: 0 }, 'limit'],
  ])('rejects %j', (options, field) => {
    expect(() => backtest([], options)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field }),
    );
  });

  it('on the real GA history the hit rate stays near the straight-weighted chance rate', () => {
    const ga = parseDrawsCsv(readHistory('GA-cash3.csv')).rows;
    const result = backtest(ga, { window: 100, from: '2010-01-01' });
    expect(result.evaluated).toBe(ga.filter((d) => d.date >= '2010-01-01').length);
    // Eliminating recent draws mostly removes singles, so remaining / 220 overstates the chance.
    expect(result.chanceRate).toBeGreaterThan(result.straightChanceRate);
    expect(Math.abs(result.hitRate - result.straightChanceRate)).toBeLessThan(0.02);
    const limited = backtest(ga, { window: 730, limit: 365 });
    expect(limited.evaluated).toBe(365);
    expect(limited.draws.at(-1)!.date).toBe(ga.at(-1)!.date);
  });
});
