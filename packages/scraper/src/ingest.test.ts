import { STATE_CODES } from '@pick3/core';
import { drawsRepository, ingestRunsRepository, successfulUrlsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ingest, selectSources, type IngestOptions, type IngestProgressEvent } from './ingest.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import {
  CA_PATH,
  defaultSourceRoutes,
  EXPECTED_DRAWS,
  EXPECTED_URLS,
  FIXTURES_NOW,
  GA_PATH,
  TX_MORNING_PATH,
  TX_NIGHT_PATH,
} from './testing/source-fixtures.js';

const ALL_STATES = Object.keys(EXPECTED_DRAWS).sort();
const TOTAL = Object.values(EXPECTED_DRAWS).reduce((sum, n) => sum + n, 0);

let server: FixtureServer;
beforeEach(async () => {
  server = await startFixtureServer(defaultSourceRoutes());
});
afterEach(async () => {
  await server.close();
});

/**
 * Small timeouts and backoff: the local server answers at once or never. These tests are about the
 * sources that store; the aggregate witnesses beside official sources have their own suite
 * (cross-check.test.ts), so they are left out here unless a test asks for them.
 */
const fastFetch = (): Omit<IngestOptions, 'db'> => ({
  witnesses: false,
  baseUrl: server.baseUrl,
  now: FIXTURES_NOW,
  timeoutMs: 2_000,
  retries: 1,
  backoffMs: 1,
});

