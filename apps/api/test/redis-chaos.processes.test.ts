// Issue 23 finding 1, chaos: two API replicas (`node dist/server.js`, as compose or Kubernetes run
// them) on one PostgreSQL database and one Redis of this test's own, under a bounded load of 50
// requests a second spread over both; Redis is paused with SIGSTOP for 10 s (sockets open, nothing
// answers), then continued. The bounds: no request waits on Redis (/api/health, which touches no
// database, is as fast during the pause as outside it, within less than Redis's 500 ms command
// deadline at the median, and answers every request within 5 s), every request is answered
// within the database's own bounds, and both replicas count through Redis again once it answers
// (/api/ready's `rateLimit`). Like scale-out.processes.test.ts it needs the build and PostgreSQL
// (TEST_DATABASE_URL, else the local server), and is skipped without them.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { startBuiltServer, type BuiltServer } from '@pick3/built-server';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../src/testing/redis.server.js';
import { API_ENTRY } from './support-processes/built-entries.js';
import { createScaleOutDatabase } from './support-processes/scale-out-database.js';

const START_TIMEOUT_MS = 240_000;

/** The load: requests per second over both replicas. */
const RATE = 50;
/** /api/health reads no database: past this it would be waiting on Redis (or hung). */
const HANG_MS = 5_000;
/**
 * How much slower /api/health's median may be during the pause than outside it. A request that
 * waited on Redis would wait its 500 ms command deadline. Each health request is measured against a
 * control sent to the same replica at the same moment: a file of the web build, which the rate
 * limits leave alone, so it never asks Redis. The machine's own stalls (on CI once 2.4 s at p99,
 * with the median during the pause 783 ms against 79 ms outside) slow both alike; a wait on Redis
 * slows only the health request.
 */
const PAUSE_MEDIAN_SLOWER_MS = 400;
/** Served from the web build's files: counted by no limit, so it never waits on Redis. */
const CONTROL_PATH = '/icon.svg';
/**
 * /api/ready and /api/states read PostgreSQL, whose pool bounds each wait (a connection 3.5 s, then a
 * query 1.5 s); /api/states reads in two rounds (the data version, then the snapshot). On CI the
 * database is slowed by everything else running (the browser suite's imports, other suites' CREATE
 * DATABASE), so these routes may take longer than /api/health's 5 s or answer an honest 503
 * DB_UNAVAILABLE: that is the database's bound at work, not Redis, and it is allowed. They must
 * still answer within two rounds of those bounds plus a margin for a loaded machine.
 */
const DB_ROUND_MS = DEFAULT_CONNECT_TIMEOUT_MS + DEFAULT_QUERY_TIMEOUT_MS;
const DB_ANSWER_MS = 2 * DB_ROUND_MS + 2_000;
const DB_PATHS = ['/api/ready', '/api/states'];
const PAUSE_MS = 10_000;
/** How long both replicas may take to count through Redis again after it is continued. */
const RECOVER_WITHIN_MS = 15_000;

const missingBuild = !existsSync(API_ENTRY);
const database = missingBuild
  ? ({ available: false, reason: `not built (${API_ENTRY})` } as const)
  : await createScaleOutDatabase();

interface Sample {
  replica: number;
  path: string;
  sentAt: number;
  ms: number;
  /** HTTP status, or 0 when no answer came within DB_ANSWER_MS (or the connection failed). */
  status: number;
  /** The error body's `code` of an answer other than 200. */
  code?: string;
  /** /api/health only: the control's time and status, sent to the same replica at the same moment. */
  control?: { ms: number; status: number };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const identity = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

// Off CI a machine without the build, PostgreSQL or redis-server skips this file and says why (above);
// on CI a missing one fails (the last describe below).
if (!database.available) console.warn(`redis-chaos.processes.test: skipped (${database.reason})`);
describe.skipIf(!database.available && !process.env['CI'])(
  'two replicas while Redis is paused for 10 s',
  () => {
    if (!database.available) return;
    let redis: TestRedis;
    const replicas: BuiltServer[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        DEMO_MODE: '1',
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
        SCHEDULER: 'off',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        // The load is not meant to be refused: the limit is far above it.
        RATE_LIMIT_MAX: '100000',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      };
      const start = (name: string) =>
        startBuiltServer({
          name,
          entry: API_ENTRY,
          env,
          readyTimeoutMs: START_TIMEOUT_MS,
          readyHeaders: { 'x-forwarded-for': identity() },
        });
      // One after the other: the first imports the bundled history, the second finds it there.
      replicas.push(await start('api-a'));
      replicas.push(await start('api-b'));
    }, 2 * START_TIMEOUT_MS);

    afterAll(async () => {
      redis?.resume();
      await Promise.allSettled(replicas.map((replica) => replica.stop()));
      await redis?.stop();
      await database.drop();
    }, 60_000);

