import { DRAW_TIME_RANK, type DrawTimeCode } from '../draw-times/draw-times.js';
import type { Draw } from '../dates/dates.js';
import { dayOfIso } from '../zoned-dates/zoned-dates.js';
import { compiledOf } from './compiled-schedule.js';
import { missingDraws } from './missing-draws.js';

/**
 * A hole breaks a history when its missing draws span more than this many days: a week of missing
 * draws is a source's hiccup (the counts around it stay close), a longer run is not.
 *
 * @example
 * ```ts
 * import { HOLE_MIN_DAYS } from '@pick3/core';
 * HOLE_MIN_DAYS; // 7
 * ```
 */
export const HOLE_MIN_DAYS = 7;

/**
 * A hole in a stored history: scheduled draws (of the draw times counted) that are not stored,
 * spanning more than {@link HOLE_MIN_DAYS} days. Repeats, gaps, skips and elimination are never
 * counted across one: nobody knows what was drawn in it.
 *
 * @example
 * ```ts
 * import type { HistoryHole } from '@pick3/core';
 * const ca: HistoryHole = { from: '2015-09-10', to: '2025-09-01', missing: 3645 };
 * ```
 */
export interface HistoryHole {
  /** ISO date of the first missing scheduled draw. */
  from: string;
  /** ISO date of the last missing scheduled draw. */
  to: string;
  /** Scheduled draws of the draw times counted that are missing from `from` to `to`. */
  missing: number;
}

/**
 * A hole with the chronological keys (day number × 4 + draw-time rank) of its first and last
 * missing draw: a stored draw whose key lies between them is inside the hole.
 * @internal
 */
export interface HoleSpan extends HistoryHole {
  startKey: number;
  endKey: number;
}

/** @internal The chronological key of a draw: day number × 4 + draw-time rank. */
export function slotKey(date: string, drawTime: DrawTimeCode): number {
  return dayOfIso(date) * 4 + DRAW_TIME_RANK[drawTime]!;
}

function isScheduledState(state: string): boolean {
  try {
    compiledOf(state);
    return true;
  } catch {
    return false;
  }
}

/**
 * The holes of a stored history, oldest first: runs of missing scheduled draws (see
 * {@link missingDraws}) spanning more than {@link HOLE_MIN_DAYS} days, where runs of different draw
 * times that overlap are one hole. `drawTimes` limits the draw times counted (an analysis of Evening
 * draws has holes only where Evening draws are missing); by default every draw time of the schedule
 * counts, each between its own first and last stored draw, so a draw time the history never
 * collected, or stopped collecting, is not a hole. A state without a schedule has no known holes.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` / `INVALID_DRAW_TIME` for a bad stored row.
 * @example
 * ```ts
 * import { historyHoles } from '@pick3/core';
 * historyHoles('CA', caHistory, { drawTimes: ['EVE'] }).at(-1);
 * // { from: '2015-09-10', to: '2025-09-01', missing: 3645 }
 * ```
 */
export function historyHoles(
  state: string,
  stored: Iterable<Pick<Draw, 'date' | 'drawTime'>>,
  options: { drawTimes?: readonly DrawTimeCode[] } = {},
): HistoryHole[] {
  return holeSpans(state, stored, options.drawTimes).map(({ from, to, missing }) => ({
    from,
    to,
    missing,
  }));
}

/** @internal {@link historyHoles} with each hole's first and last missing draw as keys. */
export function holeSpans(
  state: string,
  stored: Iterable<Pick<Draw, 'date' | 'drawTime'>>,
  drawTimes?: readonly DrawTimeCode[],
): HoleSpan[] {
  if (!isScheduledState(state)) return [];
  const runs = missingDraws(
    state,
    stored,
    drawTimes === undefined ? {} : { drawTimes: [...drawTimes] },
  )
    .filter((run) => dayOfIso(run.to) - dayOfIso(run.from) + 1 > HOLE_MIN_DAYS)
    .map((run) => ({
      from: run.from,
      to: run.to,
      missing: run.count,
      startKey: slotKey(run.from, run.drawTime),
      endKey: slotKey(run.to, run.drawTime),
    }));
  runs.sort((a, b) => a.startKey - b.startKey);
  const holes: HoleSpan[] = [];
  for (const run of runs) {
    const last = holes.at(-1);
    // Overlapping runs of several draw times (every draw time missing for ten years) are one hole.
    if (last !== undefined && run.startKey <= last.endKey + 4) {
      last.missing += run.missing;
      if (run.endKey > last.endKey) {
        last.endKey = run.endKey;
        last.to = run.to;
      }
    } else holes.push({ ...run });
  }
  return holes;
}
