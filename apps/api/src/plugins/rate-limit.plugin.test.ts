import { openTestDb, type TestDatabase } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/redis.server.js';
import { buildTestApp } from '../testing/test-app.js';

// The limit shared by replicas through Redis is tested in test/scale-out.test.ts; cookie rotation,
// streams and the quotas in test/attacks.edge.test.ts.
describe('rate-limit store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps limiting, counting in this process, while Redis is unreachable', async () => {
    const port = await freePort();
    const app = await buildTestApp(database, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '2',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject('/api/health')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      // Another address still has its own budget.
      expect((await app.inject({ url: '/api/health', remoteAddress: '10.9.9.9' })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});
