// GET /api/states: the state select, the Lottery Sites list and each state's freshness.
// GET /api/states/:code/coverage: the holes in a state's stored history. Both read app.states, which
// reads the database once per ingestion and computes the time-dependent parts per request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { isKnownState, parseStateCode } from '@pick3/core';
import { HttpError } from '../../lib/http-error.js';
import { CoverageSchema, StatesSchema } from './states.schemas.js';

const statesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/states', { schema: StatesSchema }, async (request, reply) => {
    const json = await app.states.listJson();
    // Status turns from live to behind when a draw is due; a minute of client caching is the bound.
    reply.header('cache-control', 'public, max-age=60');
    // Serialized once per computed list (the shape of StatesSchema's 200), sent as bytes.
    return json.send(request, reply as FastifyReply);
  });

  app.get('/states/:code/coverage', { schema: CoverageSchema }, async (request, reply) => {
    const code = parseStateCode(request.params.code);
    const coverage = isKnownState(code) ? await app.states.coverage(code) : undefined;
    if (coverage === undefined)
      throw new HttpError(404, 'NOT_FOUND', `No state ${code}.`, { field: 'code' });
    reply.header('cache-control', 'public, max-age=60');
    return coverage;
  });
};

export default statesRoutes;
