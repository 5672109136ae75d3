import { Type, type Static } from 'typebox';
import type { QueryOf, ReplyOf } from './route-types.js';
import { DRAW_TIMES, PRIZE_PLAY_TYPES } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { IsoDate, Straight } from './draws.schemas.js';
import { SafeString } from './safe-text.js';
import { StateCode } from './lottery-analysis.schemas.js';

/** Said with every answer: the history says what a play would have won, not what it will win. */
export const CHECK_NUMBERS_NOTE =
  'Past wins do not change the odds: every number has the same chance each draw, so the expected return is the honest yardstick.';

export const PlayWinSchema = Type.Object({
  date: IsoDate,
  drawTime: Type.Enum([...DRAW_TIMES]),
  drawn: Straight,
  prize: Type.Number({ minimum: 0, description: 'dollars' }),
});

export const CheckNumbersSchema = {
  tags: ['draws'],
  summary:
    'Every draw of a date range a play would have won, with its prize, totals and the chance baseline',
  description:
    'One play (number, play type, stake) on every stored draw between `from` and `to` (inclusive; absent: the ' +
    "history's first or last date), priced by the state's prize table. `expectedReturn` is the prize table's " +
    'return per dollar on a fair draw (probability × prize); `expectedWon` is what chance gives back on the spend.',
  querystring: Type.Object(
    {
      state: StateCode,
      number: Straight,
      type: Type.Optional(
        Type.Enum([...PRIZE_PLAY_TYPES], {
          default: 'straight',
          description:
            'straight (default), box (6-way or 3-way by the number), straight-box, combo, front-pair, back-pair, split-pair',
        }),
      ),
      stake: Type.Optional(
        Type.Number({
          exclusiveMinimum: 0,
          maximum: 100,
          default: 1,
          description: 'dollars per play (per order for a combo), e.g. 0.5 or 1 (default)',
        }),
      ),
      from: Type.Optional(IsoDate),
      to: Type.Optional(IsoDate),
      drawTimes: Type.Optional(
        SafeString({
          maxLength: 60,
          description:
            "the draw times played, comma-separated codes or labels ('EVE,NITE', 'Evening,Night'); default every draw time the state holds",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      state: Type.String(),
      number: Straight,
      type: Type.Enum([...PRIZE_PLAY_TYPES]),
      stake: Type.Number(),
      cost: Type.Number({
        description: 'dollars per draw: the stake, times the orders for a combo',
      }),
      from: IsoDate,
      to: IsoDate,
      wins: Type.Array(PlayWinSchema, { description: 'newest first' }),
      plays: Type.Integer({ minimum: 0, description: 'draws in the range: one play on each' }),
      spend: Type.Number({ minimum: 0 }),
      won: Type.Number({ minimum: 0 }),
      net: Type.Number({ description: 'won − spend' }),
      expectedReturn: Type.Number({
        minimum: 0,
        description:
          'chance baseline: the expected return per dollar (0.5: half of each dollar comes back on average)',
      }),
      expectedWon: Type.Number({ minimum: 0, description: 'spend × expectedReturn' }),
      drawTimes: Type.Array(Type.Enum([...DRAW_TIMES]), { description: 'the draw times played' }),
      missing: Type.Array(
        Type.Object({
          drawTime: Type.Enum([...DRAW_TIMES]),
          from: IsoDate,
          to: IsoDate,
          count: Type.Integer({ minimum: 1 }),
        }),
        {
          description:
            'scheduled draws of those draw times in the range that the history lacks, as runs: not played, out of spend and winnings',
        },
      ),
      missingDraws: Type.Integer({ minimum: 0, description: 'draws in `missing`' }),
      returnPerDollar: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
        description: 'won / spend; null when nothing was played',
      }),
      longestLosingStreak: Type.Integer({
        minimum: 0,
        description: 'most played draws in a row that won nothing',
      }),
      prizeTable: Type.Object({
        source: Type.String({ description: "the lottery's page of the prize table" }),
        verified: Type.Boolean({
          description: 'figures checked against a copy of the published chart',
        }),
        note: Type.Optional(Type.String()),
      }),
      note: Type.String(),
    }),
    ...errorResponses,
  },
};

export type PlayWinReply = Static<typeof PlayWinSchema>;
export type CheckNumbersReply = ReplyOf<typeof CheckNumbersSchema>;
export type CheckNumbersQuery = QueryOf<typeof CheckNumbersSchema>;
