import { applyFilters, type AnalysisResponse, type FilterSet, type Mode } from '@pick3/core';

export type CellStatus = 'removed' | 'remaining' | 'filtered';

export interface NumberView {
  mode: Mode;
  /** Removed numbers the pattern filters keep, with their display texts ('016 (610)'). */
  removed: { number: string; text: string }[];
  /** Remaining numbers the pattern filters keep. */
  remaining: string[];
  /** Status of every number of the universe; numbers outside it are absent (shown as filtered). */
  status: Map<string, CellStatus>;
  totalCount: number;
}

/**
 * Joins the server's elimination with the browser-side pattern filters (core's applyFilters), so a
 * filter change needs no request. Filtered numbers stay out of both lists and are invisible in grids.
 */
export function buildNumberView(
  analysis: AnalysisResponse,
  filters: FilterSet,
  isBoxMode: boolean,
): NumberView {
  const mode: Mode = isBoxMode ? 'box' : 'straight';
  const { removedNumbers, removedDisplayNumbers, remainingNumbers, totalCount } =
    analysis.boxAnalysis;
  const keptRemoved = new Set(applyFilters(removedNumbers, filters, { mode }));
  const keptRemaining = applyFilters(remainingNumbers, filters, { mode });
  const status = new Map<string, CellStatus>();
  for (const n of removedNumbers) status.set(n, keptRemoved.has(n) ? 'removed' : 'filtered');
  for (const n of remainingNumbers) status.set(n, 'filtered');
  for (const n of keptRemaining) status.set(n, 'remaining');
  const removed: NumberView['removed'] = [];
  removedNumbers.forEach((number, i) => {
    if (keptRemoved.has(number)) removed.push({ number, text: removedDisplayNumbers[i] ?? number });
  });
  return { mode, removed, remaining: keptRemaining, status, totalCount };
}
