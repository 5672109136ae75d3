import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIMES, type DrawTimeCode } from '../draw-times/draw-times.js';
import { isoOfDay, requireDay } from '../zoned-dates/zoned-dates.js';
import { compiledOf, periodOn, requireRank } from './compiled-schedule.js';
import type { DrawSlot } from './expected-draws.js';

const RANK_OF: ReadonlyMap<unknown, number> = new Map(DRAW_TIMES.map((code, rank) => [code, rank]));

/**
 * A run of consecutive scheduled draws of one draw time that are not stored: `count` draws from
 * `from` to `to` (local dates, inclusive; days the draw time is not held do not break a run).
 *
 * @example
 * ```ts
 * import type { MissingRun } from '@pick3/core';
 * const hole: MissingRun = { drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 };
 * ```
 */
export interface MissingRun {
  drawTime: DrawTimeCode;
  from: string;
  to: string;
  count: number;
}

/**
 * Limits for {@link missingDraws}: a date range (ISO, inclusive; each bound defaults to the draw
 * time's first or last stored date) and the draw times to check (default: every draw time of the
 * schedule).
 *
 * @example
 * ```ts
 * import type { MissingDrawsRange } from '@pick3/core';
 * const lastYear: MissingDrawsRange = { from: '2025-01-01', to: '2025-12-31', drawTimes: ['EVE'] };
 * ```
 */
export interface MissingDrawsRange {
  from?: string;
  to?: string;
  drawTimes?: readonly DrawTimeCode[];
  /**
   * A window bounded by draws rather than dates (a history's oldest and newest draw, an analysis's
   * base sequence): scheduled draws of `first`'s date before it, and of `last`'s date after it, are
   * outside the window, not missing. Each sets `from` / `to` to its date when those are not given.
   */
  first?: Pick<DrawSlot, 'date' | 'drawTime'>;
  last?: Pick<DrawSlot, 'date' | 'drawTime'>;
}

/**
 * The scheduled draws missing from a stored history, as runs per draw time sorted by `from` (then
 * draw time). By default each draw time is checked between its own first and last stored date, so a
 * draw time that began later, or stopped being collected, is not reported outside its data; pass
 * `range` to check a window (a draw time with nothing stored is then missing throughout). Stored
 * draws the schedule does not hold are ignored here (ingestion rejects them).
 *
 * @throws {@link Pick3Error} `INVALID_STATE`; `INVALID_DATE` / `INVALID_DRAW_TIME` for a bad stored
 * row or range; `INVALID_OPTION` when `range.to` is before `range.from`.
 * @example
 * ```ts
 * import { missingDraws } from '@pick3/core';
 * missingDraws('GA', gaHistory); // [..., { drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 }, ...]
 * missingDraws('TX', [], { from: '2025-07-07', to: '2025-07-07', drawTimes: ['DAY'] });
 * // [{ drawTime: 'DAY', from: '2025-07-07', to: '2025-07-07', count: 1 }]
 * ```
 */
export function missingDraws(
  state: string,
  stored: Iterable<Pick<DrawSlot, 'date' | 'drawTime'>>,
  range: MissingDrawsRange = {},
): MissingRun[] {
  const compiled = compiledOf(state);
  const firstDay = range.first === undefined ? undefined : requireDay(range.first.date, 'first');
  const firstRank = range.first === undefined ? -1 : requireRank(range.first.drawTime, 'first');
  const lastDay = range.last === undefined ? undefined : requireDay(range.last.date, 'last');
  const lastRank =
    range.last === undefined ? DRAW_TIMES.length : requireRank(range.last.drawTime, 'last');
  const rangeFrom = range.from === undefined ? firstDay : requireDay(range.from, 'from');
  const rangeTo = range.to === undefined ? lastDay : requireDay(range.to, 'to');
  if (rangeFrom !== undefined && rangeTo !== undefined && rangeTo < rangeFrom) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `range.to ${range.to} is before range.from ${range.from}.`,
      {
        field: 'to',
      },
    );
  }
  let ranks: number[] = [...compiled.ranks];
  if (range.drawTimes !== undefined) {
    if (!Array.isArray(range.drawTimes)) {
      throw new Pick3Error(
        'INVALID_OPTION',
        `${describeValue(range.drawTimes)} is not a list of draw times.`,
        {
          field: 'drawTimes',
        },
      );
    }
    ranks = [...new Set(range.drawTimes.map((code) => requireRank(code, 'drawTimes')))].sort(
      (a, b) => a - b,
    );
  }

  // Stored days per draw-time rank, plus each rank's first and last stored day.
  const days = DRAW_TIMES.map(() => new Set<number>());
  const firstStored = DRAW_TIMES.map(() => Number.POSITIVE_INFINITY);
  const lastStored = DRAW_TIMES.map(() => Number.NEGATIVE_INFINITY);
  // Histories come sorted, several draw times per date: reuse the previous row's day number.
  let previousDate: unknown;
  let previousDay = 0;
  for (const row of stored) {
    const rank = RANK_OF.get(row.drawTime) ?? requireRank(row.drawTime);
    const day = row.date === previousDate ? previousDay : requireDay(row.date, 'date');
    previousDate = row.date;
    previousDay = day;
    days[rank]!.add(day);
    if (day < firstStored[rank]!) firstStored[rank] = day;
    if (day > lastStored[rank]!) lastStored[rank] = day;
  }

  const runs: MissingRun[] = [];
  for (const rank of ranks) {
    const from = Math.max(rangeFrom ?? firstStored[rank]!, compiled.firstDay);
    const to = Math.min(rangeTo ?? lastStored[rank]!, compiled.endDay - 1);
    const have = days[rank]!;
    let runFrom = -1;
    let runTo = -1;
    let count = 0;
    const close = () => {
      if (count > 0) {
        runs.push({
          drawTime: DRAW_TIMES[rank]!,
          from: isoOfDay(runFrom),
          to: isoOfDay(runTo),
          count,
        });
      }
      count = 0;
    };
    for (let day = from; day <= to; day++) {
      if (periodOn(compiled, day, rank) === undefined) continue;
      if ((day === firstDay && rank < firstRank) || (day === lastDay && rank > lastRank)) continue;
      if (have.has(day)) {
        close();
      } else {
        if (count === 0) runFrom = day;
        runTo = day;
        count++;
      }
    }
    close();
  }
  return runs.sort((a, b) =>
    a.from !== b.from
      ? a.from < b.from
        ? -1
        : 1
      : DRAW_TIMES.indexOf(a.drawTime) - DRAW_TIMES.indexOf(b.drawTime),
  );
}
