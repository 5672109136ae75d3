import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import { isPick3Error } from '../errors/errors.js';
import { HISTORIES, readHistory } from '../testing/shared-data.js';
import { backtestByMonth } from './backtest-months.js';
import { wilsonInterval } from './wilson.js';

const draws: Draw[] = parseDrawsCsv(readHistory(HISTORIES[1]!.file)).rows.map(
  ({ date, drawTime, number }) => ({ date, drawTime, number }),
);
const key = (n: string) => [...n].sort().join('');
const straightsOf = (k: string) => (new Set(k).size === 3 ? 6 : new Set(k).size === 2 ? 3 : 1);

/** Brute force: per evaluated draw, the set of eliminated box keys built from scratch. */
function bruteForce(window: number, from: string, to: string) {
  const chrono = [...draws].sort(compareDraws);
  const months = new Map<string, { evaluated: number; hits: number; chance: number }>();
  chrono.forEach((draw, k) => {
    if (k < window || draw.date < from || draw.date > to) return;
    const eliminated = new Set(chrono.slice(k - window, k).map((d) => key(d.number)));
    let covered = 0;
    for (const e of eliminated) covered += straightsOf(e);
    const month = draw.date.slice(0, 7);
    const m = months.get(month) ?? { evaluated: 0, hits: 0, chance: 0 };
    m.evaluated++;
    if (!eliminated.has(key(draw.number))) m.hits++;
    m.chance += (1000 - covered) / 1000;
    months.set(month, m);
  });
  return months;
}

describe('backtestByMonth', () => {
  it('matches a brute-force count per month on a real history', () => {
    const [from, to] = ['2023-11-15', '2024-03-10'];
    const result = backtestByMonth(draws, { window: 60, from, to });
    const expected = bruteForce(60, from, to);
    expect(result.months.map((m) => m.month)).toEqual([...expected.keys()]);
    expect(result.months.length).toBe(5);
    for (const m of result.months) {
      const b = expected.get(m.month)!;
      expect(m.evaluated).toBe(b.evaluated);
      expect(m.hits).toBe(b.hits);
      expect(m.hitRate).toBe(b.hits / b.evaluated);
      expect(m.chanceRate).toBeCloseTo(b.chance / b.evaluated, 12);
      expect({ low: m.low, high: m.high }).toEqual(wilsonInterval(b.hits, b.evaluated));
    }
    const total = [...expected.values()].reduce(
      (a, b) => ({
        evaluated: a.evaluated + b.evaluated,
        hits: a.hits + b.hits,
        chance: a.chance + b.chance,
      }),
      { evaluated: 0, hits: 0, chance: 0 },
    );
    expect(result.overall.evaluated).toBe(total.evaluated);
    expect(result.overall.hits).toBe(total.hits);
    expect(result.overall.chanceRate).toBeCloseTo(total.chance / total.evaluated, 12);
  });

  it('is empty past the newest draw and names a bad field', () => {
    const empty = backtestByMonth(draws, { window: 10, from: '2099-01-01' });
    expect(empty).toEqual({
      overall: { evaluated: 0, hits: 0, hitRate: 0, chanceRate: 0, low: 0, high: 1 },
      months: [],
    });
    for (const [options, field] of [
      [{ window: 0 }, 'window'],
      [{ window: 10, from: '2024-13-01' }, 'from'],
      [{ window: 10, to: '1/2/2024' }, 'to'],
    ] as const) {
      try {
        backtestByMonth(draws, options);
        expect.unreachable();
      } catch (error) {
        expect(isPick3Error(error) && error.field).toBe(field);
      }
    }
  });
});
