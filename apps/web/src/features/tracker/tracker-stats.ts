import { BOX_KEYS } from '@pick3/core';
import type { ExpectedResult } from './api/get-expected-results.js';

export interface HitRateSummary {
  wins: number;
  settled: number;
  pending: number;
  /** wins / settled, or null before any result settled. */
  hitRate: number | null;
  /** domain.md §7: the pool's remaining count over the 220 box keys. */
  chanceRate: number;
}

export function hitRateSummary(
  results: readonly ExpectedResult[],
  remainingCount: number,
): HitRateSummary {
  const wins = results.filter((r) => r.matchStatus === 'win').length;
  const losses = results.filter((r) => r.matchStatus === 'loss').length;
  const settled = wins + losses;
  return {
    wins,
    settled,
    pending: results.length - settled,
    hitRate: settled === 0 ? null : wins / settled,
    chanceRate: remainingCount / BOX_KEYS.length,
  };
}

export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** The one-line verdict under the results: does the pool beat chance so far? */
export function hitRateText(summary: HitRateSummary): string {
  const chance = formatPercent(summary.chanceRate);
  if (summary.hitRate === null) return `Hit rate: no settled results yet (chance ${chance})`;
  return `Hit rate: ${summary.wins}/${summary.settled} (${formatPercent(summary.hitRate)}) vs chance ${chance}`;
}
