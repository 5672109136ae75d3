// Rate limits. Every request is counted per client address (`request.ip`, which TRUST_PROXY decides)
// and minute: RATE_LIMIT_MAX. A browser holding a visitor cookie is also counted per cookie, at half
// that: the cookie can only tighten a limit, never open one, so minting fresh cookies buys nothing.
// Static files of the web build (routes ending in `*`) are not counted: they are cheap, immutable and
// a page load fetches many of them. Routes that start expensive work add stricter limits of their own
// (`refreshRateLimit`, the auth routes), keyed by address too.
//
// Long-lived streams (server-sent events) are capped per address and per process: a route whose
// schema produces text/event-stream, or whose config sets `streamsPerAddress`, refuses the next one
// with 429 while that many are open.
//
// With REDIS_URL the counters live in Redis and are shared by every replica; while Redis is away,
// failing or too slow (every command has a 500 ms deadline), each process counts on its own
// (lib/rate-limit-store.ts), so the limit never disappears and no request waits on Redis; /api/ready
// says which (`rateLimit`). The counters that matter over a restart (the model quota, the attempt
// limits of the routes that check a secret) are then kept in the database (rate_counters).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { rateCountersRepository, type Database } from '@pick3/db';
import {
  type DurableCounters,
  REDIS_COMMAND_TIMEOUT_MS,
  SharedCounters,
  fallbackStore,
  type CounterMode,
} from '../lib/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** At most this many concurrent answers of the route per client address (streams). */
    streamsPerAddress?: number;
    /** A file of the web build (web.plugin.ts marks its routes): the limits leave it alone. */
    staticFile?: boolean;
  }
}

const ONE_MINUTE = 60_000;
/** Concurrent event streams per client address, unless the route says otherwise. */
export const STREAMS_PER_ADDRESS = 5;
/** Concurrent event streams per process, all addresses together. */
export const STREAMS_PER_PROCESS = 1_000;

/** The per-cookie limit: tighter than the per-address one. */
export function visitorLimit(max: number): number {
  return Math.max(1, Math.ceil(max / 2));
}

