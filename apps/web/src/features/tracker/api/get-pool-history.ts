import { queryOptions, useQuery } from '@tanstack/react-query';
import { POOL_STATE, type Draw } from '@pick3/core';
import { apiFetch } from '../../../lib/api-client.js';
import { toDraws, type ExportRow } from '../../../lib/export-rows.js';

export function poolHistoryPath(): string {
  return `/api/draws/export?${new URLSearchParams({ state: POOL_STATE, format: 'json' }).toString()}`;
}

/**
 * Georgia's whole stored history, all draw times, from the JSON export: the tracker's backtest runs
 * in the browser over it. Fetched only while the tracker is open; kept a while, as it changes at
 * most a few times a day.
 */
export function poolHistoryQueryOptions(enabled: boolean) {
  return queryOptions<ExportRow[], Error, Draw[]>({
    queryKey: ['/api/draws/export', { state: POOL_STATE, format: 'json' }],
    queryFn: ({ signal }) => apiFetch<ExportRow[]>(poolHistoryPath(), { signal }),
    select: toDraws,
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function usePoolHistory(enabled: boolean) {
  return useQuery(poolHistoryQueryOptions(enabled));
}
