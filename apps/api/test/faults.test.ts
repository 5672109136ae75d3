// Faults outside the API's control. (a) The database goes away under traffic: on a PostgreSQL server
// of this test's own, stopped and later frozen, every request still ends within 4 s, as a 503
// DB_UNAVAILABLE with Retry-After where it needs the database (a cached analysis may stay 200), and
// the same API process serves again once the database is back. (b) A draw source answering garbage
// and one that hangs: a manual refresh of all states reports them failed, with the error recorded
// in ingest_runs, while the working sources complete.
import { createDb, drawsRepository, ingestRunsRepository, type Database } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { refreshAllAndWait } from '../src/testing/refresh-job.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';
import { mixedSources } from './support/mixed-sources.server.js';
import {
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from './support/postgres-cluster.js';

/**
 * The promise to clients: an answer, even a refusal, within this time. A connection attempt may take
 * DEFAULT_CONNECT_TIMEOUT_MS (3.5 s: one lost SYN must not fail a request, round 4 finding 12).
 */
const ANSWER_WITHIN_MS = 4_000;
/** How long the API may take to serve again after the database returns (pool reconnects lazily). */
const RECOVER_WITHIN_MS = 10_000;

/** Steady traffic: the main page's data, the state list, a cart and the readiness probe; liveness too. */
const TRAFFIC = [
  '/api/lottery-analysis?state=GA',
  '/api/states',
  '/api/cart',
  '/api/ready',
  '/api/health',
] as const;
type TrafficPath = (typeof TRAFFIC)[number];
/** Routes that read the database on every request: they must say 503 while it is away. */
const NEEDS_DB: readonly TrafficPath[] = ['/api/cart', '/api/ready'];
/** Served from a cache checked against the database every few seconds: 503 once that check fails. */
const CACHED: readonly TrafficPath[] = ['/api/lottery-analysis?state=GA', '/api/states'];

interface Sample {
  path: TrafficPath;
  /** ms since the traffic started */
  sentAt: number;
  ms: number;
  status: number;
  code: string | undefined;
  retryAfter: string | undefined;
}

/** Three clients sending TRAFFIC in a loop until stopped; every answer is kept. */
function startTraffic(app: App) {
  const samples: Sample[] = [];
  const origin = performance.now();
  let running = true;
  const client = async (ip: string) => {
    while (running) {
      for (const path of TRAFFIC) {
        const sentAt = performance.now() - origin;
        const response = await app.inject({ url: path, remoteAddress: ip });
        const ms = performance.now() - origin - sentAt;
        const body = response.headers['content-type']?.toString().startsWith('application/json')
          ? (response.json() as { code?: string })
          : {};
        const retryAfter = response.headers['retry-after'];
        samples.push({
          path,
          sentAt,
          ms,
          status: response.statusCode,
          code: body.code,
          retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
        });
      }
      // A breath between rounds, as real clients leave; keeps the event loop free for the test's timers.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const clients = Promise.all([client('10.9.0.1'), client('10.9.0.2'), client('10.9.0.3')]);
  return {
    samples,
    now: () => performance.now() - origin,
    stop: async () => {
      running = false;
      await clients;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeSample(sample: Sample): string {
  return `${sample.path} sent at ${sample.sentAt.toFixed(0)} ms → ${sample.status} ${sample.code ?? ''} in ${sample.ms.toFixed(0)} ms`;
}

/** Polls until a whole round of TRAFFIC answers 200; returns how long that took. */
async function untilServing(
  traffic: ReturnType<typeof startTraffic>,
  since: number,
): Promise<number> {
  const deadline = since + RECOVER_WITHIN_MS;
  while (traffic.now() < deadline) {
    const after = traffic.samples.filter((s) => s.sentAt >= since);
    // The last answer of each path, from requests sent after `since`.
    const last = new Map(after.map((s) => [s.path, s]));
    if (last.size === TRAFFIC.length && [...last.values()].every((s) => s.status === 200)) {
      return Math.max(...[...last.values()].map((s) => s.sentAt + s.ms)) - since;
    }
    await sleep(50);
  }
  return Infinity;
}

const bin = await findPostgresBin();
const noServer =
  bin === undefined
    ? 'initdb/pg_ctl not found (set PG_BIN or install the PostgreSQL server)'
    : undefined;
// CI must run this test; a developer machine without a PostgreSQL server skips it and says why.
if (noServer !== undefined && process.env['CI']) throw new Error(`faults.test.ts: ${noServer}`);
if (noServer !== undefined)
  console.warn(`faults.test.ts: skipping the database outage tests: ${noServer}`);
describe.skipIf(noServer !== undefined && !process.env['CI'])(
  'the database going away under traffic',
  () => {
    let cluster: PostgresCluster;
    let database: Database;
    let app: App;

    beforeAll(async () => {
      cluster = await startPostgresCluster(bin!);
      // Migrations on the fresh server, then a small history (not the bundled one: seconds matter here).
      database = await createDb({ databaseUrl: cluster.url, importBundledHistory: false });
      await seedDraws(database, makeDraws('GA', '2025-08-01', 90, ['DAY', 'EVE', 'NITE'], 3));
      app = await buildTestApp(database, { RATE_LIMIT_MAX: '1000000' });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await cluster?.destroy();
    });

    async function outage(
      name: string,
      down: () => Promise<void>,
      up: () => Promise<void>,
      outageMs: number,
    ) {
      for (const path of TRAFFIC)
        expect((await app.inject(path)).statusCode, `${path} before the outage`).toBe(200);
      const traffic = startTraffic(app);
      try {
        await sleep(300);
        const downFrom = traffic.now();
        await down();
        const downAt = traffic.now();
        // Past the analysis cache's 5 s trust in the newest draw id, so the analysis must ask the database too.
        await sleep(outageMs);
        const upFrom = traffic.now();
        await up();
        const upAt = traffic.now();
        const recovery = await untilServing(traffic, upAt);
        await traffic.stop();

        const { samples } = traffic;
        const during = samples.filter((s) => s.sentAt >= downAt && s.sentAt + s.ms <= upFrom);
        // Every answer, before, during and after, within the promised time; nothing but 200 or 503.
        const slow = samples.filter((s) => s.ms > ANSWER_WITHIN_MS);
        expect(slow.map(describeSample), 'answers slower than 4 s').toEqual([]);
        const odd = samples.filter((s) => s.status !== 200 && s.status !== 503);
        expect(odd.map(describeSample), 'answers other than 200/503').toEqual([]);

        for (const path of NEEDS_DB) {
          const answers = during.filter((s) => s.path === path);
          expect(answers.length, `${path} was asked during the outage`).toBeGreaterThanOrEqual(3);
          expect(
            answers.filter((s) => s.status !== 503).map(describeSample),
            `${path} says 503 while the database is away`,
          ).toEqual([]);
        }
        const refusals = samples.filter((s) => s.status === 503);
        for (const refusal of refusals) {
          expect(
            { code: refusal.code, retryAfter: refusal.retryAfter },
            describeSample(refusal),
          ).toEqual({ code: 'DB_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });
        }
        // Liveness is about the process, not the database.
        expect(during.filter((s) => s.path === '/api/health').every((s) => s.status === 200)).toBe(
          true,
        );
        // The analysis and the states list may be served from cache for a few seconds (their data
        // version is read again every 5 s), then need the database as well.
        for (const path of CACHED) {
          const answers = during.filter((s) => s.path === path);
          expect(
            answers.filter((s) => s.sentAt > downAt + 5_500).map((s) => s.status),
            path,
          ).toContain(503);
        }

        expect(
          recovery,
          `${name}: serving again within ${RECOVER_WITHIN_MS} ms of the database's return`,
        ).toBeLessThan(RECOVER_WITHIN_MS);
        const refusalMs = during.filter((s) => s.status === 503).map((s) => s.ms);
        console.info(
          `${name}: down took ${(downAt - downFrom).toFixed(0)} ms; ${during.length} answers while down, ` +
            `503 latency max ${Math.max(...refusalMs).toFixed(0)} ms / median ${median(refusalMs).toFixed(0)} ms; ` +
            `slowest answer overall ${Math.max(...samples.map((s) => s.ms)).toFixed(0)} ms; ` +
            `database back after ${(upAt - upFrom).toFixed(0)} ms, API serving ${recovery.toFixed(0)} ms later`,
        );
      } finally {
        await traffic.stop();
      }
    }

    it(
      'stopped (pg_ctl stop -m fast): 503 within 4 s, then serving again without a restart',
      { timeout: 90_000 },
      async () => {
        await outage(
          'stopped',
          () => cluster.stop(),
          () => cluster.start(),
          6_500,
        );
      },
    );

    it(
      'frozen (every server process SIGSTOPped): 503 within 4 s, then serving again without a restart',
      { timeout: 90_000 },
      async () => {
        // Longer: each refusal takes the query or the connect time limit here (up to 3.5 s), so a
        // round of traffic takes up to ~10 s, and the cached answers must be asked again past their
        // 5 s and answered before the database returns.
        await outage(
          'frozen',
          () => cluster.freeze(),
          () => cluster.thaw(),
          26_000,
        );
      },
    );
  },
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

describeEachDriver('a manual refresh with a garbage source and a hanging source', (t) => {
  let sources: Awaited<ReturnType<typeof mixedSources>>;
  beforeAll(async () => {
    sources = await mixedSources();
  });
  afterAll(async () => {
    await sources?.close();
  });

  it('reports both failed with recorded errors while the others complete', async () => {
    // SOURCES_BASE_URL as an operator sets it; a short fetch timeout so the hanging source gives up.
    const app = await buildTestApp(
      t.database(),
      { SOURCES_BASE_URL: sources.url },
      { refresh: { retries: 0, timeoutMs: 800 } },
    );
    try {
      const { started, job } = await refreshAllAndWait(app);
      expect(started.statusCode).toBe(202);
      expect(job).toMatchObject({ status: 'finished' });
      const body = job!.result!;
      // Georgia and New Jersey completed and stored their draws.
      expect(body.success).toBe(true);
      expect(body.summary).toEqual({ updatedStates: ['GA', 'NJ'], totalNewDraws: 4 });
      expect(await drawsRepository.count(t.db(), 'GA')).toBe(2);
      expect(await drawsRepository.count(t.db(), 'NJ')).toBe(2);
      // The garbage and the hanging source are named with their reason.
      const failed = new Map(body.failedSources.map((f) => [f.sourceId, f.error]));
      expect(failed.get('ca-api')).toMatch(/^LAYOUT_CHANGED: /);
      expect(failed.get('fl-api')).toMatch(/^TIMEOUT: /);
      expect(failed.has('ga-api') || failed.has('nj-api')).toBe(false);
      expect(body.message).toMatch(
        new RegExp(
          `^4 new draws in 2 states; ${body.failedSources.length} of \\d+ sources failed$`,
        ),
      );
      expect(sources.requested).toContain('/drawgamesapp/searchgames');

      // ingest_runs: a finished row per source, the error text on the failed ones only.
      const runs = new Map(
        (await ingestRunsRepository.recent(t.db(), 100)).map((run) => [run.source, run]),
      );
      expect(runs.get('ca-api')?.error).toMatch(/^LAYOUT_CHANGED: ca-api: /);
      expect(runs.get('fl-api')?.error).toMatch(/^TIMEOUT: /);
      expect(runs.get('fl-api')?.finishedAt).not.toBeNull();
      expect(runs.get('ga-api')).toMatchObject({ error: null, rowsAdded: 2 });
      expect(runs.get('nj-api')).toMatchObject({ error: null, rowsAdded: 2 });

      // The progress the web client watches says the same.
      const status = (await app.inject('/api/refresh/status')).json<{
        running: boolean;
        sources: { sourceId: string; phase: string; error: string | null }[];
      }>();
      expect(status.running).toBe(false);
      const phases = new Map(status.sources.map((s) => [s.sourceId, s]));
      expect(phases.get('ca-api')).toMatchObject({
        phase: 'failed',
        error: expect.stringMatching(/^LAYOUT_CHANGED/),
      });
      expect(phases.get('fl-api')).toMatchObject({
        phase: 'failed',
        error: expect.stringMatching(/^TIMEOUT/),
      });
      expect(phases.get('ga-api')).toMatchObject({ phase: 'done', error: null });
    } finally {
      await app.close();
    }
  });
});