function tooMany(_request: FastifyRequest, context: { after: string; max: number }): HttpError {
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Rate limit of ${context.max} requests per minute exceeded, retry in ${context.after}`,
  );
}

/**
 * Route `config.rateLimit` for the refresh routes: per visitor (the signed visitor cookie), so players
 * behind one address (a household, an office, a phone carrier's NAT) do not use up each other's
 * updates; a request without the cookie counts per address. {@link refreshAddressLimit} caps the
 * address as a whole, so minting cookies does not buy unlimited runs.
 */
export function refreshRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimit.refreshMax,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) =>
      request.visitorFromCookie ? `refresh:visitor:${request.visitorId}` : `refresh:${request.ip}`,
  };
}

/** An address's refresh runs per minute, in visitors' worth of {@link refreshRateLimit}. */
export const REFRESH_VISITORS_PER_ADDRESS = 5;

/** The refresh routes' cap per address (an `onRequest` hook), above the per-visitor limit. */
export function refreshAddressLimit(app: FastifyInstance) {
  const max = app.config.rateLimit.refreshMax * REFRESH_VISITORS_PER_ADDRESS;
  const limit = app.createRateLimit({
    max,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `refresh-address:${request.ip}`,
  });
  return async function limitRefreshAddress(request: FastifyRequest, reply: FastifyReply) {
    const count = await limit(request);
    // isAllowed: an address on the allow list, never counted.
    if (count.isAllowed || !count.isExceeded) return;
    reply.header('retry-after', String(count.ttlInSeconds));
    throw tooMany(request, { after: `${count.ttlInSeconds} seconds`, max });
  };
}

/**
 * Files of the web build (a route per file, marked `staticFile`) and of the docs (wildcard routes),
 * which the limits leave alone. Under a wildcard route only a path whose last segment names a file
 * (`app-1.js`, `icon.svg`) counts as a file; pages are counted.
 */
function isStaticFile(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.routeOptions.config.staticFile === true) return true;
  if (!(request.routeOptions.url ?? '').endsWith('*')) return false;
  const path = request.url.split('?')[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

type LimitCount = Extract<
  Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>,
  { isAllowed: false }
>;

function streamsHook(perAddress: number) {
  return async function limitStreams(request: FastifyRequest, reply: FastifyReply) {
    const open = request.server.openStreams;
    const here = open.byAddress.get(request.ip) ?? 0;
    if (here >= perAddress || open.total >= STREAMS_PER_PROCESS) {
      reply.header('retry-after', '5');
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `At most ${perAddress} open event streams per client; close one first`,
      );
    }
    open.byAddress.set(request.ip, here + 1);
    open.total += 1;
    // 'close' comes once, when the answer ended or the client went away (hijacked streams included).
    reply.raw.once('close', () => {
      const left = (open.byAddress.get(request.ip) ?? 1) - 1;
      if (left <= 0) open.byAddress.delete(request.ip);
      else open.byAddress.set(request.ip, left);
      open.total -= 1;
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Event streams open now, per client address and in total. */
    openStreams: { byAddress: Map<string, number>; total: number };
    /** Where the rate-limit counters live now: shared in Redis, or in this process. */
    rateLimitMode(): CounterMode;
  }
}

/** Ended windows are deleted at most this often (a stale row is reset by its next count anyway). */
const PRUNE_EVERY_MS = 10 * 60_000;
let prunedAt = 0;

/** The database's counters (rate_counters), pruning ended windows now and then. */
function databaseCounters(db: Database['db']): DurableCounters {
  return {
    increment: (key, windowMs) => {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        void rateCountersRepository.deleteEnded(db).catch(() => undefined);
      }
      return rateCountersRepository.increment(db, key, windowMs);
    },
  };
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { redisUrl, max } = opts.config.rateLimit;
    let shared: SharedCounters | undefined;
    if (redisUrl !== undefined) {
      const redis = new Redis(redisUrl, {
        // Every command has a deadline: a Redis that stops answering (paused, or behind a proxy gone
        // silent) must not hold requests. Nothing is queued while it is away: the store counts the
        // request in this process, and an unanswered counter update is never sent again.
        connectTimeout: 2_000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        autoResendUnfulfilledCommands: false,
        lazyConnect: true,
        // Reconnect forever, at most 2 s apart.
        retryStrategy: (times) => Math.min(times * 100, 2_000),
      });
      // Each reconnection attempt errs while Redis is away: SharedCounters tells the operator once.
      redis.on('error', (error) => app.log.debug({ err: error }, 'rate-limit store (Redis) error'));
      shared = new SharedCounters(redis, {
        onDown: (error) =>
          app.log.warn(
            { err: error },
            'rate-limit store (Redis) not answering: counting in this process until it does',
          ),
        onUp: () =>
          app.log.info('rate-limit store (Redis) answering: counts shared by every replica'),
      });
      // Start with the shared store connected when it is there; when it is not (or does not answer),
      // start anyway (ioredis keeps reconnecting) and count in this process meanwhile.
      const startup = redis.connect().then(() => shared?.probe());
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), 3_000);
      });
      await Promise.race([startup, gaveUp])
        .then((outcome) => {
          if (outcome === 'late' || shared?.mode !== 'redis') throw new Error('no answer at start');
        })
        .catch((error: unknown) =>
          app.log.warn(
            { err: error },
            'rate-limit store (Redis) unreachable at start: counting in this process until it answers',
          ),
        )
        .finally(() => clearTimeout(timer));
      app.addHook('onClose', async () => {
        shared?.stop();
        // QUIT waits for an answer a stalled Redis never gives.
        redis.disconnect();
      });
    }
    const counters = shared;
    app.decorate('rateLimitMode', () => counters?.mode ?? 'local');

    await app.register(rateLimit, {
      // The per-address and per-visitor limits are the hook below; routes still add their own with
      // `config.rateLimit`.
      global: false,
      max,
      timeWindow: ONE_MINUTE,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: tooMany,
      store: fallbackStore({
        shared,
        prefix: 'pick3-rate-limit:',
        // The db plugin decorates the app after this one registers; requests come after both.
        durable: () => (app.hasDecorator('db') ? databaseCounters(app.db) : undefined),
        onDurableError: (error) =>
          app.log.warn({ err: error }, 'rate-limit counter in the database failed: counted here'),
      }),
    });

    const perAddress = app.createRateLimit({
      max,
      timeWindow: ONE_MINUTE,
      keyGenerator: (request) => `ip:${request.ip}`,
    });
    const perVisitor = app.createRateLimit({
      max: visitorLimit(max),
      timeWindow: ONE_MINUTE,
      keyGenerator: (request) => `visitor:${request.visitorId}`,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isStaticFile(request)) return;
      const counts = [await perAddress(request)];
      if (request.visitorFromCookie) counts.push(await perVisitor(request));
      // The limit closest to its end speaks (headers, refusal).
      const binding = counts
        .filter((count): count is LimitCount => !count.isAllowed)
        .reduce<LimitCount | undefined>(
          (worst, count) =>
            worst === undefined ||
            (count.isExceeded && !worst.isExceeded) ||
            count.remaining < worst.remaining
              ? count
              : worst,
          undefined,
        );
      if (binding === undefined) return;
      reply.header('x-ratelimit-limit', binding.max);
      reply.header('x-ratelimit-remaining', binding.remaining);
      reply.header('x-ratelimit-reset', binding.ttlInSeconds);
      if (binding.isExceeded) {
        reply.header('retry-after', binding.ttlInSeconds);
        throw tooMany(request, { max: binding.max, after: `${binding.ttlInSeconds} seconds` });
      }
    });

    app.decorate('openStreams', { byAddress: new Map<string, number>(), total: 0 });
    app.addHook('onRoute', (route) => {
      const produces =
        (route.schema as { produces?: readonly string[] } | undefined)?.produces ?? [];
      const cap =
        route.config?.streamsPerAddress ??
        (produces.includes('text/event-stream') ? STREAMS_PER_ADDRESS : undefined);
      if (cap === undefined) return;
      const hook = streamsHook(cap);
      route.onRequest =
        route.onRequest === undefined ? [hook] : [...[route.onRequest].flat(), hook];
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['visitor'] },
);
