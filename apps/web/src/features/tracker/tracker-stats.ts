import type { ExpectedResults } from './api/get-expected-results.js';
import { t } from '../../i18n/i18n.js';

export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/**
 * The one-line verdict under a tracker's results: its hit rate next to the chance of the plays it
 * scored (the straights the recorded sets cover / 1,000, core's chanceOfSet, averaged by the server
 * over the settled draws; remaining / 220 would count a double's key like a single's).
 */
export function hitRateText(
  stats: Pick<ExpectedResults, 'wins' | 'losses' | 'hitRate' | 'straightChanceRate'>,
): string {
  const settled = stats.wins + stats.losses;
  if (stats.hitRate === null || settled === 0) return t('tracker.hitRateNoSettled');
  const chance =
    stats.straightChanceRate === null
      ? ''
      : t('tracker.vsChance2', { formatPercent: formatPercent(stats.straightChanceRate) });
  return t('tracker.hitRate', {
    wins: stats.wins,
    settled,
    formatPercent: formatPercent(stats.hitRate),
    chance,
  });
}
