// The board's table (issue 37): for each player or strategy, picks and hits, the hit rate with its
// 95% Wilson interval beside the chance rate of the same plays, and money against the prize table's
// expected return; and the one sentence that says whether anyone beats chance.
import { wilsonInterval, type ProportionInterval } from '../distributions/wilson.js';
import { parsePrizePlay, prizeOf, type PrizePlay } from '../prizes/prizes.js';
import { ALL_STRAIGHTS } from '../numbers/numbers.js';

/**
 * Picks a player needs in a period to be ranked (strategies are always ranked).
 *
 * @example
 * ```ts
 * import { BOARD_MIN_RANKED_PICKS } from '@pick3/core';
 * BOARD_MIN_RANKED_PICKS; // 100
 * ```
 */
export const BOARD_MIN_RANKED_PICKS = 100;

/**
 * The board's periods: the last 30 days, the last 365 days, all time.
 *
 * @example
 * ```ts
 * import { BOARD_PERIODS } from '@pick3/core';
 * BOARD_PERIODS; // ['30d', '365d', 'all']
 * ```
 */
export const BOARD_PERIODS = Object.freeze(['30d', '365d', 'all'] as const);

/**
 * One of {@link BOARD_PERIODS}.
 *
 * @example
 * ```ts
 * import type { BoardPeriod } from '@pick3/core';
 * const p: BoardPeriod = '30d';
 * ```
 */
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

/**
 * Days a period reaches back from today (null: all time).
 *
 * @example
 * ```ts
 * import { boardPeriodDays } from '@pick3/core';
 * boardPeriodDays('365d'); // 365
 * ```
 */
export function boardPeriodDays(period: BoardPeriod): number | null {
  return period === '30d' ? 30 : period === '365d' ? 365 : null;
}

const chanceCache = new Map<string, number>();

/**
 * The chance that a fair draw wins a play: its winning draws among the 1,000 (the prize rule itself
 * counted, so a pair, a combo or a straight/box is right too). The stake does not change it.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}.
 * @example
 * ```ts
 * import { playWinChance } from '@pick3/core';
 * playWinChance('GA', { number: '123', type: 'box', stake: 1 }); // 0.006
 * ```
 */
export function playWinChance(state: string, play: PrizePlay): number {
  const p = parsePrizePlay(state, play);
  const key = `${state}:${p.type}:${p.number}:${p.stake}`;
  let chance = chanceCache.get(key);
  if (chance === undefined) {
    let wins = 0;
    for (const drawn of ALL_STRAIGHTS) if (prizeOf(state, p, drawn) > 0) wins++;
    chance = wins / 1000;
    chanceCache.set(key, chance);
  }
  return chance;
}

/**
 * A graded pick as the table counts it.
 *
 * @example
 * ```ts
 * import type { GradedPick } from '@pick3/core';
 * const pick: GradedPick = { hit: true, prize: 80, cost: 1, chance: 0.006, expectedReturn: 0.48 };
 * ```
 */
export interface GradedPick {
  hit: boolean;
  prize: number;
  cost: number;
  /** {@link playWinChance} of the play. */
  chance: number;
  /** The play's expected return per dollar (core `expectedReturn`). */
  expectedReturn: number;
}

/**
 * One row of the board's table.
 *
 * @example
 * ```ts
 * import { boardRow, type BoardRow } from '@pick3/core';
 * const row: BoardRow = boardRow([]);
 * ```
 */
export interface BoardRow {
  picks: number;
  hits: number;
  /** hits / picks; null without picks. */
  hitRate: number | null;
  /** The 95% Wilson interval of the hit rate ([0, 1] without picks). */
  interval: ProportionInterval;
  /** The mean chance of the same plays: what the hit rate is on average by luck alone; null without picks. */
  chanceRate: number | null;
  spent: number;
  won: number;
  /** won / spent; null when nothing was spent. */
  returnPerDollar: number | null;
  /** The prize table's expected return per dollar of the same plays (cost-weighted); null when nothing was spent. */
  expectedReturnPerDollar: number | null;
  /** The interval lies wholly above the chance rate. */
  beatsChance: boolean;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * The figures of one player's or strategy's graded picks.
 *
 * @throws {@link Pick3Error} never for well-formed picks.
 * @example
 * ```ts
 * import { boardRow } from '@pick3/core';
 * boardRow([{ hit: true, prize: 80, cost: 1, chance: 0.006, expectedReturn: 0.48 }]).hits; // 1
 * ```
 */
export function boardRow(picks: readonly GradedPick[]): BoardRow {
  let hits = 0;
  let chanceSum = 0;
  let spent = 0;
  let won = 0;
  let expectedWon = 0;
  for (const p of picks) {
    if (p.hit) hits++;
    chanceSum += p.chance;
    spent += p.cost;
    won += p.prize;
    expectedWon += p.cost * p.expectedReturn;
  }
  const n = picks.length;
  const interval = wilsonInterval(hits, n);
  const chanceRate = n === 0 ? null : chanceSum / n;
  return {
    picks: n,
    hits,
    hitRate: n === 0 ? null : hits / n,
    interval,
    chanceRate,
    spent: cents(spent),
    won: cents(won),
    returnPerDollar: spent === 0 ? null : won / spent,
    expectedReturnPerDollar: spent === 0 ? null : expectedWon / spent,
    beatsChance: chanceRate !== null && interval.low > chanceRate,
  };
}

/**
 * Whether a row is ranked: every strategy; a player with at least {@link BOARD_MIN_RANKED_PICKS} picks.
 *
 * @example
 * ```ts
 * import { boardRowRanked } from '@pick3/core';
 * boardRowRanked('player', 99); // false
 * ```
 */
export function boardRowRanked(kind: 'player' | 'strategy', picks: number): boolean {
  return kind === 'strategy' || picks >= BOARD_MIN_RANKED_PICKS;
}

/**
 * The rows that beat chance at 95%: ranked, with the interval wholly above the chance rate. The
 * board's sentence names them, or says that none does.
 *
 * @example
 * ```ts
 * import { chanceBeaters } from '@pick3/core';
 * chanceBeaters([{ ranked: true, beatsChance: false }]); // []
 * ```
 */
export function chanceBeaters<T extends { ranked: boolean; beatsChance: boolean }>(
  rows: readonly T[],
): T[] {
  return rows.filter((r) => r.ranked && r.beatsChance);
}
