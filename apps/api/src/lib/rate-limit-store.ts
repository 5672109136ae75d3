// The rate limiter's counters (the `store` of @fastify/rate-limit). With Redis they are shared by
// every replica; whenever Redis is not connected, fails a command or does not answer one within its
// timeout, the same request is counted in this process instead, so an outage of the shared store
// lowers the limit's precision (each replica counts alone: at most replicas × max per window) and
// never removes the limit, nor holds a request.
//
// The counters that matter across a restart (the model quota, the attempt limits of the routes that
// check a secret: keys starting `quota:` or `auth:`) are counted in the database instead of this
// process whenever Redis is absent or not answering (`durable`, issue 35 finding 9): a restart does
// not reset them, and replicas share them during an outage. A database that fails too falls back to
// this process, so the limit stays. The per-minute request limits stay in memory: they cost one
// write per request and a restart losing one minute's count is harmless.
//
// A Redis that stops answering on an open connection (paused, or a proxy gone silent) is the hard
// case: nothing closes the socket. `SharedCounters` switches to local counting at the first command
// that times out, drops that connection (a late or lost reply would be matched to the wrong command
// forever) and probes with PING every second until Redis answers again.
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

/** Where the counters live now: shared in Redis, or in this process (no Redis, or Redis failing). */
export type CounterMode = 'redis' | 'local';

/** How long a Redis command may take before the request is counted here instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often the connection is checked (PING), and a way back to Redis is tried. */
export const REDIS_PROBE_INTERVAL_MS = 1_000;

export interface SharedCountersOptions {
  /** Called once when counting moves to this process (Redis failed or timed out). */
  onDown?: (error: unknown) => void;
  /** Called once when counting is shared again. */
  onUp?: () => void;
  probeIntervalMs?: number;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timed out/i.test(error.message);
}

/**
 * The Redis side of the store: knows whether Redis answers (`mode`), and gives up on it at the first
 * failure instead of letting each request find out. Give the client a `commandTimeout`.
 */
export class SharedCounters {
  readonly #redis: RedisWithIncrement;
  readonly #options: SharedCountersOptions;
  readonly #timer: NodeJS.Timeout;
  #healthy = false;
  #probing: Promise<void> | undefined;
  /** This connection was dropped already (several commands time out together). */
  #dropping = false;

  constructor(redis: Redis, options: SharedCountersOptions = {}) {
    this.#redis = redis as RedisWithIncrement;
    this.#options = options;
    if (typeof this.#redis.pick3RateIncrement !== 'function') {
      this.#redis.defineCommand('pick3RateIncrement', { numberOfKeys: 1, lua: INCREMENT_LUA });
    }
    this.#redis.on('ready', () => {
      this.#dropping = false;
      void this.probe();
    });
    this.#redis.on('close', () => this.#down(new Error('Redis connection closed')));
    this.#timer = setInterval(
      () => void this.probe(),
      options.probeIntervalMs ?? REDIS_PROBE_INTERVAL_MS,
    );
    this.#timer.unref();
  }

  get mode(): CounterMode {
    return this.#healthy && this.#redis.status === 'ready' ? 'redis' : 'local';
  }

  /** The shared count, or undefined when the request is to be counted here. */
  async increment(key: string, windowMs: number): Promise<WindowCount | undefined> {
    if (this.mode !== 'redis') return undefined;
    try {
      const [current, ttl] = await this.#redis.pick3RateIncrement(key, windowMs);
      return { current: Number(current), ttl: Number(ttl) };
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
  }

  /** PING: back to shared counting when it answers, local counting when it does not. */
  probe(): Promise<void> {
    if (this.#probing !== undefined) return this.#probing;
    if (this.#redis.status !== 'ready') return Promise.resolve();
    this.#probing = this.#redis
      .ping()
      .then(
        () => {
          if (!this.#healthy && this.#redis.status === 'ready' && !this.#dropping) {
            this.#healthy = true;
            this.#options.onUp?.();
          }
        },
        (error: unknown) => this.#failed(error),
      )
      .finally(() => {
        this.#probing = undefined;
      });
    return this.#probing;
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  #failed(error: unknown): void {
    this.#down(error);
    // An unanswered command leaves the connection out of step: its reply may come late (a paused
    // server) or never (a proxy that dropped it), and would be taken for the next command's. A fresh
    // connection instead; ioredis reconnects (its ready check has the same timeout).
    if (isTimeout(error) && this.#redis.status === 'ready' && !this.#dropping) {
      this.#dropping = true;
      this.#redis.disconnect(true);
    }
  }

  #down(error: unknown): void {
    if (!this.#healthy) return;
    this.#healthy = false;
    this.#options.onDown?.(error);
  }
}

/** The subset of @fastify/rate-limit's route options a store's `child` reads. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counters kept where a restart does not lose them (the database). */
export interface DurableCounters {
  increment(key: string, windowMs: number): Promise<WindowCount>;
}

/** The keys counted durably when Redis is away: the model quota and the secret-checking routes. */
export function isDurableKey(key: string): boolean {
  return key.startsWith('quota:') || key.startsWith('auth:');
}

export interface FallbackStoreOptions {
  /** The shared counters; without them every request is counted in this process. */
  shared?: SharedCounters | undefined;
  /**
   * Where {@link isDurableKey} keys are counted when Redis does not answer (a getter: the database
   * opens after the limiter is registered); undefined or failing: this process.
   */
  durable?: () => DurableCounters | undefined;
  /** Called when a durable count failed and was counted in this process instead. */
  onDurableError?: (error: unknown) => void;
  /** Prefix of every key (Redis and local). */
  prefix: string;
  /** Shared local counters (tests pass their own). */
  local?: LocalWindows;
}

/**
 * A store constructor for @fastify/rate-limit's `store` option: Redis when it answers, this
 * process otherwise. `child` (a route with limits of its own) counts under the route's own keys.
 */
export function fallbackStore(options: FallbackStoreOptions) {
  const local = options.local ?? new LocalWindows();
  const shared = options.shared;

  class FallbackStore {
    readonly prefix: string;

    constructor(_pluginOptions?: unknown, prefix = options.prefix) {
      this.prefix = prefix;
    }

    // @fastify/rate-limit always passes the window; the default only satisfies its type.
    incr(key: string, done: Done, timeWindow = 60_000): void {
      const fullKey = this.prefix + key;
      const inProcess = () => done(null, local.increment(fullKey, timeWindow));
      const durable = isDurableKey(key) ? options.durable?.() : undefined;
      const countHere =
        durable === undefined
          ? inProcess
          : () =>
              void durable.increment(fullKey, timeWindow).then(
                (count) => done(null, count),
                (error: unknown) => {
                  options.onDurableError?.(error);
                  inProcess();
                },
              );
      // Not answering (starting, reconnecting, stalled, closed): no command is queued or waited for.
      if (shared === undefined || shared.mode !== 'redis') {
        countHere();
        return;
      }
      void shared.increment(fullKey, timeWindow).then((count) => {
        if (count === undefined) countHere();
        else done(null, count);
      });
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
