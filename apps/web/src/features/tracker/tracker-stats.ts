import type { ExpectedResults } from './api/get-expected-results.js';
import { t } from '../../i18n/i18n.js';

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
  if (stats.hitRate === null || settled === 0) return t('tracker.hitRateNoSettled');
  const chance =
    stats.chanceRate === null
      ? ''
      : t('tracker.vsChance2', { formatPercent: formatPercent(stats.chanceRate) });
  return t('tracker.hitRate', {
    wins: stats.wins,
    settled,
    formatPercent: formatPercent(stats.hitRate),
    chance,
  });
}
