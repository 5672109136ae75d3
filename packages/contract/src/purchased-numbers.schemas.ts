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
        }),
      ),
    }),
    ...errorResponses,
  },
};

export type PurchasedNumbers = ReplyOf<typeof PurchasedNumbersSchema>;
export type PurchasedNumber = PurchasedNumbers['plays'][number];
