import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@pick3/core';
import { toDraws, type ExportRow } from '../../../lib/export-rows.js';

export const EXPORT_PATH = '/api/draws/export';

export interface BacktestDrawsParams {
  state: string;
  /** First date downloaded: the range's start less enough days for the elimination depth. */
  from: string;
  to: string;
}

/**
 * The state's draws of a date range, all draw times, from the JSON export (the app's default query
 * function builds the URL from the key). The backtest runs in the browser over them.
 */
export function backtestDrawsQueryOptions(params: BacktestDrawsParams) {
  return queryOptions<ExportRow[], Error, Draw[]>({
    queryKey: [
      EXPORT_PATH,
      { state: params.state, from: params.from, to: params.to, format: 'json' },
    ],
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
    select: toDraws,
  });
}

export function useBacktestDraws(params: BacktestDrawsParams) {
  return useQuery(backtestDrawsQueryOptions(params));
}
