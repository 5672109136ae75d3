// The picks board (issue 37): GET /api/board/:state (public: each draw's picks, hits and prizes, and
// the table against chance) and a signed-in player's picks for an upcoming draw
// (GET/PUT /api/me/board-picks).
import { Type, type Static } from 'typebox';
import { BOARD_PERIODS, BOARD_STRATEGIES, DRAW_TIMES, PRIZE_PLAY_TYPES } from '@pick3/core';
import type { BodyOf, QueryOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { IsoDate, Straight } from './draws.schemas.js';
import { StateCode } from './lottery-analysis.schemas.js';
import { SafeString } from './safe-text.js';

/** Picks a player may post for one draw. */
export const BOARD_MAX_PICKS = 10;
/** The longest name a player's picks are shown under. */
export const BOARD_NAME_MAX_LENGTH = 40;

const DrawTime = Type.Enum([...DRAW_TIMES]);
const PlayType = Type.Enum([...PRIZE_PLAY_TYPES]);

export const BoardPickInputSchema = Type.Object(
  {
    number: Straight,
    type: PlayType,
    stake: Type.Number({
      exclusiveMinimum: 0,
      maximum: 100,
      description: 'dollars (per order for a combo), a stake the state sells',
    }),
  },
  { additionalProperties: false },
);

const PickDraw = {
  state: StateCode,
  date: IsoDate,
  drawTime: DrawTime,
};

export const BoardPickSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('player'), Type.Literal('strategy')]),
  /** A player's board name, or the strategy's code. */
  name: Type.String(),
  strategy: Type.Union([Type.Enum([...BOARD_STRATEGIES]), Type.Null()]),
  number: Type.Union([Straight, Type.Null()], {
    description: "null until the draw's sales close: nobody copies a pick before the draw",
  }),
  type: PlayType,
  stake: Type.Number({ description: 'dollars' }),
  cost: Type.Number({ description: 'dollars' }),
  createdAt: Type.String({ format: 'date-time', description: 'when the pick was made' }),
  backfilled: Type.Boolean({
    description: "a strategy's pick computed after its draw, from the draws before it only",
  }),
  outcome: Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Null()]),
  prize: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
});
export type BoardPick = Static<typeof BoardPickSchema>;

export const BoardDrawSchema = Type.Object({
  date: IsoDate,
  drawTime: DrawTime,
  closesAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  drawn: Type.Union([Straight, Type.Null()]),
  picks: Type.Array(BoardPickSchema),
  regrades: Type.Integer({ minimum: 0, description: 'grades replaced after a corrected draw' }),
});
export type BoardDraw = Static<typeof BoardDrawSchema>;

export const BoardRowSchema = Type.Object({
  kind: Type.Union([Type.Literal('player'), Type.Literal('strategy')]),
  name: Type.String(),
  strategy: Type.Union([Type.Enum([...BOARD_STRATEGIES]), Type.Null()]),
  ranked: Type.Boolean({ description: 'strategies always; players from 100 picks' }),
  picks: Type.Integer({ minimum: 0 }),
  hits: Type.Integer({ minimum: 0 }),
  hitRate: Type.Union([Type.Number(), Type.Null()]),
  low: Type.Number({ description: '95% Wilson interval of the hit rate, low end' }),
  high: Type.Number(),
  chanceRate: Type.Union([Type.Number(), Type.Null()], {
    description: 'the mean chance of the same plays on a fair draw',
  }),
  spent: Type.Number({ description: 'dollars' }),
  won: Type.Number({ description: 'dollars' }),
  returnPerDollar: Type.Union([Type.Number(), Type.Null()]),
  expectedReturnPerDollar: Type.Union([Type.Number(), Type.Null()], {
    description: "the prize table's expected return per dollar of the same plays",
  }),
  beatsChance: Type.Boolean({ description: 'the interval lies wholly above the chance rate' }),
});
export type BoardTableRow = Static<typeof BoardRowSchema>;

export const GetBoardSchema = {
  tags: ['board'],
  summary:
    "A state's picks board: each draw's picks, hits and prizes, and the table against chance",
  description:
    'Players and built-in strategies post picks before a draw; each is graded by the state’s prize table ' +
    'when the draw is stored. The table (period 30d, 365d or all) gives hits with a 95% Wilson interval ' +
    'beside the chance rate of the same plays, and money against the expected return.',
  params: Type.Object({ state: StateCode }, { additionalProperties: false }),
  querystring: Type.Object(
    {
      period: Type.Optional(Type.Enum([...BOARD_PERIODS], { default: '30d' })),
      draws: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 30, default: 10, description: 'draws listed' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      state: Type.String(),
      period: Type.Enum([...BOARD_PERIODS]),
      minRankedPicks: Type.Integer(),
      /** The next draw picks can be posted for (its sales still open), or null. */
      nextDraw: Type.Union([
        Type.Object({ date: IsoDate, drawTime: DrawTime, closesAt: Type.String() }),
        Type.Null(),
      ]),
      draws: Type.Array(BoardDrawSchema),
      table: Type.Array(BoardRowSchema),
    }),
    ...errorResponses,
  },
};
export type BoardReply = ReplyOf<typeof GetBoardSchema>;
export type BoardQuery = QueryOf<typeof GetBoardSchema>;

export const GetMyBoardPicksSchema = {
  tags: ['board'],
  summary: "The signed-in player's picks for one draw",
  querystring: Type.Object(PickDraw, { additionalProperties: false }),
  response: {
    200: Type.Object({ picks: Type.Array(BoardPickSchema) }),
    ...errorResponses,
  },
};

export const PutMyBoardPicksSchema = {
  tags: ['board'],
  summary:
    "Post (or replace) the signed-in player's picks for an upcoming draw, until its sales close",
  description:
    'Up to 10 picks (number, play type, stake) for one draw; an empty list withdraws them. After the ' +
    "draw's sales close the picks are locked: 409 PICKS_LOCKED naming the draw.",
  body: Type.Object(
    {
      ...PickDraw,
      name: SafeString({ minLength: 1, maxLength: BOARD_NAME_MAX_LENGTH }),
      picks: Type.Array(BoardPickInputSchema, { maxItems: BOARD_MAX_PICKS }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ picks: Type.Array(BoardPickSchema) }),
    ...errorResponses,
  },
};
export type PutMyBoardPicksBody = BodyOf<typeof PutMyBoardPicksSchema>;
export type MyBoardPicksReply = ReplyOf<typeof PutMyBoardPicksSchema>;
