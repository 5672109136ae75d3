import { compareDraws } from '../dates/dates.js';
import { DRAW_TIMES } from '../draw-times/draw-times.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { dayOfIso, requireDay, requireInstant, todayInZone } from '../zoned-dates/zoned-dates.js';
import { compiledOf, periodOn, requireRank } from './compiled-schedule.js';
import { latestDue, type DrawSlot } from './expected-draws.js';

/**
 * The freshness statuses, from best to worst.
 *
 * @example
 * ```ts
 * import { FRESHNESS_STATUSES } from '@pick3/core';
 * FRESHNESS_STATUSES; // ['live', 'behind', 'stale', 'empty']
 * ```
 */
export const FRESHNESS_STATUSES = Object.freeze(['live', 'behind', 'stale', 'empty'] as const);

/**
 * How current a state's stored history is: `live` (the newest draw that should be posted by now is
 * stored), `behind` (missing the latest scheduled draws), `stale` (newest stored draw more than a
 * week old), `empty` (nothing stored).
 *
 * @example
 * ```ts
 * import type { FreshnessStatus } from '@pick3/core';
 * const status: FreshnessStatus = 'behind';
 * ```
 */
export type FreshnessStatus = (typeof FRESHNESS_STATUSES)[number];

/**
 * The result of {@link freshness}.
 *
 * @example
 * ```ts
 * import type { Freshness } from '@pick3/core';
 * const f: Freshness = { status: 'behind', behindBy: 1, latestDue: { date: '2025-07-04', drawTime: 'EVE' } };
 * ```
 */
export interface Freshness {
  status: FreshnessStatus;
  /** Scheduled draws due by now that are newer than the newest stored one (0 when empty or live). */
  behindBy: number;
  /** The newest draw that should be posted by now, or null when none is scheduled. */
  latestDue: DrawSlot | null;
}

/**
 * How many days old (in the state's zone) the newest stored draw may be before the history is `stale`.
 *
 * @example
 * ```ts
 * import { STALE_AFTER_DAYS } from '@pick3/core';
 * STALE_AFTER_DAYS; // 7
 * ```
 */
export const STALE_AFTER_DAYS = 7;

/**
 * The freshness of a state's stored history, from its newest stored draw and the clock: `empty` when
 * `latest` is null; `stale` when `latest.date` is more than {@link STALE_AFTER_DAYS} days before
 * today in the state's zone; `live` when `latest` is at or after the newest draw due by now (see
 * `latestDueDraw`); otherwise `behind`, by `behindBy` scheduled draws.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`, `INVALID_DATE` or `INVALID_DRAW_TIME`.
 * @example
 * ```ts
 * import { freshness } from '@pick3/core';
 * const now = new Date('2025-07-04T23:20:00Z'); // 7:20 PM in Georgia, Evening (6:59 PM) posted
 * freshness('GA', { date: '2025-07-04', drawTime: 'EVE' }, now); // { status: 'live', behindBy: 0, ... }
 * freshness('GA', { date: '2025-07-04', drawTime: 'DAY' }, now); // { status: 'behind', behindBy: 1, ... }
 * freshness('TX', { date: '2023-01-14', drawTime: 'DAY' }, now).status; // 'stale'
 * freshness('AR', null, now).status; // 'empty'
 * ```
 */
export function freshness(state: string, latest: DrawSlot | null, now: Date): Freshness {
  const compiled = compiledOf(state);
  const nowMs = requireInstant(now, 'now');
  const due = latestDue(compiled, nowMs);
  const latestDueSlot: DrawSlot | null =
    due === null ? null : { date: due.date, drawTime: due.drawTime };
  if (latest === null || latest === undefined) {
    return { status: 'empty', behindBy: 0, latestDue: latestDueSlot };
  }
  if (typeof latest !== 'object') {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(latest)} is not a draw { date, drawTime }.`,
      {
        field: 'latest',
      },
    );
  }
  const latestDay = requireDay(latest.date, 'latest.date');
  const latestRank = requireRank(latest.drawTime, 'latest.drawTime');
  // Scheduled draws after `latest` up to and including the latest due one.
  let behindBy = 0;
  if (due !== null && compareDraws(latest, due) < 0) {
    const dueDay = dayOfIso(due.date);
    const dueRank = DRAW_TIMES.indexOf(due.drawTime);
    for (let day = latestDay; day <= dueDay; day++) {
      for (const rank of compiled.ranks) {
        if (day === latestDay && rank <= latestRank) continue;
        if (day === dueDay && rank > dueRank) continue;
        if (periodOn(compiled, day, rank) !== undefined) behindBy++;
      }
    }
  }
  const today = dayOfIso(todayInZone(compiled.schedule.timeZone, nowMs));
  const status: FreshnessStatus =
    today - latestDay > STALE_AFTER_DAYS ? 'stale' : behindBy === 0 ? 'live' : 'behind';
  return { status, behindBy, latestDue: latestDueSlot };
}
