// "Check my numbers": what one play, made on every draw of a date range, would have won from a
// state's stored history, next to what chance gives back on average (the expected return).
import { compareDraws, isIsoDate, type Draw } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIMES, isDrawTimeCode, type DrawTimeCode } from '../draw-times/draw-times.js';
import { moneyOf } from '../money/money.js';
import { missingDraws, type MissingRun } from '../schedules/missing-draws.js';
import { scheduleOf } from '../schedules/schedules.js';
import { costOf, expectedReturn, parsePrizePlay, type PrizePlay } from './prizes.js';
import { settlePlay } from './settle-play.js';

/**
 * One draw a play won.
 *
 * @example
 * ```ts
 * import type { PlayWin } from '@pick3/core';
 * const win: PlayWin = { date: '2026-01-02', drawTime: 'EVE', drawn: '312', prize: 80 };
 * ```
 */
export interface PlayWin {
  date: string;
  drawTime: DrawTimeCode;
  drawn: string;
  prize: number;
}

/**
 * What a play would have won over a date range of the stored history, and the chance baseline.
 *
 * @example
 * ```ts
 * import type { PlayCheck } from '@pick3/core';
 * const check: Pick<PlayCheck, 'plays' | 'net'> = { plays: 2, net: -2 };
 * ```
 */
export interface PlayCheck {
  /** The range checked (the history's first or last date where one was not given). */
  from: string;
  to: string;
  /** The draws the play won, newest first. */
  wins: PlayWin[];
  /** Draws in the range: one play on each. */
  plays: number;
  /** Dollars: plays × the play's cost. */
  spend: number;
  won: number;
  /** won − spend. */
  net: number;
  /** Chance baseline: the expected return per dollar of the play (prize table × probability). */
  expectedReturn: number;
  /** spend × expectedReturn: what chance gives back on average over these plays. */
  expectedWon: number;
  /** The draw times played (all the state's schedule holds unless the player named some). */
  drawTimes: DrawTimeCode[];
  /**
   * Scheduled draws of those draw times in the range that the history does not hold, as runs per
   * draw time: not played, so out of spend and winnings, and named so the player sees them.
   */
  missing: MissingRun[];
  /** How many draws `missing` holds. */
  missingDraws: number;
  /** won / spend; null when nothing was played. */
  returnPerDollar: number | null;
  /** The most played draws in a row that won nothing. */
  longestLosingStreak: number;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** The draw times a state's schedule has held, in draw order. */
function scheduleDrawTimes(state: string): DrawTimeCode[] {
  const held = new Set(scheduleOf(state).periods.map((p) => p.drawTime));
  return DRAW_TIMES.filter((code) => held.has(code));
}

/** The draw times asked for, each one the state's schedule holds (all of them when none is named). */
function parseDrawTimes(state: string, asked: readonly unknown[] | undefined): DrawTimeCode[] {
  const held = scheduleDrawTimes(state);
  if (asked === undefined) return held;
  if (!Array.isArray(asked) || asked.length === 0) {
    throw new Pick3Error('INVALID_OPTION', 'Name at least one draw time.', {
      field: 'drawTimes',
    });
  }
  for (const code of asked) {
    if (!isDrawTimeCode(code) || !held.includes(code)) {
      throw new Pick3Error(
        'INVALID_OPTION',
        `${describeValue(code)} is not a draw time of ${state} (${held.join(', ')}).`,
        { field: 'drawTimes' },
      );
    }
  }
  return held.filter((code) => asked.includes(code));
}

/**
 * Checks one play, made at `drawTimes` (default: every draw time of the state's schedule), against
 * every stored draw of a state's history between `from` and `to` (inclusive; either absent: the
 * history's first or last date), each settled by {@link settlePlay}. A scheduled draw the history
 * lacks is named in `missing` and left out of spend and winnings. A fair draw gives every number the
 * same chance each time, so `expectedWon` is the honest yardstick for `won`: no number or pattern
 * changes it.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}; `INVALID_DATE` naming `from` or `to` for a
 * date that is not `YYYY-MM-DD`, outside the history, or a `from` after `to`, or when nothing is
 * stored; `INVALID_OPTION` naming `drawTimes` for an empty list or a draw time the state does not hold.
 * @example
 * ```ts
 * import { checkPlay } from '@pick3/core';
 * const draws = [{ date: '2026-01-02', drawTime: 'EVE', number: '312' } as const];
 * checkPlay('NY', { number: '123', type: 'box', stake: 1 }, draws).won; // 80
 * ```
 */
export function checkPlay(
  state: string,
  play: PrizePlay,
  draws: readonly Draw[],
  range: {
    from?: string | undefined;
    to?: string | undefined;
    drawTimes?: readonly DrawTimeCode[] | undefined;
  } = {},
): PlayCheck {
  const p = parsePrizePlay(state, play);
  const drawTimes = parseDrawTimes(state, range.drawTimes);
  let first: string | undefined;
  let last: string | undefined;
  for (const d of draws) {
    if (first === undefined || d.date < first) first = d.date;
    if (last === undefined || d.date > last) last = d.date;
  }
  const bound = (field: 'from' | 'to', value: string | undefined): string => {
    if (first === undefined || last === undefined) {
      throw new Pick3Error('INVALID_DATE', `No draws of ${state} are stored yet.`, { field });
    }
    if (value === undefined) return field === 'from' ? first : last;
    if (!isIsoDate(value)) {
      throw new Pick3Error('INVALID_DATE', `${describeValue(value)} is not a date (YYYY-MM-DD).`, {
        field,
      });
    }
    if (value < first || value > last) {
      throw new Pick3Error(
        'INVALID_DATE',
        `${field} ${value} is outside the stored history of ${state} (${first} to ${last}).`,
        { field },
      );
    }
    return value;
  };
  const from = bound('from', range.from);
  const to = bound('to', range.to);
  if (from > to) {
    throw new Pick3Error('INVALID_DATE', `from ${from} is after to ${to}.`, { field: 'from' });
  }
  const inRange = draws.filter(
    (d) => d.date >= from && d.date <= to && drawTimes.includes(d.drawTime),
  );
  const cost = costOf(state, p);
  const rate = expectedReturn(state, p);
  const wins: PlayWin[] = [];
  const money = moneyOf(
    inRange.map((d) => {
      const { prize } = settlePlay(state, p, d.number);
      if (prize > 0) wins.push({ date: d.date, drawTime: d.drawTime, drawn: d.number, prize });
      return { date: d.date, drawTime: d.drawTime, cost, won: prize, expected: cost * rate };
    }),
  );
  wins.sort((a, b) => compareDraws(b, a));
  // The range's ends are stored draws' dates: a draw of the last day after the newest stored one
  // has not been drawn (or posted) yet, so it is not missing.
  const newest = draws.reduce<Draw | undefined>(
    (a, d) => (a === undefined || compareDraws(d, a) > 0 ? d : a),
    undefined,
  );
  const missing = missingDraws(state, draws, {
    from,
    to,
    drawTimes,
    ...(newest !== undefined && newest.date === to ? { last: newest } : {}),
  });
  return {
    from,
    to,
    wins,
    plays: inRange.length,
    spend: money.spend,
    won: money.won,
    net: money.net,
    expectedReturn: rate,
    expectedWon: cents(money.spend * rate),
    drawTimes,
    missing,
    missingDraws: missing.reduce((n, run) => n + run.count, 0),
    returnPerDollar: money.returnPerDollar,
    longestLosingStreak: money.longestLosingStreak,
  };
}
