import { requireInstant } from '../zoned-dates/zoned-dates.js';
import { latestDueDraw, nextDraw } from './expected-draws.js';

/**
 * Whether something that began at `since` (a source failing, say) has lasted longer than one draw
 * cycle by `now`: a whole cycle of the state's schedule passed inside it. The first draw after
 * `since` began the cycle, and the draw after that one is already due (its instant plus the state's
 * posting delay is not after `now`). A source failing this long has missed a draw it should have
 * posted, so another source takes over.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE` (a bad `since` or `now`).
 * @example
 * ```ts
 * import { outlastedDrawCycle } from '@pick3/core';
 * // Georgia draws at 12:29, 6:59 and 11:34 PM Eastern; failing since 7:04 PM on 2025-07-04:
 * outlastedDrawCycle('GA', new Date('2025-07-04T23:04:00Z'), new Date('2025-07-05T04:00:00Z')); // false: only Night is due
 * outlastedDrawCycle('GA', new Date('2025-07-04T23:04:00Z'), new Date('2025-07-05T17:00:00Z')); // true: Night, then Midday
 * ```
 */
export function outlastedDrawCycle(state: string, since: Date, now: Date): boolean {
  const sinceMs = requireInstant(since, 'since');
  const nowMs = requireInstant(now, 'now');
  const cycleStart = nextDraw(state, since);
  if (cycleStart === null || nowMs <= sinceMs) return false;
  const due = latestDueDraw(state, now);
  return due !== null && due.at.getTime() > cycleStart.at.getTime();
}
