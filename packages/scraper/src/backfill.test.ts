// Backfill end to end: Arizona (no official source; LotteryUSA's year pages) filled from an empty
// database by a local server that serves year pages in the saved LotteryUSA markup, filled with the
// real draws of the bundled history. Merge-only, resumable after kill -9, polite, recorded.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { backfillRepository, createDb, drawsRepository, ingestRunsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startAutoBackfill } from './auto-backfill.js';
import { backfill, backfillNeed } from './backfill.js';
import { ingest } from './ingest.js';
import { MemoryPoliteStore } from './polite/polite-store.js';
import { politeStore, setPoliteStore } from './polite/polite-fetch.js';
import { sourceHealth } from './source-health.js';
import { bundledDraws } from './testing/bundled-history.js';
import { lotteryUsaPage } from './testing/built-pages.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';

const CHILD = fileURLToPath(new URL('./testing/backfill-kill.fixture.ts', import.meta.url));
/** The day after the bundled Arizona history ends (2026-07-01). */
const NOW = new Date('2026-07-02T15:00:00Z');
const FROM = '2024-01-01';
const YEAR_PATH = '/arizona/pick-3/year';
const GAME_PATH = '/arizona/pick-3/';
const AZ = bundledDraws('AZ-pick3.csv', FROM, '2026-07-01');
const yearOf = (year: string) => AZ.filter((d) => d.date.startsWith(year));

let server: FixtureServer;
const previousStore = politeStore();
beforeEach(async () => {
  server = await startFixtureServer({
    '/robots.txt': { body: 'User-agent: *\nDisallow: /account/\n', contentType: 'text/plain' },
    [YEAR_PATH]: (request, response) => {
      // `/year` without a query is the current year's page, as on LotteryUSA.
      const year =
        new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('year') ?? '2026';
      const draws = yearOf(year);
      if (draws.length === 0) response.writeHead(404).end('no such year');
      else response.writeHead(200, { 'content-type': 'text/html' }).end(lotteryUsaPage(draws));
    },
  });
  setPoliteStore(new MemoryPoliteStore());
});
afterEach(async () => {
  setPoliteStore(previousStore);
  await server.close();
});

/** The years asked for: `/year` (the newest, asked first) is the current year's page, 2026. */
const yearRequests = () =>
  server.requests
    .filter((r) => r.url.startsWith(YEAR_PATH))
    .map((r) => (r.url.includes('?year=') ? r.url.split('=')[1] : '2026 (/year)'));

