import { Type, type Static } from 'typebox';
import { DRAW_TIMES } from '@pick3/core';

const Dollars = (description: string) => Type.Number({ description });
const PerDollar = (description: string) =>
  Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description });

/**
 * The money of a run of plays (core `MoneySummary`): what the plays cost and won in dollars by the
 * state's prize table, beside what chance gives back for the same plays.
 */
export const MoneySummarySchema = Type.Object(
  {
    state: Type.String({ description: "the prize table's state" }),
    stake: Type.Number({ description: 'dollars per number played per draw' }),
    play: Type.Union(
      [
        Type.Literal('remaining-box', {
          description:
            'every remaining box key played on each draw: a box play at `stake`, a triple (one order) a straight',
        }),
        Type.Literal('remaining-straight', {
          description:
            'every remaining number played on each draw as the basket sells it: a straight play at `stake` (the tracker)',
        }),
      ],
      { description: 'how the plays were made' },
    ),
    rounds: Type.Integer({ minimum: 0, description: 'draws played (settled draws)' }),
    spend: Dollars('dollars spent'),
    won: Dollars('dollars won by the prize table'),
    net: Dollars('won − spend'),
    returnPerDollar: PerDollar('won / spend; null before anything was spent'),
    expectedWon: Dollars('what chance gives back for the same plays (prize table × probability)'),
    expectedNet: Dollars('expectedWon − spend'),
    expectedReturn: PerDollar('expectedWon / spend; null before anything was spent'),
    longestLosingStreak: Type.Integer({
      minimum: 0,
      description: 'most draws in a row that won nothing',
    }),
    largestDrawdown: Type.Number({
      minimum: 0,
      description: 'largest fall of the running balance below its previous high (dollars)',
    }),
    balance: Type.Array(
      Type.Object({
        date: Type.String({ description: 'ISO date of the draw' }),
        drawTime: Type.Enum([...DRAW_TIMES]),
        balance: Dollars('running net after this draw'),
        expectedBalance: Dollars("the chance baseline's running net (expected won − spend)"),
      }),
      { description: 'oldest draw first' },
    ),
  },
  { description: 'money of the plays against the chance baseline (issue 25 item 5)' },
);

export type MoneySummaryWire = Static<typeof MoneySummarySchema>;
