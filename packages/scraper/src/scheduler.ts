// Starts the ingestion schedule: the hourly catch-all (catch-all-tick.ts) on node-cron and the draw
// clock's polls (draw-polls.ts) on a timer, one tick at a time in this process.
import { validate, createTask, type ScheduledTask } from 'node-cron';
import { pollOffsets, type DrawClockOptions, type PlannedPoll } from './draw-clock.js';
import { selectSources, type IngestOptions, type IngestSummary } from './ingest.js';
import { runCatchAllTick } from './catch-all-tick.js';
import { DrawPolls } from './draw-polls.js';
import type { SchedulerLogger, TickContext, TickResult } from './scheduler-types.js';

export {
  INGEST_LOCK_KEY,
  type PolledDraw,
  type SchedulerLogger,
  type TickResult,
  type TickTrigger,
} from './scheduler-types.js';

/** The hourly catch-all, seven minutes past every hour (the draw clock polls at the draw times). */
export const DEFAULT_CRON = '7 * * * *';
/** Longest single wait of the draw clock's timer: it re-reads the clock at least this often. */
const MAX_TIMER_MS = 3_600_000;

export interface SchedulerOptions extends IngestOptions, DrawClockOptions {
  /** node-cron expression of the catch-all, in the process's local time. Default {@link DEFAULT_CRON}. */
  cron?: string;
  /**
   * Poll each selected state a few minutes after each of its draws, with retries until the draw is
   * stored or `giveUpMinutes` pass. Default: on, unless `cron` already fires at least every
   * `firstPollMinutes` (then every draw is picked up by the catch-all as soon as the draw clock
   * would, and polling on top would only ingest twice).
   */
  drawClock?: boolean;
  /** The current time, for the draw clock (tests). Default: the system clock. */
  clock?: () => Date;
  logger?: SchedulerLogger;
  /** Called after every tick, scheduled or manual, cron or draw clock. */
  onTick?: (result: TickResult) => void;
  /**
   * Called after every ingestion the scheduler ran (a tick with status `ran`), with its summary:
   * where cache invalidation, tracker settlement and alerts hook in.
   */
  onIngested?: (summary: IngestSummary) => void | Promise<void>;
}

export interface Scheduler {
  /** Runs one catch-all tick now for `slot` (default: now), as the cron would; resolves when it is over. */
  tick(slot?: Date): Promise<TickResult>;
  /**
   * Runs the draw clock's polls due at `at` (default: the clock's now), as its timer would; resolves
   * with the tick, or undefined when no poll was due.
   */
  pollDue(at?: Date): Promise<TickResult | undefined>;
  /** The draw clock's pending polls (each draw's next poll), soonest first. */
  pendingPolls(): PlannedPoll[];
  /** Stops scheduling and waits for a tick in progress to finish. */
  stop(): Promise<void>;
}

const consoleLogger: SchedulerLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

/** Runs one task at a time, in call order, whether the previous one resolved or threw. */
function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = queue.then(task, task);
      queue = result.catch(() => undefined);
      return result;
    },
    /** Resolves when the tasks queued so far are over. */
    idle: () => queue,
  };
}

/** Tells the listeners of a tick; a listener's failure is logged, never stops the schedule. */
function reporter(options: SchedulerOptions, logger: SchedulerLogger) {
  const { onTick, onIngested } = options;
  return (result: TickResult): TickResult => {
    try {
      onTick?.(result);
    } catch {
      // A listener's bug must not stop the schedule.
    }
    if (result.status === 'ran' && onIngested !== undefined) {
      try {
        void Promise.resolve(onIngested(result.summary)).catch((error: unknown) =>
          logger.warn(`pick3-scraper: onIngested failed: ${String(error)}`),
        );
      } catch (error) {
        logger.warn(`pick3-scraper: onIngested failed: ${String(error)}`);
      }
    }
    return result;
  };
}

/** The time between the cron task's next two runs (Infinity when it runs once at most). */
function cronInterval(task: ScheduledTask): number {
  const [first, second] = task.getNextRuns(2);
  return first !== undefined && second !== undefined
    ? second.getTime() - first.getTime()
    : Infinity;
}

