import { Type, type Static } from 'typebox';
import type { ReplyOf } from './route-types.js';
import { DRAW_TIMES } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import { MoneySummarySchema } from './money.schemas.js';

const MatchStatus = Type.Enum(['pending', 'win', 'loss']);
const Rate = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description });

export const ExpectedResultSchema = Type.Object({
  id: Type.String(),
  expectedDate: Type.String({ description: 'ISO date of the draw' }),
  drawTime: Type.String({ description: 'Day, Evening or Night' }),
  matchStatus: MatchStatus,
  winnerNumber: Type.Union([Type.String(), Type.Null()], { description: 'null while pending' }),
  pendingReason: Type.Union([Type.String(), Type.Null()], {
    description:
      'while pending: what the result waits for (a draw to come, a draw not stored yet, a hole); null once settled',
  }),
  remainingNumbers: Type.Array(Type.String({ pattern: '^[0-9]{3}$' }), {
    description:
      "the set recorded for this draw (the pool's remaining box keys then): what it is scored on",
  }),
});

export const ListExpectedResultsSchema = {
  tags: ['pools'],
  summary: "A tracker session's expected results with its hit rate against chance",
  querystring: Type.Object(
    {
      sessionId: SafeString({
        minLength: 1,
        maxLength: 100,
        description: 'e.g. permanent-pool-1-1',
      }),
      stake: Type.Optional(
        Type.Number({
          exclusiveMinimum: 0,
          maximum: 100,
          default: 1,
          description:
            'dollars per number for `money`, each played straight (a stake the state sells straight plays at: 0.5 or 1 in Georgia; default 1)',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      results: Type.Array(ExpectedResultSchema, { description: 'newest draw first' }),
      wins: Type.Integer({ minimum: 0 }),
      losses: Type.Integer({ minimum: 0 }),
      pending: Type.Integer({ minimum: 0 }),
      hitRate: Rate('wins / (wins + losses); null before any result settled'),
      chanceRate: Rate(
        'mean remaining / 220 over the settled results (domain.md §7): the share of box keys, not a probability; screens show straightChanceRate',
      ),
      straightChanceRate: Rate(
        "mean probability that a draw hits the remaining set (straights covered / 1,000, core's chanceOfSet): the tracker's chance",
      ),
      money: MoneySummarySchema,
    }),
    ...errorResponses,
  },
};

export const TriggerMatchSchema = {
  tags: ['pools'],
  summary:
    'Settle pending tracker results against stored draws, and record the next draw of each permanent pool',
  params: Type.Object({
    state: Type.Enum(['GA', 'ga'], { description: 'the trackers follow Georgia' }),
  }),
  response: {
    200: Type.Object({
      state: Type.String(),
      settled: Type.Array(
        Type.Object({
          id: Type.String(),
          sessionId: Type.String(),
          expectedDate: Type.String(),
          drawTime: Type.Enum([...DRAW_TIMES]),
          matchStatus: MatchStatus,
          winnerNumber: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
      recorded: Type.Array(
        Type.Object({
          sessionId: Type.String(),
          expectedDate: Type.String(),
          drawTime: Type.Enum([...DRAW_TIMES]),
          created: Type.Boolean({ description: 'false when this draw was already recorded' }),
          remainingCount: Type.Integer({ minimum: 0 }),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export type MatchStatus = Static<typeof MatchStatus>;
export type ExpectedResult = Static<typeof ExpectedResultSchema>;
export type ExpectedResults = ReplyOf<typeof ListExpectedResultsSchema>;
export type TriggerMatchReply = ReplyOf<typeof TriggerMatchSchema>;
