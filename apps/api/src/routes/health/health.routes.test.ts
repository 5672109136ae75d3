import { describeEachDriver, openTestDb } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';

describeEachDriver('health routes', (t) => {
  it('GET /api/health answers ok with the uptime', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.uptime).toBeGreaterThan(0);
    expect(body.demo).toBe(false);
    await app.close();
    // A declared demo says so, for the web's Demo banner.
    const demo = await buildTestApp(t.database(), { DEMO_MODE: '1' });
    expect((await demo.inject('/api/health')).json()).toMatchObject({ status: 'ok', demo: true });
    await demo.close();
  });

  it('GET /api/ready pings the database', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    // No REDIS_URL: each process counts its own rate limits.
    expect(response.json()).toEqual({ status: 'ready', driver: t.driver, rateLimit: 'local' });
    await app.close();
  });

  it('GET /api/ready answers 503 DB_UNAVAILABLE once the database is gone', async () => {
    // Its own database: the suite's one stays open for the other tests.
    const database = await openTestDb({ driver: t.driver });
    const app = await buildTestApp(database);
    await database.close();
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'DB_UNAVAILABLE' });
    await app.close();
  });
});
