// The pool tracker's rules (domain.md §7): which draw a recorded set waits for, when it wins, and
// how the results compare with chance. Purchases of plays wait for their draw the same way.
import { chanceOfSet } from '../chance/chance.js';
import { compareDraws } from '../dates/dates.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { BOX_KEYS, parseStraight, toBoxKey } from '../numbers/numbers.js';
import { expectedDraws, type DrawSlot, type ScheduledDraw } from '../schedules/expected-draws.js';
import { scheduleOf } from '../schedules/schedules.js';
import { addDays, todayInZone } from '../zoned-dates/zoned-dates.js';

/**
 * How an expected result stands: waiting for its draw, or settled against the winner.
 *
 * @example
 * ```ts
 * import type { MatchStatus } from '@pick3/core';
 * const status: MatchStatus = 'pending';
 * ```
 */
export type MatchStatus = 'pending' | 'win' | 'loss';

/**
 * Settles an expected result: `win` when the winner's box key is in the recorded set (the pool's
 * remaining box keys when it was recorded), else `loss`.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for a winner that is not three digits.
 * @example
 * ```ts
 * import { trackerOutcome } from '@pick3/core';
 * trackerOutcome(['012', '345'], '210'); // 'win': 210 boxes to 012
 * trackerOutcome(['012', '345'], '999'); // 'loss'
 * ```
 */
export function trackerOutcome(
  remainingNumbers: readonly string[],
  winner: string,
): 'win' | 'loss' {
  return remainingNumbers.includes(toBoxKey(parseStraight(winner))) ? 'win' : 'loss';
}

/**
 * A tracker's record against chance.
 *
 * @example
 * ```ts
 * import { trackerRates, type TrackerRates } from '@pick3/core';
 * const rates: TrackerRates = trackerRates([]); // { wins: 0, …, hitRate: null, … }
 * ```
 */
export interface TrackerRates {
  wins: number;
  losses: number;
  pending: number;
  /** Wins per settled result; null before any settled. */
  hitRate: number | null;
  /** The mean share of box keys the recorded sets held (the box-key chance of a win); null before any settled. */
  chanceRate: number | null;
  /** The mean chance a fair draw boxes into the recorded set (each key weighted by its straights). */
  straightChanceRate: number | null;
}

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Wins, losses and pending results, the hit rate of the settled ones, and what chance alone would
 * give for the same sets, so a tracker's record is read against chance and never alone.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for a recorded number that is not a straight.
 * @example
 * ```ts
 * import { trackerRates } from '@pick3/core';
 * trackerRates([
 *   { matchStatus: 'win', remainingNumbers: ['012', '345'] },
 *   { matchStatus: 'loss', remainingNumbers: ['012', '345'] },
 * ]); // { wins: 1, losses: 1, pending: 0, hitRate: 0.5, chanceRate: 0.00909…, straightChanceRate: 0.012 }
 * ```
 */
export function trackerRates(
  results: ReadonlyArray<{ matchStatus: MatchStatus; remainingNumbers: readonly string[] }>,
): TrackerRates {
  const settled = results.filter((r) => r.matchStatus !== 'pending');
  const wins = settled.filter((r) => r.matchStatus === 'win').length;
  return {
    wins,
    losses: settled.length - wins,
    pending: results.length - settled.length,
    hitRate: settled.length === 0 ? null : wins / settled.length,
    chanceRate: mean(settled.map((r) => r.remainingNumbers.length / BOX_KEYS.length)),
    straightChanceRate: mean(
      settled.map((r) =>
        chanceOfSet(
          r.remainingNumbers.map((n) => parseStraight(n)),
          'box',
        ),
      ),
    ),
  };
}

