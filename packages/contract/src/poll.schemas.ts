import { Type } from 'typebox';
import { PAIRSUM_GROUPS } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import { StateCode } from './lottery-analysis.schemas.js';

export const PollSchema = {
  tags: ['analysis'],
  summary: 'Store a poll answer',
  body: Type.Object(
    {
      pollType: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9 _-]+$' }),
      selectedLottoPool: Type.Optional(
        SafeString({ maxLength: 20, description: "a pool: '1,1', '1-1' or 'Pool 1,1'" }),
      ),
      selectedPairsum: Type.Optional(Type.Enum([...PAIRSUM_GROUPS])),
      state: Type.Optional(StateCode),
    },
    { additionalProperties: false },
  ),
  response: {
    201: Type.Object({ ok: Type.Literal(true), id: Type.Integer() }),
    ...errorResponses,
  },
};
