import { addDays, isIsoDate, MAX_LIMIT, MAX_WINDOW_SIZE } from '@pick3/core';

/** Elimination depths offered: remove the box numbers of the last N draws. */
export const DEPTHS = [10, 25, 50, 100, 200, 365, MAX_LIMIT, MAX_WINDOW_SIZE];
export const DEFAULT_DEPTH = 100;

export interface BacktestRange {
  depth: number;
  from: string;
  to: string;
}

/** The first day of the month eleven months before `today`: a year of whole months by default. */
export function defaultFrom(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Reads depth, from and to from the page's URL; anything unknown or reversed is the default. */
export function parseBacktestParams(params: URLSearchParams, today: string): BacktestRange {
  const depth = Number(params.get('depth'));
  const rawTo = params.get('to') ?? '';
  const to = isIsoDate(rawTo) ? rawTo : today;
  const rawFrom = params.get('from') ?? '';
  const from = isIsoDate(rawFrom) && rawFrom <= to ? rawFrom : defaultFrom(to);
  return { depth: DEPTHS.includes(depth) ? depth : DEFAULT_DEPTH, from, to };
}

/**
 * The first date to download so that the first day of the range already has `depth` draws before
 * it: a state draws at least once a day except some Sundays, so depth × 7/6 days plus two weeks of
 * slack for holidays and gaps in the record.
 */
export function downloadFrom(from: string, depth: number): string {
  return addDays(from, -(Math.ceil((depth * 7) / 6) + 14));
}
