import { createDb, ingestRunsRepository, withAdvisoryLock, type Database } from '@pick3/db';
import { describeEachDriver, testDatabaseUrl } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { selectSources } from './ingest.js';
import {
  INGEST_LOCK_KEY,
  startScheduler,
  type Scheduler,
  type SchedulerOptions,
  type TickResult,
} from './scheduler.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import { defaultSourceRoutes, FIXTURES_NOW } from './testing/source-fixtures.js';

const SOURCE_COUNT = selectSources({}).length;

if (testDatabaseUrl() === undefined) {
  console.warn(
    'scheduler.test: TEST_DATABASE_URL is unset, so "two workers on one PostgreSQL" runs only as two schedulers ' +
      'sharing one PGlite; set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it on two pools.',
  );
}

let server: FixtureServer;
const schedulers: Scheduler[] = [];
const lines: string[] = [];
const logger = {
  info: (line: string) => void lines.push(line),
  warn: (line: string) => void lines.push(`WARN ${line}`),
};

beforeEach(async () => {
  server = await startFixtureServer(defaultSourceRoutes());
  lines.length = 0;
});
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
  await server.close();
});

function scheduler(options: Omit<SchedulerOptions, 'logger'>): Scheduler {
  const started = startScheduler({
    now: FIXTURES_NOW,
    retries: 0,
    timeoutMs: 2_000,
    backoffMs: 1,
    logger,
    ...options,
  });
  schedulers.push(started);
  return started;
}

describeEachDriver('startScheduler', (t) => {
  it('a tick ingests every source once; a second tick for the same slot skips, a later slot runs', async () => {
    const worker = scheduler({ db: t.db(), baseUrl: server.baseUrl });
    const slot = new Date();
    const first = await worker.tick(slot);
    expect(first.status).toBe('ran');
    expect(first.status === 'ran' && first.summary.totalNewDraws).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(
      new RegExp(`tick .*: \\d+ new draws .*; ${SOURCE_COUNT}/${SOURCE_COUNT} sources ok$`),
    );

    expect(await worker.tick(slot)).toMatchObject({ status: 'skipped', reason: 'already-ran' });
    expect(lines.at(-1)).toMatch(/skipped: another worker already ran this slot/);
    expect(await ingestRunsRepository.recent(t.db(), 100)).toHaveLength(SOURCE_COUNT);

    const nextHour = await worker.tick(new Date(slot.getTime() + 3_600_000));
    expect(nextHour.status === 'ran' && nextHour.summary.totalNewDraws).toBe(0);
    expect(await ingestRunsRepository.recent(t.db(), 100)).toHaveLength(2 * SOURCE_COUNT);
  });

  it('a worker that does not get the lock logs and skips', async () => {
    const worker = scheduler({ db: t.db(), baseUrl: server.baseUrl });
    const outcome = await withAdvisoryLock(t.db(), INGEST_LOCK_KEY, () => worker.tick());
    expect(outcome.result).toMatchObject({ status: 'skipped', reason: 'locked' });
    expect(lines.at(-1)).toMatch(/skipped: another worker holds the "pick3-ingest" lock/);
    expect(await ingestRunsRepository.recent(t.db(), 100)).toHaveLength(0);
  });

  it('two workers (two pools on PostgreSQL) ticking at the same moment ingest exactly once', async () => {
    const second: Database | undefined =
      t.driver === 'postgres'
        ? await createDb({ databaseUrl: t.database().url ?? '', importBundledHistory: false })
        : undefined;
    try {
      const a = scheduler({ db: t.db(), baseUrl: server.baseUrl });
      const b = scheduler({ db: second?.db ?? t.db(), baseUrl: server.baseUrl });
      const slot = new Date();
      const results = await Promise.all([a.tick(slot), b.tick(slot)]);
      expect(results.map((result) => result.status).sort()).toEqual(['ran', 'skipped']);
      const runs = await ingestRunsRepository.recent(t.db(), 100);
      expect(runs).toHaveLength(SOURCE_COUNT);
      expect(new Set(runs.map((run) => run.source)).size).toBe(SOURCE_COUNT);
    } finally {
      await second?.close();
    }
  });

  it('offline, the tick records every failure and the scheduler keeps working', async () => {
    const { baseUrl } = server;
    await server.close();
    const worker = scheduler({ db: t.db(), baseUrl });
    const offline = await worker.tick();
    expect(offline.status).toBe('ran');
    expect(
      offline.status === 'ran' &&
        offline.summary.runs.every((run) => run.error?.code === 'HTTP_ERROR'),
    ).toBe(true);
    expect(lines.at(-1)).toMatch(
      new RegExp(`0/${SOURCE_COUNT} sources ok; failed: tx-csv HTTP_ERROR`),
    );
    const runs = await ingestRunsRepository.recent(t.db(), 100);
    expect(runs.every((run) => run.error?.startsWith('HTTP_ERROR'))).toBe(true);
    server = await startFixtureServer(defaultSourceRoutes());
  });

  it('a database error makes the tick fail with a logged reason; the scheduler keeps going', async () => {
    const worker = scheduler({ db: t.db(), baseUrl: server.baseUrl });
    await t.db().schema.dropTable('ingest_runs').cascade().execute();
    const result = await worker.tick();
    expect(result).toMatchObject({ status: 'failed', error: expect.stringMatching(/ingest_runs/) });
    expect(lines.at(-1)).toMatch(/^WARN pick3-scraper: tick .* failed: /);
    expect((await worker.tick()).status).toBe('failed');
  });
});

it('the cron fires ticks on its own and stop() ends the schedule', async () => {
  const { openTestDb } = await import('@pick3/db/testing');
  const database = await openTestDb();
  try {
    const firstTick = new Promise<TickResult>((resolve) => {
      // Every second: node-cron accepts a seconds field.
      scheduler({
        db: database.db,
        baseUrl: server.baseUrl,
        sources: ['ga-api'],
        cron: '* * * * * *',
        onTick: resolve,
      });
    });
    const result = await firstTick;
    expect(result.status).toBe('ran');
    expect(result.slot.getMilliseconds()).toBe(0);
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  } finally {
    await database.close();
  }
});

it('rejects an invalid cron expression', () => {
  expect(() => startScheduler({ db: undefined as never, cron: 'every hour' })).toThrow(
    /Invalid cron expression/,
  );
});
