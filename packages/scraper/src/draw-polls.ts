// The draw clock's polls: which draws are pending, when each is polled next, and one poll of the
// draws due (ingest their states under the lock unless stored or ingested by another worker).
import type { DrawTimeCode } from '@pick3/core';
import { drawsRepository, withAdvisoryLock } from '@pick3/db';
import { draws, type PlannedPoll } from './draw-clock.js';
import { ingest, type IngestSummary } from './ingest.js';
import { drawLabel, logDrawPoll } from './scheduler-log.js';
import {
  errorText,
  INGEST_LOCK_KEY,
  ranSince,
  type PolledDraw,
  type TickContext,
  type TickResult,
} from './scheduler-types.js';

/** A poll that found another worker ingesting tries again this much later. */
const LOCKED_RETRY_MS = 30_000;
/** How far ahead the draw clock plans; it plans again when less than half is left. */
const PLAN_AHEAD_MS = 24 * 3_600_000;

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

/** The draws one poll is for, and which were stored before it ingested anything. */
interface PollRound {
  atMs: number;
  slot: Date;
  due: PendingDraw[];
  storedBefore: Map<string, boolean>;
  /** The due draws not stored yet. */
  open: PendingDraw[];
}

const polled = (draw: PendingDraw, stored: boolean): PolledDraw => ({
  state: draw.state,
  date: draw.date,
  drawTime: draw.drawTime,
  drawAt: new Date(draw.drawAt),
  attempt: draw.next + 1,
  stored,
});

export interface DrawPollsOptions {
  ctx: TickContext;
  /** The states whose draws are polled for. */
  states: string[];
  /** Minutes after a draw of each of its polls (pollOffsets). */
  offsets: number[];
  clock: () => Date;
  /** Off: nothing is ever planned, so no poll is ever due. */
  enabled: boolean;
}

export class DrawPolls {
  private readonly pending = new Map<string, PendingDraw>();
  private plannedUntil = -Infinity;

  constructor(private readonly options: DrawPollsOptions) {}

  /** Adds the draws of [plannedUntil, now + 24 h) whose polls are not over yet. */
  plan(nowMs: number): void {
    if (!this.options.enabled || this.plannedUntil - nowMs > PLAN_AHEAD_MS / 2) return;
    const { offsets, states } = this.options;
    const lastOffsetMs = offsets.at(-1)! * 60_000;
    // On the first plan, draws of the last two hours whose polls are still open are picked up too
    // (a restarted worker resumes them).
    const from = Math.max(this.plannedUntil, nowMs - lastOffsetMs);
    const to = nowMs + PLAN_AHEAD_MS;
    for (const draw of draws(states, from, to)) {
      const key = `${draw.state}|${draw.date}|${draw.drawTime}`;
      if (this.pending.has(key)) continue;
      const drawAt = draw.drawAt.getTime();
      const times = offsets.map((minutes) => drawAt + minutes * 60_000);
      // Polls already past are not made up for, except the latest one.
      let next = times.findIndex((t) => t >= nowMs);
      if (next === -1) continue;
      if (next > 0 && times[next - 1]! < nowMs) next -= 1;
      this.pending.set(key, {
        ...draw,
        key,
        drawAt,
        times,
        next,
        at: Math.max(times[next]!, nowMs),
      });
    }
    this.plannedUntil = to;
  }

  /** The soonest pending poll, or `latestMs` when none comes sooner. */
  soonest(latestMs: number): number {
    let soonest = latestMs;
    for (const draw of this.pending.values()) soonest = Math.min(soonest, draw.at);
    return soonest;
  }

  /** The pending polls (each draw's next poll), soonest first. */
  pendingPolls(): PlannedPoll[] {
    return [...this.pending.values()]
      .sort((a, b) => a.at - b.at || a.state.localeCompare(b.state))
      .map((draw) => ({
        state: draw.state,
        drawTime: draw.drawTime,
        date: draw.date,
        drawAt: new Date(draw.drawAt),
        pollAt: new Date(draw.at),
      }));
  }

