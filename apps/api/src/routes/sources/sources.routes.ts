// GET /api/sources: every source of every state with its health (kind, verified, role, last success
// and failure with the recorded reason, newest draw seen, agreement with the other source, backfill
// progress), for operators; `pick3-scraper sources --json` prints the same.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SourcesSchema } from '@pick3/contract';
import { sourceHealth, sourceHealthJson } from '@pick3/scraper';

const sourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sources', { schema: SourcesSchema }, async (_request, reply) => {
    const health = await sourceHealth(app.db, new Date());
    // A backfill's progress moves page by page: a short cache at most.
    reply.header('cache-control', 'public, max-age=10');
    return { sources: health.map(sourceHealthJson) };
  });
};

export default sourcesRoutes;
