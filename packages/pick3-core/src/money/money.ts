// Money in a backtest and the pool tracker: what playing a set of numbers on each draw would have
// cost and won in dollars, from the state's prize table, next to what chance gives back for the
// same plays. The backtest plays "every remaining number" as box plays (a triple, which has one
// order only and cannot be boxed, as a straight); the tracker plays them as the basket sells them,
// straight. The prizes come from prizes.ts and settle-play.ts; nothing here repeats a figure.
import type { BacktestDraw } from '../chance/chance.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { compareDraws } from '../dates/dates.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { digitTypeOf, parseStraight, type DigitType } from '../numbers/numbers.js';
import { costOf, expectedReturn, prizeOf, stakesOf } from '../prizes/prizes.js';
import { settlePlay } from '../prizes/settle-play.js';
import { parseStateCode } from '../states/states.js';

/** A number of each digit type, used to price that type once. */
const SAMPLE: Record<DigitType, string> = { single: '012', double: '001', triple: '000' };
const TYPES: readonly DigitType[] = ['single', 'double', 'triple'];

/**
 * What one box key of each digit type costs, pays when its box comes out, and returns on average per
 * draw (dollars), for a state's game at one stake. `play` names the play each type is made as.
 *
 * @example
 * ```ts
 * import { setPlayPricing, type SetPlayPricing } from '@pick3/core';
 * const ny: SetPlayPricing = setPlayPricing('NY', 1);
 * ny.prize; // { single: 80, double: 160, triple: 500 }
 * ```
 */
export interface SetPlayPricing {
  state: string;
  /** Dollars per box key per draw. */
  stake: number;
  /** The play each digit type is made as: box, and a triple straight. */
  play: Record<DigitType, 'box' | 'straight'>;
  cost: Record<DigitType, number>;
  /** The prize when the drawn number boxes to the key. */
  prize: Record<DigitType, number>;
  /** Expected winnings per draw of one key: the prize table against a fair draw. */
  expected: Record<DigitType, number>;
}

/**
 * Prices "every remaining number" for a state: each box key a box play at `stake` dollars (a triple
 * a straight), with its prize and its expected winnings from the state's prize table.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` (field `state`), or `INVALID_OPTION` (field `stake`)
 * for a stake the state does not sell for both box and straight plays.
 * @example
 * ```ts
 * import { setPlayPricing } from '@pick3/core';
 * setPlayPricing('NY').expected; // { single: 0.48, double: 0.48, triple: 0.5 }
 * setPlayPricing('GA', 0.5).prize.single; // 40
 * ```
 */
