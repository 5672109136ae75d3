import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { analyze, formatDrawsCsv, type AnalysisOptions, type AnalyzedDraw } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { AnalyzedDrawSchema } from '@pick3/contract';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 600, ['DAY', 'EVE', 'NITE'], 7);

/** The `pick3` CLI's main, loaded from @pick3/core's build (its exports map does not name it). */
async function cliMain(): Promise<
  (
    argv: string[],
    out: { write(t: string): unknown },
    err: { write(t: string): unknown },
  ) => Promise<number>
> {
  const root = dirname(fileURLToPath(import.meta.resolve('@pick3/core/package.json')));
  const cli = (await import(join(root, 'dist', 'cli.js'))) as {
    main: Awaited<ReturnType<typeof cliMain>>;
  };
  return cli.main;
}

describeEachDriver('GET /api/lottery-analysis', (t) => {
  it.each<[string, Partial<AnalysisOptions>]>([
    ['limit=730', { limit: 730 }],
    ['limit=100&timeFilter=Eve', { limit: 100, timeFilter: 'Eve' }],
    [
      'limit=200&timeFilter=repeats&digitFilter=singles',
      { limit: 200, timeFilter: 'repeats', digitFilter: 'singles' },
    ],
    ['limit=50&windowSize=300&isBoxMode=false', { limit: 50, windowSize: 300, isBoxMode: false }],
    [
      'limit=730&timeFilter=identical-repeats&digitFilter=doubles',
      { limit: 730, timeFilter: 'identical-repeats', digitFilter: 'doubles' },
    ],
  ])('answers exactly what core analyze gives for %s', async (query, options) => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/lottery-analysis?state=GA&${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Core's answer byte for byte, with the data's coverage as the one key added after it.
    const { coverage } = response.json() as { coverage: unknown };
    expect(response.body).toBe(JSON.stringify({ ...analyze(GA_DRAWS, options), coverage }));
    await app.close();
  });

  it('carries the coverage of the window: freshness and the scheduled draws missing from it', async () => {
    // Evening draws 7/10 → 7/14 and the Day draw of 7/20 never arrived.
    const holey = GA_DRAWS.filter(
      (d) =>
        !(d.drawTime === 'EVE' && d.date >= '2025-07-10' && d.date <= '2025-07-14') &&
        !(d.drawTime === 'DAY' && d.date === '2025-07-20'),
    );
    await seedDraws(t.database(), holey);
    // 8/1 early morning Eastern, after the Night draw of 7/31 was posted: live.
    const now = new Date('2025-08-01T06:00:00Z');
    const app = await buildTestApp(t.database(), {}, { analysisCache: { now: () => now } });
    const coverage = async (query: string) =>
      (await app.inject(`/api/lottery-analysis?state=GA&${query}`)).json().coverage as Record<
        string,
        unknown
      >;
    expect(await coverage('limit=100')).toEqual({
      status: 'live',
      latestDraw: { date: '2025-07-31', drawTime: 'NITE' },
      missingInWindow: [
        { drawTime: 'EVE', from: '2025-07-10', to: '2025-07-14', count: 5 },
        { drawTime: 'DAY', from: '2025-07-20', to: '2025-07-20', count: 1 },
      ],
    });
    // The Evening view only names Evening holes; a window after the holes names none.
    expect((await coverage('limit=100&timeFilter=Eve')).missingInWindow).toEqual([
      { drawTime: 'EVE', from: '2025-07-10', to: '2025-07-14', count: 5 },
    ]);
    expect((await coverage('limit=20')).missingInWindow).toEqual([]);
    await app.close();
  });

  it('stops at a hole of the history, names it, and rests its coverage on the draws after it', async () => {
    // Every draw of 6/1 → 6/20 is missing (20 days, 60 draws): a hole, not a hiccup.
    const holey = GA_DRAWS.filter((d) => !(d.date >= '2025-06-01' && d.date <= '2025-06-20'));
    await seedDraws(t.database(), holey);
    const now = new Date('2025-08-01T06:00:00Z');
    const app = await buildTestApp(t.database(), {}, { analysisCache: { now: () => now } });
    const response = await app.inject('/api/lottery-analysis?state=GA&limit=730');
    const body = response.json() as {
      draws: AnalyzedDraw[];
      window: unknown;
      coverage: { missingInWindow: unknown[] };
    };
    const afterHole = holey.filter((d) => d.date > '2025-06-20').length;
    expect(body.window).toEqual({
      requested: 730,
      used: afterHole,
      gap: { from: '2025-06-01', to: '2025-06-20', missing: 60 },
    });
    expect(body.draws).toHaveLength(afterHole);
    expect(body.draws.at(-1)!.date).toBe('6/21/2025');
    expect(body.coverage.missingInWindow).toEqual([]);
    expect(response.body).toBe(
      JSON.stringify({
        ...analyze(holey, { limit: 730 }, { state: 'GA' }),
        coverage: body.coverage,
      }),
    );
    // A window that does not reach the hole is whole.
    expect((await app.inject('/api/lottery-analysis?state=GA&limit=100')).json().window).toEqual({
      requested: 100,
      used: 100,
      gap: null,
    });
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

  it('answers what `pick3 analyze --csv --json` prints for a CSV of the same draws', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const dir = await mkdtemp(join(tmpdir(), 'pick3-api-'));
    try {
      const csv = join(dir, 'ga.csv');
      await writeFile(csv, formatDrawsCsv(GA_DRAWS.map((d) => ({ ...d, game: 'Cash 3' }))));
      let printed = '';
      const code = await (
        await cliMain()
      )(
        [
          'analyze',
          '--csv',
          csv,
          '--state',
          'GA',
          '--limit',
          '300',
          '--time-filter',
          'Day',
          '--json',
        ],
        { write: (text) => (printed += text) },
        { write: () => true },
      );
      expect(code).toBe(0);
      const app = await buildTestApp(t.database());
      const response = await app.inject('/api/lottery-analysis?state=GA&limit=300&timeFilter=Day');
      const { coverage, ...analysis } = response.json() as Record<string, unknown>;
      expect(coverage).toMatchObject({ missingInWindow: [] });
      expect(JSON.stringify(analysis)).toBe(printed.trim());
      await app.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  it('serves a new analysis (and ETag) once a new draw is stored', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const before = await app.inject('/api/lottery-analysis?state=GA&limit=100');
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-08-01', drawTime: 'DAY', number: '610' },
    ]);
    // Ingestion in this process invalidates the state's entries, as the refresh routes do.
    app.analysis.invalidate('GA');
    const after = await app.inject('/api/lottery-analysis?state=GA&limit=100');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().draws[0]).toMatchObject({ date: '8/1/2025', draw: 'DAY', winner: '610' });
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

  it('gives an empty analysis for a state without draws, any case', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/lottery-analysis?state=ny');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.draws).toEqual([]);
    expect(body.stats.total).toBe(0);
    expect(body.boxAnalysis).toMatchObject({
      totalCount: 220,
      totalRemoved: 0,
      totalRemaining: 220,
    });
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
