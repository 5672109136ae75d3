import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import type { NotifyOptions } from '../../../components/notify.js';

export interface RefreshSummary {
  updatedStates: number;
  totalNewDraws: number;
}

export interface ManualRefreshResponse {
  success: boolean;
  message?: string;
  summary?: RefreshSummary;
}

export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
  current: string | null;
}

export function manualRefreshAll(): Promise<ManualRefreshResponse> {
  return apiFetch<ManualRefreshResponse>('/api/manual-refresh-all', { method: 'POST' });
}

/** Reads the progress answer, tolerating the field names a scraper run may report. */
export function parseRefreshProgress(body: unknown): RefreshProgress {
  const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const num = (...keys: string[]) => {
    for (const key of keys) if (typeof o[key] === 'number') return o[key] as number;
    return 0;
  };
  const current = [o.currentState, o.current, o.state].find((v) => typeof v === 'string') as string | undefined;
  return {
    running: o.running === true || o.status === 'running',
    done: num('done', 'completed', 'processed', 'completedStates'),
    total: num('total', 'totalStates'),
    current: current ?? null,
  };
}

/** Percent for the progress bar; unknown totals show an indeterminate (full, animated) bar. */
export function progressPercent(progress: RefreshProgress | undefined): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

/** The toast after the update-all call (spec §4, §8). */
export function manualRefreshToast(result: ManualRefreshResponse | undefined, error: unknown): NotifyOptions {
  if (error !== undefined && error !== null) {
    const message =
      error instanceof ApiError ? `HTTP ${error.message}` : error instanceof Error ? error.message : String(error);
    return { title: 'Manual Update Failed', message, color: 'red' };
  }
  if (!result?.success) {
    return { title: 'Manual Update Failed', message: result?.message ?? 'Unknown error', color: 'red' };
  }
  const states = result.summary?.updatedStates ?? 0;
  const draws = result.summary?.totalNewDraws ?? 0;
  return {
    title: 'Manual Update Complete',
    message: `Updated ${states} ${states === 1 ? 'state' : 'states'} with ${draws} new ${draws === 1 ? 'draw' : 'draws'}`,
    color: 'green',
  };
}

/** Polls the progress endpoint while an update-all runs. */
export function useRefreshProgress(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/refresh/status'],
    queryFn: async ({ signal }) => parseRefreshProgress(await apiFetch('/api/refresh/status', { signal })),
    enabled,
    refetchInterval: enabled ? 1500 : false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useManualRefreshAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manualRefreshAll,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/lottery-analysis'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/states'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/draws'] }),
      ]),
  });
}
