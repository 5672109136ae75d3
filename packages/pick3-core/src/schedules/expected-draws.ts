import { DRAW_TIMES, type DrawTimeCode } from '../draw-times/draw-times.js';
import { Pick3Error } from '../errors/errors.js';
import {
  isoDateInZone,
  isoOfDay,
  dayOfIso,
  requireDay,
  requireInstant,
} from '../zoned-dates/zoned-dates.js';
import { compiledOf, instantOf, periodOn, type CompiledSchedule } from './compiled-schedule.js';

/**
 * A draw identified by its local date and draw time.
 *
 * @example
 * ```ts
 * import type { DrawSlot } from '@pick3/core';
 * const slot: DrawSlot = { date: '2025-07-04', drawTime: 'NITE' };
 * ```
 */
export interface DrawSlot {
  /** ISO date in the state's zone. */
  date: string;
  drawTime: DrawTimeCode;
}

/**
 * A scheduled draw with its real UTC instant.
 *
 * @example
 * ```ts
 * import { nextDraw, type ScheduledDraw } from '@pick3/core';
 * const next: ScheduledDraw | null = nextDraw('GA', new Date());
 * ```
 */
export interface ScheduledDraw extends DrawSlot {
  at: Date;
}

/** How far nextDraw and latestDueDraw look before giving up: a schedule that ended or never starts. */
const SEARCH_DAYS = 3700;

/**
 * Every draw the state's schedule holds between two local dates (inclusive), oldest first, with the
 * instant of each.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`, `INVALID_DATE`, or `INVALID_OPTION` when `toDate` is
 * before `fromDate`.
 * @example
 * ```ts
 * import { expectedDraws } from '@pick3/core';
 * expectedDraws('TX', '2025-06-29', '2025-07-05').length; // 24: Monday–Saturday, 4 draws a day
 * expectedDraws('GA', '2025-07-04', '2025-07-04').map((d) => d.drawTime); // ['DAY', 'EVE', 'NITE']
 * ```
 */
export function expectedDraws(state: string, fromDate: string, toDate: string): ScheduledDraw[] {
  const compiled = compiledOf(state);
  const from = requireDay(fromDate, 'fromDate');
  const to = requireDay(toDate, 'toDate');
  if (to < from) {
    throw new Pick3Error('INVALID_OPTION', `toDate ${toDate} is before fromDate ${fromDate}.`, {
      field: 'toDate',
    });
  }
  const out: ScheduledDraw[] = [];
  const first = Math.max(from, compiled.firstDay);
  const last = Math.min(to, compiled.endDay - 1);
  for (let day = first; day <= last; day++) {
    let date: string | undefined;
    for (const rank of compiled.ranks) {
      const period = periodOn(compiled, day, rank);
      if (period === undefined) continue;
      date ??= isoOfDay(day);
      out.push({
        date,
        drawTime: DRAW_TIMES[rank]!,
        at: new Date(instantOf(compiled, day, period)),
      });
    }
  }
  return out;
}

/** Local day number of an instant in the state's zone. */
function localDay(compiled: CompiledSchedule, ms: number): number {
  return dayOfIso(isoDateInZone(ms, compiled.schedule.timeZone));
}

/**
 * The first scheduled draw whose instant is after `now`, or null when the schedule holds none in the
 * next ten years (a game that ended).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE` (a bad `now`).
 * @example
 * ```ts
 * import { nextDraw } from '@pick3/core';
 * nextDraw('GA', new Date('2025-07-04T20:00:00Z')); // { date: '2025-07-04', drawTime: 'NITE', at: 2025-07-05T03:34Z }
 * nextDraw('TX', new Date('2025-07-06T12:00:00Z'))?.date; // '2025-07-07': no Sunday draws
 * ```
 */
export function nextDraw(state: string, now: Date): ScheduledDraw | null {
  const compiled = compiledOf(state);
  const nowMs = requireInstant(now, 'now');
  // A draw is dated on the local day it happens, so none dated before today can be after now.
  const start = Math.max(localDay(compiled, nowMs), compiled.firstDay);
  const stop = Math.min(start + SEARCH_DAYS, compiled.endDay);
  for (let day = start; day < stop; day++) {
    for (const rank of compiled.ranks) {
      const period = periodOn(compiled, day, rank);
      if (period === undefined) continue;
      const at = instantOf(compiled, day, period);
      if (at > nowMs) return { date: isoOfDay(day), drawTime: DRAW_TIMES[rank]!, at: new Date(at) };
    }
  }
  return null;
}

/**
 * The newest scheduled draw whose result should be posted by `now` (its instant plus the state's
 * posting delay is not after `now`), or null when none is due in the last ten years.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE` (a bad `now`).
 * @example
 * ```ts
 * import { latestDueDraw } from '@pick3/core';
 * // Georgia Evening is drawn at 6:59 PM EDT (22:59 UTC) and posted ~15 minutes later.
 * latestDueDraw('GA', new Date('2025-07-04T23:10:00Z'))?.drawTime; // 'DAY'
 * latestDueDraw('GA', new Date('2025-07-04T23:14:00Z'))?.drawTime; // 'EVE'
 * ```
 */
export function latestDueDraw(state: string, now: Date): ScheduledDraw | null {
  return latestDue(compiledOf(state), requireInstant(now, 'now'));
}

/** @internal {@link latestDueDraw} on a compiled schedule. */
export function latestDue(compiled: CompiledSchedule, nowMs: number): ScheduledDraw | null {
  // Nothing dated after today can be due.
  const start = Math.min(localDay(compiled, nowMs), compiled.endDay - 1);
  const stop = Math.max(start - SEARCH_DAYS, compiled.firstDay - 1);
  for (let day = start; day > stop; day--) {
    for (let i = compiled.ranks.length - 1; i >= 0; i--) {
      const rank = compiled.ranks[i]!;
      const period = periodOn(compiled, day, rank);
      if (period === undefined) continue;
      const at = instantOf(compiled, day, period);
      if (at + compiled.delayMs <= nowMs) {
        return { date: isoOfDay(day), drawTime: DRAW_TIMES[rank]!, at: new Date(at) };
      }
    }
  }
  return null;
}
