// Settling a bought play: whether the drawn number wins it as the ticket says (a straight wins on
// the exact order only, whatever box match the digits make), what the state's table pays and what
// the play cost. Every screen and message that names a play's result reads it from here.
import { describeValue, Pick3Error } from '../errors/errors.js';
import { digitTypeOf, parseStraight } from '../numbers/numbers.js';
import type { PrizePlayType } from './prize-tables.js';
import { costOf, parsePrizePlay, prizeOf, stakesOf, type PrizePlay } from './prizes.js';

/**
 * A play settled against a drawn number: its outcome, the prize (dollars, 0 on a loss), the stake
 * and what the play cost (the stake, times the orders for a combo).
 *
 * @example
 * ```ts
 * import type { PlaySettlement } from '@pick3/core';
 * const loss: PlaySettlement = { outcome: 'loss', drawn: '430', prize: 0, stake: 1, cost: 1 };
 * ```
 */
export interface PlaySettlement {
  outcome: 'win' | 'loss';
  drawn: string;
  prize: number;
  stake: number;
  cost: number;
}

/**
 * Settles one play of `state` against `drawn` by the state's prize table: straight, box 3-way or
 * 6-way, straight/box, combo and front/back/split pair where the state sells them.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}; `INVALID_NUMBER` (field `drawn`).
 * @example
 * ```ts
 * import { settlePlay } from '@pick3/core';
 * settlePlay('NY', { number: '034', type: 'straight', stake: 1 }, '430').outcome; // 'loss'
 * settlePlay('NY', { number: '034', type: 'box', stake: 1 }, '430').prize; // 80
 * ```
 */
export function settlePlay(state: string, play: PrizePlay, drawn: string): PlaySettlement {
  const p = parsePrizePlay(state, play);
  const prize = prizeOf(state, p, drawn);
  return {
    outcome: prize > 0 ? 'win' : 'loss',
    drawn: parseStraight(drawn),
    prize,
    stake: p.stake,
    cost: costOf(state, p),
  };
}

/** The basket's play labels (the cart's `playType`) and the prize table's types they are. */
const BASKET_TYPES: Record<string, PrizePlayType> = { Straight: 'straight', Box: 'box' };

/**
 * A basket line (number, the cart's play label 'Straight' or 'Box', the price of one play in cents)
 * as the play its ticket is, checked against the state's table.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` naming `playType` for a label the basket does not sell
 * or a box on a triple, `pricePerPlay` for a price that is not a stake of the state; as
 * {@link parsePrizePlay} otherwise.
 * @example
 * ```ts
 * import { basketPlay } from '@pick3/core';
 * basketPlay('NY', { number: '034', playType: 'Straight', pricePerPlay: 100 });
 * // { number: '034', type: 'straight', stake: 1 }
 * ```
 */
export function basketPlay(
  state: string,
  line: { number: string; playType: string; pricePerPlay: number },
): PrizePlay {
  const type = Object.hasOwn(BASKET_TYPES, line.playType) ? BASKET_TYPES[line.playType] : undefined;
  if (type === undefined) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(line.playType)} is not a play the basket sells (Straight or Box).`,
      { field: 'playType' },
    );
  }
  try {
    return parsePrizePlay(state, { number: line.number, type, stake: line.pricePerPlay / 100 });
  } catch (error) {
    // The line's own names: its play label and its price, not the table's type and stake.
    if (error instanceof Pick3Error && (error.field === 'type' || error.field === 'stake')) {
      throw new Pick3Error(error.code, error.message, {
        field: error.field === 'type' ? 'playType' : 'pricePerPlay',
      });
    }
    throw error;
  }
}

/**
 * The ticket a tracked number stands for when its alerts are settled: its mode's play (a box of a
 * triple has one order only, so it is the straight it is) at $1, or the state's smallest stake
 * where $1 is not sold. Alerts and push tell a tracked number's win with {@link settleTracked}.
 *
 * @throws {@link Pick3Error} as {@link parsePrizePlay}.
 * @example
 * ```ts
 * import { trackedPlay } from '@pick3/core';
 * trackedPlay('NY', { number: '034', mode: 'straight' }); // { number: '034', type: 'straight', stake: 1 }
 * trackedPlay('NY', { number: '777', mode: 'box' }); // { number: '777', type: 'straight', stake: 1 }
 * ```
 */
export function trackedPlay(
  state: string,
  tracked: { number: string; mode: 'box' | 'straight' },
): PrizePlay {
  const number = parseStraight(tracked.number);
  const type: PrizePlayType =
    tracked.mode === 'box' && digitTypeOf(number) !== 'triple' ? 'box' : 'straight';
  const stakes = stakesOf(state, type);
  return parsePrizePlay(state, { number, type, stake: stakes.includes(1) ? 1 : stakes[0] });
}

/**
 * A tracked number settled against a drawn number as the ticket {@link trackedPlay} says: a
 * straight 034 is not won by 430, a box 034 is, with the state's box prize.
 *
 * @throws {@link Pick3Error} as {@link trackedPlay}; `INVALID_NUMBER` (field `drawn`).
 * @example
 * ```ts
 * import { settleTracked } from '@pick3/core';
 * settleTracked('NY', { number: '034', mode: 'straight' }, '430').outcome; // 'loss'
 * settleTracked('NY', { number: '034', mode: 'box' }, '430').prize; // 80
 * ```
 */
export function settleTracked(
  state: string,
  tracked: { number: string; mode: 'box' | 'straight' },
  drawn: string,
): PlaySettlement {
  return settlePlay(state, trackedPlay(state, tracked), drawn);
}
