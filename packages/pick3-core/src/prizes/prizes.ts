// What a play on one number pays when a given number is drawn, and what it returns on average
// against a fair draw. The figures are the lotteries' published fixed prizes (prize-tables.ts); the
// rules that combine them (straight/box, combo, pairs) are here, once.
import { describeValue, Pick3Error } from '../errors/errors.js';
import {
  digitTypeOf,
  parseStraight,
  straightCombinations,
  type Straight,
} from '../numbers/numbers.js';
import { parseStateCode } from '../states/states.js';
import {
  PRIZE_PLAY_TYPES,
  PRIZE_TABLES,
  type PrizePlayType,
  type PrizeTable,
  type StakePrizes,
} from './prize-tables.js';

/**
 * A play on one number: three digits (for a pair, the digits at the pair's positions count and the
 * other is ignored), its type and its stake in dollars (per order for a combo).
 *
 * @example
 * ```ts
 * import type { PrizePlay } from '@pick3/core';
 * const play: PrizePlay = { number: '123', type: 'box', stake: 1 };
 * ```
 */
export interface PrizePlay {
  number: Straight;
  type: PrizePlayType;
  stake: number;
}

const BY_STATE = new Map(PRIZE_TABLES.map((t) => [t.state, t]));

const BOX_TYPES: ReadonlySet<PrizePlayType> = new Set(['box', 'straight-box', 'combo']);

/** The positions (0-based) a pair play matches. */
const PAIR_POSITIONS: Partial<Record<PrizePlayType, readonly [number, number]>> = {
  'front-pair': [0, 1],
  'back-pair': [1, 2],
  'split-pair': [0, 2],
};

/**
 * A state's prize table.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` (field `state`) for a code without a table.
 * @example
 * ```ts
 * import { prizeTableOf } from '@pick3/core';
 * prizeTableOf('ny').types; // ['straight', 'box', 'straight-box', 'combo', 'front-pair', 'back-pair']
 * ```
 */
export function prizeTableOf(state: string): PrizeTable {
  const code = parseStateCode(state);
  const table = BY_STATE.get(code);
  if (table === undefined) {
    throw new Pick3Error('INVALID_STATE', `${code} has no prize table.`, { field: 'state' });
  }
  return table;
}

/**
 * The play types a state's game offers.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { playTypesOf } from '@pick3/core';
 * playTypesOf('KS'); // ['straight', 'box']
 * ```
 */
export function playTypesOf(state: string): readonly PrizePlayType[] {
  return prizeTableOf(state).types;
}

/**
 * The stakes (dollars) a state offers for a play type: straight/box is one $1 ticket (half straight,
 * half box); a combo's stake is per order of the digits.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`, or `INVALID_OPTION` (field `type`) for a type the
 * state does not offer.
 * @example
 * ```ts
 * import { stakesOf } from '@pick3/core';
 * stakesOf('NY', 'straight'); // [0.5, 1]
 * stakesOf('NY', 'straight-box'); // [1]
 * ```
 */
export function stakesOf(state: string, type: PrizePlayType): readonly number[] {
  const table = prizeTableOf(state);
  assertOffered(table, type);
  const stakes = table.stakes.map((s) => s.stake);
  return type === 'straight-box' ? stakes.filter((s) => s === 1) : stakes;
}

function assertOffered(table: PrizeTable, type: unknown): asserts type is PrizePlayType {
  if (!table.types.includes(type as PrizePlayType)) {
    const known = PRIZE_PLAY_TYPES.includes(type as PrizePlayType);
    throw new Pick3Error(
      'INVALID_OPTION',
      known
        ? `${table.state} does not offer ${String(type)} plays (it offers ${table.types.join(', ')}).`
        : `${describeValue(type)} is not a play type (one of ${table.types.join(', ')}).`,
      { field: 'type' },
    );
  }
}

/**
 * Checks a play against a state's table: a three-digit number, a type the state offers, a box type
 * only on a number with an order to box (not a triple), a stake the state offers for that type.
 *
 * @throws {@link Pick3Error} naming the field: `INVALID_NUMBER` (`number`), `INVALID_OPTION`
 * (`type`, or `stake`), `INVALID_STATE` (`state`).
 * @example
 * ```ts
 * import { parsePrizePlay } from '@pick3/core';
 * parsePrizePlay('GA', { number: '123', type: 'box', stake: 1 }); // the play
 * parsePrizePlay('GA', { number: '777', type: 'box', stake: 1 }); // throws: a triple has no box
 * ```
 */
