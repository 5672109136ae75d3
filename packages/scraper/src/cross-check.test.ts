// Two sources checking each other, end to end on a local server: New York's official source (the
// data.ny.gov CSV export) and its LotteryUSA pages report the same draws. Agreeing reports confirm a
// draw; a disagreement is a recorded conflict with the official value stored; an official source that
// has failed for longer than one draw cycle hands over to the aggregate, and its value wins again
// when it answers.
import {
  conflictsRepository,
  drawReportsRepository,
  drawsRepository,
  ingestRunsRepository,
} from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ingest, type IngestOptions } from './ingest.js';
import { MemoryPoliteStore } from './polite/polite-store.js';
import { politeStore, setPoliteStore } from './polite/polite-fetch.js';
import { sourceHealth } from './source-health.js';
import { bundledDraws } from './testing/bundled-history.js';
import { lotteryUsaPage, nyExportCsv } from './testing/built-pages.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import { NY_PATH } from './testing/source-fixtures.js';

/** Four real NY draws (bundled history): Midday and Evening of July 15 and 16, 2026. */
const DRAWS = bundledDraws('NY-numbers.csv', '2026-07-15', '2026-07-16');
const MIDDAY = DRAWS.filter((d) => d.drawTime === 'DAY');
const EVENING = DRAWS.filter((d) => d.drawTime === 'EVE');
const JULY_16_EVENING = EVENING.find((d) => d.date === '2026-07-16')!;
const wrong = (number: string) => String((Number(number) + 1) % 1000).padStart(3, '0');
const NOW = new Date('2026-07-17T12:00:00Z');

let server: FixtureServer;
const previousStore = politeStore();
beforeEach(async () => {
  server = await startFixtureServer({
    '/robots.txt': { body: 'User-agent: *\nDisallow: /account/\n', contentType: 'text/plain' },
    [NY_PATH]: { body: nyExportCsv(DRAWS), contentType: 'text/csv' },
    '/new-york/midday-numbers/': { body: lotteryUsaPage(MIDDAY), contentType: 'text/html' },
    '/new-york/numbers/': { body: lotteryUsaPage(EVENING), contentType: 'text/html' },
  });
  setPoliteStore(new MemoryPoliteStore());
});
afterEach(async () => {
  setPoliteStore(previousStore);
  await server.close();
});