async function drawCounts(
  db: Parameters<typeof drawsRepository.count>[0],
): Promise<Record<string, number>> {
  const rows = await drawsRepository.countByState(db);
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

describeEachDriver('ingest against a local server serving the fixtures', (t) => {
  it("adds every source's draws, records runs and URLs, and a second run adds nothing", async () => {
    const first = await ingest({ db: t.db(), ...fastFetch() });
    expect(first.runs.map((run) => [run.sourceId, run.error])).toEqual(
      selectSources({ witnesses: false }).map((source) => [source.id, undefined]),
    );
    expect(first.totalNewDraws).toBe(TOTAL);
    expect(first.updatedStates).toEqual(ALL_STATES);
    expect(await drawCounts(t.db())).toEqual(EXPECTED_DRAWS);
    const ga = first.runs.find((run) => run.sourceId === 'ga-api');
    expect(ga).toMatchObject({
      state: 'GA',
      rowsSeen: 20,
      rowsAdded: 20,
      rowsUnchanged: 0,
      conflicts: 0,
    });

    const runs = await ingestRunsRepository.recent(t.db(), 100);
    expect(runs).toHaveLength(first.runs.length);
    expect(runs.every((run) => run.finishedAt !== null && run.error === null)).toBe(true);
    const urls = await successfulUrlsRepository.list(t.db());
    expect(urls).toHaveLength(EXPECTED_URLS);
    expect(
      urls
        .filter((url) => url.state === 'TX')
        .map((url) => url.timeLabel)
        .sort(),
    ).toEqual(['Day', 'Evening', 'Morning', 'Night']);
    expect(urls.find((url) => url.state === 'GA')).toMatchObject({
      url: `${server.baseUrl}${GA_PATH}?game-names=CASH%203`,
      timeLabel: '',
    });

    // An hour later the date windows in the URLs have moved; successful_urls still holds one row per URL.
    const second = await ingest({
      db: t.db(),
      ...fastFetch(),
      now: new Date(FIXTURES_NOW.getTime() + 3_600_000),
    });
    expect(second.totalNewDraws).toBe(0);
    expect(second.updatedStates).toEqual([]);
    expect(
      second.runs.every(
        (run) => run.error === undefined && run.rowsUnchanged === run.rowsSeen - run.rowsRejected,
      ),
    ).toBe(true);
    expect(await drawCounts(t.db())).toEqual(EXPECTED_DRAWS);
    expect(await ingestRunsRepository.recent(t.db(), 100)).toHaveLength(2 * first.runs.length);
    expect(
      (await successfulUrlsRepository.list(t.db())).every((url) => url.successCount === 2),
    ).toBe(true);
  });

  it('a garbage source and a hanging source fail with a recorded error while the others complete', async () => {
    server.route(CA_PATH, {
      body: '<html><body>Request blocked</body></html>',
      contentType: 'text/html',
    });
    server.route(GA_PATH, 'hang');
    const events: IngestProgressEvent[] = [];
    const summary = await ingest({
      db: t.db(),
      ...fastFetch(),
      // Long enough for a fixture answer on a busy machine, short enough for the hanging one.
      timeoutMs: 1_000,
      retries: 0,
      onProgress: (e) => events.push(e),
    });

    const byId = new Map(summary.runs.map((run) => [run.sourceId, run]));
    expect(byId.get('ca-api')?.error?.code).toBe('LAYOUT_CHANGED');
    expect(byId.get('ga-api')?.error?.code).toBe('TIMEOUT');
    expect(
      summary.runs.filter((run) => run.error !== undefined).map((run) => run.sourceId),
    ).toEqual(['ga-api', 'ca-api']);
    expect(summary.updatedStates).toEqual(
      ALL_STATES.filter((state) => state !== 'CA' && state !== 'GA'),
    );
    expect(summary.totalNewDraws).toBe(TOTAL - EXPECTED_DRAWS['CA']! - EXPECTED_DRAWS['GA']!);
    const counts = await drawCounts(t.db());
    expect(counts['CA']).toBeUndefined();
    expect(counts['GA']).toBeUndefined();
    expect(counts['TX']).toBe(EXPECTED_DRAWS['TX']);

    const recorded = new Map(
      (await ingestRunsRepository.recent(t.db(), 100)).map((run) => [run.source, run]),
    );
    expect(recorded.get('ca-api')?.error).toMatch(
      /^LAYOUT_CHANGED: ca-api: the response is not JSON/,
    );
    expect(recorded.get('ga-api')?.error).toMatch(/^TIMEOUT: /);
    expect(recorded.get('ga-api')?.finishedAt).not.toBeNull();
    expect(recorded.get('tx-csv')?.error).toBeNull();
    // No successful_urls hit for a failed source.
    expect((await successfulUrlsRepository.list(t.db(), 'CA')).length).toBe(0);

    // Progress: each source reports started first and done/failed last.
    for (const run of summary.runs) {
      const phases = events.filter((e) => e.sourceId === run.sourceId).map((e) => e.phase);
      expect(phases[0]).toBe('started');
      expect(phases.at(-1)).toBe(run.error === undefined ? 'done' : 'failed');
    }
    expect(events.find((e) => e.sourceId === 'ga-api' && e.phase === 'failed')?.error?.code).toBe(
      'TIMEOUT',
    );
    expect(events.find((e) => e.sourceId === 'tx-csv' && e.phase === 'done')).toMatchObject({
      state: 'TX',
      rowsSeen: 144,
      rowsAdded: 144,
    });
  });

  it("one malformed file of a source writes none of that source's rows", async () => {
    server.route(TX_NIGHT_PATH, {
      body: 'Pick 3 Night,6,10,2026,9,8,,,0\n',
      contentType: 'text/csv',
    });
    const summary = await ingest({ db: t.db(), ...fastFetch(), states: ['TX'] });
    expect(summary.runs).toHaveLength(1);
    expect(summary.runs[0]?.error?.code).toBe('INVALID_ROW');
    expect(summary.runs[0]?.error?.message).toMatch(/line 1/);
    expect(await drawsRepository.count(t.db(), 'TX')).toBe(0);
  });

  it('merges only: a disagreeing number is a conflict, the stored draw and older history stay', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      [
        { state: 'GA', date: '2025-07-25', drawTime: 'NITE', number: '000' },
        { state: 'GA', date: '1999-01-04', drawTime: 'EVE', number: '123' },
      ],
      { source: 'test' },
    );
    const summary = await ingest({ db: t.db(), ...fastFetch(), sources: ['ga-api'] });
    expect(summary.runs[0]).toMatchObject({ rowsSeen: 20, rowsAdded: 19, conflicts: 1 });
    const stored = await drawsRepository.drawsOn(t.db(), 'GA', '1999-01-01', '2025-12-31');
    expect(stored).toHaveLength(21);
    expect(stored.find((d) => d.date === '2025-07-25' && d.drawTime === 'NITE')?.number).toBe(
      '000',
    );
    expect(stored.find((d) => d.date === '1999-01-04')?.number).toBe('123');
  });

  it('rejects future rows, rows before the game and draw times not held, records why, and stores the rest', async () => {
    // FIXTURES_NOW is 10:00 on Thursday 2026-06-11 in Texas.
    server.route(TX_MORNING_PATH, {
      contentType: 'text/csv',
      body: [
        'Pick 3 Morning,1,4,1993,2,2,2,6', // before Texas Pick 3 began (1993-10-25)
        'Pick 3 Morning,9,7,2013,1,1,1,3', // Morning draws began 2013-09-09
        'Pick 3 Morning,6,7,2026,7,8,9,,0', // a Sunday: no draws
        'Pick 3 Morning,6,10,2026,1,2,3,,4',
        'Pick 3 Morning,6,12,2026,4,5,6,,7', // tomorrow
      ].join('\n'),
    });
    const events: IngestProgressEvent[] = [];
    const summary = await ingest({
      db: t.db(),
      ...fastFetch(),
      sources: ['tx-csv'],
      onProgress: (e) => events.push(e),
    });
    const [run] = summary.runs;
    const rejections = {
      'before-game': {
        count: 1,
        example: '1993-01-04 Morning: before TX Pick 3 began (1993-10-25)',
      },
      'not-held': {
        count: 2,
        example: '2013-09-07 Morning: TX held no Morning draw on that date',
      },
      future: {
        count: 1,
        example: '2026-06-12 Morning: dated after today (2026-06-11) in America/Chicago',
      },
    };
    const others = EXPECTED_DRAWS['TX']! - 25; // the Day, Evening and Night files as usual
    expect(run).toMatchObject({
      sourceId: 'tx-csv',
      rowsSeen: others + 5,
      rowsRejected: 4,
      rowsAdded: others + 1,
      rejections,
    });
    expect(run?.error).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ phase: 'done', rowsRejected: 4 });
    const mornings = (await drawsRepository.drawsOn(t.db(), 'TX', '1990-01-01', '2030-01-01'))
      .filter((d) => d.drawTime === 'MORN')
      .map((d) => d.date);
    expect(mornings).toEqual(['2026-06-10']);
    expect(await ingestRunsRepository.latest(t.db(), 'tx-csv')).toMatchObject({
      error: null,
      rowsSeen: others + 5,
      rowsAdded: others + 1,
      rowsRejected: 4,
      rejections,
    });
  });

  it('a run without rejected rows records none', async () => {
    await ingest({ db: t.db(), ...fastFetch(), sources: ['wa-html'] });
    expect(await ingestRunsRepository.latest(t.db(), 'wa-html')).toMatchObject({
      rowsRejected: 0,
      rejections: null,
      rowsAdded: EXPECTED_DRAWS['WA'],
    });
  });

  it('offline (nothing answers), every source records HTTP_ERROR and ingest still resolves', async () => {
    const { baseUrl } = server;
    await server.close();
    const summary = await ingest({
      db: t.db(),
      baseUrl,
      now: FIXTURES_NOW,
      retries: 0,
      timeoutMs: 1_000,
    });
    expect(summary.runs.length).toBeGreaterThan(0);
    expect(summary.runs.every((run) => run.error?.code === 'HTTP_ERROR')).toBe(true);
    expect(summary.totalNewDraws).toBe(0);
    server = await startFixtureServer();
  });

  it("sends the User-Agent and the source's own headers, and honours per-source base URLs", async () => {
    const other = await startFixtureServer(defaultSourceRoutes());
    try {
      await ingest({
        db: t.db(),
        ...fastFetch(),
        sources: ['fl-api', 'nj-api'],
        sourceBaseUrls: { 'nj-api': `${other.baseUrl}` },
      });
      expect(server.requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
        '/drawgamesapp/searchgames',
      ]);
      expect(server.requests[0]?.headers['x-partner']).toBe('web');
      expect(server.requests[0]?.headers['user-agent']).toMatch(/^pick3-scraper\//);
      expect(other.requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
        '/api/v1/draw-games/draws/page',
      ]);
    } finally {
      await other.close();
    }
  });
});

