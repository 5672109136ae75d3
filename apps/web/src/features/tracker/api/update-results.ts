import type { RefreshSummary } from '@pick3/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify, type NotifyOptions } from '../../../components/notify.js';
import { refreshToast } from '../../../lib/refresh-outcome.js';
import { EXPECTED_RESULTS_KEY } from './get-expected-results.js';
import { t } from '../../../i18n/i18n.js';

/** Queries whose answers change after new draws are matched (spec §7, end). */
export const RESULT_DEPENDENT_KEYS = [
  '/api/lottery-analysis',
  '/api/purchased-numbers',
  '/api/number-patterns',
  '/api/aert',
] as const;

/** Tracker sessions that the server matches on demand (spec §4 Pool tracker). */
export function isPermanentPoolSession(sessionId: string): boolean {
  return sessionId.startsWith('permanent-pool-');
}

/** The refresh's answer, or null when another refresh was already running (matching still ran). */
export async function updateResults(sessionId: string): Promise<RefreshSummary | null> {
  let answer: RefreshSummary | null = null;
  try {
    answer = await apiFetch<RefreshSummary>('/api/refresh-ga', { method: 'POST', json: {} });
  } catch (error) {
    // Another refresh is already fetching the draws; matching against what is stored still helps.
    if (!(error instanceof ApiError && error.code === 'REFRESH_RUNNING')) throw error;
  }
  if (isPermanentPoolSession(sessionId)) {
    await apiFetch('/api/expected-results/trigger-match/GA', { method: 'POST' });
  }
  return answer;
}

/** The toast after 'Update Results': what the server said, a failed source being a failure. */
export function updateResultsToast(answer: RefreshSummary | null): NotifyOptions {
  if (answer === null) {
    return {
      title: t('tracker.resultsUpdated'),
      message: t('tracker.anotherUpdateWasAlready'),
      color: 'yellow',
    };
  }
  return refreshToast(answer, t('tracker.resultsUpdated'), t('tracker.updateFailed'));
}

export function useUpdateResults(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateResults(sessionId),
    onMutate: () => notify({ title: t('tracker.updatingResults') }),
    onSuccess: async (answer) => {
      await Promise.all(
        // The export feeds the tracker's backtest, which new draws extend.
        [
          ...RESULT_DEPENDENT_KEYS,
          EXPECTED_RESULTS_KEY,
          '/api/pools',
          '/api/states',
          '/api/draws/export',
        ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
      notify(updateResultsToast(answer));
    },
    onError: (error) =>
      notify({
        title: t('tracker.updateFailed'),
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          t('tracker.failedToUpdateLottery'),
        color: 'red',
      }),
  });
}
