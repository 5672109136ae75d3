import { Type } from 'typebox';
import type { ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';

export const PurchasedNumbersSchema = {
  tags: ['pools'],
  summary: "The visitor's paid plays, newest first (empty until a payment is captured)",
  response: {
    200: Type.Object({
      plays: Type.Array(
        Type.Object({
          id: Type.String(),
          orderId: Type.String(),
          number: Type.String({ pattern: '^[0-9]{3}$' }),
          state: Type.String(),
          drawTime: Type.String(),
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