describeEachDriver('backfill', (t) => {
  it('fills an empty state from the archive to at least 730 draws, merge-only, and records the walk', async () => {
    expect((await backfillNeed(t.db(), 'AZ', NOW)).reason).toBe('short');
    const result = await backfill({
      db: t.db(),
      state: 'AZ',
      from: FROM,
      now: NOW,
      baseUrl: server.baseUrl,
      pauseMs: 0,
      trigger: 'test',
    });
    expect(result).toMatchObject({
      sourceId: 'az-lotteryusa',
      status: 'done',
      pagesTotal: 3,
      pagesFetched: 3,
      failures: 0,
      rowsAdded: AZ.length,
    });
    expect(yearRequests()).toEqual(['2026 (/year)', '2025', '2024']);
    expect(await drawsRepository.count(t.db(), 'AZ')).toBe(AZ.length);
    expect(AZ.length).toBeGreaterThanOrEqual(730);
    expect(await backfillNeed(t.db(), 'AZ', NOW)).toMatchObject({ needed: false, missing: 0 });
    const health = (await sourceHealth(t.db(), NOW)).find((s) => s.id === 'az-lotteryusa');
    expect(health?.backfill).toMatchObject({
      status: 'done',
      from: FROM,
      pagesDone: 3,
      pagesTotal: 3,
      rowsAdded: AZ.length,
    });
    // Caches keyed on finished ingest runs see the new draws.
    expect((await ingestRunsRepository.recent(t.db(), 1))[0]).toMatchObject({
      source: 'backfill:az-lotteryusa',
      rowsAdded: AZ.length,
      error: null,
    });

    server.requests.length = 0;
    // A second walk the next day asks only for this year's page again (past years are remembered)
    // and adds nothing. (The same day, the polite layer would not even ask for that one.)
    const again = await backfill({
      db: t.db(),
      state: 'AZ',
      from: FROM,
      now: new Date(NOW.getTime() + 86_400_000),
      baseUrl: server.baseUrl,
      pauseMs: 0,
    });
    expect(again).toMatchObject({ pagesFetched: 1, pagesSkipped: 2, rowsAdded: 0 });
    expect(yearRequests()).toEqual(['2026 (/year)']);
  });

  it('stops after the given number of failed pages, keeping what it merged', async () => {
    server.route(YEAR_PATH, (request, response) => {
      const year =
        new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('year') ?? '2026';
      if (year === '2026')
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(lotteryUsaPage(yearOf('2026')));
      else response.writeHead(503).end('down');
    });
    const result = await backfill({
      db: t.db(),
      state: 'AZ',
      from: '2020-01-01',
      now: NOW,
      baseUrl: server.baseUrl,
      pauseMs: 0,
      retries: 0,
      maxFailures: 2,
    });
    expect(result).toMatchObject({ status: 'failed', pagesFetched: 1, failures: 2 });
    expect(result?.error).toMatch(/^stopped after 2 failed pages; last: HTTP_ERROR: .*HTTP 503/);
    expect(yearRequests()).toEqual(['2026 (/year)', '2025', '2024']);
    expect(await drawsRepository.count(t.db(), 'AZ')).toBe(yearOf('2026').length);
    expect(await backfillRepository.find(t.db(), result!.runId)).toMatchObject({
      status: 'failed',
      failures: 2,
    });
  });

  it('resumes after kill -9 where it stopped, without asking for a merged page again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pick3-backfill-kill-'));
    try {
      const pgliteDir = join(dir, 'pglite');
      const target = t.driver === 'postgres' ? t.database().url! : pgliteDir;
      // The child pauses 3 s between pages: killed right after its second page (2025) is merged.
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', CHILD, server.baseUrl, target, FROM, NOW.toISOString()],
          {
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        createInterface({ input: child.stdout }).on('line', (line) => {
          lines.push(line);
          if (line.startsWith('merged 2025/')) child.kill('SIGKILL');
        });
        child.on('error', reject);
        child.on('exit', (_code, signal) =>
          signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited: ${lines.join('; ')}`)),
        );
      });
      expect(lines).toEqual(['merged 2026/EVE 1/3', 'merged 2025/EVE 2/3']);
      const database =
        t.driver === 'postgres'
          ? undefined
          : await createDb({ pgliteDir, importBundledHistory: false });
      const db = database?.db ?? t.db();
      try {
        expect(await drawsRepository.count(db, 'AZ')).toBe(
          yearOf('2026').length + yearOf('2025').length,
        );
        const [killed] = await backfillRepository.latestPerSource(db);
        expect(killed).toMatchObject({ status: 'running', pagesDone: 2 });

        // On PostgreSQL the killed child's session (and its advisory lock) ends when the server
        // notices the closed socket: a walk started before that finds the state locked (null).
        let resumed = null;
        for (let attempt = 0; attempt < 40 && resumed === null; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
          resumed = await backfill({
            db,
            state: 'AZ',
            from: FROM,
            now: NOW,
            baseUrl: server.baseUrl,
            pauseMs: 0,
          });
        }
        expect(resumed).toMatchObject({ status: 'done', pagesFetched: 2, pagesSkipped: 1 });
        expect(await backfillRepository.find(db, killed!.id)).toMatchObject({
          status: 'interrupted',
        });
        expect(await drawsRepository.count(db, 'AZ')).toBe(AZ.length);
        // 2026 (still growing) was asked again; 2025 was merged before the kill and never again.
        expect(yearRequests()).toEqual(['2026 (/year)', '2025', '2026 (/year)', '2024']);
      } finally {
        await database?.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('rejects bad pages with a recorded reason and loses nothing already stored', async () => {
    // The recent page of a state the aggregate serves alone: stored first, then served broken.
    const recent = yearOf('2026').slice(-20);
    server.route(GAME_PATH, { body: lotteryUsaPage(recent), contentType: 'text/html' });
    const options = { db: t.db(), sources: ['az-lotteryusa'], baseUrl: server.baseUrl, retries: 0 };
    expect((await ingest({ ...options, now: NOW })).runs[0]).toMatchObject({ rowsAdded: 20 });
    const page = lotteryUsaPage(recent);
    const firstBalls = /(<ul[^>]*c-draw-card__ball-list[^>]*>)([\s\S]*?)(<\/ul>)/;
    const bad: Array<[string, string, RegExp]> = [
      ['markup changed', page.replace(/c-draw-card/g, 'c-result-row'), /^LAYOUT_CHANGED/],
      ['truncated body', page.slice(0, Math.floor(page.length / 2)), /^LAYOUT_CHANGED/],
      [
        'two digits',
        page.replace(
          firstBalls,
          (_, a: string, b: string, c: string) => a + b.replace(/<li[^>]*>\d<\/li>\s*$/, '') + c,
        ),
        /^INVALID_ROW/,
      ],
      [
        'four digits',
        page.replace(
          firstBalls,
          (_, a: string, b: string, c: string) =>
            `${a}${b}<li class="c-ball c-ball--sm">7</li>${c}`,
        ),
        /^INVALID_ROW/,
      ],
      [
        'error page with status 200',
        '<!doctype html><html><head><title>Service unavailable</title></head><body><h1>Oops</h1></body></html>',
        /^LAYOUT_CHANGED/,
      ],
    ];
    let hour = 0;
    for (const [what, body, code] of bad) {
      server.route(GAME_PATH, { body, contentType: 'text/html' });
      // A day later each time: the polite layer asks for the page once per draw.
      const summary = await ingest({
        ...options,
        now: new Date(NOW.getTime() + ++hour * 86_400_000),
      });
      expect(summary.runs[0]?.error?.code, what).toMatch(code);
      const [run] = await ingestRunsRepository.recent(t.db(), 1);
      expect(run?.error, what).toMatch(code);
      expect(await drawsRepository.count(t.db(), 'AZ'), what).toBe(20);
    }
    // A row dated after today is rejected, counted in the run, and the rest of the page is stored.
    server.route(GAME_PATH, {
      body: lotteryUsaPage([...recent, { date: '2026-12-31', number: '123' }]),
      contentType: 'text/html',
    });
    const future = await ingest({ ...options, now: new Date(NOW.getTime() + ++hour * 86_400_000) });
    expect(future.runs[0]).toMatchObject({ rowsRejected: 1, rowsAdded: 0, rowsUnchanged: 20 });
    expect(future.runs[0]?.rejections.future?.example).toMatch(
      /^2026-12-31 Evening: dated after today/,
    );
    expect(await drawsRepository.count(t.db(), 'AZ')).toBe(20);
  });

  it('starts a backfill by itself for a state short of the analysis window, once a day at most', async () => {
    // Arizona empty (short); Washington has no archive walk to make here (its state is not watched).
    const auto = startAutoBackfill({
      db: t.db(),
      states: ['AZ'],
      baseUrl: server.baseUrl,
      now: () => NOW,
      pauseMs: 0,
    });
    const [walk] = await auto.check();
    expect(walk).toMatchObject({ sourceId: 'az-lotteryusa', status: 'done' });
    expect(await drawsRepository.count(t.db(), 'AZ')).toBeGreaterThanOrEqual(730);
    expect(await backfillNeed(t.db(), 'AZ', NOW)).toMatchObject({ needed: false });
    expect((await backfillRepository.latestPerSource(t.db()))[0]).toMatchObject({
      trigger: 'worker',
      status: 'done',
    });
    // Walked within the day: not again, even when asked.
    server.requests.length = 0;
    expect(await auto.check()).toEqual([]);
    expect(yearRequests()).toEqual([]);
    await auto.stop();
  });

  it('walks a state whose last 730 scheduled draws have a hole', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      AZ.filter((d) => !d.date.startsWith('2025-03')),
      {
        source: 'test',
      },
    );
    const need = await backfillNeed(t.db(), 'AZ', NOW);
    expect(need).toMatchObject({ needed: true, reason: 'hole', missing: 31 });
    const auto = startAutoBackfill({
      db: t.db(),
      states: ['AZ'],
      baseUrl: server.baseUrl,
      now: () => NOW,
      pauseMs: 0,
    });
    await auto.check();
    expect(await backfillNeed(t.db(), 'AZ', NOW)).toMatchObject({ needed: false, missing: 0 });
    await auto.stop();
  });
});