describeEachDriver('two sources of one state', (t) => {
  const run = (now: Date, extra: Partial<IngestOptions> = {}) =>
    ingest({ db: t.db(), states: ['NY'], baseUrl: server.baseUrl, retries: 0, now, ...extra });
  const byId = (summary: Awaited<ReturnType<typeof run>>, id: string) =>
    summary.runs.find((r) => r.sourceId === id);

  it('confirms the draws both report alike, and keeps which sources confirmed each', async () => {
    const summary = await run(NOW);
    expect(byId(summary, 'ny-socrata')).toMatchObject({ role: 'primary', rowsAdded: 4 });
    expect(byId(summary, 'ny-lotteryusa')).toMatchObject({
      role: 'witness',
      rowsAdded: 0,
      rowsUnchanged: 4,
      conflicts: 0,
    });
    expect(await drawReportsRepository.confirmedCount(t.db(), 'NY')).toBe(4);
    expect(await drawReportsRepository.reportsOf(t.db(), JULY_16_EVENING)).toEqual([
      { source: 'ny-lotteryusa', kind: 'aggregate', number: JULY_16_EVENING.number },
      { source: 'ny-socrata', kind: 'official', number: JULY_16_EVENING.number },
    ]);
    const health = await sourceHealth(t.db(), NOW);
    expect(health.find((s) => s.id === 'ny-socrata')).toMatchObject({
      kind: 'official',
      role: 'primary',
      agreement: { agreed: 4, disagreed: 0 },
      newestDraw: { date: '2026-07-16', drawTime: 'EVE' },
    });
    expect(health.find((s) => s.id === 'ny-lotteryusa')).toMatchObject({
      kind: 'aggregate',
      role: 'witness',
      agreement: { agreed: 4, disagreed: 0 },
    });
  });

  it('records a disagreement as a conflict with both values and keeps the official value', async () => {
    server.route('/new-york/numbers/', {
      body: lotteryUsaPage(
        EVENING.map((d) => (d === JULY_16_EVENING ? { ...d, number: wrong(d.number) } : d)),
      ),
      contentType: 'text/html',
    });
    const summary = await run(NOW);
    expect(byId(summary, 'ny-lotteryusa')).toMatchObject({ conflicts: 1, rowsUnchanged: 3 });
    expect(await conflictsRepository.list(t.db(), { state: 'NY' })).toMatchObject([
      {
        date: '2026-07-16',
        drawTime: 'EVE',
        storedWinner: JULY_16_EVENING.number,
        incomingWinner: wrong(JULY_16_EVENING.number),
        source: 'ny-lotteryusa',
        resolution: 'kept',
      },
    ]);
    expect(await drawsRepository.drawsOn(t.db(), 'NY', '2026-07-16', '2026-07-16')).toContainEqual({
      date: '2026-07-16',
      drawTime: 'EVE',
      number: JULY_16_EVENING.number,
    });
    expect(await drawReportsRepository.confirmedCount(t.db(), 'NY')).toBe(3);
    const health = await sourceHealth(t.db(), NOW);
    expect(health.find((s) => s.id === 'ny-lotteryusa')?.agreement).toEqual({
      agreed: 3,
      disagreed: 1,
    });
  });

  it('hands over to the aggregate when the official source has failed longer than a draw cycle, and takes the official value back', async () => {
    // The aggregate has one number wrong; the official source is down.
    server.route('/new-york/numbers/', {
      body: lotteryUsaPage(
        EVENING.map((d) => (d === JULY_16_EVENING ? { ...d, number: wrong(d.number) } : d)),
      ),
      contentType: 'text/html',
    });
    server.route(NY_PATH, { status: 503, body: 'Service Unavailable', contentType: 'text/plain' });
    // Failures are timed by the database's clock: the runs are at the real "now".
    const failedAt = new Date();
    const first = await run(failedAt, { days: 400 });
    expect(byId(first, 'ny-socrata')?.error?.code).toBe('HTTP_ERROR');
    expect(byId(first, 'ny-lotteryusa')).toMatchObject({ role: 'witness', rowsAdded: 0 });
    expect(await drawsRepository.count(t.db(), 'NY')).toBe(0);
    const failing = (await sourceHealth(t.db(), failedAt)).find((s) => s.id === 'ny-socrata');
    expect(failing).toMatchObject({ failureKind: 'error-status', lastSuccessAt: null });
    expect(failing?.failingSince).toBeInstanceOf(Date);

    // Three days later (every NY draw of a cycle came and went) the aggregate stores the draws.
    const later = new Date(failedAt.getTime() + 3 * 86_400_000);
    const second = await run(later, { days: 400 });
    expect(byId(second, 'ny-lotteryusa')).toMatchObject({ role: 'handover', rowsAdded: 4 });
    expect((await sourceHealth(t.db(), later)).find((s) => s.id === 'ny-lotteryusa')?.role).toBe(
      'handover',
    );
    const stored = await t
      .db()
      .selectFrom('lottery_draws')
      .select(['source', 'source_kind'])
      .where('state', '=', 'NY')
      .execute();
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((s) => `${s.source} ${s.source_kind}`))).toEqual(
      new Set(['ny-lotteryusa aggregate']),
    );

    // The official source answers again: its value replaces the aggregate's, with a record.
    server.route(NY_PATH, { body: nyExportCsv(DRAWS), contentType: 'text/csv' });
    const third = await run(new Date(later.getTime() + 60_000), { days: 400 });
    expect(byId(third, 'ny-socrata')).toMatchObject({
      role: 'primary',
      replaced: 1,
      rowsUnchanged: 3,
    });
    expect(await drawsRepository.drawsOn(t.db(), 'NY', '2026-07-16', '2026-07-16')).toContainEqual({
      date: '2026-07-16',
      drawTime: 'EVE',
      number: JULY_16_EVENING.number,
    });
    // (The aggregate, still in hand-over in this run, may report its wrong value after that: a
    // conflict kept, the official value stays.)
    expect(await conflictsRepository.list(t.db(), { state: 'NY' })).toContainEqual(
      expect.objectContaining({
        storedWinner: wrong(JULY_16_EVENING.number),
        incomingWinner: JULY_16_EVENING.number,
        source: 'ny-socrata',
        resolution: 'replaced',
      }),
    );
    const runs = await ingestRunsRepository.healthPerSource(t.db());
    expect(runs.find((r) => r.source === 'ny-socrata')?.failingSince).toBeNull();
  });
});
