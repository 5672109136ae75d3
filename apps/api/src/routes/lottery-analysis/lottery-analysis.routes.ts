// GET /api/lottery-analysis: the main page's data. The cached entry already holds the JSON text, its
// ETag and its compressed forms, so a repeated request is a lookup and a write: no analysis, no
// serialization, no compression.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEFAULT_STATE, parseAnalysisOptions, parseStateCode } from '@pick3/core';
import { LotteryAnalysisSchema } from '@pick3/contract';

/** The spec's client keeps the analysis fresh for 2 minutes. */
export const ANALYSIS_CACHE_CONTROL = 'public, max-age=120';

const lotteryAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/lottery-analysis', { schema: LotteryAnalysisSchema }, async (request, reply) => {
    const state = parseStateCode(request.query.state ?? DEFAULT_STATE);
    const options = parseAnalysisOptions(request.query);
    const entry = await app.analysis.get(state, options);
    reply.header('cache-control', ANALYSIS_CACHE_CONTROL);
    // Already serialized (and maybe compressed): sent as bytes, past the schema serializer.
    return entry.send(request, reply as FastifyReply);
  });
};

export default lotteryAnalysisRoutes;
