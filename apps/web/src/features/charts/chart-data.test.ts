import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, expectedSkipShare, parseDrawsCsv } from '@pick3/core';
import { allCharts, SKIP_BIN_COUNT, SKIP_BIN_WIDTH, skipHistogram } from './chart-data.js';

// A real history, as the app's data ships it (tests run from apps/web).
const csv = readFileSync(
  join(process.cwd(), '../../packages/db/data/history/GA-cash3.csv'),
  'utf8',
);
const draws = parseDrawsCsv(csv).rows.map(({ date, drawTime, number }) => ({
  date,
  drawTime,
  number,
}));
const analysis = analyze(draws, { limit: 365, windowSize: 1500 });

describe('allCharts', () => {
  const charts = allCharts(analysis.draws);
  const numbers = analysis.draws.map((d) => d.winner);

  it('counts the drawn numbers of each chart like a brute-force count', () => {
    expect(numbers.length).toBe(365);
    const byId = Object.fromEntries(charts.map((c) => [c.id, c]));
    for (let p = 0; p < 3; p++) {
      const rows = byId[`digits-${p + 1}`]!.rows;
      for (const row of rows) {
        expect(row.observed).toBe(numbers.filter((n) => n[p] === row.label).length);
        expect(row.expected).toBe(36.5);
      }
    }
    const sum = (n: string) => [...n].reduce((a, d) => a + Number(d), 0);
    for (const row of byId['sum']!.rows) {
      expect(row.observed).toBe(numbers.filter((n) => String(sum(n)) === row.label).length);
    }
    for (const row of byId['root-sum']!.rows) {
      expect(row.observed).toBe(numbers.filter((n) => String(sum(n) % 10) === row.label).length);
      expect(row.expectedPct).toBe(10);
    }
    const triples = numbers.filter((n) => n[0] === n[1] && n[1] === n[2]).length;
    expect(byId['digit-type']!.rows.find((r) => r.label === 'Triple')!.observed).toBe(triples);
  });

  it('gives every chart a baseline and draws that add up to the draws counted', () => {
    expect(charts.map((c) => c.id)).toEqual([
      'digits-1',
      'digits-2',
      'digits-3',
      'sum',
      'root-sum',
      'digit-type',
      'high-low',
      'odd-even',
      'sum12',
      'pairsum',
      'skips',
    ]);
    for (const chart of charts.filter((c) => c.id !== 'skips')) {
      expect(chart.baseline.length).toBeGreaterThan(20);
      expect(chart.rows.reduce((a, r) => a + r.observed, 0)).toBe(365);
      expect(chart.rows.reduce((a, r) => a + r.expected, 0)).toBeCloseTo(365, 6);
    }
  });
});

describe('skipHistogram', () => {
  it('bins the known skips and scales the chance expectation to them', () => {
    const gaps = analysis.draws.map((d) => d.gap).filter((g): g is number => g !== null);
    expect(gaps.length).toBeGreaterThan(100);
    const chart = skipHistogram(analysis.draws);
    expect(chart.rows).toHaveLength(SKIP_BIN_COUNT + 1);
    chart.rows.forEach((row, i) => {
      const from = i * SKIP_BIN_WIDTH;
      const inBin = gaps.filter(
        (g) => g >= from && (i === SKIP_BIN_COUNT || g < from + SKIP_BIN_WIDTH),
      ).length;
      expect(row.observed).toBe(inBin);
    });
    // Expected skips seen: for the k-th newest draw, a skip below the 364 − k older draws.
    let seen = 0;
    for (let k = 0; k < 365; k++) seen += expectedSkipShare(0, 364 - k);
    expect(chart.rows.reduce((a, r) => a + r.expected, 0)).toBeCloseTo(seen, 6);
    // Chance agrees with the real history within a few standard deviations.
    expect(Math.abs(seen - gaps.length)).toBeLessThan(4 * Math.sqrt(seen));
    // No skip of 365 or more can be seen among 365 draws.
    expect(chart.rows.slice(15).every((r) => r.observed === 0 && r.expected === 0)).toBe(true);
    expect(chart.rows[SKIP_BIN_COUNT]!.label).toBe('500+');
  });
});
