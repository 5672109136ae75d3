import { ingestRunsRepository, withAdvisoryLock } from '@pick3/db';
import { createTask, validate } from 'node-cron';
import { ingest, selectSources, type IngestOptions, type IngestSummary } from './ingest.js';

/** Advisory-lock key shared by every worker and in-process scheduler of one database. */
export const INGEST_LOCK_KEY = 'pick3-ingest';
/** Seven minutes past every hour: after the draws of the hour are usually posted. */
export const DEFAULT_CRON = '7 * * * *';

export interface SchedulerLogger {
  info(message: string): void;
  warn(message: string): void;
}

export type TickResult =
  | { status: 'ran'; slot: Date; summary: IngestSummary }
  /** `locked`: another worker holds the lock; `already-ran`: another worker did this slot's run. */
  | { status: 'skipped'; slot: Date; reason: 'locked' | 'already-ran' }
  /** The tick could not run at all (the database is unreachable); the scheduler keeps going. */
  | { status: 'failed'; slot: Date; error: string };

export interface SchedulerOptions extends IngestOptions {
  /** node-cron expression, in the process's local time. Default {@link DEFAULT_CRON}. */
  cron?: string;
  logger?: SchedulerLogger;
  /** Called after every tick, scheduled or manual. */
  onTick?: (result: TickResult) => void;
}

export interface Scheduler {
  /** Runs one tick now for `slot` (default: now), as the cron would; resolves when it is over. */
  tick(slot?: Date): Promise<TickResult>;
  /** Stops scheduling and waits for a tick in progress to finish. */
  stop(): Promise<void>;
}

const consoleLogger: SchedulerLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

function describeSummary(summary: IngestSummary): string {
  const failed = summary.runs.filter((run) => run.error !== undefined);
  const failures = failed.map((run) => `${run.sourceId} ${run.error?.code}`).join(', ');
  return (
    `${summary.totalNewDraws} new draws` +
    (summary.updatedStates.length > 0 ? ` (${summary.updatedStates.join(', ')})` : '') +
    `; ${summary.runs.length - failed.length}/${summary.runs.length} sources ok` +
    (failed.length > 0 ? `; failed: ${failures}` : '')
  );
}

/**
 * Starts the hourly ingestion: node-cron fires `cron` (default `7 * * * *`) and each tick runs
 * {@link ingest} inside `withAdvisoryLock(db, 'pick3-ingest', …)`. With several workers on one
 * PostgreSQL, a worker that does not get the lock logs and skips; one that gets it after another
 * worker already ran this slot (every selected source has a run started since the slot) skips too,
 * so a slot is ingested exactly once. A failing source, an offline network or an unreachable
 * database is logged and recorded; the process keeps running.
 *
 * @example
 * ```ts
 * const scheduler = startScheduler({ db });
 * process.once('SIGTERM', () => void scheduler.stop());
 * ```
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { cron = DEFAULT_CRON, logger = consoleLogger, onTick, ...ingestOptions } = options;
  if (!validate(cron)) throw new RangeError(`Invalid cron expression ${JSON.stringify(cron)}`);
  const sourceIds = selectSources(ingestOptions).map((source) => source.id);
  let inProgress: Promise<TickResult> | undefined;
  // Run rows carry the database's clock, slots the worker's: allow a little skew, well under the
  // interval between two slots.
  let skewMs = 30_000;

  const runTick = async (slot: Date): Promise<TickResult> => {
    let result: TickResult;
    try {
      const outcome = await withAdvisoryLock(
        ingestOptions.db,
        INGEST_LOCK_KEY,
        async (): Promise<TickResult> => {
          // The runs table is the shared memory of the workers: a worker that got the lock after
          // another one finished this slot must not ingest it again.
          const latest = await ingestRunsRepository.latestPerSource(ingestOptions.db);
          const since = slot.getTime() - skewMs;
          const doneSince = new Set(
            latest.filter((run) => run.startedAt.getTime() >= since).map((run) => run.source),
          );
          if (sourceIds.length > 0 && sourceIds.every((id) => doneSince.has(id))) {
            return { status: 'skipped', slot, reason: 'already-ran' };
          }
          return {
            status: 'ran',
            slot,
            summary: await ingest({ ...ingestOptions, now: ingestOptions.now ?? slot }),
          };
        },
      );
      result =
        outcome.acquired && outcome.result !== undefined
          ? outcome.result
          : { status: 'skipped', slot, reason: 'locked' };
    } catch (error) {
      result = {
        status: 'failed',
        slot,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    const at = slot.toISOString();
    if (result.status === 'ran')
      logger.info(`pick3-scraper: tick ${at}: ${describeSummary(result.summary)}`);
    else if (result.status === 'skipped') {
      logger.info(
        `pick3-scraper: tick ${at} skipped: ` +
          (result.reason === 'locked'
            ? `another worker holds the "${INGEST_LOCK_KEY}" lock`
            : 'another worker already ran this slot'),
      );
    } else logger.warn(`pick3-scraper: tick ${at} failed: ${result.error}`);
    try {
      onTick?.(result);
    } catch {
      // A listener's bug must not stop the schedule.
    }
    return result;
  };

  const tick = (slot: Date = new Date()): Promise<TickResult> => {
    const run = runTick(slot);
    inProgress = run;
    void run.finally(() => {
      if (inProgress === run) inProgress = undefined;
    });
    return run;
  };

  const task = createTask(cron, (context) => tick(context.date), {
    name: 'pick3-ingest',
    noOverlap: true,
  });
  const [first, second] = task.getNextRuns(2);
  if (first !== undefined && second !== undefined)
    skewMs = Math.min(skewMs, (second.getTime() - first.getTime()) / 2);
  void task.start();

  return {
    tick,
    stop: async () => {
      await task.destroy();
      await inProgress?.catch(() => undefined);
    },
  };
}
