import { openTestDb, type TestDatabase } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/redis.server.js';
import { buildTestApp } from '../testing/test-app.js';

// The limit shared by replicas through Redis is tested in test/scale-out.test.ts.
describe('rate-limit store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets requests through while Redis is unreachable', async () => {
    const port = await freePort();
    const app = await buildTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '1' });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
