import type { ExpectedResults } from './api/get-expected-results.js';

export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/**
 * The one-line verdict under a tracker's results: its hit rate next to the chance rate (the
 * pool's remaining count / 220, averaged by the server over the settled draws).
 */
export function hitRateText(
  stats: Pick<ExpectedResults, 'wins' | 'losses' | 'hitRate' | 'chanceRate'>,
): string {
  const settled = stats.wins + stats.losses;
  if (stats.hitRate === null || settled === 0) return 'Hit rate: no settled results yet';
  const chance = stats.chanceRate === null ? '' : ` vs chance ${formatPercent(stats.chanceRate)}`;
  return `Hit rate: ${stats.wins}/${settled} (${formatPercent(stats.hitRate)})${chance}`;
}
