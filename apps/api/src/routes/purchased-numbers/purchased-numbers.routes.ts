// GET /api/purchased-numbers: what the owner has paid for (filled by the payments routes): the
// account's plays on any browser, else what this browser bought logged out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { purchasedPlaysRepository } from '@pick3/db';
import { PurchasedNumbersSchema } from '@pick3/contract';
import { playOwner } from '../../services/play-owner.js';

const purchasedNumbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/purchased-numbers', { schema: PurchasedNumbersSchema }, async (request, reply) => {
    const plays = await purchasedPlaysRepository.listByOwner(app.db, await playOwner(app, request));
    reply.header('cache-control', 'private, no-store');
    return {
      plays: plays.map(({ createdAt, ...play }) => ({
        ...play,
        id: String(play.id),
        purchasedAt: createdAt.toISOString(),
      })),
    };
  });
};

export default purchasedNumbersRoutes;
