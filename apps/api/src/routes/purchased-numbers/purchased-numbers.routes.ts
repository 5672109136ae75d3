// GET /api/purchased-numbers: what the visitor has paid for (filled by the payments routes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { purchasedPlaysRepository } from '@pick3/db';
import { PurchasedNumbersSchema } from './purchased-numbers.schemas.js';

const purchasedNumbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/purchased-numbers', { schema: PurchasedNumbersSchema }, async (request, reply) => {
    const plays = await purchasedPlaysRepository.listByVisitor(app.db, request.visitorId);
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
