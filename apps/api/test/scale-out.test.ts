// The scale-out claims of infra/README.md, on one machine: API replicas sharing one database and one
// Redis count a client's requests together, and run one manual ingestion at a time between them
// (the advisory lock: on PostgreSQL across connections, on PGlite within its one process).
import { randomInt } from 'node:crypto';
import { createDb, drawsRepository, type Database } from '@pick3/db';
import { describeEachDriver, TEST_POOL_SIZE } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeSources } from '../src/testing/fake-sources.server.js';
import { startRedis } from '../src/testing/redis.server.js';
import { buildTestApp } from '../src/testing/test-app.js';

let redis: Awaited<ReturnType<typeof startRedis>>;
let sources: Awaited<ReturnType<typeof fakeSources>>;
beforeAll(async () => {
  redis = await startRedis();
  sources = await fakeSources();
});
afterAll(async () => {
  await sources?.close();
  await redis?.stop();
});

describeEachDriver('two API replicas', (t) => {
  /** Replica B gets a connection pool of its own on PostgreSQL, as another process would. */
  async function twoReplicas(env: Record<string, string>) {
    const database = t.database();
    const own: Database | undefined =
      database.url === undefined
        ? undefined
        : await createDb({
            databaseUrl: database.url,
            importBundledHistory: false,
            poolSize: TEST_POOL_SIZE,
          });
    const shared = { REDIS_URL: redis.url, SOURCES_BASE_URL: sources.url, ...env };
    // `refresh` without baseUrl: the replicas reach the sources through SOURCES_BASE_URL.
    const a = await buildTestApp(database, shared, { refresh: { retries: 0 } });
    const b = await buildTestApp(own ?? database, shared, { refresh: { retries: 0 } });
    return {
      a,
      b,
      close: async () => {
        await a.close();
        await b.close();
        await own?.close();
      },
    };
  }

  it('count one client together through Redis', async () => {
    const { a, b, close } = await twoReplicas({ RATE_LIMIT_MAX: '3' });
    // A client address of its own, so a shared Redis holds no count of an earlier run for it.
    const client = { remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    try {
      const statuses = [];
      for (const app of [a, b, a, b])
        statuses.push((await app.inject({ url: '/api/health', ...client })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await close();
    }
  });

  it('run one manual ingestion at a time between them', async () => {
    const { a, b, close } = await twoReplicas({});
    try {
      const release = sources.hold();
      const first = a.inject({ method: 'POST', url: '/api/refresh-ga' });
      // Until replica A's run has started (its status says so), without a timer.
      while ((await a.inject('/api/refresh/status')).json().sources[0]?.phase !== 'started') {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const second = await b.inject({ method: 'POST', url: '/api/refresh-ga' });
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('REFRESH_RUNNING');
      release();
      expect((await first).json()).toMatchObject({
        success: true,
        summary: { updatedStates: ['GA'], totalNewDraws: 2 },
      });
      // Once it is over, the other replica may run (nothing new by then).
      expect((await b.inject({ method: 'POST', url: '/api/refresh-ga' })).json()).toMatchObject({
        success: true,
        summary: { totalNewDraws: 0 },
      });
      expect(await drawsRepository.count(t.db(), 'GA')).toBe(2);
    } finally {
      await close();
    }
  });
});
