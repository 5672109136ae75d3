// Every route is rate limited per client and minute (RATE_LIMIT_MAX). The key is the visitor id
// (cookie, else IP); routes that start expensive work use `refreshRateLimit`, stricter and keyed
// by IP only, so minting fresh cookies cannot buy more ingestion runs. With REDIS_URL the counters
// live in Redis and are shared by every replica; without it each process counts alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

const ONE_MINUTE = 60_000;

function tooMany(_request: FastifyRequest, context: { after: string; max: number }): HttpError {
  return new HttpError(429, 'RATE_LIMITED', `Rate limit of ${context.max} requests per minute exceeded, retry in ${context.after}`);
}

/** Route `config.rateLimit` for the refresh routes. */
export function refreshRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimit.refreshMax,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `refresh:${request.ip}`,
  };
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { redisUrl, max } = opts.config.rateLimit;
    let redis: Redis | undefined;
    if (redisUrl !== undefined) {
      redis = new Redis(redisUrl, {
        // Fail a counter update fast instead of queueing it while Redis is away; the limiter then
        // lets the request through (skipOnError) rather than answering 500.
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
      // Start with the shared store connected when it is there; when it is not, start anyway (ioredis
      // keeps reconnecting) rather than keep the API down for a missing rate limiter.
      await redis.connect().catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable at start: counting is skipped until it connects'),
      );
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: ONE_MINUTE,
      keyGenerator: (request) => request.visitorId || request.ip,
      errorResponseBuilder: tooMany,
      skipOnError: true,
      nameSpace: 'pick3-rate-limit:',
      ...(redis ? { redis } : {}),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['visitor'] },
);
