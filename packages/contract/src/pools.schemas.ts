import { Type, type Static } from 'typebox';
import type { QueryOf } from './route-types.js';
import { MAX_LIMIT, POOL_IDS } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';

export const PoolSchema = Type.Object({
  id: Type.String({ description: "pool label, e.g. '1,1'" }),
  name: Type.String(),
  title: Type.String(),
  removedNumbers: Type.Array(Type.String(), { description: 'box keys drawn in the window' }),
  remainingNumbers: Type.Array(Type.String(), {
    description: 'box keys not drawn: these can go to the cart',
  }),
  totalCount: Type.Integer({ description: 'members of the pool (removed + remaining)' }),
});

export const GetPoolSchema = {
  tags: ['pools'],
  summary: 'One Georgia pool: its removed and remaining box keys for a draw time',
  params: Type.Object({
    poolId: SafeString({
      description: `${POOL_IDS.join(', ')} (also '1,1' or 'Pool 1,1')`,
      maxLength: 20,
    }),
  }),
  querystring: Type.Object(
    {
      drawTime: Type.Optional(
        SafeString({
          default: 'EVE',
          maxLength: 10,
          description: 'Day, Eve or Nite (or DAY, EVE, NITE)',
        }),
      ),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: MAX_LIMIT })),
      state: Type.Optional(
        Type.Enum(['GA', 'ga'], { default: 'GA', description: 'pools are Georgia only' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: PoolSchema, ...errorResponses },
};

export type Pool = Static<typeof PoolSchema>;
export type PoolQuery = QueryOf<typeof GetPoolSchema>;
