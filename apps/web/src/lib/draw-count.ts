import { parseDrawTime, type AnalysisWindow, type TimeFilter } from '@pick3/core';
import { t } from '../i18n/i18n.js';
import { formatNumber } from './format.js';
import { drawTimeLabel } from './play-draw.js';

const ONE_DRAW_TIME: ReadonlySet<TimeFilter> = new Set(['Morn', 'Day', 'Eve', 'Nite']);

/**
 * The draw count an analysis rests on, told truthfully: the limit asked for, and beside it the draws
 * used when fewer were: those of the one draw time selected ('730 draws (481 Evening)'), or those
 * after a hole in the history ('730 draws (414 used)').
 *
 * @example drawCountText(730, { requested: 481, used: 481, gap: null }, 'Eve') // '730 draws (481 Evening)'
 */
export function drawCountText(
  limit: number,
  // An answer the offline cache kept from before the server sent its window has none.
  window: AnalysisWindow | undefined,
  timeFilter: TimeFilter,
): string {
  if (window === undefined) return t('controls.drawCount', { limit: formatNumber(limit) });
  const values = { limit: formatNumber(limit), used: formatNumber(window.used) };
  if (ONE_DRAW_TIME.has(timeFilter))
    return t('controls.drawCountOneTime', {
      ...values,
      label: drawTimeLabel(parseDrawTime(timeFilter)),
    });
  if (window.used < limit) return t('controls.drawCountUsed', values);
  return t('controls.drawCount', values);
}
