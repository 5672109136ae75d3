import type { RefreshSummary } from '@pick3/contract';
import type { NotifyOptions } from '../components/notify.js';
import { t } from '../i18n/i18n.js';

/** 'GA (ga-api): TIMEOUT: no answer in 15 s'; at most three, then how many more. */
export function describeFailedSources(failed: RefreshSummary['failedSources']): string {
  const shown = failed.slice(0, 3).map((f) => `${f.state} (${f.sourceId}): ${f.error}`);
  if (failed.length > 3) shown.push(t('common.andMore', { value: failed.length - 3 }));
  return shown.join('; ');
}

/**
 * What a refresh really did (the answer of POST /api/refresh-ga and /api/manual-refresh-all), as a
 * toast: a failed source is a failure with its reason, a partial run
 * says which sources failed, and only a run where every source answered is plain success.
 *
 * @example refreshToast({ success: false, message: '0 new draws in 0 states; 1 of 1 sources failed',
 *   summary: { updatedStates: [], totalNewDraws: 0 },
 *   failedSources: [{ sourceId: 'ga-api', state: 'GA', error: 'TIMEOUT: no answer' }] }, 'Results Updated!', 'Update Failed')
 * // { title: 'Update Failed', message: 'No source could be read. GA (ga-api): TIMEOUT: no answer', color: 'red' }
 */
export function refreshToast(
  answer: RefreshSummary,
  successTitle: string,
  failureTitle: string,
): NotifyOptions {
  const failed = answer.failedSources;
  if (!answer.success) {
    const message =
      failed.length > 0
        ? t('common.noSourceCouldBe', { describeFailedSources: describeFailedSources(failed) })
        : answer.message || t('common.unknownError');
    return { title: failureTitle, message, color: 'red' };
  }
  const states = answer.summary.updatedStates.length;
  const draws = answer.summary.totalNewDraws;
  const done = t('common.updatedWith', {
    plural: t('common.stateCount', { count: states }),
    plural2: t('common.newDrawCount', { count: draws }),
  });
  if (failed.length > 0) {
    return {
      title: successTitle,
      message: t('common.someSourcesFailed', {
        done,
        describeFailedSources: describeFailedSources(failed),
      }),
      color: 'yellow',
    };
  }
  return { title: successTitle, message: done, color: 'green' };
}
