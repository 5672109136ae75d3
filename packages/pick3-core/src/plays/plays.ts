// A play on one number: whether a draw wins it and the chance that the next one does. Box plays
// win on any order of the digits, so their chance depends on how many orders the number has.
import { chanceOfSet, expectedGap } from '../chance/chance.js';
import { parseStraight, toBoxKey, type DigitType, type Straight } from '../numbers/numbers.js';
import { assertMode, type Mode } from '../patterns/patterns.js';

/**
 * A play on one number: straight (exact order) or box (any order).
 *
 * @example
 * ```ts
 * import type { Play } from '@pick3/core';
 * const play: Play = { number: '123', mode: 'box' };
 * ```
 */
export interface Play {
  number: Straight;
  mode: Mode;
}

/**
 * The chance of winning a play on the next fair draw, and its reciprocal (one in how many draws).
 *
 * @example
 * ```ts
 * import { playOdds, type PlayOdds } from '@pick3/core';
 * const odds: PlayOdds = playOdds({ number: '123', mode: 'box' }); // { chance: 0.006, oneIn: 166.67 }
 * ```
 */
export interface PlayOdds {
  chance: number;
  oneIn: number;
}

/**
 * Whether a drawn number wins a play: the same digits in the same order (straight), or the same
 * digits in any order (box).
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for a number that is not three digits, `INVALID_OPTION`
 * for an unknown mode.
 * @example
 * ```ts
 * import { playWins } from '@pick3/core';
 * playWins({ number: '123', mode: 'box' }, '312'); // true
 * playWins({ number: '123', mode: 'straight' }, '312'); // false
 * ```
 */
export function playWins(play: Play, drawn: string): boolean {
  const mode = assertMode(play.mode);
  const number = parseStraight(play.number);
  const winner = parseStraight(drawn);
  return mode === 'straight' ? number === winner : toBoxKey(number) === toBoxKey(winner);
}

/**
 * The odds of a play on the next fair draw: 1 in 1,000 straight; box 1 in 166.7 (three different
 * digits), 333.3 (a double) or 1,000 (a triple). Every draw is independent, so no history changes it.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` or `INVALID_OPTION`.
 * @example
 * ```ts
 * import { playOdds } from '@pick3/core';
 * playOdds({ number: '112', mode: 'box' }); // { chance: 0.003, oneIn: 333.33… }
 * playOdds({ number: '112', mode: 'straight' }); // { chance: 0.001, oneIn: 1000 }
 * ```
 */
export function playOdds(play: Play): PlayOdds {
  const chance = chanceOfSet([parseStraight(play.number)], assertMode(play.mode));
  return { chance, oneIn: 1 / chance };
}

/**
 * The odds of a box play on any number of a digit type (single: three different digits, double,
 * triple), for answers that name no number.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown digit type.
 * @example
 * ```ts
 * import { boxOddsOf } from '@pick3/core';
 * boxOddsOf('single').oneIn; // 166.66…
 * boxOddsOf('triple'); // { chance: 0.001, oneIn: 1000 }
 * ```
 */
export function boxOddsOf(digitType: DigitType): PlayOdds {
  // A box play wins once per expected gap of its digit type: one of its orders comes up.
  const oneIn = expectedGap(digitType);
  return { chance: 1 / oneIn, oneIn };
}
