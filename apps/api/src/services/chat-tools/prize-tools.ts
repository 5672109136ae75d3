// The chat tools on money: what a play pays by the state's prize table, "should I play N?", and
// what one play made over a period would have cost and won.
import {
  costOf,
  digitTypeOf,
  expectedReturn,
  gameName,
  lookupNumber as coreLookupNumber,
  parsePrizePlay,
  playTypesOf,
  PRIZE_PLAY_TYPES,
  prizeOf,
  playOdds,
  stateName,
  straightCombinations,
  type Hit,
  type PrizePlayType,
  type SkipStats,
} from '@pick3/core';
import { Type, type Static } from 'typebox';
import { playWinnings } from '../chat-facts.js';
import { type ChatToolContext, stateOf, historyOf } from './tool-context.js';
import { fromCore } from './tool-error.js';
import { ODDS_NOTE } from './odds-note.js';
import { stateParam, numberParam, drawTimeParam, strict } from './tool-params.js';
import { round2, drawOf } from './figures.js';
import { tool } from './define-tool.js';

const ShouldIPlayArgs = Type.Object(
  { state: Type.Optional(stateParam), number: numberParam },
  strict,
);
const PlayPrizeArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    number: numberParam,
    type: Type.Enum([...PRIZE_PLAY_TYPES], { description: 'The play type' }),
    stake: Type.Number({ exclusiveMinimum: 0, description: 'Dollars per play, e.g. 1 or 0.5' }),
  },
  strict,
);
const isoDate = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });
const PlayWinningsArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    number: numberParam,
    type: Type.Enum([...PRIZE_PLAY_TYPES], { description: 'The play type' }),
    stake: Type.Number({ exclusiveMinimum: 0, description: 'Dollars per play, e.g. 1 or 0.5' }),
    from: isoDate('First day played, YYYY-MM-DD'),
    to: isoDate('Last day played, YYYY-MM-DD'),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);

/** A $1 play's prize in a state when it wins, its odds and its expected return per dollar. */
function dollarPlay(state: string, number: string, type: PrizePlayType) {
  if (!playTypesOf(state).includes(type)) return null;
  if (type === 'box' && digitTypeOf(number) === 'triple') return null; // one order: nothing to box
  const play = { number, type, stake: 1 };
  return {
    prize: prizeOf(state, play, number),
    ...playOdds({ number, mode: type === 'box' ? 'box' : 'straight' }),
    expectedReturnPerDollar: round2(expectedReturn(state, play)),
  };
}

/**
 * "Should I play N?": its straight and box odds for its digit pattern, the state's $1 prizes, when
 * it was last drawn in the state's history, the expected return per $1, and that no pattern changes
 * the odds.
 */
export async function shouldIPlay(ctx: ChatToolContext, args: Static<typeof ShouldIPlayArgs>) {
  const state = stateOf(args.state, ctx);
  const number = args.number;
  const draws = await historyOf(ctx, state);
  const r = fromCore(() => coreLookupNumber(draws, number, { state }));
  const straight = fromCore(() => dollarPlay(state, number, 'straight'));
  const box = fromCore(() => dollarPlay(state, number, 'box'));
  const last = (hits: readonly Hit[], stats: SkipStats) =>
    hits[0] === undefined ? null : { ...drawOf(hits[0]), drawsAgo: stats.drawsSinceLast };
  return {
    state,
    stateName: stateName(state),
    game: gameName(state),
    number,
    box: r.boxKey,
    digitType: r.digitType,
    drawsStored: draws.length,
    straight,
    boxPlay: box,
    lastSeenStraight: last(r.straightHits, r.straight),
    lastSeenBox: last(r.boxHits, r.box),
    note: ODDS_NOTE,
  };
}

/** What a play pays in a state: on the exact order and, for box plays, on another order; its cost and expected return. */
export function playPrize(ctx: ChatToolContext, args: Static<typeof PlayPrizeArgs>) {
  const state = stateOf(args.state, ctx);
  const play = fromCore(() =>
    parsePrizePlay(state, { number: args.number, type: args.type, stake: args.stake }),
  );
  const otherOrder = straightCombinations(play.number).find((s) => s !== play.number);
  return {
    state,
    stateName: stateName(state),
    game: gameName(state),
    number: play.number,
    type: play.type,
    stake: play.stake,
    cost: costOf(state, play),
    prizeExactOrder: prizeOf(state, play, play.number),
    prizeOtherOrder: otherOrder === undefined ? null : prizeOf(state, play, otherOrder),
    expectedReturnPerDollar: round2(expectedReturn(state, play)),
    offeredTypes: playTypesOf(state),
    note: ODDS_NOTE,
  };
}

export const shouldIPlayTool = tool({
  name: 'should_i_play',
  description:
    "For one number in a state: straight and box odds for its digit pattern, the state's $1 prizes, when it was last drawn and the expected return per $1.",
  schema: ShouldIPlayArgs,
  run: shouldIPlay,
});

export const playPrizeTool = tool({
  name: 'play_prize',
  description:
    "What a play pays in a state's prize table (exact order and, for box plays, another order), its cost and expected return per $1.",
  schema: PlayPrizeArgs,
  run: playPrize,
});

export const playWinningsTool = tool({
  name: 'play_winnings',
  description:
    "What one play made at every stored draw from `from` to `to` would have cost and won by the state's prize table, beside what chance gives back; null when no draw of the period is stored.",
  schema: PlayWinningsArgs,
  run: (ctx, a) =>
    playWinnings(ctx, {
      state: stateOf(a.state, ctx),
      play: { number: a.number, type: a.type, stake: a.stake },
      from: a.from,
      to: a.to,
      drawTime: a.drawTime,
    }),
});
