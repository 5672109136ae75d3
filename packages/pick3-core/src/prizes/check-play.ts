// "Check my numbers": what one play, made on every draw of a date range, would have won from a
// state's stored history, next to what chance gives back on average (the expected return).
import { compareDraws, isIsoDate, type Draw } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { costOf, expectedReturn, parsePrizePlay, prizeOf, type PrizePlay } from './prizes.js';

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
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * Checks one play against every draw of a state's history between `from` and `to` (inclusive;
 * either absent: the history's first or last date). A fair draw gives every number the same chance
 * each time, so `expectedWon` is the honest yardstick for `won`: no number or pattern changes it.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}; `INVALID_DATE` naming `from` or `to` for a
 * date that is not `YYYY-MM-DD`, outside the history, or a `from` after `to`, or when nothing is stored.
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
  range: { from?: string | undefined; to?: string | undefined } = {},
): PlayCheck {
  const p = parsePrizePlay(state, play);
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
  const inRange = draws.filter((d) => d.date >= from && d.date <= to);
  const wins: PlayWin[] = [];
  let won = 0;
  for (const d of inRange) {
    const prize = prizeOf(state, p, d.number);
    if (prize > 0) {
      wins.push({ date: d.date, drawTime: d.drawTime, drawn: d.number, prize });
      won += prize;
    }
  }
  wins.sort((a, b) => compareDraws(b, a));
  const spend = cents(inRange.length * costOf(state, p));
  const rate = expectedReturn(state, p);
  return {
    from,
    to,
    wins,
    plays: inRange.length,
    spend,
    won: cents(won),
    net: cents(won - spend),
    expectedReturn: rate,
    expectedWon: cents(spend * rate),
  };
}
