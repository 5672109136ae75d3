import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { BOX_KEYS, straightCombinations, toBoxKey, digitTypeOf } from '../numbers/numbers.js';
import { HISTORIES, readHistory } from '../testing/shared-data.js';
import { chiSquareSurvival } from './chi-square.js';
import { expectedHits, skipsTable } from './skips.js';

/** A history in a scrambled order: the table must not depend on the order it is given. */
function scrambled(file: string): Draw[] {
  const rows = parseDrawsCsv(readHistory(file)).rows.map(({ date, drawTime, number }) => ({
    date,
    drawTime,
    number,
  }));
  return rows
    .map((d, i) => ({ d, k: (i * 7919) % rows.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.d);
}

/** Brute force: hit positions per key over the draws sorted with compareDraws, by string keys. */
function bruteForce(
  draws: readonly Draw[],
  mode: 'box' | 'straight',
  window: number,
  drawTime?: DrawTimeCode,
) {
  const sequence = [...draws]
    .sort(compareDraws)
    .filter((d) => drawTime === undefined || d.drawTime === drawTime);
  const positions = new Map<string, number[]>();
  sequence.forEach((d, i) => {
    const key = mode === 'box' ? toBoxKey(d.number) : d.number;
    positions.set(key, [...(positions.get(key) ?? []), i]);
  });
  const n = sequence.length;
  return {
    n,
    row(key: string) {
      const at = positions.get(key) ?? [];
      const skips = at.slice(1).map((p, j) => p - at[j]!);
      return {
        currentSkip: at.length === 0 ? null : n - 1 - at.at(-1)!,
        averageSkip: skips.length === 0 ? null : skips.reduce((a, b) => a + b, 0) / skips.length,
        longestSkip: skips.length === 0 ? null : Math.max(...skips),
        hitsInWindow: at.filter((p) => p >= n - window).length,
        hitsAllTime: at.length,
      };
    },
  };
}

describe('skipsTable on the real histories', () => {
  it.each(HISTORIES.map((h) => [h.file]))('%s box mode matches a brute-force count', (file) => {
    const draws = scrambled(file);
    const table = skipsTable(draws, { mode: 'box', windowDraws: 730 });
    const brute = bruteForce(draws, 'box', 730);
    expect(table.draws).toBe(brute.n);
    expect(table.rows.map((r) => r.key)).toEqual(BOX_KEYS);
    for (const row of table.rows) {
      const want = brute.row(row.key);
      expect(row).toMatchObject({
        ...want,
        averageSkip: row.averageSkip,
        digitType: digitTypeOf(row.key),
      });
      if (want.averageSkip === null) expect(row.averageSkip).toBeNull();
      else expect(row.averageSkip).toBeCloseTo(want.averageSkip, 9);
      expect(row.expectedSkip).toBeCloseTo(1000 / straightCombinations(row.key).length, 12);
    }
    expect(table.rows.reduce((a, r) => a + r.hitsAllTime, 0)).toBe(brute.n);
    expect(table.rows.reduce((a, r) => a + r.hitsInWindow, 0)).toBe(Math.min(730, brute.n));
    // The chi-square recomputed from the brute-force counts.
    const expected = BOX_KEYS.map((k) => (brute.n * straightCombinations(k).length) / 1000);
    const chi = BOX_KEYS.reduce(
      (a, k, i) => a + (brute.row(k).hitsAllTime - expected[i]!) ** 2 / expected[i]!,
      0,
    );
    expect(table.chiSquare).toBeCloseTo(chi, 6);
    expect(table.degreesOfFreedom).toBe(219);
    expect(table.pValue).toBe(chiSquareSurvival(chi, 219));
    expect(table.pValue).toBeGreaterThanOrEqual(0);
    expect(table.pValue).toBeLessThanOrEqual(1);
  });

  it('straight mode with a draw-time filter matches a brute-force count (GA Evening)', () => {
    const draws = scrambled('GA-cash3.csv');
    const table = skipsTable(draws, { mode: 'straight', windowDraws: 100, drawTime: 'EVE' });
    const brute = bruteForce(draws, 'straight', 100, 'EVE');
    expect(brute.n).toBeGreaterThan(5000);
    expect(table.draws).toBe(brute.n);
    expect(table.rows).toHaveLength(1000);
    expect(table.degreesOfFreedom).toBe(999);
    for (const row of table.rows) {
      const want = brute.row(row.key);
      expect(row.currentSkip).toBe(want.currentSkip);
      expect(row.longestSkip).toBe(want.longestSkip);
      expect(row.hitsInWindow).toBe(want.hitsInWindow);
      expect(row.hitsAllTime).toBe(want.hitsAllTime);
      expect(row.expectedSkip).toBe(1000);
    }
    const chi = table.rows.reduce(
      (a, r) => a + (r.hitsAllTime - brute.n / 1000) ** 2 / (brute.n / 1000),
      0,
    );
    expect(table.chiSquare).toBeCloseTo(chi, 6);
  });

  it('without a window counts the whole history in the window', () => {
    const table = skipsTable(scrambled('TX-pick3.csv'), { mode: 'box' });
    for (const row of table.rows) expect(row.hitsInWindow).toBe(row.hitsAllTime);
  });
});

describe('skipsTable on small sequences', () => {
  const draws: Draw[] = [
    { date: '2025-07-01', drawTime: 'EVE', number: '610' },
    { date: '2025-07-01', drawTime: 'DAY', number: '222' },
    { date: '2025-07-02', drawTime: 'DAY', number: '106' },
    { date: '2025-07-02', drawTime: 'EVE', number: '345' },
    { date: '2025-07-03', drawTime: 'DAY', number: '016' },
  ];

  it('counts skips in draw order across draw times', () => {
    // Order: 222, 610, 106, 345, 016 → key 016 at positions 1, 2, 4.
    const row = skipsTable(draws, { mode: 'box', windowDraws: 2 }).rows.find(
      (r) => r.key === '016',
    )!;
    expect(row).toEqual({
      key: '016',
      digitType: 'single',
      currentSkip: 0,
      currentSkipAtLeast: false,
      averageSkip: 1.5,
      longestSkip: 2,
      hitsInWindow: 1,
      hitsAllTime: 3,
      expectedSkip: 1000 / 6,
    });
    const never = skipsTable(draws, { mode: 'box' }).rows.find((r) => r.key === '999')!;
    expect(never).toMatchObject({
      currentSkip: null,
      averageSkip: null,
      longestSkip: null,
      hitsAllTime: 0,
      expectedSkip: 1000,
    });
  });

  it('counts only the chosen draw time', () => {
    const row = skipsTable(draws, { mode: 'box', drawTime: 'DAY' }).rows.find(
      (r) => r.key === '016',
    )!;
    // DAY draws: 222, 106, 016 → positions 1, 2.
    expect(row).toMatchObject({ currentSkip: 0, averageSkip: 1, longestSkip: 1, hitsAllTime: 2 });
  });

  it('has p = 1 and χ² = 0 without draws', () => {
    expect(skipsTable([], { mode: 'box' })).toMatchObject({
      draws: 0,
      chiSquare: 0,
      pValue: 1,
      degreesOfFreedom: 219,
    });
  });

  it.each([
    [{ mode: 'exact' }, 'INVALID_OPTION', 'mode'],
    [{ mode: 'box', windowDraws: 0 }, 'INVALID_OPTION', 'windowDraws'],
    [{ mode: 'box', windowDraws: 1.5 }, 'INVALID_OPTION', 'windowDraws'],
    [{ mode: 'box', drawTime: 'Evening' }, 'INVALID_DRAW_TIME', 'drawTime'],
  ])('refuses %j', (options, code, field) => {
    expect(() => skipsTable(draws, options as never)).toThrow(
      expect.objectContaining({ code, field }),
    );
  });
});

describe('expectedHits', () => {
  it.each([
    ['box', 220],
    ['straight', 1000],
  ] as const)('%s: sums to the total and follows the straights per key', (mode, length) => {
    for (const total of [0, 1, 1000, 21_732]) {
      const expected = expectedHits(mode, total);
      expect(expected).toHaveLength(length);
      expect(expected.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 8);
    }
    if (mode === 'box') {
      expect(expectedHits('box', 1000)).toEqual(
        BOX_KEYS.map((k) => straightCombinations(k).length),
      );
    }
  });
});
