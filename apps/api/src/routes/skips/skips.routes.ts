// GET /api/skips: the skips ("due") table of a state, always with the note that skips do not change
// the next draw's odds and the chi-square of the observed counts against a fair draw.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEFAULT_STATE, parseStateCode } from '@pick3/core';
import { SkipsCache } from './skips-cache.js';
import { SkipsSchema } from '@pick3/contract';

const skipsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new SkipsCache(app.db);

  app.get('/skips', { schema: SkipsSchema }, async (request, reply) => {
    const entry = await cache.get({
      state: parseStateCode(request.query.state ?? DEFAULT_STATE),
      mode: request.query.mode ?? 'box',
      window: request.query.window,
      drawTime: request.query.drawTime || undefined,
    });
    // Already serialized (and maybe compressed): sent as bytes, past the schema serializer.
    return entry.send(request, reply as FastifyReply);
  });
};

export default skipsRoutes;
