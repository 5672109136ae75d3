import { activeFilterCount, applyFilters, type DigitType, type FilterSet } from '@pick3/core';
import type { SkipRow, SkipsResponse } from './api/get-skips.js';
import { t } from '../../i18n/i18n.js';
import { formatDate, formatNumber } from '../../lib/format.js';

export type SkipColumn = keyof Pick<
  SkipRow,
  | 'key'
  | 'digitType'
  | 'currentSkip'
  | 'averageSkip'
  | 'longestSkip'
  | 'hitsInWindow'
  | 'hitsAllTime'
  | 'expectedSkip'
>;
export type SortDirection = 'asc' | 'desc';
export interface SkipSort {
  column: SkipColumn;
  direction: SortDirection;
}

export const SKIP_COLUMNS = (): readonly { column: SkipColumn; label: string }[] => [
  { column: 'key', label: t('skips.colNumber') },
  { column: 'digitType', label: t('skips.colType') },
  { column: 'currentSkip', label: t('skips.colCurrentSkip') },
  { column: 'averageSkip', label: t('skips.colAverageSkip') },
  { column: 'longestSkip', label: t('skips.colLongestSkip') },
  { column: 'hitsInWindow', label: t('skips.colDrawnInWindow') },
  { column: 'hitsAllTime', label: t('skips.colDrawnAllTime') },
  { column: 'expectedSkip', label: t('skips.colExpectedSkip') },
];

/** The first click on a figure sorts largest first (the question is "which is most overdue?"). */
export function nextSort(current: SkipSort, column: SkipColumn): SkipSort {
  if (current.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'key' || column === 'digitType' ? 'asc' : 'desc' };
}

const TYPE_ORDER: Record<DigitType, number> = { single: 0, double: 1, triple: 2 };

/**
 * Sorted copy. A missing figure (never drawn, or drawn once for an average) sorts after every
 * number in both directions, so it never poses as the most or least overdue; ties keep number order.
 */
export function sortSkipRows(rows: readonly SkipRow[], sort: SkipSort): SkipRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    let order: number;
    if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
    else if (sort.column === 'digitType')
      order = sign * (TYPE_ORDER[x as DigitType] - TYPE_ORDER[y as DigitType]);
    else if (typeof x === 'string') order = sign * x.localeCompare(y as string);
    else order = sign * ((x as number) - (y as number));
    return order !== 0 ? order : a.key.localeCompare(b.key);
  });
}

/** Rows of one digit type ('all' keeps every row). */
/**
 * The rows of one digit type (or all), without the numbers the main page's number filters hide (the
 * same core rule as the main page: in box mode a number is matched as its box key).
 */
export function filterSkipRows(
  rows: readonly SkipRow[],
  digitType: DigitType | 'all',
  numberFilters?: { filters: Partial<FilterSet>; mode: 'box' | 'straight' },
): SkipRow[] {
  const ofType =
    digitType === 'all' ? [...rows] : rows.filter((row) => row.digitType === digitType);
  if (numberFilters === undefined || activeFilterCount(numberFilters.filters) === 0) return ofType;
  const kept = new Set(
    applyFilters(
      ofType.map((row) => row.key),
      numberFilters.filters,
      { mode: numberFilters.mode },
    ),
  );
  return ofType.filter((row) => kept.has(row.key));
}

/** The sentence naming the hole no skip is counted across, or null without one. */
export function skipsHoleText(hole: SkipsResponse['hole']): string | null {
  if (hole === null) return null;
  return t('skips.holeNote', {
    missing: formatNumber(hole.missing),
    from: formatDate(hole.from),
    to: formatDate(hole.to),
  });
}

/** The test's one-sentence reading at the usual 5% level. */
export function chiSquareReading(pValue: number): string {
  return pValue >= 0.05 ? t('skips.consistentWithAFair') : t('skips.unusualButWithMany');
}

/** p-values as people read them: 0.42, 0.003, or "< 0.0001" instead of 1.2e-7. */
export function formatPValue(pValue: number): string {
  if (pValue < 0.0001) return '< 0.0001';
  return pValue >= 0.01 ? pValue.toFixed(2) : pValue.toPrecision(1);
}

/** The header line under the table's title. */
export function chiSquareSentence(
  chiSquare: number,
  degreesOfFreedom: number,
  pValue: number,
): string {
  const p = formatPValue(pValue);
  return t('skips.chiSquareWithDegrees', {
    toFixed: chiSquare.toFixed(1),
    degreesOfFreedom,
    value: p.startsWith('<') ? p : `= ${p}`,
    chiSquareReading: chiSquareReading(pValue),
  });
}
