import { describe, expect, it } from 'vitest';
import type { ExpectedResult } from './api/get-expected-results.js';
import { hitRateSummary, hitRateText } from './tracker-stats.js';

const result = (id: string, matchStatus: ExpectedResult['matchStatus']): ExpectedResult => ({
  id,
  expectedDate: '2025-07-04',
  drawTime: 'EVE',
  matchStatus,
  winnerNumber: matchStatus === 'pending' ? null : '123',
});

describe('hitRateSummary', () => {
  it('counts wins over settled results and leaves pending ones out', () => {
    const s = hitRateSummary(
      [result('1', 'win'), result('2', 'loss'), result('3', 'loss'), result('4', 'pending')],
      22,
    );
    expect(s).toEqual({ wins: 1, settled: 3, pending: 1, hitRate: 1 / 3, chanceRate: 0.1 });
    expect(hitRateText(s)).toBe('Hit rate: 1/3 (33.3%) vs chance 10.0%');
  });

  it('has no hit rate before anything settled', () => {
    const s = hitRateSummary([result('1', 'pending')], 11);
    expect(s.hitRate).toBeNull();
    expect(hitRateText(s)).toBe('Hit rate: no settled results yet (chance 5.0%)');
  });
});
