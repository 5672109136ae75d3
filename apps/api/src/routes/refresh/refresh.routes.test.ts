import { get, type IncomingMessage } from 'node:http';
import { drawInstant } from '@pick3/core';
import { drawsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, expect, it } from 'vitest';
import { fakeSources } from '../../testing/fake-sources.server.js';
import { newBrowser } from '../../testing/accounts.js';
import { refreshAllAndWait, waitForRefreshJob } from '../../testing/refresh-job.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import type { RefreshStatus } from './refresh-runner.js';

/** Reads `event: status` messages from an SSE response. */
async function* statusEvents(response: IncomingMessage): AsyncGenerator<RefreshStatus> {
  let buffer = '';
  for await (const chunk of response) {
    buffer += String(chunk);
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message.split('\n').find((line) => line.startsWith('data: '));
      if (message.includes('event: status') && data !== undefined)
        yield JSON.parse(data.slice(6)) as RefreshStatus;
    }
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWithSources(
  database: Parameters<typeof buildTestApp>[0],
  env: Record<string, string> = {},
) {
  const sources = await fakeSources();
  cleanups.push(sources.close);
  const now = new Date('2025-08-02T12:00:00Z');
  const app = await buildTestApp(database, env, {
    refresh: { baseUrl: sources.url, retries: 0, now },
    states: { now: () => now },
  });
  cleanups.push(() => app.close());
  return { app, sources };
}

describeEachDriver('refresh routes', (t) => {
  it('POST /api/refresh-ga stores new Georgia draws and answers the summary', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 20, ['DAY', 'EVE', 'NITE'], 4));
    const { app } = await appWithSources(t.database());
    const before = (await app.inject('/api/lottery-analysis?state=GA')).json();

    const response = await app.inject({ method: 'POST', url: '/api/refresh-ga', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 new draws in 1 state',
      summary: { updatedStates: ['GA'], totalNewDraws: 2 },
      failedSources: [],
    });
    expect(await drawsRepository.count(t.db(), 'GA')).toBe(62);
    // The cached analysis follows at once.
    const after = (await app.inject('/api/lottery-analysis?state=GA')).json();
    expect(after.stats.total).toBe(before.stats.total + 2);
    expect(after.draws[0]).toMatchObject({ date: '8/1/2025', draw: 'EVE', winner: '610' });
    // New Georgia draws move the pool trackers on: the next draw on sale at 8 AM EDT on 8/2 (Midday;
    // 8/1 Night was drawn, not yet stored) is recorded.
    const tracker = (await app.inject('/api/expected-results?sessionId=permanent-pool-2-2')).json();
    expect(tracker.results[0]).toMatchObject({
      expectedDate: '2025-08-02',
      drawTime: 'Day',
      matchStatus: 'pending',
    });

    // Again: nothing new.
    const again = await app.inject({
      method: 'POST',
      url: '/api/refresh-ga',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.json()).toMatchObject({
      success: true,
      summary: { updatedStates: [], totalNewDraws: 0 },
    });
  });

  it('reports unreachable sources without failing the request', async () => {
    // buildTestApp's default sends the sources to a closed local port.
    const now = new Date(drawInstant('GA', '2025-07-04', 'DAY').getTime() + 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    cleanups.push(() => app.close());
    const response = await app.inject({ method: 'POST', url: '/api/refresh-ga' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      summary: { updatedStates: [], totalNewDraws: 0 },
    });
    expect(body.failedSources).toEqual([
      {
        sourceId: 'ga-api',
        state: 'GA',
        error: expect.stringMatching(/^[A-Z_]+: /),
        // What the page says instead of the raw error: an official source that did not answer.
        sourceKind: 'official',
        failure: 'unreachable',
        // The next try the page names: the scheduler's first poll, five minutes after Midday.
        nextTryAt: new Date(
          drawInstant('GA', '2025-07-04', 'DAY').getTime() + 5 * 60_000,
        ).toISOString(),
      },
    ]);
    expect(body.message).toBe('0 new draws in 0 states; 1 of 1 sources failed');
  });

  it('POST /api/manual-refresh-all answers at once with a job that runs every source and names the failed ones', async () => {
    const { app, sources } = await appWithSources(t.database());
    // Georgia's source holds its answer: the POST still answers, with the job.
    const release = sources.hold();
    const started = await app.inject({ method: 'POST', url: '/api/manual-refresh-all' });
    expect(started.statusCode).toBe(202);
    const { jobId, statusUrl } = started.json<{ jobId: string; statusUrl: string }>();
    expect(statusUrl).toBe(`/api/refresh/jobs/${jobId}`);
    const running = (await app.inject(statusUrl)).json();
    expect(running).toMatchObject({ id: jobId, kind: 'all', status: 'running', result: null });
    expect(running.progress.total).toBeGreaterThan(1);
    // An id no run has is not found; a malformed one is refused naming the field.
    expect(
      (await app.inject('/api/refresh/jobs/00000000-0000-4000-8000-000000000000')).json(),
    ).toMatchObject({
      statusCode: 404,
      code: 'JOB_NOT_FOUND',
    });
    expect((await app.inject('/api/refresh/jobs/not-a-job')).statusCode).toBe(400);
    release();
    const job = await waitForRefreshJob(app, jobId);
    expect(job).toMatchObject({ status: 'finished', error: null });
    // The counts in the player's terms: one source updated, the rest failed (nothing else answers).
    expect(job.progress).toMatchObject({
      done: job.progress.total,
      updated: 1,
      noNew: 0,
      failed: job.progress.total - 1,
    });
    const body = job.result!;
    expect(body.success).toBe(true);
    expect(body.summary).toEqual({ updatedStates: ['GA'], totalNewDraws: 2 });
    expect(body.failedSources.length).toBeGreaterThan(0);
    expect(body.failedSources.map((f: { state: string }) => f.state)).not.toContain('GA');
    const status = (await app.inject('/api/refresh/status')).json();
    expect(status).toMatchObject({ running: false, kind: 'all', percent: 100 });
    expect(status.sources.length).toBe(body.failedSources.length + 1);
  });

  it('runs one manual refresh at a time (409 REFRESH_RUNNING) and shows it in /api/refresh/status', async () => {
    const { app, sources } = await appWithSources(t.database());
    const release = sources.hold();
    const first = app.inject({ method: 'POST', url: '/api/refresh-ga' });
    // Wait until the run is under way (its status says so), without a timer.
    let status = (await app.inject('/api/refresh/status')).json();
    while (!status.running || status.sources[0]?.phase === 'pending') {
      await new Promise((resolve) => setImmediate(resolve));
      status = (await app.inject('/api/refresh/status')).json();
    }
    expect(status).toMatchObject({ running: true, kind: 'ga', percent: 0, finishedAt: null });
    expect(status.sources).toEqual([
      { sourceId: 'ga-api', state: 'GA', phase: 'started', rowsSeen: 0, rowsAdded: 0, error: null },
    ]);

    const second = await app.inject({ method: 'POST', url: '/api/manual-refresh-all' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ statusCode: 409, code: 'REFRESH_RUNNING' });

    release();
    expect((await first).statusCode).toBe(200);
    const done = (await app.inject('/api/refresh/status')).json();
    expect(done).toMatchObject({
      running: false,
      percent: 100,
      lastSummary: { updatedStates: ['GA'], totalNewDraws: 2 },
    });
    expect(done.sources[0]).toMatchObject({ phase: 'done', rowsSeen: 2, rowsAdded: 2 });
  });

  it('streams the progress as server-sent events', async () => {
    const { app } = await appWithSources(t.database());
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${address}/api/refresh/events`, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = statusEvents(response);
    const initial = await events.next();
    expect(initial.value).toMatchObject({ running: false, kind: null });

    const run = app.inject({ method: 'POST', url: '/api/refresh-ga' });
    const seen: RefreshStatus[] = [];
    for await (const status of events) {
      seen.push(status);
      if (!status.running && status.finishedAt !== null) break;
    }
    await run;
    response.destroy();
    expect(seen[0]).toMatchObject({ running: true, kind: 'ga' });
    const phases = seen.map((s) => s.sources[0]?.phase);
    expect(phases).toContain('started');
    expect(phases).toContain('done');
    expect(seen.at(-1)).toMatchObject({
      running: false,
      percent: 100,
      lastSummary: { totalNewDraws: 2 },
    });
  });

  it('limits the refresh routes more strictly than the others', async () => {
    const { app } = await appWithSources(t.database(), {
      REFRESH_RATE_LIMIT_MAX: '2',
      RATE_LIMIT_MAX: '100',
    });
    expect((await app.inject({ method: 'POST', url: '/api/refresh-ga' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/refresh-ga' })).statusCode).toBe(200);
    const third = await app.inject({ method: 'POST', url: '/api/refresh-ga' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('counts Update All States per visitor, with a cap on the address as a whole', async () => {
    const { app } = await appWithSources(t.database(), {
      REFRESH_RATE_LIMIT_MAX: '1',
      RATE_LIMIT_MAX: '1000',
    });
    // Each accepted run is waited for, so the next request meets no run going (409).
    const refresh = async (headers: Record<string, string> = {}) =>
      (await refreshAllAndWait(app, headers)).started;
    // Two players behind one address: each has their own run.
    const ana = (await newBrowser(app)).headers();
    const ben = (await newBrowser(app)).headers();
    expect((await refresh(ana)).statusCode).toBe(202);
    expect((await refresh(ben)).statusCode).toBe(202);
    const again = await refresh(ana);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // A request without the cookie counts for the address.
    expect((await refresh()).statusCode).toBe(202);
    expect((await refresh()).statusCode).toBe(429);
    // Fresh cookies do not buy more: the address has REFRESH_VISITORS_PER_ADDRESS (5) visitors'
    // worth of attempts a minute, and five were made from it.
    const fresh = await refresh((await newBrowser(app)).headers());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toContain('Rate limit of 5 requests per minute');
  });
});
