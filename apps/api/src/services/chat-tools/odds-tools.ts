// The chat tools on the game's rules alone: the odds of a play and how many combinations there are.
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  boxKeysOf,
  boxOddsOf,
  digitTypeOf,
  DIGIT_TYPES,
  playOdds,
  straightCombinations,
} from '@pick3/core';
import { Type, type Static } from 'typebox';
import { ODDS_NOTE } from './odds-note.js';
import { numberParam, modeParam, strict } from './tool-params.js';
import { tool } from './define-tool.js';

const OddsArgs = Type.Object(
  { number: Type.Optional(numberParam), playType: Type.Optional(modeParam) },
  strict,
);
const NoArgs = Type.Object({}, strict);

/** The odds of any straight play, and of a box play by digit type, for answers that name no number. */
function oddsOfAny(playType: 'box' | 'straight') {
  return {
    playType,
    straight: playOdds({ number: '000', mode: 'straight' }),
    box: {
      single: { oneIn: boxOddsOf('single').oneIn },
      double: { oneIn: boxOddsOf('double').oneIn },
      triple: { oneIn: boxOddsOf('triple').oneIn },
    },
    note: ODDS_NOTE,
  };
}

/** The odds of a straight or box play on one number. */
function oddsOfNumber(number: string, playType: 'box' | 'straight') {
  const { chance, oneIn } = playOdds({ number, mode: playType });
  return {
    number,
    playType,
    digitType: digitTypeOf(number),
    chance,
    oneIn: Math.round(oneIn * 10) / 10,
    note: ODDS_NOTE,
  };
}

/** The chance of winning a straight or box play on one number (or on any number of a digit type). */
export function odds(
  args: Static<typeof OddsArgs>,
): ReturnType<typeof oddsOfAny> | ReturnType<typeof oddsOfNumber> {
  const playType = args.playType ?? 'straight';
  return args.number === undefined ? oddsOfAny(playType) : oddsOfNumber(args.number, playType);
}

/** How many straight and box combinations the game has, by digit type. */
export function combinations() {
  return {
    straight: ALL_STRAIGHTS.length,
    box: BOX_KEYS.length,
    byDigitType: DIGIT_TYPES.map((digitType) => {
      const keys = boxKeysOf(digitType);
      return {
        digitType,
        boxCombinations: keys.length,
        ordersEach: straightCombinations(keys[0]!).length,
        straights: keys.length * straightCombinations(keys[0]!).length,
      };
    }),
  };
}

export const oddsTool = tool({
  name: 'odds',
  description: 'Exact odds of a straight or box play, optionally for one number.',
  schema: OddsArgs,
  run: (_ctx, args) => odds(args),
});

export const combinationsTool = tool({
  name: 'combinations',
  description: 'How many straight and box combinations the game has, by digit type.',
  schema: NoArgs,
  run: () => combinations(),
});