    /**
     * The replica's rate-limit mode from /api/ready. A loaded database may make it answer 503
     * DB_UNAVAILABLE (its ping bound), which says nothing about Redis: it is asked again, until
     * `withinMs` has passed.
     */
    async function modeOf(replica: BuiltServer, withinMs = DB_ANSWER_MS): Promise<string> {
      const until = performance.now() + withinMs;
      let last = 'no answer';
      do {
        const response = await fetch(`${replica.url}/api/ready`, {
          headers: { 'x-forwarded-for': identity() },
          signal: AbortSignal.timeout(DB_ANSWER_MS),
        }).catch((error: unknown) => error as Error);
        if (response instanceof Error) last = response.message;
        else if (response.status === 200)
          return ((await response.json()) as { rateLimit: string }).rateLimit;
        else last = `${response.status} ${((await response.json()) as { code?: string }).code}`;
        await sleep(250);
      } while (performance.now() < until);
      return last;
    }

    it('keeps /api/health as fast during the pause as outside it, answers every request within the database bounds, and both replicas recover', async () => {
      expect(await Promise.all(replicas.map((replica) => modeOf(replica)))).toEqual([
        'redis',
        'redis',
      ]);
      const samples: Sample[] = [];
      const origin = performance.now();
      const inFlight = new Set<Promise<void>>();
      // Mostly liveness, as probes and the page's polls are; readiness and one data route too.
      const paths = ['/api/health', '/api/health', '/api/health', '/api/ready', '/api/states'];
      let sent = 0;
      let running = true;
      const load = (async () => {
        while (running) {
          const sentAt = performance.now() - origin;
          const replica = sent % 2;
          const path = paths[sent % paths.length] as string;
          sent += 1;
          const control =
            path === '/api/health'
              ? fetch(`${replicas[replica]!.url}${CONTROL_PATH}`, {
                  headers: { 'x-forwarded-for': identity() },
                  signal: AbortSignal.timeout(DB_ANSWER_MS),
                })
                  .then(async (response) => {
                    await response.arrayBuffer();
                    return { status: response.status };
                  })
                  .catch(() => ({ status: 0 }))
                  .then((answer) => ({ ...answer, ms: performance.now() - origin - sentAt }))
              : undefined;
          const request = fetch(`${replicas[replica]!.url}${path}`, {
            headers: { 'x-forwarded-for': identity() },
            signal: AbortSignal.timeout(DB_ANSWER_MS),
          })
            .then(async (response) => {
              if (response.status === 200) {
                await response.arrayBuffer();
                return { status: 200 };
              }
              const body = (await response.json().catch(() => ({}))) as { code?: string };
              return { status: response.status, code: body.code ?? '' };
            })
            .catch(() => ({ status: 0 }))
            .then(async (answer) => {
              const ms = performance.now() - origin - sentAt;
              samples.push({
                replica,
                path,
                sentAt,
                ms,
                ...answer,
                ...(control === undefined ? {} : { control: await control }),
              });
            });
          inFlight.add(request);
          void request.finally(() => inFlight.delete(request));
          // Open loop at RATE a second: the next request leaves on schedule, answered or not.
          const next = (sent * 1_000) / RATE;
          await sleep(Math.max(0, next - (performance.now() - origin)));
        }
      })();

      await sleep(3_000);
      const pausedAt = performance.now() - origin;
      redis.pause();
      // Past Redis's 500 ms command deadline, the replicas count on their own: read while Redis is
      // still paused, from 1.5 s into the pause until 1 s before its end (/api/ready pings the
      // database first, which a loaded machine's PostgreSQL can leave past the ping's 2 s: a 503,
      // asked again).
      const pauseStarted = performance.now();
      await sleep(1_500);
      const duringPause = await Promise.all(
        replicas.map((replica) => modeOf(replica, PAUSE_MS - 2_500)),
      );
      await sleep(Math.max(0, PAUSE_MS - (performance.now() - pauseStarted)));
      redis.resume();
      const resumedAt = performance.now() - origin;
      let modes: string[] = [];
      while (performance.now() - origin - resumedAt < RECOVER_WITHIN_MS) {
        modes = await Promise.all(replicas.map((replica) => modeOf(replica, 0)));
        if (modes.every((mode) => mode === 'redis')) break;
        await sleep(250);
      }
      const recoveredAfter = performance.now() - origin - resumedAt;
      await sleep(2_000);
      running = false;
      await load;
      await Promise.all(inFlight);

      const tails = replicas.map((replica) => replica.tail(10)).join('\n');
      expect(duringPause, 'each replica counts on its own while Redis is paused').toEqual([
        'local',
        'local',
      ]);
      expect(modes, `both replicas back on Redis within ${RECOVER_WITHIN_MS} ms\n${tails}`).toEqual(
        ['redis', 'redis'],
      );
      expect(recoveredAfter).toBeLessThan(RECOVER_WITHIN_MS);
      expect(replicas.map((replica) => replica.exited())).toEqual([false, false]);
      // The load covered the pause: requests went to both replicas all through it. Not a count of
      // RATE: on a loaded machine this process's own timers lag (17-25 a second at load 8-15, 9 at
      // load 12 beside the browser suite), and what the test is about is that the requests sent
      // during the pause were answered, not how many.
      const duringPauseSent = samples.filter((s) => s.sentAt >= pausedAt && s.sentAt < resumedAt);
      for (const replica of [0, 1]) {
        // Each replica was asked during the pause: in each half of it, at least 10 times in all. Not
        // every second: beside npm test's other suites this process's own timers stalled for 4-5 s
        // twice (load 10-27), which says nothing of the replicas.
        const sentTo = duringPauseSent.filter((s) => s.replica === replica).map((s) => s.sentAt);
        const middle = pausedAt + PAUSE_MS / 2;
        expect(
          sentTo.length,
          `replica ${replica}: requests during the pause`,
        ).toBeGreaterThanOrEqual(10);
        expect(
          [sentTo.some((at) => at < middle), sentTo.some((at) => at >= middle)],
          `replica ${replica}: asked in both halves of the pause`,
        ).toEqual([true, true]);
      }
      // First the Redis property, on the route that reads no database: nothing waited on Redis.
      const healthSamples = samples.filter((sample) => sample.path === '/api/health');
      const inPause = (sample: { sentAt: number }) =>
        sample.sentAt >= pausedAt && sample.sentAt < resumedAt;
      expect(
        healthSamples.filter((sample) => sample.control?.status !== 200),
        `every control (${CONTROL_PATH}) answered 200`,
      ).toEqual([]);
      // How much longer each health request took than its control.
      const overControl = (sample: Sample) => sample.ms - (sample.control?.ms ?? 0);
      const pauseHealth = healthSamples.filter(inPause);
      const otherHealth = healthSamples.filter((s) => !inPause(s));
      expect(pauseHealth.length).toBeGreaterThan(0);
      expect(otherHealth.length).toBeGreaterThan(0);
      const times = (list: Sample[]) =>
        `${median(list.map((s) => s.ms))} ms (p99 ${p99(list.map((s) => s.ms))}), its control ` +
        `${median(list.map((s) => s.control?.ms ?? 0))} ms`;
      expect(
        median(pauseHealth.map(overControl)),
        `/api/health over its control at the median, during the pause: ${times(pauseHealth)}; ` +
          `outside it: ${times(otherHealth)}`,
      ).toBeLessThan(median(otherHealth.map(overControl)) + PAUSE_MEDIAN_SLOWER_MS);
      expect(
        healthSamples.filter((sample) => sample.status !== 200 || sample.ms >= HANG_MS),
        `every /api/health request answered 200 within ${HANG_MS} ms`,
      ).toEqual([]);
      // Then every request, the database's routes included, answered within the database's bounds:
      // 200, or an honest 503 DB_UNAVAILABLE when the (loaded) database did not answer in time.
      expect(
        samples.filter((sample) => sample.status === 0),
        `every request answered within ${DB_ANSWER_MS} ms`,
      ).toEqual([]);
      const dbSamples = samples.filter((sample) => DB_PATHS.includes(sample.path));
      expect(
        dbSamples.filter(
          (sample) =>
            sample.status !== 200 && !(sample.status === 503 && sample.code === 'DB_UNAVAILABLE'),
        ),
        'the database routes answered 200 or 503 DB_UNAVAILABLE',
      ).toEqual([]);
      // And they serve: each replica answers each database route with 200 when asked again. Not
      // "some 200 during the run": beside npm test's other suites (load 10-15) PostgreSQL once left
      // every /api/states of the run past its bounds, which the 503s above already said honestly.
      for (const replica of replicas)
        for (const path of DB_PATHS)
          await expect
            .poll(
              async () =>
                (
                  await fetch(`${replica.url}${path}`, {
                    headers: { 'x-forwarded-for': identity() },
                  })
                ).status,
              { message: `${replica.url}${path} answers 200`, timeout: 30_000, interval: 500 },
            )
            .toBe(200);
    }, 180_000);
  },
);

// On CI the build, PostgreSQL and redis-server are part of the job: a missing one is a failure, not a skip.
describe.runIf(!database.available && process.env['CI'] !== undefined)('Redis chaos on CI', () => {
  it('has the build, a PostgreSQL server and redis-server', () => {
    expect.fail(database.available ? '' : database.reason);
  });
});
