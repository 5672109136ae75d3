import type { RefreshSummary } from '@pick3/contract';
import { isKnownState, scheduleOf, stateName, todayInZone } from '@pick3/core';
import type { NotifyOptions } from '../components/notify.js';
import { t } from '../i18n/i18n.js';
import { formatClock } from './format.js';

/**
 * When the server reads the failed sources again: the soonest of their `nextTryAt` (the scheduler's
 * plan), as a clock time in that state's zone, with the date when it is not today there.
 */
export function nextTryText(failed: RefreshSummary['failedSources'], now = Date.now()): string {
  const soonest = failed.reduce((a, b) =>
    Date.parse(b.nextTryAt) < Date.parse(a.nextTryAt) ? b : a,
  );
  const zone = isKnownState(soonest.state) ? scheduleOf(soonest.state).timeZone : 'UTC';
  const at = Date.parse(soonest.nextTryAt);
  const sameDay = todayInZone(zone, new Date(at)) === todayInZone(zone, new Date(now));
  return t('common.nextTryAt', { time: formatClock(at, zone, !sameDay) });
}

/**
 * The failed sources in a player's words, at most three, then how many more: 'the Georgia Lottery:
 * not reachable'. Never the raw error (an address, a code, a time stamp): those stay in the server's
 * log and /api/sources.
 */
export function describeFailedSources(failed: RefreshSummary['failedSources']): string {
  const shown = failed.slice(0, 3).map((f) =>
    t('common.sourceFailed', {
      source:
        f.sourceKind === 'aggregate'
          ? t('common.sourceAggregate', { state: stateName(f.state) })
          : t('common.sourceOfficial', { state: stateName(f.state) }),
      how: t(`header.behindWhy.failure.${f.failure ?? 'error-status'}`),
    }),
  );
  if (failed.length > 3) shown.push(t('common.andMore', { value: failed.length - 3 }));
  return `${shown.join('; ')}. ${nextTryText(failed)}`;
}

/**
 * What a refresh really did (the answer of POST /api/refresh-ga and /api/manual-refresh-all), as a
 * toast: a failed source is a failure with its reason, a partial run
 * says which sources failed, and only a run where every source answered is plain success.
 *
 * @example refreshToast({ success: false, message: '0 new draws in 0 states; 1 of 1 sources failed',
 *   summary: { updatedStates: [], totalNewDraws: 0 },
 *   failedSources: [{ sourceId: 'ga-api', state: 'GA', error: 'TIMEOUT: no answer', sourceKind: 'official',
 *   failure: 'unreachable', nextTryAt: '2026-09-11T23:07:00.000Z' }] }, 'Results Updated!', 'Update Failed')
 * // { title: 'Update Failed', message: 'No source could be read. The Georgia Lottery: not reachable.
 * //   Next try at 7:07 PM.', color: 'red' }
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
        : t('common.noSourceAnswered');
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
