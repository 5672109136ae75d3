// The scale-out claims of infra/README.md with real processes, as compose or Kubernetes run them:
// two API replicas (`node dist/server.js`) and two ingestion workers (`node dist/worker.js`) on one
// PostgreSQL database and one Redis. It shows (a) the advisory lock: each scheduler tick ingests
// once between the two workers, (b) the post-ingestion pipeline runs in the worker: a draw the
// worker ingests settles a pending pool-tracker result, and (c) the rate limit is counted per client
// across the replicas.
// test/scale-out.test.ts shows the same in process (faster, both drivers); this one shows that the
// wiring through the environment and the command line holds.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_IDS, trackerSessionId } from '@pick3/core';
import { fakeSources, gaApiDraw } from '../src/testing/fake-sources.server.js';
import { startBuiltServer, startProcess, type RunningProcess } from '@pick3/built-server';
import { startRedis } from '../src/testing/redis.server.js';
import { API_ENTRY, WORKER_ENTRY } from './support-processes/built-entries.js';
import { createScaleOutDatabase } from './support-processes/scale-out-database.js';

/** Every 2 s (node-cron's six-field form): several ticks in a few seconds, far more than one tick's work. */
const CRON = '*/2 * * * * *';
const TICK_MS = 2_000;
/** ga-api gets one new draw from the fake; nj-api gets 404 and records a failed run: both are runs. */
const SOURCES = ['ga-api', 'nj-api'];
const RATE_LIMIT_MAX = 4;
/** Georgia's Evening draw of 9/11/2026 (18:59 in Atlanta), the one after the bundled history's newest. */
const NEXT_GA_DRAW_UTC = '2026-09-11T22:59:00Z';
/** The first replica migrates and imports the bundled history before it listens (tens of seconds on a busy machine). */
const START_TIMEOUT_MS = 240_000;

// The processes run the build (turbo's test task builds the dependencies, not this app itself).
const missingBuild = [API_ENTRY, WORKER_ENTRY].filter((file) => !existsSync(file));
/** A client address of this run's own: a shared TEST_REDIS_URL may still hold counts of earlier runs. */
const identity = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const database =
  missingBuild.length > 0
    ? ({
        available: false,
        reason: `not built (${missingBuild.join(', ')}): pnpm exec turbo run build --filter=@pick3/api...`,
      } as const)
    : await createScaleOutDatabase();