it('selectSources picks the default sources, by id or by state, and rejects an unknown id', () => {
  expect(selectSources({}).map((s) => s.id)).toEqual([
    'tx-csv',
    'ny-socrata',
    'ga-api',
    'fl-api',
    'ca-api',
    'pa-ashx',
    'nj-api',
    'co-html',
    'nc-csv',
    'wi-html',
    'md-html',
    'wa-html',
    'mi-graphql',
    'mo-html',
    'ne-html',
    // LotteryUSA for every state: the source of the states without an official one, the witness
    // (and the fallback) of the others.
    ...STATE_CODES.map((state) => `${state.toLowerCase()}-lotteryusa`),
  ]);
  expect(selectSources({ states: ['ga'] }).map((s) => s.id)).toEqual(['ga-api', 'ga-lotteryusa']);
  expect(selectSources({ states: ['ga'], witnesses: false }).map((s) => s.id)).toEqual(['ga-api']);
  expect(selectSources({ states: ['ar'], witnesses: false }).map((s) => s.id)).toEqual([
    'ar-lotteryusa',
  ]);
  expect(selectSources({ states: ['nc', 'WA'], witnesses: false }).map((s) => s.id)).toEqual([
    'nc-csv',
    'wa-html',
  ]);
  expect(selectSources({ sources: ['tx-html', 'tx-csv'] }).map((s) => s.id)).toEqual([
    'tx-csv',
    'tx-html',
  ]);
  expect(() => selectSources({ sources: ['ohio'] })).toThrow(/Unknown source ohio/);
});
