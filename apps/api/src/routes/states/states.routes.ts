// GET /api/states: the state select and the Lottery Sites list. Names, games and URLs come from the
// seeded state_pick3_urls table; draw counts and date ranges from the draws themselves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gameName, stateName } from '@pick3/core';
import { drawsRepository, statesRepository } from '@pick3/db';
import { StatesSchema } from './states.schemas.js';

/** The spec's default state leads the list. */
const FIRST_STATE = 'TX';

const statesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/states', { schema: StatesSchema }, async (_request, reply) => {
    const [sites, counts] = await Promise.all([statesRepository.list(app.db), drawsRepository.countByState(app.db)]);
    const countOf = new Map(counts.map((c) => [c.state, c]));
    const codes = new Set([...sites.map((s) => s.stateCode), ...counts.map((c) => c.state)]);
    const siteOf = new Map(sites.map((s) => [s.stateCode, s]));
    const states = [...codes]
      .sort((a, b) => (a === FIRST_STATE ? -1 : b === FIRST_STATE ? 1 : a.localeCompare(b)))
      .map((code) => {
        const site = siteOf.get(code);
        const count = countOf.get(code);
        return {
          code,
          name: site?.stateName ?? stateName(code),
          gameName: site?.gameName ?? gameName(code),
          url: site?.pick3Url ?? '',
          drawCount: count?.count ?? 0,
          firstDate: count?.firstDate ?? null,
          lastDate: count?.lastDate ?? null,
        };
      });
    // Counts move at most hourly; the client keeps this list for an hour anyway.
    reply.header('cache-control', 'public, max-age=60');
    return { states };
  });
};

export default statesRoutes;