/** The ingest options of the scheduler's options (the rest is the scheduler's own). */
function ingestOptionsOf(options: SchedulerOptions): IngestOptions {
  const {
    cron: _cron,
    drawClock: _drawClock,
    clock: _clock,
    logger: _logger,
    onTick: _onTick,
    onIngested: _onIngested,
    firstPollMinutes: _first,
    giveUpMinutes: _giveUp,
    ...ingestOptions
  } = options;
  return ingestOptions;
}

/**
 * Starts ingestion on the draw clock plus an hourly catch-all.
 *
 * - **Draw clock** (unless `drawClock: false`): each selected state's sources are polled
 *   `firstPollMinutes` (5) after each of its draws (instants from @pick3/core's schedules), then
 *   again at growing waits (see `pollOffsets`: +8, +12, +18 … minutes) until the draw is stored or
 *   `giveUpMinutes` (120) pass; a poll whose draw is already stored ingests nothing.
 * - **Catch-all**: node-cron fires `cron` (default `7 * * * *`) and ingests every selected source.
 *
 * Every ingestion runs inside `withAdvisoryLock(db, 'pick3-ingest', …)`, one at a time per process.
 * With several workers on one PostgreSQL, a worker that does not get the lock skips (a draw poll
 * tries again 30 s later), and one that gets it after another worker already ingested the same
 * sources since the slot skips too, so a slot is ingested once. A failing source, an offline
 * network or an unreachable database is logged and recorded; the process keeps running.
 * `onTick` hears every tick; `onIngested` every ingestion's summary.
 *
 * @example
 * ```ts
 * const scheduler = startScheduler({ db, onIngested: (summary) => invalidateCaches(summary) });
 * process.once('SIGTERM', () => void scheduler.stop());
 * ```
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { cron = DEFAULT_CRON, clock = () => new Date(), logger = consoleLogger } = options;
  if (!validate(cron)) throw new RangeError(`Invalid cron expression ${JSON.stringify(cron)}`);
  const { firstPollMinutes, giveUpMinutes } = options;
  const ingestOptions = ingestOptionsOf(options);
  const selected = selectSources(ingestOptions);
  const offsets = pollOffsets({
    ...(firstPollMinutes === undefined ? {} : { firstPollMinutes }),
    ...(giveUpMinutes === undefined ? {} : { giveUpMinutes }),
  });
  const task = createTask(cron, (context) => tick(context.date), {
    name: 'pick3-ingest',
    noOverlap: true,
  });
  const cronIntervalMs = cronInterval(task);
  // Run rows carry the database's clock, slots the worker's: allow a little skew, well under the
  // interval between two slots.
  const ctx: TickContext = {
    ingestOptions,
    selected,
    skewMs: Math.min(30_000, cronIntervalMs / 2),
    logger,
  };
  const drawClock = options.drawClock ?? cronIntervalMs > offsets[0]! * 60_000;
  const states = [...new Set(selected.map((source) => source.state))];
  const polls = new DrawPolls({ ctx, states, offsets, clock, enabled: drawClock });
  // One tick at a time in this process: the cron and the draw clock never race for the lock here.
  const queue = serialQueue();
  const report = reporter(options, logger);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = (slot: Date = new Date()): Promise<TickResult> =>
    queue.run(async () => report(await runCatchAllTick(ctx, slot)));

  const pollDue = (at?: Date): Promise<TickResult | undefined> =>
    queue.run(async () => {
      const result = await polls.run((at ?? clock()).getTime());
      return result === undefined ? undefined : report(result);
    });

  /** Sets the draw clock's timer to its soonest pending poll (re-reading the clock hourly at most). */
  const arm = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || !drawClock) return;
    const nowMs = clock().getTime();
    polls.plan(nowMs);
    const wait = Math.max(0, polls.soonest(nowMs + MAX_TIMER_MS) - nowMs);
    timer = setTimeout(() => void pollDue().finally(arm), wait);
  };

  void task.start();
  arm();

  return {
    tick,
    pollDue,
    pendingPolls: () => polls.pendingPolls(),
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await task.destroy();
      await queue.idle();
    },
  };
}
