// Manual ingestion: POST /api/refresh-ga runs Georgia's sources and answers the spec's summary; POST
// /api/manual-refresh-all (every source: seconds to minutes) answers at once with a job, and GET
// /api/refresh/jobs/:jobId reports its progress and then its summary (refresh-jobs.ts). GET
// /api/refresh/status and /api/refresh/events (SSE) show this process's current run meanwhile.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failureKindOf, findSource, nextPollAt, type IngestSummary } from '@pick3/scraper';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json.js';
import { refreshAddressLimit, refreshRateLimit } from '../../plugins/rate-limit.plugin.js';
import { afterIngestion } from '../../services/post-ingestion.service.js';
import {
  RefreshRunner,
  type RefreshKind,
  type RefreshOptions,
  type RefreshStatus,
} from './refresh-runner.js';
import { readRefreshJob, startRefreshJob } from './refresh-jobs.js';
import {
  GetRefreshJobSchema,
  ManualRefreshAllSchema,
  RefreshEventsSchema,
  RefreshGaSchema,
  RefreshStatusSchema,
} from '@pick3/contract';

/** A comment line this often keeps proxies from closing an idle event stream. */
const HEARTBEAT_MS = 15_000;

function answer(summary: IngestSummary, now: Date) {
  const failedSources = summary.runs
    .filter((run) => run.error !== undefined)
    .map((run) => {
      const error = `${run.error?.code}: ${run.error?.message}`;
      // What a page may say: which kind of source failed and how, never the raw error.
      return {
        sourceId: run.sourceId,
        state: run.state,
        error,
        sourceKind: findSource(run.sourceId)?.kind ?? ('official' as const),
        failure: failureKindOf(error) ?? ('error-status' as const),
        // The page says when the next try is, from the scheduler's plan, not a fixed promise.
        nextTryAt: nextPollAt(run.state, now).toISOString(),
      };
    });
  const succeeded = summary.runs.length - failedSources.length;
  const success = summary.runs.length > 0 && succeeded > 0;
  const states = summary.updatedStates.length;
  let message = `${summary.totalNewDraws} new draws in ${states} ${states === 1 ? 'state' : 'states'}`;
  if (failedSources.length > 0)
    message += `; ${failedSources.length} of ${summary.runs.length} sources failed`;
  return {
    success,
    message,
    summary: { updatedStates: summary.updatedStates, totalNewDraws: summary.totalNewDraws },
    failedSources,
  };
}

const refreshRoutes: FastifyPluginAsyncTypebox<{ refresh?: RefreshOptions | undefined }> = async (
  app,
  opts,
) => {
  acceptEmptyJsonBodies(app);

  const sources =
    app.config.sources.baseUrl === undefined ? {} : { baseUrl: app.config.sources.baseUrl };
  const runner = new RefreshRunner(app.db, { ...sources, ...opts.refresh });

  async function run(kind: RefreshKind) {
    const summary = await runner.run(kind);
    // The same pipeline as after a scheduled ingestion: caches, tracker settlement, alerts, summaries;
    // push goes out after the answer (a slow push service never holds it).
    const now = app.states.now();
    await afterIngestion(app, summary, { now, push: 'background' });
    return answer(summary, now);
  }

  const strict = { rateLimit: refreshRateLimit(app.config) };
  const perAddress = refreshAddressLimit(app);
  app.post('/refresh-ga', { schema: RefreshGaSchema, config: strict, onRequest: perAddress }, () =>
    run('ga'),
  );
  app.post(
    '/manual-refresh-all',
    { schema: ManualRefreshAllSchema, config: strict, onRequest: perAddress },
    async (_request, reply) => {
      const jobId = await startRefreshJob(app.db, runner, 'all', run, app.log);
      reply.code(202);
      return { jobId, status: 'running' as const, statusUrl: `/api/refresh/jobs/${jobId}` };
    },
  );

  app.get('/refresh/jobs/:jobId', { schema: GetRefreshJobSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRefreshJob(app.db, request.params.jobId);
  });

  app.get('/refresh/status', { schema: RefreshStatusSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runner.status();
  });

  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    // An open event stream would keep the server from closing.
    for (const stream of streams) stream.end();
  });

  app.get(
    '/refresh/events',
    { schema: RefreshEventsSchema, config: { compress: false } },
    (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      const send = (status: RefreshStatus) =>
        res.write(`event: status\ndata: ${JSON.stringify(status)}\n\n`);
      res.write('retry: 5000\n\n');
      send(runner.status());
      runner.on('status', send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(res);
      res.on('close', () => {
        clearInterval(heartbeat);
        runner.off('status', send);
        streams.delete(res);
      });
    },
  );
};

export default refreshRoutes;
