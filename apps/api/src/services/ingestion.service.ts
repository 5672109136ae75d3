// Scheduled ingestion with the post-ingestion pipeline attached: what the API process (SCHEDULER=on)
// and the standalone worker (src/worker.ts) both start, so a draw ingested anywhere settles the
// tracker, sends alerts and refreshes caches the same way.
import {
  startAutoBackfill,
  startCatchUp,
  startScheduler,
  type Scheduler,
  type SchedulerOptions,
} from '@pick3/scraper';
import type { ServiceDeps } from './deps.js';
import { afterIngestion, type PostIngestionContext } from './post-ingestion.service.js';

export type IngestionOptions = Omit<SchedulerOptions, 'db'>;

/** What ingestion uses: the pipeline's context and the config (the app provides all of it). */
export type IngestionDeps = PostIngestionContext & Pick<ServiceDeps, 'config'>;

/**
 * Starts the ingestion scheduler on the app's database; after every run it ran, the post-ingestion
 * pipeline runs (its failures are logged by the pipeline itself, never thrown into the scheduler).
 */
export function startIngestion(app: IngestionDeps, options: IngestionOptions = {}): Scheduler {
  const { onIngested, onTick, logger, ...rest } = options;
  const baseUrl = app.config.sources.baseUrl;
  const log = logger ?? {
    info: (m: string) => app.log.info({}, m),
    warn: (m: string) => app.log.warn({}, m),
  };
  // History that fills itself: after each hourly catch-all, states short of the analysis window or
  // with a hole in it get their archive walked (one at a time, politely, at most daily per state).
  const autoBackfill = app.config.scheduler.autoBackfill
    ? startAutoBackfill({
        db: app.db,
        logger: log,
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(rest.states === undefined ? {} : { states: rest.states }),
      })
    : undefined;
  // The first start (and any start after a long stop) walks every state from its newest stored draw
  // to today, one state at a time, in the background (packages/scraper/src/catch-up.ts); a worker
  // limited to some sources (--source) leaves it to the unrestricted one.
  const catchUp =
    app.config.scheduler.autoBackfill && rest.sources === undefined
      ? startCatchUp({
          db: app.db,
          logger: log,
          ...(baseUrl === undefined ? {} : { baseUrl }),
          ...(rest.states === undefined ? {} : { states: rest.states }),
        })
      : undefined;
  const scheduler = startScheduler({
    db: app.db,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...rest,
    logger: log,
    onTick: (result) => {
      if (result.trigger === 'cron') void autoBackfill?.check();
      onTick?.(result);
    },
    // Every ingestion the scheduler runs (a draw-clock poll or the hourly catch-all).
    onIngested: async (summary) => {
      const report = await afterIngestion(app, summary);
      if (report.tracker !== null || report.errors.length > 0) {
        app.log.info(
          { settled: report.tracker?.settled.length ?? 0, errors: report.errors },
          'post-ingestion pipeline finished',
        );
      }
      await onIngested?.(summary);
    },
  });
  return {
    ...scheduler,
    async stop() {
      await Promise.all([scheduler.stop(), autoBackfill?.stop(), catchUp?.stop()]);
    },
  };
}
