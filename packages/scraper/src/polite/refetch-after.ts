import { addDays, expectedDraws, isoDateInZone, scheduleOf, type DrawTimeCode } from '@pick3/core';

/** How far ahead the next draw is looked for: a week covers every schedule's gaps (no Sunday draws). */
const LOOK_AHEAD_DAYS = 14;

/** The year at the start of an archive page's key (`2019/EVE` → 2019), or undefined. */
function pageYear(pageKey: string | undefined): number | undefined {
  const match = /^(\d{4})(?:\/|$)/.exec(pageKey ?? '');
  return match === null ? undefined : Number(match[1]);
}

/**
 * When a page fetched at `fetchedAt` may be asked for again, so a results page is requested at most
 * once per draw: once the next scheduled draw of its draw time (any draw time when the page is not
 * for one) is due, that is its instant plus the state's posting delay, the same notion of "due" as
 * `@pick3/core`'s `latestDueDraw`. An archive page of a year before the current one (in the state's
 * zone) is complete and never asked for again: `null`. A state whose schedule holds no draw in the
 * next two weeks (a game that ended) is asked for again a day later.
 *
 * @example
 * ```ts
 * // Georgia Evening is drawn at 6:59 PM EDT and due 15 minutes later.
 * refetchAfter('GA', { drawTime: 'EVE' }, new Date('2025-07-04T20:00:00Z')); // 2025-07-04T23:14:00Z
 * refetchAfter('GA', { drawTime: 'EVE', pageKey: '2019/EVE' }, new Date('2025-07-04T20:00:00Z')); // null
 * ```
 */
export function refetchAfter(
  state: string,
  page: { drawTime?: DrawTimeCode | undefined; pageKey?: string | undefined },
  fetchedAt: Date,
): Date | null {
  const schedule = scheduleOf(state);
  const today = isoDateInZone(fetchedAt, schedule.timeZone);
  const year = pageYear(page.pageKey);
  if (year !== undefined && year < Number(today.slice(0, 4))) return null;
  const delayMs = schedule.postingDelayMinutes * 60_000;
  // A draw of yesterday evening may still be due after midnight (posting delay), so start a day back.
  const next = expectedDraws(state, addDays(today, -1), addDays(today, LOOK_AHEAD_DAYS)).find(
    (draw) =>
      (page.drawTime === undefined || draw.drawTime === page.drawTime) &&
      draw.at.getTime() + delayMs > fetchedAt.getTime(),
  );
  return next === undefined
    ? new Date(fetchedAt.getTime() + 24 * 60 * 60 * 1000)
    : new Date(next.at.getTime() + delayMs);
}
