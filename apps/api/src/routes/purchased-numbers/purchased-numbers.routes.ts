// GET /api/purchased-numbers: what the owner has paid for (filled by the payments routes): the
// account's plays on any browser, else what this browser bought logged out, each with its result
// and prize once its draw is stored (services/purchased-plays.service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PurchasedNumbersSchema } from '@pick3/contract';
import { languageOf } from '../../messages/index.js';
import { playOwner } from '../../services/play-owner.js';
import { purchasedPlaysWithResults } from '../../services/purchased-plays.service.js';

const purchasedNumbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/purchased-numbers', { schema: PurchasedNumbersSchema }, async (request, reply) => {
    const plays = await purchasedPlaysWithResults(
      app,
      playOwner(request.owner),
      languageOf(request.headers['accept-language']),
    );
    reply.header('cache-control', 'private, no-store');
    return { plays };
  });
};

export default purchasedNumbersRoutes;
