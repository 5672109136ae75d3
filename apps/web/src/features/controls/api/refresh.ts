import type { RefreshSummary } from '@pick3/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import type { NotifyOptions } from '../../../components/notify.js';
import { refreshToast } from '../../../lib/refresh-outcome.js';
import { t } from '../../../i18n/i18n.js';

export interface RefreshProgress {
  running: boolean;
  /** Sources finished (done or failed) out of `total`. */
  done: number;
  /** Of the finished: sources that added draws, that had nothing new, that failed. */
  updated: number;
  noNew: number;
  failed: number;
  /** The states of the failed sources, once each, in run order. */
  failedStates: string[];
  total: number;
  /** 0–100 when the server reports it. */
  percent: number | null;
  current: string | null;
}

export function manualRefreshAll(): Promise<RefreshSummary> {
  return apiFetch<RefreshSummary>('/api/manual-refresh-all', { method: 'POST' });
}

/**
 * Reads GET /api/refresh/status: `{ running, percent, sources: [{ state, phase }] }`, where a source
 * is finished in phase done or failed and being read in phase started or rows.
 */
export function parseRefreshProgress(body: unknown): RefreshProgress {
  const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const sources = Array.isArray(o.sources)
    ? (o.sources as { state?: unknown; phase?: unknown; rowsAdded?: unknown }[])
    : [];
  const finished = sources.filter((s) => s.phase === 'done' || s.phase === 'failed').length;
  const done = sources.filter((s) => s.phase === 'done');
  const updated = done.filter((s) => typeof s.rowsAdded === 'number' && s.rowsAdded > 0).length;
  const failedSources = sources.filter((s) => s.phase === 'failed');
  const active = sources.find((s) => s.phase === 'started' || s.phase === 'rows');
  return {
    running: o.running === true,
    done: finished,
    updated,
    noNew: done.length - updated,
    failed: failedSources.length,
    failedStates: [
      ...new Set(failedSources.flatMap((s) => (typeof s.state === 'string' ? [s.state] : []))),
    ],
    total: sources.length,
    percent: typeof o.percent === 'number' ? o.percent : null,
    current: typeof active?.state === 'string' ? active.state : null,
  };
}

/** Percent for the progress bar; null (an indeterminate bar) until the run reports progress. */
export function progressPercent(progress: RefreshProgress | undefined): number | null {
  if (!progress) return null;
  if (progress.percent !== null) return Math.min(100, Math.max(0, progress.percent));
  if (progress.total <= 0) return null;
  return Math.round((progress.done / progress.total) * 100);
}

/** The toast after the update-all call (spec §4, §8). */
export function manualRefreshToast(
  result: RefreshSummary | undefined,
  error: unknown,
): NotifyOptions {
  if (error !== undefined && error !== null) {
    // Said in words, never the server's text or status: a refusal says when to try again.
    const message =
      error instanceof ApiError
        ? error.status === 429
          ? t('controls.updateRateLimited')
          : error.status === 409
            ? t('controls.updateAlreadyRunning')
            : t('controls.updateServerError')
        : t('controls.updateNotReachable');
    return { title: t('controls.manualUpdateFailed'), message, color: 'red' };
  }
  if (result === undefined)
    return {
      title: t('controls.manualUpdateFailed'),
      message: t('controls.unknownError'),
      color: 'red',
    };
  return refreshToast(result, t('controls.manualUpdateComplete'), t('controls.manualUpdateFailed'));
}

/** How often the progress of a running update-all is asked for. */
const STATUS_POLL_MS = 1500;

/** The progress of an update-all, polled while one runs; the factory owns its key and URL. */
export function refreshProgressQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['/api/refresh/status'],
    queryFn: async ({ signal }) =>
      parseRefreshProgress(await apiFetch('/api/refresh/status', { signal })),
    enabled,
    refetchInterval: enabled ? STATUS_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Polls the progress endpoint while an update-all runs. */
export function useRefreshProgress(enabled: boolean) {
  return useQuery(refreshProgressQueryOptions(enabled));
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
