import { DRAW_TIME_LABELS, type DrawTimeCode } from '@pick3/core';
import { drawsRepository, ingestRunsRepository, withAdvisoryLock } from '@pick3/db';
import { createTask, validate } from 'node-cron';
import { draws, pollOffsets, type DrawClockOptions, type PlannedPoll } from './draw-clock.js';
import { ingest, selectSources, type IngestOptions, type IngestSummary } from './ingest.js';

/** Advisory-lock key shared by every worker and in-process scheduler of one database. */
export const INGEST_LOCK_KEY = 'pick3-ingest';
/** The hourly catch-all, seven minutes past every hour (the draw clock polls at the draw times). */
export const DEFAULT_CRON = '7 * * * *';
/** A poll that found another worker ingesting tries again this much later. */
const LOCKED_RETRY_MS = 30_000;
/** How far ahead the draw clock plans; it plans again when less than half is left. */
const PLAN_AHEAD_MS = 24 * 3_600_000;
/** Longest single wait of the draw clock's timer: it re-reads the clock at least this often. */
const MAX_TIMER_MS = 3_600_000;

export interface SchedulerLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** A draw the draw clock polled for in a tick. */
export interface PolledDraw {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  drawAt: Date;
  /** 1 for the first poll of this draw. */
  attempt: number;
  /** The draw is stored (after this tick's ingestion, or already before it). */
  stored: boolean;
}

/** What started a tick: the hourly cron (or a manual `tick`), or the draw clock. */
export type TickTrigger = 'cron' | 'draw';

export type TickResult = (
  | { status: 'ran'; slot: Date; summary: IngestSummary }
  /**
   * `locked`: another worker holds the lock; `already-ran`: another worker ingested these sources
   * since the slot; `stored`: every draw the poll was for is already stored.
   */
  | { status: 'skipped'; slot: Date; reason: 'locked' | 'already-ran' | 'stored' }
  /** The tick could not run at all (the database is unreachable); the scheduler keeps going. */
  | { status: 'failed'; slot: Date; error: string }
) & {
  trigger: TickTrigger;
  /** Draw-clock ticks: the draws polled for. */
  draws?: PolledDraw[];
};

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

function describeSummary(summary: IngestSummary): string {
  const failed = summary.runs.filter((run) => run.error !== undefined);
  const failures = failed.map((run) => `${run.sourceId} ${run.error?.code}`).join(', ');
  const rejected = summary.runs.reduce((total, run) => total + run.rowsRejected, 0);
  return (
    `${summary.totalNewDraws} new draws` +
    (summary.updatedStates.length > 0 ? ` (${summary.updatedStates.join(', ')})` : '') +
    (rejected > 0 ? `, ${rejected} rows rejected` : '') +
    `; ${summary.runs.length - failed.length}/${summary.runs.length} sources ok` +
    (failed.length > 0 ? `; failed: ${failures}` : '')
  );
}

/** One draw the clock is polling for. */
interface PendingDraw {
  key: string;
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  drawAt: number;
  /** Poll instants of this draw, from its schedule; `next` indexes the coming one. */
  times: number[];
  next: number;
  /** When the coming poll runs (a poll times[next], or sooner after a locked attempt). */
  at: number;
}

