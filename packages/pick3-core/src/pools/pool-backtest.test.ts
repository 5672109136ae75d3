import { describe, expect, it } from 'vitest';
import { poolBacktest } from './pool-backtest.js';
import { poolAnalysis } from './pools.js';
import { analyze } from '../analysis/analysis.js';
import { chanceOfSet } from '../chance/chance.js';
import { parseDrawsCsv } from '../csv/csv.js';
import type { Draw } from '../dates/dates.js';
import { wilsonInterval } from '../distributions/wilson.js';
import { DRAW_TIME_SHORT } from '../draw-times/draw-times.js';
import { compareDraws } from '../dates/dates.js';
import { toBoxKey } from '../numbers/numbers.js';
import type { PoolId } from '../tables/tables.js';
import { readHistory } from '../testing/shared-data.js';

const ga = parseDrawsCsv(readHistory('GA-cash3.csv')).rows;
const chronological = [...ga].sort(compareDraws);

/**
 * The brute force: for each evaluated draw, run the live pool computation (core's analysis of the
 * draws before it at its draw time, then poolAnalysis) and score it.
 */
function bruteForce(
  draws: readonly Draw[],
  poolId: PoolId,
  { limit, windowSize, from }: { limit: number; windowSize: number; from: string },
) {
  let evaluated = 0;
  let hits = 0;
  let chance = 0;
  let remainingSum = 0;
  draws.forEach((draw, k) => {
    if (k < windowSize || draw.date < from || draw.drawTime === 'MORN') return;
    const before = draws.slice(0, k);
    const analysis = analyze(before, {
      limit,
      windowSize,
      timeFilter: DRAW_TIME_SHORT[draw.drawTime],
    });
    const pool = poolAnalysis(analysis, poolId);
    evaluated++;
    if (pool.remainingNumbers.includes(toBoxKey(draw.number))) hits++;
    chance += chanceOfSet(pool.remainingNumbers, 'box');
    remainingSum += pool.remainingNumbers.length;
  });
  return { evaluated, hits, chance, remainingSum };
}

describe('poolBacktest', () => {
  it('scores each draw as the live pool would have, on the real GA history (brute force)', () => {
    const from = chronological[chronological.length - 150]!.date;
    for (const [poolId, limit, windowSize] of [
      ['1-1', 730, 1500],
      ['2-2', 40, 90],
    ] as const) {
      const fast = poolBacktest(ga, poolId, { limit, windowSize, from });
      const slow = bruteForce(chronological, poolId, { limit, windowSize, from });
      expect(slow.evaluated).toBeGreaterThanOrEqual(150);
      expect(fast.overall.evaluated).toBe(slow.evaluated);
      expect(fast.overall.hits).toBe(slow.hits);
      expect(fast.overall.chanceRate).toBeCloseTo(slow.chance / slow.evaluated, 12);
      expect(fast.overall.meanRemaining).toBeCloseTo(slow.remainingSum / slow.evaluated, 12);
      expect(fast.overall.trackerChanceRate).toBeCloseTo(
        slow.remainingSum / slow.evaluated / 220,
        12,
      );
    }
  });

  it('reports per draw time, adding up to the whole, with Wilson intervals', () => {
    const result = poolBacktest(ga, 'Pool 1,2', { from: '2020-01-01', to: '2024-12-31' });
    expect(result.poolId).toBe('1-2');
    expect(result.first! >= '2020-01-01' && result.last! <= '2024-12-31').toBe(true);
    expect(result.byDrawTime.map((p) => p.drawTime)).toEqual(['DAY', 'EVE', 'NITE']);
    const sum = (f: (p: (typeof result.byDrawTime)[number]) => number) =>
      result.byDrawTime.reduce((s, p) => s + f(p), 0);
    expect(sum((p) => p.evaluated)).toBe(result.overall.evaluated);
    expect(sum((p) => p.hits)).toBe(result.overall.hits);
    // Five years of three daily draws.
    expect(result.overall.evaluated).toBeGreaterThan(5000);
    for (const p of [result.overall, ...result.byDrawTime]) {
      expect(p.hitRate).toBeCloseTo(p.hits / p.evaluated, 12);
      expect({ low: p.low, high: p.high }).toEqual(wilsonInterval(p.hits, p.evaluated));
      expect(p.low).toBeLessThanOrEqual(p.hitRate);
      expect(p.high).toBeGreaterThanOrEqual(p.hitRate);
      // The live window: about a third of 1,500 draws at each draw time, never more than 730.
      expect(p.meanDepth).toBeGreaterThan(300);
      expect(p.meanDepth).toBeLessThanOrEqual(730);
      expect(p.meanRemaining).toBeLessThanOrEqual(55);
    }
  });

  it('evaluates nothing before a full window and answers an empty range', () => {
    const few = chronological.slice(0, 50);
    const none = poolBacktest(few, '1-1', { windowSize: 50 });
    expect(none).toMatchObject({ first: null, last: null, byDrawTime: [] });
    expect(none.overall).toMatchObject({ evaluated: 0, hits: 0, low: 0, high: 1 });
  });

  it('names the bad option', () => {
    for (const [options, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 731 }, 'limit'],
      [{ windowSize: 1.5 }, 'windowSize'],
      [{ from: '2025-13-01' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
    ] as const) {
      expect(() => poolBacktest(ga, '1-1', options)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', field }),
      );
    }
    expect(() => poolBacktest(ga, '3-3')).toThrow(
      expect.objectContaining({ code: 'INVALID_POOL' }),
    );
  });
});