  /** Polls the draws due at `atMs` and logs it; undefined when none is due. */
  async run(atMs: number): Promise<TickResult | undefined> {
    this.plan(atMs);
    const due = [...this.pending.values()].filter((draw) => draw.at <= atMs);
    if (due.length === 0) return undefined;
    const slot = new Date(atMs);
    let result: TickResult;
    try {
      result = await this.poll(atMs, slot, due);
    } catch (error) {
      // The database is unreachable: keep the draws, try at their next poll.
      for (const draw of due) this.advance(draw, false, atMs);
      const polledDraws = due.map((d) => polled(d, false));
      result = {
        status: 'failed',
        slot,
        error: errorText(error),
        trigger: 'draw',
        draws: polledDraws,
      };
    }
    logDrawPoll(this.options.ctx.logger, result);
    return result;
  }

  private async poll(atMs: number, slot: Date, due: PendingDraw[]): Promise<TickResult> {
    // Draws already stored (by another worker, the catch-all or a manual refresh) need no poll.
    const storedBefore = new Map<string, boolean>();
    for (const draw of due) storedBefore.set(draw.key, await this.isStored(draw));
    const open = due.filter((draw) => storedBefore.get(draw.key) !== true);
    const round: PollRound = { atMs, slot, due, storedBefore, open };
    const outcome = open.length === 0 ? undefined : await this.ingestOpen(round);
    const nowMs = this.options.clock().getTime();
    if (outcome !== undefined && !outcome.acquired) return this.retryLocked(round);
    return this.settle(round, outcome?.result, Math.max(nowMs, atMs));
  }

  /** Ingests the open draws' states under the lock, except states another worker ingested since the slot. */
  private ingestOpen({ atMs, slot, open }: PollRound) {
    const { ctx } = this.options;
    const { ingestOptions } = ctx;
    return withAdvisoryLock(ingestOptions.db, INGEST_LOCK_KEY, async () => {
      const toIngest: string[] = [];
      for (const state of new Set(open.map((draw) => draw.state))) {
        const ids = ctx.selected.filter((s) => s.state === state).map((s) => s.id);
        if (!(await ranSince(ctx, ids, atMs - ctx.skewMs))) toIngest.push(state);
      }
      if (toIngest.length === 0) return undefined;
      return ingest({ ...ingestOptions, states: toIngest, now: ingestOptions.now ?? slot });
    });
  }

  /**
   * Another worker is ingesting: look again shortly (it may be storing these very draws), unless
   * this was the draw's last poll.
   */
  private retryLocked({ atMs, slot, due, open, storedBefore }: PollRound): TickResult {
    for (const draw of open) {
      if (atMs >= draw.times.at(-1)!) this.pending.delete(draw.key);
      else draw.at = atMs + LOCKED_RETRY_MS;
    }
    return {
      status: 'skipped',
      slot,
      reason: 'locked',
      trigger: 'draw',
      draws: due.map((d) => polled(d, storedBefore.get(d.key) === true)),
    };
  }

  /** After the ingestion (or none): each due draw is done or gets its next poll. */
  private async settle(
    { slot, due, open, storedBefore }: PollRound,
    summary: IngestSummary | undefined,
    nowMs: number,
  ): Promise<TickResult> {
    const polledDraws: PolledDraw[] = [];
    for (const draw of due) {
      const stored = storedBefore.get(draw.key) === true || (await this.isStored(draw));
      polledDraws.push(polled(draw, stored));
      this.advance(draw, stored, nowMs);
    }
    if (summary !== undefined)
      return { status: 'ran', slot, summary, trigger: 'draw', draws: polledDraws };
    const reason = open.length === 0 ? 'stored' : 'already-ran';
    return { status: 'skipped', slot, reason, trigger: 'draw', draws: polledDraws };
  }

  private async isStored(draw: PendingDraw): Promise<boolean> {
    const { db } = this.options.ctx.ingestOptions;
    const stored = await drawsRepository.drawsOn(db, draw.state, draw.date, draw.date);
    return stored.some((d) => d.drawTime === draw.drawTime);
  }

  /** After a poll: the draw is done when stored or out of polls, else its next poll is set. */
  private advance(draw: PendingDraw, stored: boolean, nowMs: number): void {
    if (stored) {
      this.pending.delete(draw.key);
      return;
    }
    let next = draw.next + 1;
    while (next < draw.times.length && draw.times[next]! <= nowMs) next++;
    if (next >= draw.times.length) {
      this.pending.delete(draw.key);
      this.options.ctx.logger.warn(
        `pick3-scraper: poll ${drawLabel(draw)}: still not posted ${this.options.offsets.at(-1)} minutes after ` +
          `the draw; gave up (the hourly catch-all keeps trying)`,
      );
      return;
    }
    draw.next = next;
    draw.at = draw.times[next]!;
  }
}
