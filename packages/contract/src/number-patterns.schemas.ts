import { PATTERN_KINDS } from '@pick3/core';
import { Type } from 'typebox';
import { errorResponses } from './error.schemas.js';
import { AnalysisQuerySchema } from './lottery-analysis.schemas.js';

// The patterns tallied are core's (patternTallies).

const Counts = Type.Array(
  Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  {
    description: 'every possible value in its usual order, zero counts included',
  },
);

export const NumberPatternsSchema = {
  tags: ['analysis'],
  summary: 'How often each pattern value occurs among the analysed draws (for charts)',
  description: 'Same parameters and draws as /api/lottery-analysis.',
  querystring: AnalysisQuerySchema,
  response: {
    200: Type.Object({
      state: Type.String(),
      total: Type.Integer({ minimum: 0, description: 'draws counted' }),
      patterns: Type.Object(
        Object.fromEntries(PATTERN_KINDS.map((kind) => [kind, Counts])) as Record<
          (typeof PATTERN_KINDS)[number],
          typeof Counts
        >,
      ),
    }),
    ...errorResponses,
  },
};
