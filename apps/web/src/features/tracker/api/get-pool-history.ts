import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@pick3/core';
import { apiFetch } from '../../../lib/api-client.js';
import { toDraws, type ExportRow } from '../../../lib/export-rows.js';

/** Pools are Georgia's (domain.md §7). */
export const POOL_HISTORY_STATE = 'GA';

export function poolHistoryPath(): string {
  return `/api/draws/export?${new URLSearchParams({ state: POOL_HISTORY_STATE, format: 'json' }).toString()}`;
}

/**
 * Georgia's whole stored history, all draw times, from the JSON export: the tracker's backtest runs
 * in the browser over it. Fetched only while the tracker is open; kept a while, as it changes at
 * most a few times a day.
 */
export function poolHistoryQueryOptions(enabled: boolean) {
  return queryOptions<ExportRow[], Error, Draw[]>({
    queryKey: ['/api/draws/export', { state: POOL_HISTORY_STATE, format: 'json' }],
    queryFn: () => apiFetch<ExportRow[]>(poolHistoryPath()),
    select: toDraws,
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function usePoolHistory(enabled: boolean) {
  return useQuery(poolHistoryQueryOptions(enabled));
}
