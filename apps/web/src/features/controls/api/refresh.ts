import type { RefreshJob, RefreshJobStarted, RefreshSummary } from '@pick3/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import type { NotifyOptions } from '../../../components/notify.js';
import { refreshToast } from '../../../lib/refresh-outcome.js';
import { t } from '../../../i18n/i18n.js';

export interface RefreshProgress {
  /** Sources finished (with new draws, with nothing new, or failed) out of `total`. */
  done: number;
  /** Of the finished: sources that added draws, that had nothing new, that failed. */
  updated: number;
  noNew: number;
  failed: number;
  /** The states of the failed sources, once each, in run order. */
  failedStates: string[];
  total: number;
  /** The state whose source is being read now, if any. */
  current: string | null;
}

/** Starts an update of every state: the server answers at once (202) with the run's job. */
export function startManualRefreshAll(): Promise<RefreshJobStarted> {
  return apiFetch<RefreshJobStarted>('/api/manual-refresh-all', { method: 'POST' });
}

/** A job's progress as the page says it: counts in the player's terms and the failed states named. */
export function jobRefreshProgress(job: RefreshJob | undefined): RefreshProgress | undefined {
  if (job === undefined) return undefined;
  const { sources } = job.progress;
  const active = sources.find((s) => s.phase === 'started' || s.phase === 'rows');
  return {
    done: job.progress.done,
    updated: job.progress.updated,
    noNew: job.progress.noNew,
    failed: job.progress.failed,
    failedStates: [...new Set(sources.filter((s) => s.phase === 'failed').map((s) => s.state))],
    total: job.progress.total,
    current: active?.state ?? null,
  };
}

/** Percent for the progress bar; null (an indeterminate bar) until the run reports its sources. */
export function progressPercent(progress: RefreshProgress | undefined): number | null {
  if (!progress || progress.total <= 0) return null;
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

/** How often a running update-all's job is asked for. */
const JOB_POLL_MS = 1500;

/**
 * Update All States: starts the run (the server answers at once with its job), then reads the job
 * until it ends, keeping its progress for the page; resolves with the run's summary, or fails as a
 * refused start would (another process's run: 409).
 */
export function useManualRefreshAll() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RefreshProgress>();
  const mutation = useMutation({
    mutationFn: async (): Promise<RefreshSummary> => {
      const { statusUrl } = await startManualRefreshAll();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
        const job = await apiFetch<RefreshJob>(statusUrl);
        setProgress(jobRefreshProgress(job));
        if (job.status === 'finished' && job.result !== null) return job.result;
        if (job.status !== 'running') {
          const status = job.error === 'REFRESH_RUNNING' ? 409 : 500;
          throw new ApiError(status, `${status}: ${job.error}`, null);
        }
      }
    },
    onSettled: () => setProgress(undefined),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/lottery-analysis'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/states'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/draws'] }),
      ]),
  });
  return { mutation, progress };
}
