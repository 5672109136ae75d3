// GET /api/pools/:poolId — the Lotto Pools tab.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parsePoolId } from '@pick3/core';
import { parsePoolDrawTime, poolReply } from '../../services/pool-state.js';
import { GetPoolSchema } from '@pick3/contract';

const poolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pools/:poolId', { schema: GetPoolSchema }, async (request) => {
    const poolId = parsePoolId(request.params.poolId);
    const drawTime = parsePoolDrawTime(request.query.drawTime ?? 'EVE', 'drawTime', 'querystring');
    return poolReply(app.analysis, poolId, drawTime, request.query.limit);
  });
};

export default poolsRoutes;
