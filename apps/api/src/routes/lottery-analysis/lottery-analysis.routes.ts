// GET /api/lottery-analysis: the main page's data. The cached entry already holds the JSON text, its
// ETag and its compressed forms, so a repeated request is a lookup and a write: no analysis, no
// serialization, no compression.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { parseAnalysisOptions, parseStateCode } from '@pick3/core';
import { ifNoneMatchHits, negotiateCoding } from '../../lib/http-cache.js';
import { LotteryAnalysisSchema } from './lottery-analysis.schemas.js';

/** The spec's client keeps the analysis fresh for 2 minutes. */
export const ANALYSIS_CACHE_CONTROL = 'public, max-age=120';

const lotteryAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/lottery-analysis', { schema: LotteryAnalysisSchema }, async (request, reply) => {
    const state = parseStateCode(request.query.state ?? 'TX');
    const options = parseAnalysisOptions(request.query);
    const entry = await app.analysis.get(state, options);
    const coding = negotiateCoding(request.headers['accept-encoding']);
    reply.header('cache-control', ANALYSIS_CACHE_CONTROL).header('vary', 'accept-encoding');
    reply.header('etag', entry.etagFor(coding));
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send(null);
    }
    // Already serialized (and maybe compressed): sent as bytes, past the schema serializer.
    const raw = reply as FastifyReply;
    raw.type('application/json; charset=utf-8');
    if (coding === undefined) return raw.send(entry.bytes);
    const bytes = await entry.compressed(coding);
    return raw.header('content-encoding', coding).send(bytes);
  });
};

export default lotteryAnalysisRoutes;
