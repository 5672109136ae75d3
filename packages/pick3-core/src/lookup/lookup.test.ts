import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { toBoxKey } from '../numbers/numbers.js';
import { classify } from '../patterns/patterns.js';
import { HISTORIES, readHistory } from '../testing/shared-data.js';
import { lookupNumber } from './lookup.js';

function history(file: string): Draw[] {
  return parseDrawsCsv(readHistory(file)).rows.map(({ date, drawTime, number }) => ({
    date,
    drawTime,
    number,
  }));
}

/** Brute force: walk the sorted history, newest first, and measure each skip by hand. */
function bruteForce(draws: readonly Draw[], number: string, drawTime?: DrawTimeCode) {
  const newestFirst = [...draws]
    .sort((a, b) => compareDraws(b, a))
    .filter((d) => drawTime === undefined || d.drawTime === drawTime);
  const hitsOf = (matches: (d: Draw) => boolean) => {
    const hits = newestFirst.flatMap((d, drawsAgo) =>
      matches(d) ? [{ date: d.date, drawTime: d.drawTime, number: d.number, drawsAgo }] : [],
    );
    // The gap of a hit: the draws strictly between it and the next older hit (the card's figure).
    return hits.map((h, i) => ({
      ...h,
      gap: i + 1 < hits.length ? hits[i + 1]!.drawsAgo - h.drawsAgo - 1 : null,
    }));
  };
  const statsOf = (hits: Array<{ drawsAgo: number }>, expectedSkip: number) => {
    const skips = hits.slice(1).map((h, i) => h.drawsAgo - hits[i]!.drawsAgo);
    return {
      hits: hits.length,
      drawsSinceLast: hits[0]?.drawsAgo ?? null,
      drawsSinceLastAtLeast: false,
      averageSkip: skips.length === 0 ? null : skips.reduce((a, b) => a + b, 0) / skips.length,
      longestSkip: skips.length === 0 ? null : Math.max(...skips),
      expectedSkip,
    };
  };
  const straightHits = hitsOf((d) => d.number === number);
  const boxHits = hitsOf((d) => toBoxKey(d.number) === toBoxKey(number));
  const ways = new Set(permutations(number)).size;
  return {
    straightHits,
    boxHits,
    straight: statsOf(straightHits, 1000),
    box: statsOf(boxHits, 1000 / ways),
  };
}

function permutations(s: string): string[] {
  const [a, b, c] = [...s] as [string, string, string];
  return [a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a];
}

function expectStatsClose(
  got: Record<string, number | boolean | null>,
  want: Record<string, number | boolean | null>,
) {
  for (const [field, value] of Object.entries(want)) {
    if (value === null || typeof value === 'boolean') expect(got[field], field).toBe(value);
    else expect(got[field], field).toBeCloseTo(value, 9);
  }
}

describe('lookupNumber on the real histories', () => {
  // A single, a double and a triple; each history reversed (the database's newest-first order).
  it.each(HISTORIES.flatMap((h) => ['610', '118', '777'].map((n) => [h.file, n])))(
    '%s, %s matches a brute-force walk',
    (file, number) => {
      const draws = history(file).reverse();
      const got = lookupNumber(draws, number);
      const want = bruteForce(draws, number);
      expect(want.boxHits.length).toBeGreaterThan(0);
      expect(got.straightHits).toEqual(want.straightHits);
      expect(got.boxHits).toEqual(want.boxHits);
      expectStatsClose({ ...got.straight }, want.straight);
      expectStatsClose({ ...got.box }, want.box);
      expect(got.boxKey).toBe(toBoxKey(number));
      expect(got.patterns).toEqual(classify(number));
      expect(got.digitType).toBe(classify(number).digitType);
    },
  );

  it('filters one draw time (GA Night)', () => {
    const draws = history('GA-cash3.csv');
    const got = lookupNumber(draws, '301', { drawTime: 'NITE' });
    const want = bruteForce(draws, '301', 'NITE');
    expect(want.boxHits.length).toBeGreaterThan(0);
    expect(got.boxHits).toEqual(want.boxHits);
    expect(got.boxHits.every((h) => h.drawTime === 'NITE')).toBe(true);
    expectStatsClose({ ...got.box }, want.box);
    expectStatsClose({ ...got.straight }, want.straight);
  });
});

describe('lookupNumber on a small history', () => {
  const draws: Draw[] = [
    { date: '2025-07-02', drawTime: 'EVE', number: '016' },
    { date: '2025-07-01', drawTime: 'DAY', number: '610' },
    { date: '2025-07-03', drawTime: 'NITE', number: '999' },
    { date: '2025-07-01', drawTime: 'NITE', number: '106' },
    { date: '2025-07-01', drawTime: 'EVE', number: '222' },
    { date: '2025-07-02', drawTime: 'DAY', number: '345' },
  ];

  it('lists hits newest first with the draws after each', () => {
    const got = lookupNumber(draws, '610');
    expect(got.boxHits).toEqual([
      { date: '2025-07-02', drawTime: 'EVE', number: '016', drawsAgo: 1, gap: 1 },
      { date: '2025-07-01', drawTime: 'NITE', number: '106', drawsAgo: 3, gap: 1 },
      { date: '2025-07-01', drawTime: 'DAY', number: '610', drawsAgo: 5, gap: null },
    ]);
    expect(got.straightHits).toEqual([
      { date: '2025-07-01', drawTime: 'DAY', number: '610', drawsAgo: 5, gap: null },
    ]);
    expect(got.box).toEqual({
      hits: 3,
      drawsSinceLast: 1,
      drawsSinceLastAtLeast: false,
      averageSkip: 2,
      longestSkip: 2,
      expectedSkip: 1000 / 6,
    });
    expect(got.straight).toEqual({
      hits: 1,
      drawsSinceLast: 5,
      drawsSinceLastAtLeast: false,
      averageSkip: null,
      longestSkip: null,
      expectedSkip: 1000,
    });
    expect(lookupNumber(draws, '121').box.expectedSkip).toBeCloseTo(333.3, 1);
    expect(lookupNumber(draws, '444').box).toEqual({
      hits: 0,
      drawsSinceLast: null,
      drawsSinceLastAtLeast: false,
      averageSkip: null,
      longestSkip: null,
      expectedSkip: 1000,
    });
  });

  it.each([
    [['61'], 'INVALID_NUMBER', 'number'],
    [[610], 'INVALID_NUMBER', 'number'],
    [['610', { drawTime: 'Eve' }], 'INVALID_DRAW_TIME', 'drawTime'],
  ])('refuses %j', (args, code, field) => {
    expect(() => (lookupNumber as (...a: unknown[]) => unknown)(draws, ...args)).toThrow(
      expect.objectContaining({ code, field }),
    );
  });

  it('refuses a malformed draw naming it', () => {
    expect(() =>
      lookupNumber([{ date: '2025-02-30', drawTime: 'EVE', number: '610' }], '610'),
    ).toThrow(expect.objectContaining({ code: 'INVALID_DATE', field: 'draws[0].date' }));
  });
});
