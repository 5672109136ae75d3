import type { AnalysisReply, MissingRun } from '@pick3/contract';
import {} from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatDate, formatNumber } from '../../lib/format.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

/** A run of scheduled draws of one draw time that are not stored (from the server's coverage). */
export type { MissingRun };

/** The `coverage` the analysis answer carries: freshness and the holes inside the displayed window. */
export type AnalysisCoverage = AnalysisReply['coverage'];

/**
 * One sentence per missing run, naming the draws, so a player knows what the remaining numbers and
 * pools rest on.
 *
 * @example missingDrawsText({ drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 })
 * // '28 Evening draws between 9/13/2025 and 10/10/2025 are missing from this history'
 */
export function missingDrawsText(run: MissingRun): string {
  const label = drawTimeLabel(run.drawTime);
  if (run.count === 1)
    return t('dataCoverage.n1DrawOnIs', { label, isoToUs: formatDate(run.from) });
  return t('dataCoverage.drawsBetweenAndAre', {
    toLocaleString2: formatNumber(run.count),
    label,
    isoToUs: formatDate(run.from),
    isoToUs2: formatDate(run.to),
  });
}

export interface CoverageSummaryInput {
  code: string;
  name: string;
  status: AnalysisCoverage['status'];
  drawCount: number;
}

/**
 * The footer's statement of coverage, computed from what the server holds: how many of the listed
 * states have draws, and how many of those are up to date.
 *
 * @example coverageSentence([{ code: 'GA', name: 'Georgia', status: 'live', drawCount: 10 }, { code: 'AR', name: 'Arkansas', status: 'empty', drawCount: 0 }])
 * // 'Draws are stored for 1 of 2 states (1 up to date).'
 */
export function coverageSentence(states: readonly CoverageSummaryInput[]): string {
  const withData = states.filter((s) => s.drawCount > 0);
  const live = withData.filter((s) => s.status === 'live').length;
  return t('dataCoverage.drawsAreStoredFor', {
    withDataCount: withData.length,
    statesCount: states.length,
    live,
  });
}