// Off CI a machine without the build, PostgreSQL or Redis skips this file and says why; on CI the
// suite runs, finds nothing available and fails (the last test below).
if (!database.available) console.warn(`scale-out.processes.test: skipped (${database.reason})`);
describe.skipIf(!database.available && !process.env['CI'])(
  'two API processes and two worker processes on one PostgreSQL and one Redis',
  () => {
    if (!database.available) return;
    const processes: RunningProcess[] = [];
    let stopRedis: () => Promise<void> = async () => {};
    let closeSources: () => Promise<void> = async () => {};
    let apiA = '';
    let apiB = '';
    let workers: RunningProcess[] = [];
    let pendingBefore: Array<{ sessionId: string; expectedDate: string; drawTime: string }> = [];

    beforeAll(async () => {
      const sharedRedis = process.env['TEST_REDIS_URL'];
      let redisUrl: string;
      if (sharedRedis !== undefined && sharedRedis !== '') redisUrl = sharedRedis;
      else {
        const redis = await startRedis();
        redisUrl = redis.url;
        stopRedis = redis.stop;
      }
      // The draw after the bundled Georgia history's newest (9/11/2026 Midday): the one the pool
      // trackers record a pending result for.
      const sources = await fakeSources({
        gaDraws: { draws: [gaApiDraw('EVENING', NEXT_GA_DRAW_UTC, '610')] },
      });
      closeSources = sources.close;

      // One secret for both replicas, as a deployment's shared secret (a cookie from A is valid on B).
      const cookieSecret = randomBytes(32).toString('base64url');
      const apiEnv: Record<string, string> = {
        NODE_ENV: 'production',
        // No PayPal or SMTP here: the declared demo mode (local sandbox), which production refuses without.
        DEMO_MODE: '1',
        COOKIE_SECRET: cookieSecret,
        SCHEDULER: 'off',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        // As behind the compose nginx: the one hop in front is trusted, so X-Forwarded-For names the client.
        TRUST_PROXY: '1',
        SOURCES_BASE_URL: sources.url,
        LOG_LEVEL: 'warn',
      };
      // The readiness polls are rate limited too: not under 127.0.0.1, which other runs may have used up.
      const poller = { 'x-forwarded-for': identity() };
      const start = (name: string) =>
        startBuiltServer({
          name,
          entry: API_ENTRY,
          env: apiEnv,
          readyTimeoutMs: START_TIMEOUT_MS,
          readyHeaders: poller,
        });

      // A first: there is no option to skip the bundled history import, and while one process imports
      // (under its own advisory lock) a second would only wait for it on the other core.
      const a = await start('api-a');
      processes.push(a);
      apiA = a.url;

      // The pool trackers' pending results for the draw after the bundled history's newest, as they
      // were recorded while that draw was on sale (trigger-match now records the draw on sale today,
      // which no source can have posted yet).
      pendingBefore = POOL_IDS.map((id) => ({
        sessionId: trackerSessionId(id),
        expectedDate: '2026-09-11',
        drawTime: 'EVE',
      }));
      for (const pending of pendingBefore) {
        await database.query(
          'insert into expected_results (session_id, expected_date, state, draw_time, remaining_numbers) values ($1, $2, $3, $4, $5)',
          [pending.sessionId, pending.expectedDate, 'GA', pending.drawTime, ['016', '123']],
        );
      }

      // Kept for afterAll as soon as it is up, even if a worker fails to start meanwhile.
      const startingB = start('api-b').then((b) => {
        processes.push(b);
        return b;
      });
      const workerArgs = [
        WORKER_ENTRY,
        '--cron',
        CRON,
        '--base-url',
        sources.url,
        ...SOURCES.flatMap((id) => ['--source', id]),
      ];
      workers = [1, 2].map((n) =>
        startProcess(`worker-${n}`, workerArgs, {
          DATABASE_URL: database.url,
          NODE_ENV: 'production',
          DEMO_MODE: '1',
          COOKIE_SECRET: cookieSecret,
          REDIS_URL: redisUrl,
          LOG_LEVEL: 'warn',
        }),
      );
      processes.push(...workers);
      const [b] = await Promise.all([
        startingB,
        ...workers.map((worker) =>
          worker.waitForLine(/^pick3 worker: ingesting/, START_TIMEOUT_MS),
        ),
      ]);
      apiB = b.url;
    }, START_TIMEOUT_MS + 90_000);

    afterAll(async () => {
      await Promise.allSettled(processes.map((child) => child.stop()));
      await closeSources();
      await stopRedis();
      await database.drop();
    }, 60_000);

    it('run each scheduler tick once between the two workers', async () => {
      // Until both workers have logged at least five ticks each (a tick line per slot, ran or skipped).
      const tickLine =
        /^pick3-scraper: tick (\d{4}-\d\d-\d\dT[\d:.]+Z)(:| skipped:| failed:) (.*)$/;
      const ticksOf = (worker: RunningProcess) =>
        worker.lines.flatMap((line) => {
          const match = tickLine.exec(line);
          if (match === null) return [];
          const outcome =
            match[2] === ':' ? 'ran' : match[2] === ' skipped:' ? 'skipped' : 'failed';
          return [{ slot: match[1] as string, outcome, detail: match[3] as string }];
        });
      const deadline = Date.now() + 20 * TICK_MS;
      while (workers.some((worker) => ticksOf(worker).length < 5) && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 250));
      }
      expect(
        workers.map((worker) => worker.exited()),
        'both workers alive',
      ).toEqual([false, false]);
      // SIGTERM lets a tick in progress finish, so every logged tick is complete in the database.
      await Promise.all(workers.map((worker) => worker.stop()));

      const [one, two] = workers.map(ticksOf) as [
        ReturnType<typeof ticksOf>,
        ReturnType<typeof ticksOf>,
      ];
      const diagnostics = workers.map((worker) => worker.tail(20)).join('\n');
      expect(one.length, diagnostics).toBeGreaterThanOrEqual(5);
      expect(two.length, diagnostics).toBeGreaterThanOrEqual(5);
      expect(
        [...one, ...two].filter((tick) => tick.outcome === 'failed'),
        diagnostics,
      ).toEqual([]);

      // (a) Every slot both workers saw: exactly one ran it, the other skipped (lock held, or already ran).
      const bySlot = new Map<string, string[]>();
      for (const tick of [...one, ...two])
        bySlot.set(tick.slot, [...(bySlot.get(tick.slot) ?? []), tick.outcome]);
      const sharedSlots = [...bySlot].filter(([, outcomes]) => outcomes.length === 2);
      expect(sharedSlots.length, diagnostics).toBeGreaterThanOrEqual(4);
      for (const [slot, outcomes] of sharedSlots)
        expect([slot, outcomes.sort()], diagnostics).toEqual([slot, ['ran', 'skipped']]);
      const ranBy = workers.map(
        (worker, index) =>
          `${worker.name} ran ${[one, two][index]?.filter((t) => t.outcome === 'ran').length}`,
      );
      console.info(
        `scale-out.processes.test: ${bySlot.size} slots, ${sharedSlots.length} seen by both workers; ${ranBy.join(', ')}`,
      );
      // No slot ran twice. A slot only one worker logged ran at most once: the other may have been
      // busy with the slot before (one tick at a time per process; under load a tick outlasts the
      // interval), and then the one that logged it found the lock held and skipped it.
      const ranSlots = [...bySlot]
        .filter(([, outcomes]) => outcomes.includes('ran'))
        .map(([slot]) => Date.parse(slot));
      for (const [slot, outcomes] of bySlot)
        expect([slot, outcomes.filter((o) => o === 'ran').length <= 1], diagnostics).toEqual([
          slot,
          true,
        ]);

      // The database agrees: each source has one run per ran tick, the k-th run starting at or after
      // the k-th ran slot (the run rows carry the server's clock, the slots this machine's). Not
      // within the slot's 2 s: on a loaded CI machine a tick's run may start seconds late (waiting
      // for the CPU or a PostgreSQL connection), which says nothing about the lock. The bundled
      // history import records runs of its own (`bundled:<file>`): not ticks.
      const runs = await database.query<{ source: string; started_at: Date; error: string | null }>(
        'select source, started_at, error from ingest_runs where source = any($1) order by started_at',
        [SOURCES],
      );
      expect(runs.length).toBe(ranSlots.length * SOURCES.length);
      const slotsInOrder = [...ranSlots].sort((x, y) => x - y);
      for (const source of SOURCES) {
        const starts = runs
          .filter((run) => run.source === source)
          .map((run) => run.started_at.getTime());
        expect([source, starts.length]).toEqual([source, slotsInOrder.length]);
        slotsInOrder.forEach((slot, k) => {
          expect([source, new Date(slot).toISOString(), (starts[k] ?? 0) >= slot - 100]).toEqual([
            source,
            new Date(slot).toISOString(),
            true,
          ]);
        });
      }
      // The workers really fetched: the fake answers Georgia and refuses New Jersey (404).
      const outcomes = new Set(
        runs.map((run) => `${run.source} ${run.error === null ? 'ok' : 'failed'}`),
      );
      expect([...outcomes].sort()).toEqual(['ga-api ok', 'nj-api failed']);
    }, 90_000);

    it('settle the pending pool-tracker results with the draw a worker ingested (post-ingestion pipeline)', async () => {
      // Recorded before the workers started: every permanent pool, for 9/11/2026 Evening.
      expect(pendingBefore.length).toBe(4);
      expect(new Set(pendingBefore.map((r) => `${r.expectedDate} ${r.drawTime}`))).toEqual(
        new Set(['2026-09-11 EVE']),
      );
      // No API process ingested (SCHEDULER=off) and nobody called trigger-match: only a worker's
      // pipeline can have settled them.
      const rows = await database.query<{
        session_id: string;
        match_status: string;
        winner_number: string | null;
      }>(
        'select session_id, match_status, winner_number from expected_results where expected_date = $1 and draw_time = $2 order by session_id',
        ['2026-09-11', 'EVE'],
      );
      expect(rows.map((row) => row.session_id).sort()).toEqual(
        pendingBefore.map((r) => r.sessionId).sort(),
      );
      for (const row of rows) {
        expect(row.winner_number).toBe('610');
        expect(['win', 'loss']).toContain(row.match_status);
      }
    }, 30_000);

    it('count a client’s requests together across both replicas (Redis)', async () => {
      const client = identity();
      const hit = async (base: string, address: string) => {
        const response = await fetch(`${base}/api/health`, {
          headers: { 'x-forwarded-for': address },
        });
        await response.arrayBuffer();
        return {
          status: response.status,
          remaining: response.headers.get('x-ratelimit-remaining'),
        };
      };
      const answers = [];
      for (const base of [apiA, apiB, apiA, apiB, apiA, apiB])
        answers.push(await hit(base, client));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
      // One counter: each replica's answer continues the other's count.
      expect(answers.slice(0, RATE_LIMIT_MAX).map((answer) => answer.remaining)).toEqual([
        '3',
        '2',
        '1',
        '0',
      ]);
      // Per client, not per replica: another address is still served by both.
      const other = identity();
      expect([(await hit(apiA, other)).status, (await hit(apiB, other)).status]).toEqual([
        200, 200,
      ]);
    }, 30_000);
  },
);

// On CI the PostgreSQL service and the build are part of the job: a missing one is a failure, not a skip.
describe.runIf(!database.available && process.env['CI'] !== undefined)(
  'scale-out processes on CI',
  () => {
    it('have a PostgreSQL server and the build', () => {
      expect.fail(database.available ? '' : database.reason);
    });
  },
);
