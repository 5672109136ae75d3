// GET /api/pools/:poolId — the Lotto Pools tab.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parsePoolId } from '@pick3/core';
import { currentPool, parsePoolDrawTime } from '../../services/pool-state.js';
import { GetPoolSchema } from './pools.schemas.js';

const poolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pools/:poolId', { schema: GetPoolSchema }, async (request) => {
    const poolId = parsePoolId(request.params.poolId);
    const drawTime = parsePoolDrawTime(request.query.drawTime ?? 'EVE', 'drawTime', 'querystring');
    const pool = await currentPool(app.analysis, poolId, drawTime, request.query.limit);
    return { ...pool, totalCount: pool.removedNumbers.length + pool.remainingNumbers.length };
  });
};

export default poolsRoutes;
