import { Type } from 'typebox';
import type { ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';

export const PurchasedNumbersSchema = {
  tags: ['pools'],
  summary:
    "The paid plays, newest first: the account's on any browser when logged in, else those this browser bought logged out",
  response: {
    200: Type.Object({
      plays: Type.Array(
        Type.Object({
          id: Type.String(),
          orderId: Type.String(),
          number: Type.String({ pattern: '^[0-9]{3}$' }),
          state: Type.String(),
          drawTime: Type.String(),
          drawDate: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
            description:
              "ISO date (the state's zone) of the draw the play is for; null for plays bought before it was recorded",
          }),
          playType: Type.String(),
          lottoPool: Type.String(),
          quantity: Type.Integer(),
          pricePerPlay: Type.Integer({ description: 'cents' }),
          purchasedAt: Type.String({ description: 'ISO timestamp' }),
          result: Type.Union(
            [
              Type.Object({
                status: Type.Union([
                  Type.Literal('pending'),
                  Type.Literal('win'),
                  Type.Literal('loss'),
                ]),
                drawn: Type.Union([Type.String({ pattern: '^[0-9]{3}$' }), Type.Null()], {
                  description: 'the number drawn; null while the draw is not stored',
                }),
                prize: Type.Number({
                  description:
                    "dollars the line won (each play settled as its ticket says by the state's prize table, times the quantity); 0 on a loss or pending",
                }),
                stake: Type.Number({ description: 'dollars per play' }),
                cost: Type.Number({ description: 'dollars the line cost' }),
                pendingReason: Type.Union([Type.String(), Type.Null()], {
                  description:
                    "while pending: the draw the play waits for and when its data is due (the reader's language)",
                }),
              }),
              Type.Null(),
            ],
            { description: 'null for a play bought before draws were recorded (no draw date)' },
          ),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export type PurchasedNumbers = ReplyOf<typeof PurchasedNumbersSchema>;
export type PurchasedNumber = PurchasedNumbers['plays'][number];
