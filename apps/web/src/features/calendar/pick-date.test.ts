import { describe, expect, it } from 'vitest';
import { addDays, digitTypeOf, DRAW_TIMES, MAX_LIMIT, type Draw } from '@pick3/core';
import { baseDrawsSince, pickedDate, rangesBack, RANGE_DAYS } from './pick-date.js';

/** Two years of draws, four a day, numbers from a fixed LCG so every digit type occurs. */
function history(days: number, newest = '2026-03-31'): Draw[] {
  const draws: Draw[] = [];
  let seed = 7;
  for (let d = 0; d < days; d++) {
    const date = addDays(newest, -d);
    for (const drawTime of DRAW_TIMES) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      draws.push({ date, drawTime, number: String(seed % 1000).padStart(3, '0') });
    }
  }
  return draws;
}

describe('rangesBack', () => {
  it('covers the span newest first in requests the API accepts, without gaps or overlaps', () => {
    const ranges = rangesBack('2024-01-15', '2026-03-31');
    expect(ranges[0]).toEqual({ from: addDays('2026-03-31', -(RANGE_DAYS - 1)), to: '2026-03-31' });
    expect(ranges.at(-1)!.from).toBe('2024-01-15');
    for (const [i, range] of ranges.entries()) {
      // The API refuses ranges 366 days apart or more.
      expect(range.from <= range.to).toBe(true);
      expect(addDays(range.from, RANGE_DAYS - 1) >= range.to).toBe(true);
      if (i > 0) expect(addDays(range.to, 1)).toBe(ranges[i - 1]!.from);
    }
  });

  it('is one request for a date inside the newest year, none for a date after the newest', () => {
    expect(rangesBack('2026-03-01', '2026-03-31')).toEqual([
      { from: '2026-03-01', to: '2026-03-31' },
    ]);
    expect(rangesBack('2026-04-01', '2026-03-31')).toEqual([]);
  });
});

describe('baseDrawsSince', () => {
  const draws = history(400);

  it('counts the draws on and after the date that pass the filters, as a brute-force count', () => {
    const from = '2026-03-10';
    const brute = (keep: (d: Draw) => boolean) =>
      Math.min(MAX_LIMIT, draws.filter((d) => d.date >= from && keep(d)).length);
    expect(baseDrawsSince(draws, from, { timeFilter: 'all', digitFilter: 'all-numbers' })).toBe(
      brute(() => true),
    );
    expect(baseDrawsSince(draws, from, { timeFilter: 'Eve', digitFilter: 'all-numbers' })).toBe(
      brute((d) => d.drawTime === 'EVE'),
    );
    expect(baseDrawsSince(draws, from, { timeFilter: 'all', digitFilter: 'doubles' })).toBe(
      brute((d) => digitTypeOf(d.number) === 'double'),
    );
    // The repeats views show fewer cards, but the base (and so the limit) is every draw.
    expect(baseDrawsSince(draws, from, { timeFilter: 'repeats', digitFilter: 'all-numbers' })).toBe(
      brute(() => true),
    );
    expect(brute(() => true)).toBe(22 * 4);
  });

  it('stops at the analysis maximum', () => {
    expect(
      baseDrawsSince(draws, '2025-06-01', { timeFilter: 'all', digitFilter: 'all-numbers' }),
    ).toBe(MAX_LIMIT);
  });
});

describe('pickedDate', () => {
  it('turns the count into the draw limit and says what is shown', () => {
    expect(pickedDate(88, '2026-03-10')).toEqual({
      limit: 88,
      message: 'Showing the 88 draws since 3/10/2026.',
    });
    expect(pickedDate(MAX_LIMIT, '2025-01-01').limit).toBe(MAX_LIMIT);
    expect(pickedDate(MAX_LIMIT, '2025-01-01').message).toContain('All draws');
    expect(pickedDate(0, '2026-03-10').limit).toBe(0);
  });
});
