// The rate limiter's counters (the `store` of @fastify/rate-limit). With Redis they are shared by
// every replica; whenever Redis is not connected or a command fails, the same request is counted in
// this process instead, so an outage of the shared store lowers the limit's precision (each replica
// counts alone: at most replicas × max per window) and never removes the limit.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Done = (error: Error | null, result?: WindowCount) => void;

/** INCR + PEXPIRE in one round trip; a key left without expiry (never expected) gets one. */
const INCREMENT_LUA = `
local current = redis.call('INCR', KEYS[1])
local window = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], window)
  return {current, window}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
return {current, ttl}`;

type RedisWithIncrement = Redis & {
  pick3RateIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

/** Fixed windows counted in this process, bounded in memory (least recently used keys go first). */
export class LocalWindows {
  readonly #windows: LRUCache<string, { count: number; startedAt: number }>;

  constructor(maxKeys = 100_000) {
    this.#windows = new LRUCache({ max: maxKeys });
  }

  increment(key: string, windowMs: number, now = Date.now()): WindowCount {
    let window = this.#windows.get(key);
    if (window === undefined || window.startedAt + windowMs <= now)
      window = { count: 0, startedAt: now };
    window.count += 1;
    this.#windows.set(key, window);
    return { current: window.count, ttl: window.startedAt + windowMs - now };
  }
}

/** The subset of @fastify/rate-limit's route options a store's `child` reads. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface FallbackStoreOptions {
  redis?: Redis | undefined;
  /** Prefix of every key (Redis and local). */
  prefix: string;
  /** Called when a Redis command failed and the request was counted locally instead. */
  onFallback?: (error: unknown) => void;
  /** Shared local counters (tests pass their own). */
  local?: LocalWindows;
}

/**
 * A store constructor for @fastify/rate-limit's `store` option: Redis when it is ready, this
 * process otherwise. `child` (a route with limits of its own) counts under the route's own keys.
 */
export function fallbackStore(options: FallbackStoreOptions) {
  const local = options.local ?? new LocalWindows();
  const redis = options.redis as RedisWithIncrement | undefined;
  if (redis !== undefined && typeof redis.pick3RateIncrement !== 'function') {
    redis.defineCommand('pick3RateIncrement', { numberOfKeys: 1, lua: INCREMENT_LUA });
  }

  class FallbackStore {
    readonly prefix: string;

    constructor(_pluginOptions?: unknown, prefix = options.prefix) {
      this.prefix = prefix;
    }

    // @fastify/rate-limit always passes the window; the default only satisfies its type.
    incr(key: string, done: Done, timeWindow = 60_000): void {
      const fullKey = this.prefix + key;
      const countHere = () => done(null, local.increment(fullKey, timeWindow));
      // Not connected (starting, reconnecting, closed): no command is queued or waited for.
      if (redis === undefined || redis.status !== 'ready') {
        countHere();
        return;
      }
      redis.pick3RateIncrement(fullKey, timeWindow).then(
        ([current, ttl]) => done(null, { current: Number(current), ttl: Number(ttl) }),
        (error: unknown) => {
          options.onFallback?.(error);
          countHere();
        },
      );
    }

    child(routeOptions: object): FallbackStore {
      const info = (routeOptions as ChildOptions).routeInfo;
      const route =
        info?.url === undefined ? '' : `${[info.method ?? ''].flat().join(',')} ${info.url}:`;
      return new FallbackStore(undefined, this.prefix + route);
    }
  }
  return FallbackStore;
}
