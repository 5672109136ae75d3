import { addDays, expectedDraws, todayInZone } from '@pick3/core';
import {
  createDb,
  drawsRepository,
  ingestRunsRepository,
  withAdvisoryLock,
  type Database,
} from '@pick3/db';
import { describeEachDriver, testDatabaseUrl, TEST_POOL_SIZE } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { selectSources, type IngestSummary } from './ingest.js';
import {
  INGEST_LOCK_KEY,
  startScheduler,
  type Scheduler,
  type SchedulerOptions,
  type TickResult,
} from './scheduler.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import { defaultSourceRoutes, FIXTURES_NOW, GA_PATH } from './testing/source-fixtures.js';

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

/**
 * A scheduler of the catch-all alone (draw clock off unless asked for: on the real clock it would
 * poll whatever real draw happened in the last two hours), fetching from the local server.
 */
function scheduler(options: Omit<SchedulerOptions, 'logger'>): Scheduler {
  const started = startScheduler({
    now: FIXTURES_NOW,
    // The local server answers at once; at npm test's busiest (load 16-20 on two cores) a 2 s limit
    // timed a source out, and a connection to this process's own server, busy storing a tick, once
    // passed fetch's 10 s connect limit (HTTP_ERROR). One retry, as the real worker has two. No test
    // here waits for a source to time out.
    retries: 1,
    timeoutMs: 60_000,
    backoffMs: 1,
    logger,
    drawClock: false,
    ...options,
  });
  schedulers.push(started);
  return started;
}

