import { describe, expect, it } from 'vitest';
import { analyze } from './analysis.js';
import { PATTERN_KINDS, patternTallies } from './pattern-tallies.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { readHistory } from '../testing/shared-data.js';

const draws = analyze(
  parseDrawsCsv(readHistory('GA-cash3.csv'))
    .rows.slice(-200)
    .map(({ date, drawTime, number }) => ({ date, drawTime, number })),
).draws;

describe('patternTallies', () => {
  const tallies = patternTallies(draws);

  it('counts every draw once per pattern, each value as the draws classify it', () => {
    for (const kind of PATTERN_KINDS) {
      const total = tallies[kind].reduce((sum, { count }) => sum + count, 0);
      expect(total, kind).toBe(draws.length);
      for (const { value, count } of tallies[kind]) {
        expect(count, `${kind} ${value}`).toBe(
          draws.filter((d) => String(d[kind]) === value).length,
        );
      }
    }
  });

  it('lists every value a pattern can take, a value no draw had with 0', () => {
    expect(tallies.digitPattern.map((t) => t.value)).toEqual(['singles', 'doubles', 'triples']);
    expect(tallies.numberSet.map((t) => t.value)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    const none = patternTallies([]);
    expect(none.pairsum.length).toBeGreaterThan(0);
    expect(none.pairsum.every((t) => t.count === 0)).toBe(true);
  });
});
