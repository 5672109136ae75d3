import {
  addDays,
  analyze,
  MAX_LIMIT,
  type DigitFilter,
  type Draw,
  type TimeFilter,
} from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/format.js';

/** Days one GET /api/draws may span, both ends included (the API refuses 366 days apart). */
export const RANGE_DAYS = 365;

export interface DateRange {
  from: string;
  to: string;
}

/** The ranges that cover `from`..`to`, newest first, each one request to GET /api/draws. */
export function rangesBack(from: string, to: string): DateRange[] {
  const ranges: DateRange[] = [];
  let end = to;
  while (end >= from) {
    const start = addDays(end, -(RANGE_DAYS - 1));
    ranges.push({ from: start < from ? from : start, to: end });
    end = addDays(start, -1);
  }
  return ranges;
}

export interface AnalysisFilters {
  timeFilter: TimeFilter;
  digitFilter: DigitFilter;
}

/**
 * How many draws on or after `from` the analysis takes as its base with these filters (at most
 * MAX_LIMIT): core's own analyze decides, so the count follows its rules. The repeats views change
 * which draws are shown, not the base, so they count as 'all'.
 */
export function baseDrawsSince(
  draws: readonly Draw[],
  from: string,
  filters: AnalysisFilters,
): number {
  const since = draws.filter((draw) => draw.date >= from);
  const timeFilter =
    filters.timeFilter === 'repeats' || filters.timeFilter === 'identical-repeats'
      ? 'all'
      : filters.timeFilter;
  return analyze(since, { limit: MAX_LIMIT, timeFilter, digitFilter: filters.digitFilter }).stats
    .total;
}

export interface PickedDate {
  /** The draw limit that starts the analysis at the picked date (0: no draw since it matches). */
  limit: number;
  message: string;
}

/** The draw limit and the toast for a picked date. */
export function pickedDate(count: number, from: string): PickedDate {
  const day = formatDate(from);
  if (count === 0) {
    return {
      limit: 0,
      message: t('calendar.noDrawSincePasses', { day }),
    };
  }
  if (count >= MAX_LIMIT) {
    return {
      limit: MAX_LIMIT,
      message: t('calendar.showingTheNewestDraws', { MAX_LIMIT, day }),
    };
  }
  return {
    limit: count,
    message: t('calendar.showingTheDrawSince', { count, value: count === 1 ? '' : 's', day }),
  };
}
