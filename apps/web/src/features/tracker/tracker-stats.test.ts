import { describe, expect, it } from 'vitest';
import { formatPercent, hitRateText } from './tracker-stats.js';

describe('hitRateText', () => {
  it('puts the hit rate next to the chance of the scored sets (straights covered / 1,000)', () => {
    expect(hitRateText({ wins: 1, losses: 2, hitRate: 1 / 3, straightChanceRate: 0.03 })).toBe(
      'Hit rate: 1/3 (33.3%) vs chance 3.0%',
    );
  });

  it('says so before anything settled', () => {
    expect(hitRateText({ wins: 0, losses: 0, hitRate: null, straightChanceRate: null })).toBe(
      'Hit rate: no settled results yet',
    );
  });

  it('rounds percentages to one decimal', () => {
    expect(formatPercent(0.08636)).toBe('8.6%');
    expect(formatPercent(1)).toBe('100.0%');
  });
});
