import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import { isPick3Error } from '../errors/errors.js';
import { HISTORIES, readHistory } from '../testing/shared-data.js';
import { digitFrequency, hotCold } from './frequency.js';

function history(file: string): Draw[] {
  return parseDrawsCsv(readHistory(file)).rows.map(({ date, drawTime, number }) => ({
    date,
    drawTime,
    number,
  }));
}

/** Brute force: sort newest first, keep the newest N, count each character of each number. */
function bruteForce(draws: readonly Draw[], newest?: number, drawTime?: string) {
  const kept = [...draws]
    .sort((a, b) => compareDraws(b, a))
    .filter((d) => drawTime === undefined || d.drawTime === drawTime)
    .slice(0, newest);
  const counts = [0, 1, 2].map((p) =>
    Array.from(
      { length: 10 },
      (_, digit) => kept.filter((d) => d.number[p] === String(digit)).length,
    ),
  );
  return { draws: kept.length, counts, expected: kept.length / 10 };
}

describe('digitFrequency', () => {
  const file = HISTORIES[0]!.file;
  const draws = history(file);

  it('matches a brute-force count on a real history (whole, newest 100, one draw time)', () => {
    expect(draws.length).toBeGreaterThan(1000);
    expect(digitFrequency(draws)).toEqual(bruteForce(draws));
    expect(digitFrequency(draws, { newest: 100 })).toEqual(bruteForce(draws, 100));
    const time = draws[0]!.drawTime;
    expect(digitFrequency(draws, { newest: 250, drawTime: time })).toEqual(
      bruteForce(draws, 250, time),
    );
  });

  it('does not depend on the order of the draws and counts every draw once per position', () => {
    const shuffled = [...draws].reverse();
    const f = digitFrequency(shuffled, { newest: 365 });
    expect(f).toEqual(digitFrequency(draws, { newest: 365 }));
    for (const row of f.counts) expect(row.reduce((a, b) => a + b, 0)).toBe(365);
    expect(f.expected).toBe(36.5);
  });

  it('counts small hand-made histories exactly', () => {
    const few: Draw[] = [
      { date: '2025-07-04', drawTime: 'EVE', number: '610' },
      { date: '2025-07-03', drawTime: 'EVE', number: '016' },
      { date: '2025-07-04', drawTime: 'DAY', number: '482' },
    ];
    const f = digitFrequency(few, { newest: 2 }); // 482 (DAY) and 610 (EVE) of 7/4
    expect(f.draws).toBe(2);
    expect(f.counts[0]![4]).toBe(1);
    expect(f.counts[0]![6]).toBe(1);
    expect(f.counts[0]![0]).toBe(0);
    expect(f.counts[2]![0]).toBe(1);
    expect(f.counts[2]![2]).toBe(1);
    expect(digitFrequency([]).draws).toBe(0);
    expect(digitFrequency([]).expected).toBe(0);
  });

  it('rejects a bad window or draw time naming the field', () => {
    for (const newest of [0, -1, 1.5, Number.NaN]) {
      try {
        digitFrequency(draws, { newest });
        expect.unreachable();
      } catch (error) {
        expect(isPick3Error(error) && error.field).toBe('newest');
      }
    }
    expect(() => digitFrequency(draws, { drawTime: 'NOON' as never })).toThrow(/drawTime/);
  });
});

describe('hotCold', () => {
  const draws = history(HISTORIES[0]!.file);

  it('counts digits over all positions and box combinations like a brute force, with chance beside', () => {
    const time = draws[0]!.drawTime;
    const kept = [...draws]
      .sort((a, b) => compareDraws(b, a))
      .filter((d) => d.drawTime === time)
      .slice(0, 300);
    const r = hotCold(draws, { newest: 300, drawTime: time });
    expect(r.draws).toBe(300);
    expect(r.expectedDigitShare).toBe(0.1);
    const digits = Array.from(
      { length: 10 },
      (_, d) => kept.flatMap((k) => [...k.number]).filter((c) => c === String(d)).length,
    );
    expect(r.digits).toEqual(digits);
    expect(r.digits.reduce((a, b) => a + b, 0)).toBe(900);
    expect(r.boxes).toHaveLength(220);
    const sorted = (n: string) => [...n].sort().join('');
    for (const row of r.boxes.slice(0, 5)) {
      expect(row.count).toBe(kept.filter((k) => sorted(k.number) === row.key).length);
    }
    expect(r.boxes.reduce((a, b) => a + b.count, 0)).toBe(300);
    // A box key's expected count is its share of the 1,000 straights times the draws.
    expect(r.boxes.reduce((a, b) => a + b.expected, 0)).toBeCloseTo(300, 9);
    expect(r.boxes.find((b) => b.key === '012')!.expected).toBeCloseTo(1.8, 9);
    expect(r.boxes.find((b) => b.key === '001')!.expected).toBeCloseTo(0.9, 9);
    expect(r.boxes.find((b) => b.key === '777')!.expected).toBeCloseTo(0.3, 9);
    for (let i = 1; i < r.boxes.length; i++)
      expect(r.boxes[i - 1]!.count).toBeGreaterThanOrEqual(r.boxes[i]!.count);
  });
});