export function setPlayPricing(state: string, stake = 1): SetPlayPricing {
  const code = parseStateCode(state);
  const offered = stakesOf(code, 'box').filter((s) => stakesOf(code, 'straight').includes(s));
  if (typeof stake !== 'number' || !offered.includes(stake)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(stake)} is not a stake of ${code} box and straight plays (${offered
        .map((s) => `$${s.toFixed(2)}`)
        .join(' or ')}).`,
      { field: 'stake' },
    );
  }
  const pricing: SetPlayPricing = {
    state: code,
    stake,
    play: { single: 'box', double: 'box', triple: 'straight' },
    cost: { single: 0, double: 0, triple: 0 },
    prize: { single: 0, double: 0, triple: 0 },
    expected: { single: 0, double: 0, triple: 0 },
  };
  for (const type of TYPES) {
    const play = { number: SAMPLE[type], type: pricing.play[type], stake };
    pricing.cost[type] = costOf(code, play);
    pricing.prize[type] = prizeOf(code, play, SAMPLE[type]);
    pricing.expected[type] = expectedReturn(code, play) * pricing.cost[type];
  }
  return pricing;
}

/**
 * One draw played: its cost, its winnings and what chance gives back on average for the same plays
 * (dollars).
 *
 * @example
 * ```ts
 * import type { MoneyRound } from '@pick3/core';
 * const round: MoneyRound = { date: '2026-01-02', drawTime: 'EVE', cost: 150, won: 80, expected: 72.2 };
 * ```
 */
export interface MoneyRound {
  date: string;
  drawTime: DrawTimeCode;
  cost: number;
  won: number;
  expected: number;
}

/**
 * A draw of the running balance: the real one and the chance baseline's (spend × expected return).
 *
 * @example
 * ```ts
 * import type { BalancePoint } from '@pick3/core';
 * const point: BalancePoint = { date: '2026-01-02', drawTime: 'EVE', balance: -70, expectedBalance: -77.8 };
 * ```
 */
export interface BalancePoint {
  date: string;
  drawTime: DrawTimeCode;
  balance: number;
  expectedBalance: number;
}

/**
 * The money of a run of plays: spend, winnings, net and return per dollar beside what chance
 * predicts for the same plays, the longest run of draws that won nothing, the largest fall of the
 * running balance from a high point, and the running balance itself (chronological).
 *
 * @example
 * ```ts
 * import { moneyOf, type MoneySummary } from '@pick3/core';
 * const summary: MoneySummary = moneyOf([]); // { rounds: 0, spend: 0, … }
 * ```
 */
export interface MoneySummary {
  /** Draws played. */
  rounds: number;
  spend: number;
  won: number;
  /** won − spend. */
  net: number;
  /** won / spend; null before anything was spent. */
  returnPerDollar: number | null;
  /** What chance gives back for the same plays: Σ expected. */
  expectedWon: number;
  expectedNet: number;
  /** expectedWon / spend: the prize table against a fair draw; null before anything was spent. */
  expectedReturn: number | null;
  /** The most draws in a row that won nothing. */
  longestLosingStreak: number;
  /** The largest drop of the running balance below its previous high (the start counts as 0). */
  largestDrawdown: number;
  balance: BalancePoint[];
}

/** Dollars to the cent: sums of many fractions are kept exact enough to print. */
const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * Adds up a run of plays, in draw order (the rounds are sorted by date and draw time first).
 *
 * @example
 * ```ts
 * import { moneyOf } from '@pick3/core';
 * const summary = moneyOf([
 *   { date: '2026-01-01', drawTime: 'EVE', cost: 1, won: 0, expected: 0.5 },
 *   { date: '2026-01-02', drawTime: 'EVE', cost: 1, won: 500, expected: 0.5 },
 * ]);
 * summary.net; // 498
 * summary.longestLosingStreak; // 1
 * ```
 */
export function moneyOf(rounds: readonly MoneyRound[]): MoneySummary {
  const ordered = [...rounds].sort(compareDraws);
  let spend = 0;
  let won = 0;
  let expectedWon = 0;
  let streak = 0;
  let longestLosingStreak = 0;
  let peak = 0;
  let largestDrawdown = 0;
  const balance: BalancePoint[] = [];
  for (const round of ordered) {
    spend += round.cost;
    won += round.won;
    expectedWon += round.expected;
    streak = round.won > 0 ? 0 : streak + 1;
    longestLosingStreak = Math.max(longestLosingStreak, streak);
    const now = won - spend;
    peak = Math.max(peak, now);
    largestDrawdown = Math.max(largestDrawdown, peak - now);
    balance.push({
      date: round.date,
      drawTime: round.drawTime,
      balance: cents(now),
      expectedBalance: cents(expectedWon - spend),
    });
  }
  return {
    rounds: ordered.length,
    spend: cents(spend),
    won: cents(won),
    net: cents(won - spend),
    returnPerDollar: spend === 0 ? null : won / spend,
    expectedWon: cents(expectedWon),
    expectedNet: cents(expectedWon - spend),
    expectedReturn: spend === 0 ? null : expectedWon / spend,
    longestLosingStreak,
    largestDrawdown: cents(largestDrawdown),
    balance,
  };
}

/** One draw of a set play from the counts of the keys played by digit type. */
function roundOf(
  pricing: SetPlayPricing,
  counts: Record<DigitType, number>,
  drawn: string,
  hit: boolean,
): Omit<MoneyRound, 'date' | 'drawTime'> {
  let cost = 0;
  let expected = 0;
  for (const type of TYPES) {
    cost += counts[type] * pricing.cost[type];
    expected += counts[type] * pricing.expected[type];
  }
  return { cost, won: hit ? pricing.prize[digitTypeOf(parseStraight(drawn))] : 0, expected };
}

/**
 * The money of a backtest's evaluated draws (`backtest(…).draws`, or some of them): every remaining
 * box number played on each (a box play at `stake`, a triple a straight), paid by the state's prize
 * table.
 *
 * @throws {@link Pick3Error} as {@link setPlayPricing}.
 * @example
 * ```ts
 * import { backtest, backtestMoney } from '@pick3/core';
 * const money = backtestMoney('GA', backtest(gaDraws, { window: 100 }).draws);
 * money.net; // against money.expectedNet
 * ```
 */
export function backtestMoney(
  state: string,
  rows: readonly BacktestDraw[],
  stake = 1,
): MoneySummary {
  const pricing = setPlayPricing(state, stake);
  return moneyOf(
    rows.map((row) => ({
      date: row.date,
      drawTime: row.drawTime,
      ...roundOf(pricing, row.remainingByType, row.number, row.hit),
    })),
  );
}

/**
 * A tracker's expected result as {@link trackerMoney} reads it: the recorded box keys and, once
 * settled, the winner.
 *
 * @example
 * ```ts
 * import type { TrackedSet } from '@pick3/core';
 * const set: TrackedSet = { date: '2026-01-02', drawTime: 'EVE', remainingNumbers: ['012'], winnerNumber: '210' };
 * ```
 */
export interface TrackedSet {
  date: string;
  drawTime: DrawTimeCode;
  remainingNumbers: readonly string[];
  /** null while the draw is pending: a pending set is not played yet and is left out. */
  winnerNumber: string | null;
}

/**
 * The money of a pool tracker's settled results as the basket sells them: each recorded number
 * bought as a straight play of that number at `stake` on its draw, settled by {@link settlePlay}
 * (a straight wins on the exact order only; the drawn number's other orders win nothing).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` (field `state`), `INVALID_OPTION` (field `stake`) for
 * a stake the state does not sell straight; `INVALID_NUMBER` for a recorded number or winner that
 * is not three digits.
 * @example
 * ```ts
 * import { trackerMoney } from '@pick3/core';
 * trackerMoney('GA', [
 *   { date: '2026-01-02', drawTime: 'EVE', remainingNumbers: ['012', '345'], winnerNumber: '012' },
 * ]).won; // 500: a $1 straight 012
 * ```
 */
export function trackerMoney(
  state: string,
  results: readonly TrackedSet[],
  stake = 1,
): MoneySummary {
  const code = parseStateCode(state);
  const straight = (number: string) => ({ number, type: 'straight' as const, stake });
  // Every straight of a stake has the same cost and average return: price one.
  const cost = costOf(code, straight('000'));
  const expected = expectedReturn(code, straight('000')) * cost;
  const rounds: MoneyRound[] = [];
  for (const r of results) {
    if (r.winnerNumber === null) continue;
    const numbers = new Set(r.remainingNumbers.map((n) => parseStraight(n)));
    const winner = parseStraight(r.winnerNumber);
    // Only the play on the drawn order can win a straight; settlePlay says what it pays.
    const won = numbers.has(winner) ? settlePlay(code, straight(winner), winner).prize : 0;
    rounds.push({
      date: r.date,
      drawTime: r.drawTime,
      cost: numbers.size * cost,
      won,
      expected: numbers.size * expected,
    });
  }
  return moneyOf(rounds);
}
