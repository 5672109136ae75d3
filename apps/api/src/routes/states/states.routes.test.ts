// The HTTP side of the states: the list's schema, ETag and compression, the coverage route, and its
// 404/400 for a code. What each state's summary and coverage hold (freshness against the clock, the
// last live run, the holes) is services/states.service.test.ts.
import { gunzipSync } from 'node:zlib';
import { STATES, drawInstant } from '@pick3/core';
import { backfillRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { StatesSchema } from '@pick3/contract';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

/** Georgia draws Midday 12:29, Evening 18:59 and Night 23:34 Eastern every day. */
const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('GET /api/states', (t) => {
  it('says a state is catching up while a walk of its archive is open, and stops saying it once closed', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-01', 5, GA_TIMES, 3));
    // The open walks are read again after the version's time to live (0 here: every request).
    const app = await buildTestApp(t.database(), {}, { states: { versionTtlMs: 0 } });
    const ga = async () =>
      (await app.inject('/api/states'))
        .json<{ states: { code: string; catchUp: unknown }[] }>()
        .states.find((s) => s.code === 'GA');
    expect((await ga())?.catchUp).toBeNull();
    const runId = await backfillRepository.start(t.db(), {
      state: 'GA',
      source: 'ga-official',
      fromDate: '2025-07-05',
      toDate: '2025-11-30',
      trigger: 'worker',
      pagesTotal: 5,
    });
    await backfillRepository.pageDone(
      t.db(),
      { runId, source: 'ga-official', pageKey: '2025-08', rowsSeen: 90, rowsAdded: 90 },
      { remember: true },
    );
    const response = await app.inject('/api/states');
    expect(Value.Check(StatesSchema.response[200], response.json())).toBe(true);
    const open = (await ga()) as { catchUp: { startedAt: string } } | undefined;
    expect(open?.catchUp).toEqual({
      startedAt: expect.any(String),
      pagesDone: 1,
      pagesTotal: 5,
    });
    expect(Math.abs(Date.parse(open!.catchUp.startedAt) - Date.now())).toBeLessThan(10 * 60_000);
    // Another state is not walked: it says nothing of the kind.
    expect(
      (await app.inject('/api/states'))
        .json<{ states: { code: string; catchUp: unknown }[] }>()
        .states.find((s) => s.code === 'TX')?.catchUp,
    ).toBeNull();
    await backfillRepository.finish(t.db(), runId, { status: 'done' });
    expect((await ga())?.catchUp).toBeNull();
    await app.close();
  });

  it("sends every state in the schema's shape, TX first, with an ETag and compressed bodies", async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 10, GA_TIMES, 1));
    // Just after Georgia's Night draw of 7/31 would be posted: Georgia is live.
    const now = new Date(drawInstant('GA', '2025-07-31', 'NITE').getTime() + 30 * 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const response = await app.inject('/api/states');
    expect(response.statusCode).toBe(200);
    const { states } = response.json();
    expect(states).toHaveLength(STATES.length);
    expect(states[0].code).toBe('TX');
    // The app's clock and database reach the list.
    expect(states.find((s: { code: string }) => s.code === 'GA')).toMatchObject({
      drawCount: 30,
      status: 'live',
    });
    // Sent as bytes serialized once, past the schema serializer: the body still has the schema's shape.
    expect(Value.Errors(StatesSchema.response[200], response.json())).toEqual([]);
    // A repeat with the ETag is a 304; the compressed answer decodes to the same list.
    const etag = response.headers['etag'] as string;
    expect(
      (await app.inject({ url: '/api/states', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    const gz = await app.inject({ url: '/api/states', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(response.json());
    await app.close();
  });
});

describeEachDriver('GET /api/states/:code/coverage', (t) => {
  it("answers a state's coverage in any case, and 404 / 400 for unknown or malformed codes", async () => {
    const draws = makeDraws('GA', '2025-10-20', 10, GA_TIMES, 5);
    await seedDraws(
      t.database(),
      draws.filter((d) => !(d.drawTime === 'EVE' && d.date === '2025-10-15')),
    );
    const app = await buildTestApp(
      t.database(),
      {},
      { states: { now: () => new Date('2025-10-21T12:00:00Z') } },
    );
    const response = await app.inject('/api/states/ga/coverage');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'GA',
      status: 'live',
      missing: [{ drawTime: 'EVE', from: '2025-10-15', to: '2025-10-15', count: 1 }],
      totalMissing: 1,
    });
    const unknown = await app.inject('/api/states/ZZ/coverage');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
    const bad = await app.inject('/api/states/G1/coverage');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/code/);
    await app.close();
  });
});
