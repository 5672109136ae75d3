// Liveness for process supervisors and readiness for load balancers: /api/ready answers 503 while
// the database does not respond, or refused a write for lack of resources in the last 30 s (a full
// disk), so traffic goes to replicas that can serve it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { STORAGE_TROUBLE_MS } from '../../plugins/error-handler.plugin.js';
import { HealthSchema, ReadySchema } from '@pick3/contract';

/** A hung connection must not hang the probe: the ping races this timeout. */
export const READY_TIMEOUT_MS = 2_000;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: HealthSchema }, async () => ({
    status: 'ok' as const,
    uptime: process.uptime(),
    demo: app.config.demo,
  }));

  app.get('/ready', { schema: ReadySchema }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    const ok = await Promise.race([app.database.ping().catch(() => false), timeout]).finally(() =>
      clearTimeout(timer),
    );
    if (!ok) throw new HttpError(503, 'DB_UNAVAILABLE', 'The database did not answer');
    // A database that answers pings but refused a write for lack of resources (a full disk).
    if (Date.now() - app.storageTroubleAt.at < STORAGE_TROUBLE_MS)
      throw new HttpError(503, 'DB_UNAVAILABLE', 'The database is out of resources (disk full?)');
    reply.header('cache-control', 'no-store');
    // The rate limiter never makes a replica unready: it counts in this process while Redis is away.
    return {
      status: 'ready' as const,
      driver: app.database.driver,
      rateLimit: app.rateLimitMode(),
    };
  });
};

export default healthRoutes;
