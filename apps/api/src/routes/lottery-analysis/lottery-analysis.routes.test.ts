// The HTTP side of the analysis: the query parsed into core's options, the schema of each card,
// Cache-Control, ETag/304, compression and the query's 400s. What the analysis holds (each option,
// the coverage, the hole, the cache) is services/analysis.service.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { analyze, type AnalysisOptions, type AnalyzedDraw } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { AnalyzedDrawSchema } from '@pick3/contract';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 600, ['DAY', 'EVE', 'NITE'], 7);

describeEachDriver('GET /api/lottery-analysis', (t) => {
  it('answers what core analyze gives for the query, as JSON', async () => {
    // Each option's answer, the coverage and the hole are services/analysis.service.test.ts.
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(
      '/api/lottery-analysis?state=GA&limit=200&timeFilter=repeats&digitFilter=singles&isBoxMode=false&windowSize=900',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Core's answer byte for byte, with the data's coverage as the one key added after it.
    const { coverage } = response.json() as { coverage: unknown };
    const options: Partial<AnalysisOptions> = {
      limit: 200,
      timeFilter: 'repeats',
      digitFilter: 'singles',
      isBoxMode: false,
      windowSize: 900,
    };
    expect(response.body).toBe(JSON.stringify({ ...analyze(GA_DRAWS, options), coverage }));
    await app.close();
  });

  it('sends lastSeenDate LAST (gap null) for draws without an older occurrence, as its schema says', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    for (const timeFilter of ['all', 'identical-repeats']) {
      const response = await app.inject(
        `/api/lottery-analysis?state=GA&limit=730&timeFilter=${timeFilter}`,
      );
      const draws = (response.json() as { draws: AnalyzedDraw[] }).draws;
      expect(draws.length).toBeGreaterThan(10);
      for (const d of draws)
        expect(Value.Check(AnalyzedDrawSchema, d), JSON.stringify(d)).toBe(true);
      const nonRepeats = draws.filter((d) => !d.isRepeat);
      if (timeFilter === 'all') expect(nonRepeats.length).toBeGreaterThan(0);
      for (const d of nonRepeats) expect(d).toMatchObject({ lastSeenDate: 'LAST', gap: null });
      // Each dated card names a draw of the list: same straight in the identical view, same box key otherwise.
      draws.forEach((d, i) => {
        if (d.lastSeenDate === 'LAST') return;
        const same = (e: AnalyzedDraw) =>
          timeFilter === 'all' ? e.sortedNumbers === d.sortedNumbers : e.winner === d.winner;
        expect(draws.find((e, j) => j > i && same(e))?.date).toBe(d.lastSeenDate);
      });
    }
    await app.close();
  });

  it('sends Cache-Control for 2 minutes and a strong ETag, and 304 on If-None-Match', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const first = await app.inject('/api/lottery-analysis?state=GA&limit=100');
    expect(first.headers['cache-control']).toBe('public, max-age=120');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // A response a shared cache may keep carries no personal cookie.
    expect(first.headers['set-cookie']).toBeUndefined();

    const again = await app.inject({
      url: '/api/lottery-analysis?state=GA&limit=100',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await app.inject('/api/lottery-analysis?state=GA&limit=99');
    expect(other.headers.etag).not.toBe(etag);
    const stale = await app.inject({
      url: '/api/lottery-analysis?state=GA&limit=99',
      headers: { 'if-none-match': etag },
    });
    expect(stale.statusCode).toBe(200);
    await app.close();
  });

  it('sends gzip and brotli bodies that decode to the same JSON, with per-coding ETags', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const plain = await app.inject('/api/lottery-analysis?state=GA');
    const gzip = await app.inject({
      url: '/api/lottery-analysis?state=GA',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    expect(gzip.headers.vary).toContain('accept-encoding');
    const br = await app.inject({
      url: '/api/lottery-analysis?state=GA',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const notModified = await app.inject({
      url: '/api/lottery-analysis?state=GA',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    await app.close();
  });

  it('answers a state without draws in any case', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/lottery-analysis?state=ny');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ draws: [], coverage: { status: 'empty' } });
    await app.close();
  });

  it.each([
    ['state=GA&limit=0', 'limit', 'querystring/limit must be >= 1'],
    ['state=GA&limit=731', 'limit', 'querystring/limit must be <= 730'],
    ['state=GA&limit=ten', 'limit', 'querystring/limit must be integer'],
    ['state=GA&windowSize=1501', 'windowSize', 'querystring/windowSize must be <= 1500'],
    [
      'state=GA&timeFilter=weekly',
      'timeFilter',
      'querystring/timeFilter must be one of all, repeats, identical-repeats, Morn, Day, Eve, Nite',
    ],
    ['state=GA&digitFilter=quads', 'digitFilter', 'querystring/digitFilter must be one of'],
    ['state=GA&isBoxMode=maybe', 'isBoxMode', 'querystring/isBoxMode must be boolean'],
    ['state=Georgia', 'state', 'querystring/state must match pattern'],
    ['state=G1', 'state', 'querystring/state must match pattern'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/lottery-analysis?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field });
    expect(body.message).toContain(message);
    await app.close();
  });
});
