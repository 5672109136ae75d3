// The picks board (issue 37): GET /api/board/:state is public; a signed-in player's picks for an
// upcoming draw are GET/PUT /api/me/board-picks (the session's own routes). The use cases are in
// services/board.service.ts; these handlers only translate HTTP.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetBoardSchema, GetMyBoardPicksSchema, PutMyBoardPicksSchema } from '@pick3/contract';
import { boardOf, playerPicks, putPlayerPicks } from '../../services/board.service.js';
import { requireUser } from '../../services/owner.js';

/** Posting picks: 20 a minute per address (the global limit covers reading). */
const POST_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  keyGenerator: (request: { ip: string }) => `board-picks:${request.ip}`,
};

const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The app's one clock (the states service's, which tests pin): the sales close is read against it.
  const now = () => app.states.now();

  app.get('/board/:state', { schema: GetBoardSchema }, async (request, reply) => {
    // Picks change at any moment and numbers appear at the close: never kept by a cache.
    reply.header('cache-control', 'no-cache');
    return boardOf(app.db, request.params.state, request.query, now());
  });

  app.get('/me/board-picks', { schema: GetMyBoardPicksSchema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const user = requireUser(request.owner);
    return { picks: await playerPicks(app.db, user.id, request.query) };
  });

  app.put(
    '/me/board-picks',
    { schema: PutMyBoardPicksSchema, config: { rateLimit: POST_LIMIT } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = requireUser(request.owner);
      return { picks: await putPlayerPicks(app.db, user.id, request.body, now()) };
    },
  );
};

export default boardRoutes;