describeEachDriver('startScheduler', (t) => {
  it('a tick ingests every source once; a second tick for the same slot skips, a later slot runs', async () => {
    const ingested: IngestSummary[] = [];
    const worker = scheduler({
      db: t.db(),
      baseUrl: server.baseUrl,
      onIngested: (summary) => void ingested.push(summary),
    });
    const slot = new Date();
    const first = await worker.tick(slot);
    expect(first).toMatchObject({ status: 'ran', trigger: 'cron' });
    expect(ingested).toEqual([first.status === 'ran' && first.summary]);
    expect(first.status === 'ran' && first.summary.totalNewDraws).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(
      new RegExp(`tick .*: \\d+ new draws .*; ${SOURCE_COUNT}/${SOURCE_COUNT} sources ok$`),
    );

    expect(await worker.tick(slot)).toMatchObject({ status: 'skipped', reason: 'already-ran' });
    expect(lines.at(-1)).toMatch(/skipped: another worker already ran this slot/);
    expect(await ingestRunsRepository.recent(t.db(), 1000)).toHaveLength(SOURCE_COUNT);

    const nextHour = await worker.tick(new Date(slot.getTime() + 3_600_000));
    expect(nextHour.status === 'ran' && nextHour.summary.totalNewDraws).toBe(0);
    expect(await ingestRunsRepository.recent(t.db(), 1000)).toHaveLength(2 * SOURCE_COUNT);
    // onIngested heard the two ingestions, not the skipped tick.
    expect(ingested).toHaveLength(2);
  });

  it('a worker that does not get the lock logs and skips', async () => {
    const worker = scheduler({ db: t.db(), baseUrl: server.baseUrl });
    const outcome = await withAdvisoryLock(t.db(), INGEST_LOCK_KEY, () => worker.tick());
    expect(outcome.result).toMatchObject({ status: 'skipped', reason: 'locked' });
    expect(lines.at(-1)).toMatch(/skipped: another worker holds the "pick3-ingest" lock/);
    expect(await ingestRunsRepository.recent(t.db(), 1000)).toHaveLength(0);
  });

  it('two workers (two pools on PostgreSQL) ticking at the same moment ingest exactly once', async () => {
    const second: Database | undefined =
      t.driver === 'postgres'
        ? await createDb({
            databaseUrl: t.database().url ?? '',
            importBundledHistory: false,
            poolSize: TEST_POOL_SIZE,
          })
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

/** Georgia's draws two days from now (Eastern dates): instants after every run row's timestamp. */
function comingGaDraws() {
  const date = addDays(todayInZone('America/New_York', Date.now()), 2);
  const [day, eve, nite] = expectedDraws('GA', date, date);
  if (day === undefined || eve === undefined || nite === undefined)
    throw new Error(`GA holds three draws on ${date}`);
  return { date, day, eve, nite };
}

/**
 * The GA draw-games API as the draw clock's polls find it: the draws posted so far (the same JSON
 * shape as the saved page, see fixtures/README.md).
 */
function gaApiRoute(posted: { name: string; at: Date; number: string }[]) {
  return {
    contentType: 'application/json',
    get body() {
      return JSON.stringify({
        draws: posted.map((draw) => ({
          name: draw.name,
          drawTime: draw.at.getTime(),
          status: 'CLOSED',
          results: [{ drawType: 'Regular', primary: [...draw.number] }],
        })),
      });
    },
  };
}

describeEachDriver('startScheduler on the draw clock', (t) => {
  const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

  /** A GA-only worker whose clock stands `before` the coming Midday draw. */
  function drawWorker(options: Partial<SchedulerOptions> = {}) {
    const { date, day, eve, nite } = comingGaDraws();
    const started = startScheduler({
      db: t.db(),
      baseUrl: server.baseUrl,
      sources: ['ga-api'],
      retries: 0,
      timeoutMs: 60_000,
      backoffMs: 1,
      logger,
      drawClock: true,
      // Fixed ten minutes before the Midday draw: the timer waits, the test drives the polls.
      clock: () => minutes(day.at, -10),
      ...options,
    });
    schedulers.push(started);
    return { worker: started, date, day, eve, nite };
  }

  it('polls a state 5 minutes after its draw; once the draw is stored it stops polling it', async () => {
    const ingested: IngestSummary[] = [];
    const ticks: TickResult[] = [];
    const { worker, date, day, eve } = drawWorker({
      onIngested: (summary) => void ingested.push(summary),
      onTick: (result) => void ticks.push(result),
    });
    server.route(GA_PATH, gaApiRoute([{ name: 'MIDDAY', at: day.at, number: '786' }]));
    expect(worker.pendingPolls().slice(0, 2)).toEqual([
      { state: 'GA', drawTime: 'DAY', date, drawAt: day.at, pollAt: minutes(day.at, 5) },
      { state: 'GA', drawTime: 'EVE', date, drawAt: eve.at, pollAt: minutes(eve.at, 5) },
    ]);
    expect(await worker.pollDue(minutes(day.at, 4))).toBeUndefined();

    const poll = await worker.pollDue(minutes(day.at, 5));
    expect(poll).toMatchObject({
      status: 'ran',
      trigger: 'draw',
      draws: [{ state: 'GA', date, drawTime: 'DAY', attempt: 1, stored: true }],
    });
    expect(poll?.status === 'ran' && poll.summary.totalNewDraws).toBe(1);
    expect(ingested).toEqual([poll?.status === 'ran' && poll.summary]);
    expect(ticks).toEqual([poll]);
    expect(await drawsRepository.drawsOn(t.db(), 'GA', date, date)).toEqual([
      { date, drawTime: 'DAY', number: '786' },
    ]);
    expect(lines.at(-1)).toMatch(
      /^pick3-scraper: poll .* \(GA .* Day #1 stored\): 1 new draws \(GA\)/,
    );
    // Done with Midday: the next poll is Evening's.
    expect(worker.pendingPolls()[0]).toMatchObject({ drawTime: 'EVE', pollAt: minutes(eve.at, 5) });
    expect(await worker.pollDue(minutes(day.at, 8))).toBeUndefined();
  });

  it('retries with growing waits until the result is posted; gives up two hours after the draw', async () => {
    const posted: { name: string; at: Date; number: string }[] = [
      { name: 'NIGHT', at: minutes(comingGaDraws().day.at, -13 * 60), number: '377' },
    ];
    server.route(GA_PATH, gaApiRoute(posted));
    const { worker, date, day, eve } = drawWorker();

    expect(await worker.pollDue(minutes(day.at, 5))).toMatchObject({
      status: 'ran',
      draws: [{ drawTime: 'DAY', attempt: 1, stored: false }],
    });
    expect(worker.pendingPolls()[0]).toMatchObject({ drawTime: 'DAY', pollAt: minutes(day.at, 8) });
    expect(await worker.pollDue(minutes(day.at, 8))).toMatchObject({
      status: 'ran',
      draws: [{ drawTime: 'DAY', attempt: 2, stored: false }],
    });
    expect(worker.pendingPolls()[0]).toMatchObject({
      drawTime: 'DAY',
      pollAt: minutes(day.at, 12),
    });

    posted.push({ name: 'MIDDAY', at: day.at, number: '050' });
    expect(await worker.pollDue(minutes(day.at, 12))).toMatchObject({
      status: 'ran',
      draws: [{ drawTime: 'DAY', attempt: 3, stored: true }],
    });
    expect(worker.pendingPolls().some((p) => p.drawTime === 'DAY' && p.date === date)).toBe(false);

    // Evening is never posted: its last poll is 120 minutes after the draw, then it is dropped.
    const last = await worker.pollDue(minutes(eve.at, 120));
    expect(last).toMatchObject({ status: 'ran', draws: [{ drawTime: 'EVE', stored: false }] });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^WARN pick3-scraper: poll GA .* Evening: still not posted 120 minutes after the draw; gave up/,
      ),
    );
    expect(worker.pendingPolls().some((p) => p.drawTime === 'EVE' && p.date === date)).toBe(false);
    // Four polls, four runs of the GA source.
    expect(await ingestRunsRepository.recent(t.db(), 1000)).toHaveLength(4);
  });

  it('two workers polling the same draw ingest it once; the other sees it stored', async () => {
    const second: Database | undefined =
      t.driver === 'postgres'
        ? await createDb({
            databaseUrl: t.database().url ?? '',
            importBundledHistory: false,
            poolSize: TEST_POOL_SIZE,
          })
        : undefined;
    try {
      const { worker: a, day } = drawWorker();
      const { worker: b } = drawWorker({ db: second?.db ?? t.db() });
      // The source answers only once one worker's poll has ended: the other holds the lock while it
      // fetches, so the two polls overlap however slow the machine. (Polled one after the other, the
      // second would find no run since its slot: the test's clock is ahead of the database's.)
      const posted = gaApiRoute([{ name: 'MIDDAY', at: day.at, number: '786' }]);
      let answer: () => void = () => undefined;
      const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
      server.route(GA_PATH, (_request, response) => {
        void mayAnswer.then(() =>
          response.writeHead(200, { 'content-type': posted.contentType }).end(posted.body),
        );
      });
      const at = minutes(day.at, 5);
      const polls = [a.pollDue(at), b.pollDue(at)];
      await Promise.race(polls);
      answer();
      const results = await Promise.all(polls);
      expect(results.map((r) => r?.status).sort()).toEqual(['ran', 'skipped']);
      // The one that lost the lock looks again 30 s later and finds the draw stored.
      const loser = results[0]?.status === 'skipped' ? a : b;
      const lost = results.find((r) => r?.status === 'skipped');
      if (lost?.status === 'skipped' && lost.reason === 'locked') {
        expect(loser.pendingPolls()[0]).toMatchObject({
          drawTime: 'DAY',
          pollAt: new Date(at.getTime() + 30_000),
        });
        expect(await loser.pollDue(new Date(at.getTime() + 30_000))).toMatchObject({
          status: 'skipped',
          reason: 'stored',
        });
      }
      expect(loser.pendingPolls()[0]).toMatchObject({ drawTime: 'EVE' });
      expect(await ingestRunsRepository.recent(t.db(), 1000)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});

it('the draw clock is on by default with the hourly catch-all, off when the cron already runs every few minutes', async () => {
  const { openTestDb } = await import('@pick3/db/testing');
  const database = await openTestDb();
  try {
    const clock = () => new Date('2026-06-10T12:00:00Z');
    const make = (options: Partial<SchedulerOptions>) => {
      const started = startScheduler({
        db: database.db,
        baseUrl: server.baseUrl,
        sources: ['ga-api'],
        logger,
        clock,
        ...options,
      });
      schedulers.push(started);
      return started;
    };
    expect(make({}).pendingPolls()[0]).toMatchObject({
      state: 'GA',
      drawTime: 'DAY',
      pollAt: new Date('2026-06-10T16:34:00Z'),
    });
    expect(make({ cron: '*/5 * * * *' }).pendingPolls()).toEqual([]);
    expect(make({ cron: '*/10 * * * *' }).pendingPolls()).not.toEqual([]);
    expect(make({ drawClock: false }).pendingPolls()).toEqual([]);
    expect(make({ cron: '* * * * * *', drawClock: true }).pendingPolls()).not.toEqual([]);
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  } finally {
    await database.close();
  }
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