const drawLabel = (d: { state: string; date: string; drawTime: DrawTimeCode }): string =>
  `${d.state} ${d.date} ${DRAW_TIME_LABELS[d.drawTime]}`;

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
  const {
    cron = DEFAULT_CRON,
    drawClock: drawClockOption,
    clock = () => new Date(),
    logger = consoleLogger,
    onTick,
    onIngested,
    firstPollMinutes,
    giveUpMinutes,
    ...ingestOptions
  } = options;
  if (!validate(cron)) throw new RangeError(`Invalid cron expression ${JSON.stringify(cron)}`);
  const { db } = ingestOptions;
  const selected = selectSources(ingestOptions);
  const states = [...new Set(selected.map((source) => source.state))];
  const offsets = pollOffsets({
    ...(firstPollMinutes === undefined ? {} : { firstPollMinutes }),
    ...(giveUpMinutes === undefined ? {} : { giveUpMinutes }),
  });
  const task = createTask(cron, (context) => tick(context.date), {
    name: 'pick3-ingest',
    noOverlap: true,
  });
  const [first, second] = task.getNextRuns(2);
  const cronIntervalMs =
    first !== undefined && second !== undefined ? second.getTime() - first.getTime() : Infinity;
  // Run rows carry the database's clock, slots the worker's: allow a little skew, well under the
  // interval between two slots.
  const skewMs = Math.min(30_000, cronIntervalMs / 2);
  const drawClock = drawClockOption ?? cronIntervalMs > offsets[0]! * 60_000;
  let stopped = false;
  // One tick at a time in this process: the cron and the draw clock never race for the lock here.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };

  const report = (result: TickResult): TickResult => {
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

  /** Sources (ids) of these states that have a run started since `sinceMs`. */
  const ranSince = async (sourceIds: readonly string[], sinceMs: number): Promise<boolean> => {
    const latest = await ingestRunsRepository.latestPerSource(db);
    const done = new Set(
      latest.filter((run) => run.startedAt.getTime() >= sinceMs).map((run) => run.source),
    );
    return sourceIds.length > 0 && sourceIds.every((id) => done.has(id));
  };

  // ---- The hourly catch-all ----------------------------------------------------------------

  const runTick = async (slot: Date): Promise<TickResult> => {
    let result: TickResult;
    try {
      const outcome = await withAdvisoryLock(db, INGEST_LOCK_KEY, async (): Promise<TickResult> => {
        // The runs table is the shared memory of the workers: a worker that got the lock after
        // another one finished this slot must not ingest it again.
        if (
          await ranSince(
            selected.map((source) => source.id),
            slot.getTime() - skewMs,
          )
        ) {
          return { status: 'skipped', slot, reason: 'already-ran', trigger: 'cron' };
        }
        return {
          status: 'ran',
          slot,
          summary: await ingest({ ...ingestOptions, now: ingestOptions.now ?? slot }),
          trigger: 'cron',
        };
      });
      result =
        outcome.acquired && outcome.result !== undefined
          ? outcome.result
          : { status: 'skipped', slot, reason: 'locked', trigger: 'cron' };
    } catch (error) {
      result = {
        status: 'failed',
        slot,
        error: error instanceof Error ? error.message : String(error),
        trigger: 'cron',
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
    return report(result);
  };

  const tick = (slot: Date = new Date()): Promise<TickResult> => serial(() => runTick(slot));

  // ---- The draw clock ----------------------------------------------------------------------

  const pending = new Map<string, PendingDraw>();
  let plannedUntil = -Infinity;
  let timer: NodeJS.Timeout | undefined;

  /** Adds the draws of [plannedUntil, now + 24 h) whose polls are not over yet. */
  const plan = (nowMs: number): void => {
    if (!drawClock || plannedUntil - nowMs > PLAN_AHEAD_MS / 2) return;
    const lastOffsetMs = offsets.at(-1)! * 60_000;
    // On the first plan, draws of the last two hours whose polls are still open are picked up too
    // (a restarted worker resumes them).
    const from = Math.max(plannedUntil, nowMs - lastOffsetMs);
    const to = nowMs + PLAN_AHEAD_MS;
    for (const draw of draws(states, from, to)) {
      const key = `${draw.state}|${draw.date}|${draw.drawTime}`;
      if (pending.has(key)) continue;
      const drawAt = draw.drawAt.getTime();
      const times = offsets.map((minutes) => drawAt + minutes * 60_000);
      // Polls already past are not made up for, except the latest one.
      let next = times.findIndex((t) => t >= nowMs);
      if (next === -1) continue;
      if (next > 0 && times[next - 1]! < nowMs) next -= 1;
      pending.set(key, { ...draw, key, drawAt, times, next, at: Math.max(times[next]!, nowMs) });
    }
    plannedUntil = to;
  };

  const arm = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || !drawClock) return;
    const nowMs = clock().getTime();
    plan(nowMs);
    let soonest = nowMs + MAX_TIMER_MS;
    for (const draw of pending.values()) soonest = Math.min(soonest, draw.at);
    timer = setTimeout(
      () => {
        void pollDue().finally(arm);
      },
      Math.max(0, soonest - nowMs),
    );
  };

  const isStored = async (draw: PendingDraw): Promise<boolean> => {
    const stored = await drawsRepository.drawsOn(db, draw.state, draw.date, draw.date);
    return stored.some((d) => d.drawTime === draw.drawTime);
  };

  /** After a poll: the draw is done when stored or out of polls, else its next poll is set. */
  const advance = (draw: PendingDraw, stored: boolean, nowMs: number): void => {
    if (stored) {
      pending.delete(draw.key);
      return;
    }
    let next = draw.next + 1;
    while (next < draw.times.length && draw.times[next]! <= nowMs) next++;
    if (next >= draw.times.length) {
      pending.delete(draw.key);
      logger.warn(
        `pick3-scraper: poll ${drawLabel(draw)}: still not posted ${offsets.at(-1)} minutes after ` +
          `the draw; gave up (the hourly catch-all keeps trying)`,
      );
      return;
    }
    draw.next = next;
    draw.at = draw.times[next]!;
  };

  const runPolls = async (atMs: number): Promise<TickResult | undefined> => {
    plan(atMs);
    const due = [...pending.values()].filter((draw) => draw.at <= atMs);
    if (due.length === 0) return undefined;
    const slot = new Date(atMs);
    const polled = (draw: PendingDraw, stored: boolean): PolledDraw => ({
      state: draw.state,
      date: draw.date,
      drawTime: draw.drawTime,
      drawAt: new Date(draw.drawAt),
      attempt: draw.next + 1,
      stored,
    });
    let result: TickResult;
    try {
      // Draws already stored (by another worker, the catch-all or a manual refresh) need no poll.
      const storedBefore = new Map<string, boolean>();
      for (const draw of due) storedBefore.set(draw.key, await isStored(draw));
      const open = due.filter((draw) => storedBefore.get(draw.key) !== true);
      const outcome =
        open.length === 0
          ? undefined
          : await withAdvisoryLock(db, INGEST_LOCK_KEY, async () => {
              // States another worker ingested since this slot need no second ingestion.
              const toIngest: string[] = [];
              for (const state of new Set(open.map((draw) => draw.state))) {
                const ids = selected.filter((s) => s.state === state).map((s) => s.id);
                if (!(await ranSince(ids, atMs - skewMs))) toIngest.push(state);
              }
              if (toIngest.length === 0) return undefined;
              return ingest({ ...ingestOptions, states: toIngest, now: ingestOptions.now ?? slot });
            });
      const nowMs = clock().getTime();
      if (outcome !== undefined && !outcome.acquired) {
        // Another worker is ingesting: look again shortly (it may be storing these very draws),
        // unless this was the draw's last poll.
        for (const draw of open) {
          if (atMs >= draw.times.at(-1)!) pending.delete(draw.key);
          else draw.at = atMs + LOCKED_RETRY_MS;
        }
        result = {
          status: 'skipped',
          slot,
          reason: 'locked',
          trigger: 'draw',
          draws: due.map((d) => polled(d, storedBefore.get(d.key) === true)),
        };
      } else {
        const summary = outcome?.result;
        const draws: PolledDraw[] = [];
        for (const draw of due) {
          const stored = storedBefore.get(draw.key) === true || (await isStored(draw));
          draws.push(polled(draw, stored));
          advance(draw, stored, Math.max(nowMs, atMs));
        }
        result =
          summary !== undefined
            ? { status: 'ran', slot, summary, trigger: 'draw', draws }
            : {
                status: 'skipped',
                slot,
                reason: open.length === 0 ? 'stored' : 'already-ran',
                trigger: 'draw',
                draws,
              };
      }
    } catch (error) {
      // The database is unreachable: keep the draws, try at their next poll.
      for (const draw of due) advance(draw, false, atMs);
      result = {
        status: 'failed',
        slot,
        error: error instanceof Error ? error.message : String(error),
        trigger: 'draw',
        draws: due.map((d) => polled(d, false)),
      };
    }
    const what = (result.draws ?? [])
      .map((d) => `${drawLabel(d)} #${d.attempt}${d.stored ? ' stored' : ''}`)
      .join(', ');
    const at = slot.toISOString();
    if (result.status === 'ran')
      logger.info(`pick3-scraper: poll ${at} (${what}): ${describeSummary(result.summary)}`);
    else if (result.status === 'skipped') {
      logger.info(
        `pick3-scraper: poll ${at} (${what}) skipped: ` +
          (result.reason === 'locked'
            ? `another worker holds the "${INGEST_LOCK_KEY}" lock; again in 30 s`
            : result.reason === 'stored'
              ? 'already stored'
              : 'another worker already ingested these states'),
      );
    } else logger.warn(`pick3-scraper: poll ${at} (${what}) failed: ${result.error}`);
    return report(result);
  };

  const pollDue = (at?: Date): Promise<TickResult | undefined> =>
    serial(() => runPolls((at ?? clock()).getTime()));

  void task.start();
  arm();

  return {
    tick,
    pollDue,
    pendingPolls: () =>
      [...pending.values()]
        .sort((a, b) => a.at - b.at || a.state.localeCompare(b.state))
        .map((draw) => ({
          state: draw.state,
          drawTime: draw.drawTime,
          date: draw.date,
          drawAt: new Date(draw.drawAt),
          pollAt: new Date(draw.at),
        })),
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await task.destroy();
      await queue;
    },
  };
}