export function parsePrizePlay(
  state: string,
  play: { number: unknown; type: unknown; stake: unknown },
): PrizePlay {
  const table = prizeTableOf(state);
  let number: Straight;
  try {
    number = parseStraight(play.number);
  } catch (error) {
    throw new Pick3Error('INVALID_NUMBER', (error as Error).message, { field: 'number' });
  }
  assertOffered(table, play.type);
  const type = play.type;
  if (BOX_TYPES.has(type) && digitTypeOf(number) === 'triple') {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${number} has one order only: a ${type} play needs two or three different digits (play it straight).`,
      { field: 'type' },
    );
  }
  const stakes = stakesOf(state, type);
  if (typeof play.stake !== 'number' || !stakes.includes(play.stake)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(play.stake)} is not a stake of ${table.state} ${type} plays (${stakes
        .map((s) => `$${s.toFixed(2)}`)
        .join(' or ')}).`,
      { field: 'stake' },
    );
  }
  return { number, type, stake: play.stake };
}

/** The prizes of a stake; straight/box pays half of its $1 line (a $0.50 straight and a $0.50 box). */
function lineOf(table: PrizeTable, stake: number): StakePrizes {
  return table.stakes.find((s) => s.stake === stake)!;
}

/**
 * What a play costs: its stake, times the number of orders for a combo (6 for three different
 * digits, 3 for a double).
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}.
 * @example
 * ```ts
 * import { costOf } from '@pick3/core';
 * costOf('NY', { number: '123', type: 'combo', stake: 0.5 }); // 3
 * ```
 */
export function costOf(state: string, play: PrizePlay): number {
  const p = parsePrizePlay(state, play);
  return p.type === 'combo' ? p.stake * straightCombinations(p.number).length : p.stake;
}

/**
 * The prize (dollars) a play wins when `drawn` is drawn, 0 when it loses. Box pays the 6-way prize
 * on three different digits and the 3-way prize on a double; straight/box pays half the straight
 * plus half the box prize on the exact order and half the box prize on another order; a combo
 * pays the straight prize (its one winning order); a pair pays when its two positions match.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}, and `INVALID_NUMBER` (field `drawn`).
 * @example
 * ```ts
 * import { prizeOf } from '@pick3/core';
 * prizeOf('NY', { number: '123', type: 'straight', stake: 1 }, '123'); // 500
 * prizeOf('NY', { number: '123', type: 'box', stake: 1 }, '312'); // 80
 * prizeOf('NY', { number: '112', type: 'straight-box', stake: 1 }, '112'); // 330
 * prizeOf('NY', { number: '12', type: 'front-pair', stake: 1 }, '129'); // throws: three digits
 * ```
 */
export function prizeOf(state: string, play: PrizePlay, drawn: string): number {
  const table = prizeTableOf(state);
  const p = parsePrizePlay(state, play);
  let winner: Straight;
  try {
    winner = parseStraight(drawn);
  } catch (error) {
    throw new Pick3Error('INVALID_NUMBER', (error as Error).message, { field: 'drawn' });
  }
  const line = lineOf(table, p.stake);
  const pair = PAIR_POSITIONS[p.type];
  if (pair !== undefined) {
    const [a, b] = pair;
    return p.number[a] === winner[a] && p.number[b] === winner[b] ? (line.pair ?? 0) : 0;
  }
  const exact = p.number === winner;
  const anyOrder = straightCombinations(p.number).includes(winner);
  const box = digitTypeOf(p.number) === 'single' ? line.box6 : line.box3;
  switch (p.type) {
    case 'straight':
    case 'combo':
      return (p.type === 'straight' ? exact : anyOrder) ? line.straight : 0;
    case 'box':
      return anyOrder ? box : 0;
    default: // straight-box
      return (exact ? line.straight / 2 : 0) + (anyOrder ? box / 2 : 0);
  }
}

/**
 * The expected return of a play per dollar spent on a fair draw: the sum over the 1,000 equally
 * likely draws of probability × prize, divided by the cost. A $1 straight at $500 returns 0.5: half
 * of every dollar staked comes back on average, whatever number is played or was drawn before.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}.
 * @example
 * ```ts
 * import { expectedReturn } from '@pick3/core';
 * expectedReturn('NY', { number: '123', type: 'straight', stake: 1 }); // 0.5
 * expectedReturn('NY', { number: '123', type: 'box', stake: 1 }); // 0.48
 * ```
 */
export function expectedReturn(state: string, play: PrizePlay): number {
  const p = parsePrizePlay(state, play);
  const table = prizeTableOf(state);
  const line = lineOf(table, p.stake);
  const box = digitTypeOf(p.number) === 'single' ? line.box6 : line.box3;
  const orders = straightCombinations(p.number).length;
  // Expected prize per draw (dollars): winning draws of 1,000 times the prize of each.
  let expected: number;
  switch (p.type) {
    case 'straight':
      expected = line.straight / 1000;
      break;
    case 'combo': // one order of `orders` wins, each paid the straight prize
      expected = (orders * line.straight) / 1000;
      break;
    case 'box':
      expected = (orders * box) / 1000;
      break;
    case 'straight-box':
      expected = (line.straight / 2 + (orders * box) / 2) / 1000;
      break;
    default: // a pair: 10 of the 1,000 draws share its two digits in place
      expected = (10 * (line.pair ?? 0)) / 1000;
  }
  return expected / costOf(state, p);
}
