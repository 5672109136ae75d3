// Issue 23 finding 1: a Redis that stops answering on an open connection must not hang the API.
// A real redis-server of this test's own is paused with SIGSTOP (its sockets stay open, nothing
// answers), and a local TCP proxy in front of it goes silent (bytes dropped both ways, so the old
// connection is out of step for good). Every request still answers, counted by each replica on its
// own meanwhile (logged once, `/api/ready` says `rateLimit: "local"`), and both replicas share their
// counts through Redis again once it answers, without a restart. A request that never answers fails
// this suite by its test timeout; there is no timing assertion here (the chaos bounds are in
// redis-chaos.processes.test.ts).
import { randomInt } from 'node:crypto';
import { openTestDb, type TestDatabase } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { startRedis, type TestRedis } from '../src/testing/redis.server.js';
import { startSilentProxy } from '../src/testing/silent-proxy.js';
import { buildTestApp } from '../src/testing/test-app.js';

const RATE_LIMIT_MAX = 3;
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Log lines of one replica, as JSON. */
function logSink() {
  const lines: Array<{ level: number; msg: string }> = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    storeWarnings: () => lines.filter((line) => line.level === 40 && /rate-limit/.test(line.msg)),
  };
}

async function readiness(app: App) {
  const response = await app.inject({ url: '/api/ready', remoteAddress: address() });
  expect(response.statusCode).toBe(200);
  return (response.json() as { rateLimit: string }).rateLimit;
}

/** Until every replica's readiness says `mode` (the suite's timeout bounds the wait). */
async function until(apps: App[], mode: 'redis' | 'local') {
  for (;;) {
    const modes = await Promise.all(apps.map(readiness));
    if (modes.every((m) => m === mode)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One client alternating between the replicas: shared counting refuses the 4th request. */
async function alternate(a: App, b: App) {
  const remoteAddress = address();
  const statuses = [];
  for (const app of [a, b, a, b])
    statuses.push((await app.inject({ url: '/api/health', remoteAddress })).statusCode);
  return statuses;
}

describe('a stalled Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  beforeAll(async () => {
    database = await openTestDb({ driver: 'pglite' });
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    await database?.close();
  });

  it('paused with SIGSTOP: every request answers, counted per replica, and both heal on SIGCONT', async () => {
    const logs = [logSink(), logSink()];
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), LOG_LEVEL: 'warn' };
    const a = await buildTestApp(database, env, { logStream: logs[0]!.stream });
    const b = await buildTestApp(database, env, { logStream: logs[1]!.stream });
    try {
      expect(await readiness(a)).toBe('redis');
      expect(await alternate(a, b)).toEqual([200, 200, 200, 429]);

      redis.pause();
      // Liveness, readiness and a data route on both replicas, many at once: each answers.
      const paths = ['/api/health', '/api/ready', '/api/states'];
      const answers = await Promise.all(
        [a, b].flatMap((app) =>
          paths.flatMap((url) =>
            Array.from({ length: 5 }, () => app.inject({ url, remoteAddress: address() })),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      await until([a, b], 'local');
      // The limit holds meanwhile, each replica counting on its own.
      const remoteAddress = address();
      const alone = [];
      for (let i = 0; i <= RATE_LIMIT_MAX; i += 1)
        alone.push((await a.inject({ url: '/api/health', remoteAddress })).statusCode);
      expect(alone).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 20; i += 1)
        await b.inject({ url: '/api/health', remoteAddress: address() });
      // Told once per replica, not per request.
      expect(logs.map((log) => log.storeWarnings().length)).toEqual([1, 1]);

      redis.resume();
      await until([a, b], 'redis');
      expect(await alternate(a, b)).toEqual([200, 200, 200, 429]);
    } finally {
      redis.resume();
      await a.close();
      await b.close();
    }
  });

  it('behind a proxy gone silent: every request answers, and the replicas heal once it speaks again', async () => {
    const port = Number(new URL(redis.url).port);
    const proxy = await startSilentProxy({ host: '127.0.0.1', port });
    const env = {
      REDIS_URL: `redis://${proxy.host}:${proxy.port}`,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    };
    const a = await buildTestApp(database, env);
    const b = await buildTestApp(database, env);
    try {
      expect(await alternate(a, b)).toEqual([200, 200, 200, 429]);

      proxy.silence();
      const answers = await Promise.all(
        [a, b].flatMap((app) =>
          ['/api/health', '/api/ready', '/api/health'].map((url) =>
            app.inject({ url, remoteAddress: address() }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      await until([a, b], 'local');
      // More requests while silent: bytes the proxy drops leave the old connections out of step.
      for (let i = 0; i < 10; i += 1)
        await a.inject({ url: '/api/health', remoteAddress: address() });

      proxy.speak();
      await until([a, b], 'redis');
      // Shared, exact counts again: no reply is matched to another request's command.
      expect(await alternate(a, b)).toEqual([200, 200, 200, 429]);
      expect(await alternate(b, a)).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
      await proxy.close();
    }
  });
});