/**
 * The scheduled draw that follows `newest` (the newest stored draw) in the state's schedule: the
 * draw a pool's current remaining set is a prediction for. Undefined when the game has no draw in
 * the following week (it ended).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE`.
 * @example
 * ```ts
 * import { drawAfter } from '@pick3/core';
 * drawAfter('GA', { date: '2025-07-04', drawTime: 'EVE' }); // { date: '2025-07-04', drawTime: 'NITE' }
 * drawAfter('GA', { date: '2025-07-04', drawTime: 'NITE' }); // { date: '2025-07-05', drawTime: 'DAY' }
 * ```
 */
export function drawAfter(state: string, newest: DrawSlot): DrawSlot | undefined {
  // A week ahead always holds the next draw (every state draws at least weekly).
  const next = expectedDraws(state, newest.date, addDays(newest.date, 7)).find(
    (d) => compareDraws(d, newest) > 0,
  );
  return next === undefined ? undefined : { date: next.date, drawTime: next.drawTime };
}

/**
 * The next scheduled draw whose sales are still open at `now` (more than the state's
 * `salesCloseMinutes` ahead; core's schedules, 15 minutes unless the state's cutoff is known), among
 * `drawTimes` (default: every draw time) and after `after` (a stored draw: a tracker never waits for
 * a draw that is already stored). Undefined when the game holds no such draw in the next two weeks (a
 * draw time the state does not hold, or a game that ended).
 *
 * This is the draw a play bought now can still be for, and the draw a pool tracker records the
 * pool's current set for, however old the stored data is.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE` (a bad `now`).
 * @example
 * ```ts
 * import { nextOpenDraw } from '@pick3/core';
 * // Georgia Evening is drawn at 6:59 PM EDT (22:59 UTC); its sales close at 6:44 PM.
 * nextOpenDraw('GA', new Date('2025-07-04T22:40:00Z'))?.drawTime; // 'EVE'
 * nextOpenDraw('GA', new Date('2025-07-04T22:50:00Z'))?.drawTime; // 'NITE'
 * nextOpenDraw('GA', new Date('2025-07-04T22:50:00Z'), { drawTimes: ['DAY'] })?.date; // '2025-07-05'
 * ```
 */
export function nextOpenDraw(
  state: string,
  now: Date,
  options: { drawTimes?: readonly DrawTimeCode[]; after?: DrawSlot | null } = {},
): ScheduledDraw | undefined {
  const schedule = scheduleOf(state);
  const closesBefore = now.getTime() + schedule.salesCloseMinutes * 60_000;
  const today = todayInZone(schedule.timeZone, now);
  const { drawTimes, after } = options;
  // Every state holds each of its draw times at least weekly; two weeks cover holidays.
  return expectedDraws(state, addDays(today, -1), addDays(today, 14)).find(
    (d) =>
      d.at.getTime() > closesBefore &&
      (drawTimes === undefined || drawTimes.includes(d.drawTime)) &&
      (after === undefined || after === null || compareDraws(d, after) > 0),
  );
}

/**
 * A purchase's draw: the next scheduled draw at `drawTime` whose sales are still open at `now`
 * ({@link nextOpenDraw}, with the state's own sales cutoff). This is the draw a play bought now is
 * for, recorded with the play. Null when the game holds no such draw in the next two weeks (a draw
 * time the state does not hold, or a game that ended).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE` (a bad `now`).
 * @example
 * ```ts
 * import { purchaseDraw } from '@pick3/core';
 * // Georgia Evening is drawn at 6:59 PM EDT (22:59 UTC).
 * purchaseDraw('GA', 'EVE', new Date('2025-07-04T16:00:00Z'))?.date; // '2025-07-04'
 * purchaseDraw('GA', 'EVE', new Date('2025-07-04T22:50:00Z'))?.date; // '2025-07-05': sales closed
 * ```
 */
export function purchaseDraw(
  state: string,
  drawTime: DrawTimeCode,
  now: Date,
): ScheduledDraw | null {
  return nextOpenDraw(state, now, { drawTimes: [drawTime] }) ?? null;
}
