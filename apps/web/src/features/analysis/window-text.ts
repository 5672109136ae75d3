import type { AnalysisWindow } from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatDate, formatNumber } from '../../lib/format.js';

/**
 * The sentence said above the cards when the draws asked for reach back across a hole in the
 * history; null when they do not.
 *
 * @example windowGapText({ requested: 730, used: 414, gap: { from: '2025-10-22', to: '2026-02-15', missing: 234 } })
 * // 'The last 730 draws reach back to a gap of 234 draws (10/22/2025–2/15/2026); these statistics use the 414 draws after it.'
 */
export function windowGapText(window: AnalysisWindow | undefined): string | null {
  // An answer the offline cache kept from before the server sent its window has none.
  if (window === undefined || window.gap === null) return null;
  return t('analysis.windowGap', {
    requested: formatNumber(window.requested),
    missing: formatNumber(window.gap.missing),
    from: formatDate(window.gap.from),
    to: formatDate(window.gap.to),
    used: formatNumber(window.used),
  });
}
