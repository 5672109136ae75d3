import { DRAW_TIME_LABELS, type DrawTimeCode } from '../draw-times/draw-times.js';
import { Pick3Error } from '../errors/errors.js';
import { requireDay, weekdayOfDay } from '../zoned-dates/zoned-dates.js';
import { compiledOf, instantOf, periodOn, requireRank } from './compiled-schedule.js';
import type { StateSchedule } from './parse-schedules.js';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * The bundled draw schedule of a state (code in any case).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` for a code with no schedule.
 * @example
 * ```ts
 * import { scheduleOf } from '@pick3/core';
 * scheduleOf('ga').timeZone; // 'America/New_York'
 * scheduleOf('TX').periods.length; // 4
 * ```
 */
export function scheduleOf(state: string): StateSchedule {
  return compiledOf(state).schedule;
}

/**
 * Whether the state held (or will hold) `drawTime` on `date` (ISO, the state's local date): the right
 * weekday, on or after the period's `since` and the game's start, before `until`, and not a skipped
 * holiday.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`, `INVALID_DATE` or `INVALID_DRAW_TIME`.
 * @example
 * ```ts
 * import { drawHeldOn } from '@pick3/core';
 * drawHeldOn('TX', '2025-07-06', 'NITE'); // false: Texas does not draw on Sundays
 * drawHeldOn('GA', '2018-12-31', 'NITE'); // false: Georgia Night draws began in 2019
 * drawHeldOn('GA', '2025-07-04', 'NITE'); // true
 * ```
 */
export function drawHeldOn(state: string, date: string, drawTime: DrawTimeCode): boolean {
  const compiled = compiledOf(state);
  return periodOn(compiled, requireDay(date, 'date'), requireRank(drawTime)) !== undefined;
}

/**
 * The real UTC instant of a held draw, from the state's local clock time and zone (DST-correct):
 * Georgia's Night draw at 11:34 PM Eastern is 03:34 or 04:34 UTC on the next day.
 *
 * @throws {@link Pick3Error} `INVALID_DRAW_TIME` when the state did not hold that draw on that date
 * (see {@link drawHeldOn}), or `INVALID_STATE` / `INVALID_DATE` for bad input.
 * @example
 * ```ts
 * import { drawInstant } from '@pick3/core';
 * drawInstant('GA', '2025-07-04', 'NITE').toISOString(); // '2025-07-05T03:34:00.000Z'
 * drawInstant('CA', '2025-01-10', 'EVE').toISOString(); // '2025-01-11T02:30:00.000Z'
 * ```
 */
export function drawInstant(state: string, date: string, drawTime: DrawTimeCode): Date {
  const compiled = compiledOf(state);
  const day = requireDay(date, 'date');
  const period = periodOn(compiled, day, requireRank(drawTime));
  if (period === undefined) {
    throw new Pick3Error(
      'INVALID_DRAW_TIME',
      `${compiled.schedule.state} held no ${DRAW_TIME_LABELS[drawTime]} draw on ${date} (a ${WEEKDAY_NAMES[weekdayOfDay(day)]}).`,
      { field: 'drawTime' },
    );
  }
  return new Date(instantOf(compiled, day, period));
}

/**
 * When a held draw's result should be posted: its instant plus the state's posting delay (15 minutes
 * unless the schedule says). What "results usually arrive by" promises, and what freshness counts a
 * draw as due from.
 *
 * @throws {@link Pick3Error} as {@link drawInstant}.
 * @example
 * ```ts
 * import { resultDueAt } from '@pick3/core';
 * // Georgia Evening: drawn 6:59 PM EDT (22:59 UTC), posted about 15 minutes later.
 * resultDueAt('GA', '2025-07-04', 'EVE').toISOString(); // '2025-07-04T23:14:00.000Z'
 * ```
 */
export function resultDueAt(state: string, date: string, drawTime: DrawTimeCode): Date {
  return new Date(
    drawInstant(state, date, drawTime).getTime() + scheduleOf(state).postingDelayMinutes * 60_000,
  );
}
