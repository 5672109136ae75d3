// A browser's logged-out plays and cart, offered to the account after a login (issue 25): the web
// asks the player; only their yes (POST /api/me/claim-visitor-plays) moves them, into the session's
// own account. A decline calls nothing: they stay with the visitor cookie.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cartRepository, purchasedPlaysRepository } from '@pick3/db';
import { ClaimVisitorPlaysSchema, GetVisitorPlaysSchema, MAX_QUANTITY } from '@pick3/contract';
import { requireUser } from '../../services/owner.js';

const visitorPlaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/me/visitor-plays', { schema: GetVisitorPlaysSchema }, async (request) => {
    requireUser(request.owner);
    const [plays, cartItems] = await Promise.all([
      purchasedPlaysRepository.countVisitorPlays(app.db, request.visitorId),
      cartRepository.countVisitorLines(app.db, request.visitorId),
    ]);
    return { plays, cartItems };
  });

  app.post('/me/claim-visitor-plays', { schema: ClaimVisitorPlaysSchema }, async (request) => {
    const user = requireUser(request.owner);
    return purchasedPlaysRepository.moveToAccount(app.db, request.visitorId, user.id, MAX_QUANTITY);
  });
};

export default visitorPlaysRoutes;
