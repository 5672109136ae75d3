// What the scheduler's ticks share: the lock key, the logger, the tick's result and the context
// (database, sources, ingest options) a catch-all tick or a draw poll ingests with.
import type { DrawTimeCode } from '@pick3/core';
import { ingestRunsRepository } from '@pick3/db';
import type { IngestOptions, IngestSummary, selectSources } from './ingest.js';

/** Advisory-lock key shared by every worker and in-process scheduler of one database. */
export const INGEST_LOCK_KEY = 'pick3-ingest';

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

/** What every tick ingests with, fixed when the scheduler starts. */
export interface TickContext {
  ingestOptions: IngestOptions;
  /** The sources the options select. */
  selected: ReturnType<typeof selectSources>;
  /** Run rows carry the database's clock, slots the worker's: the skew allowed between them. */
  skewMs: number;
  logger: SchedulerLogger;
}

/** Whether every one of these sources (ids) has a run started since `sinceMs`. */
export async function ranSince(
  ctx: TickContext,
  sourceIds: readonly string[],
  sinceMs: number,
): Promise<boolean> {
  const latest = await ingestRunsRepository.latestPerSource(ctx.ingestOptions.db);
  const done = new Set(
    latest.filter((run) => run.startedAt.getTime() >= sinceMs).map((run) => run.source),
  );
  return sourceIds.length > 0 && sourceIds.every((id) => done.has(id));
}

/** The message of a tick that could not run. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
