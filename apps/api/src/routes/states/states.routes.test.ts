import { gunzipSync } from 'node:zlib';
import { STATES, drawInstant, missingDraws } from '@pick3/core';
import { ingestRunsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { StatesSchema } from '@pick3/contract';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

/** Georgia draws Midday 12:29, Evening 18:59 and Night 23:34 Eastern every day. */
const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('GET /api/states', (t) => {
  it('lists every state, TX first, with game, site, stored draws and freshness', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 10, GA_TIMES, 1));
    await seedDraws(
      t.database(),
      makeDraws('TX', '2023-01-14', 3, ['DAY'], 2).filter((d) => d.date !== '2023-01-15'),
    );
    // Just after Georgia's Night draw of 7/31 would be posted: Georgia is live.
    const now = new Date(drawInstant('GA', '2025-07-31', 'NITE').getTime() + 30 * 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const response = await app.inject('/api/states');
    expect(response.statusCode).toBe(200);
    const { states } = response.json();
    expect(states).toHaveLength(STATES.length);
    expect(states[0]).toMatchObject({
      code: 'TX',
      name: 'Texas',
      gameName: STATES.find((s) => s.code === 'TX')!.gameName,
      url: STATES.find((s) => s.code === 'TX')!.url,
      drawCount: 3,
      firstDate: '2023-01-12',
      lastDate: '2023-01-14',
      status: 'stale',
      latestDraw: { date: '2023-01-14', drawTime: 'DAY' },
      lastIngestAt: null,
    });
    const codes = states.slice(1).map((s: { code: string }) => s.code);
    expect(codes).toEqual([...codes].sort());
    const ga = states.find((s: { code: string }) => s.code === 'GA');
    expect(ga).toMatchObject({
      drawCount: 30,
      firstDate: '2025-07-22',
      lastDate: '2025-07-31',
      status: 'live',
      latestDraw: { date: '2025-07-31', drawTime: 'NITE' },
      nextDraw: {
        date: '2025-08-01',
        drawTime: 'DAY',
        at: drawInstant('GA', '2025-08-01', 'DAY').toISOString(),
      },
    });
    expect(states.find((s: { code: string }) => s.code === 'AR')).toMatchObject({
      drawCount: 0,
      firstDate: null,
      lastDate: null,
      status: 'empty',
      latestDraw: null,
    });
    // Which draw times each history holds, named from the state's schedule, in day order.
    expect(ga.history).toEqual([
      { drawTime: 'DAY', name: 'Midday', count: 10, first: '2025-07-22', last: '2025-07-31' },
      { drawTime: 'EVE', name: 'Evening', count: 10, first: '2025-07-22', last: '2025-07-31' },
      { drawTime: 'NITE', name: 'Night', count: 10, first: '2025-07-22', last: '2025-07-31' },
    ]);
    expect(states[0].history).toEqual([
      { drawTime: 'MORN', name: 'Morning', count: 0, first: null, last: null },
      { drawTime: 'DAY', name: 'Day', count: 3, first: '2023-01-12', last: '2023-01-14' },
      { drawTime: 'EVE', name: 'Evening', count: 0, first: null, last: null },
      { drawTime: 'NITE', name: 'Night', count: 0, first: null, last: null },
    ]);
    expect(states.find((s: { code: string }) => s.code === 'AR').history).toEqual([
      { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
      { drawTime: 'EVE', name: 'Evening', count: 0, first: null, last: null },
    ]);
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

  it('turns live into behind when a scheduled draw is posted and not stored, without any ingestion', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 3, GA_TIMES, 3));
    let now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const status = async () =>
      (await app.inject('/api/states')).json().states.find((s: { code: string }) => s.code === 'GA')
        .status;
    expect(await status()).toBe('live');
    now = new Date(drawInstant('GA', '2025-08-01', 'EVE').getTime());
    expect(await status()).toBe('behind');
    now = new Date(Date.parse('2025-08-09T12:00:00Z'));
    expect(await status()).toBe('stale');
    await app.close();
  });

  it('gives lastIngestAt from the last successful live run and refreshes after a run finishes', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 2, GA_TIMES, 4));
    const app = await buildTestApp(t.database(), {}, { states: { versionTtlMs: 0 } });
    const ga = async () =>
      (await app.inject('/api/states'))
        .json()
        .states.find((s: { code: string }) => s.code === 'GA');
    expect((await ga()).lastIngestAt).toBeNull();
    const run = await ingestRunsRepository.start(t.database().db, {
      source: 'ga-api',
      state: 'GA',
    });
    await ingestRunsRepository.finish(t.database().db, run, {
      rowsSeen: 6,
      rowsAdded: 0,
      rowsUnchanged: 6,
      conflicts: 0,
    });
    const finishedAt = (
      await ingestRunsRepository.latest(t.database().db, 'ga-api')
    )?.finishedAt?.toISOString();
    // Another process finished the run: the data version moves, the cached list is read again.
    expect((await ga()).lastIngestAt).toBe(finishedAt);
    await app.close();
  });
});

describeEachDriver('GET /api/states/:code/coverage', (t) => {
  it('names the runs of missing scheduled draws between the first and the newest stored draw', async () => {
    const draws = makeDraws('GA', '2025-10-20', 60, GA_TIMES, 5);
    // A hole as in the real Georgia history: Evening 9/13 → 10/10 (28 draws).
    const holey = draws.filter(
      (d) => !(d.drawTime === 'EVE' && d.date >= '2025-09-13' && d.date <= '2025-10-10'),
    );
    await seedDraws(t.database(), holey);
    // 8:00 Eastern on 10/21: the newest due draw is 10/20's Night, which is stored.
    const app = await buildTestApp(
      t.database(),
      {},
      { states: { now: () => new Date('2025-10-21T12:00:00Z') } },
    );
    const response = await app.inject('/api/states/ga/coverage');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      state: 'GA',
      status: 'live',
      disputed: [],
      firstDate: '2025-08-22',
      latestDraw: { date: '2025-10-20', drawTime: 'NITE' },
      missing: missingDraws('GA', holey, { from: '2025-08-22', to: '2025-10-20' }),
      totalMissing: 28,
    });
    expect(body.missing).toEqual([
      { drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 },
    ]);
    await app.close();
  });

  it('answers an empty state with no runs, and 404 / 400 for unknown or malformed codes', async () => {
    const app = await buildTestApp(t.database());
    expect((await app.inject('/api/states/AR/coverage')).json()).toEqual({
      state: 'AR',
      disputed: [],
      status: 'empty',
      firstDate: null,
      latestDraw: null,
      missing: [],
      totalMissing: 0,
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
