// GET /api/number-patterns: pattern frequencies over the same draws as the analysis, tallied by
// core (patternTallies).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_STATE, parseAnalysisOptions, parseStateCode, patternTallies } from '@pick3/core';
import { ANALYSIS_CACHE_CONTROL } from '../lottery-analysis/lottery-analysis.routes.js';
import { NumberPatternsSchema } from '@pick3/contract';

const numberPatternsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/number-patterns', { schema: NumberPatternsSchema }, async (request, reply) => {
    const state = parseStateCode(request.query.state ?? DEFAULT_STATE);
    const { analysis } = await app.analysis.get(state, parseAnalysisOptions(request.query));
    reply.header('cache-control', ANALYSIS_CACHE_CONTROL);
    return {
      state,
      total: analysis.draws.length,
      patterns: patternTallies(analysis.draws),
    };
  });
};

export default numberPatternsRoutes;
