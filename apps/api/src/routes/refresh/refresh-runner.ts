// One manual ingestion run at a time, observable while it runs. The POST that starts a run waits for
// its summary (the spec's client shows it); anyone may watch the progress through the status route
// or the SSE stream. Across replicas the database advisory lock makes the run exclusive too.
import { POOL_STATE } from '@pick3/core';
import { EventEmitter } from 'node:events';
import { withAdvisoryLock, type Database } from '@pick3/db';
import {
  ingest,
  INGEST_LOCK_KEY,
  selectSources,
  type IngestOptions,
  type IngestProgressEvent,
  type IngestSummary,
} from '@pick3/scraper';
import { HttpError } from '../../lib/http-error.js';

/** How manual runs reach the sources (tests point them at a local fake server, without retries). */
export type RefreshOptions = Omit<
  IngestOptions,
  'db' | 'sources' | 'states' | 'onProgress' | 'signal'
>;

export type RefreshKind = 'ga' | 'all';
export type SourcePhase = 'pending' | IngestProgressEvent['phase'];

export interface SourceProgress {
  sourceId: string;
  state: string;
  phase: SourcePhase;
  rowsSeen: number;
  rowsAdded: number;
  error: string | null;
}

export interface RefreshStatus {
  running: boolean;
  kind: RefreshKind | null;
  /** ISO timestamps of the current (or last) run. */
  startedAt: string | null;
  finishedAt: string | null;
  /** Sources finished (done or failed) out of all, 0–100. */
  percent: number;
  sources: SourceProgress[];
  /** Summary of the last finished run. */
  lastSummary: { updatedStates: string[]; totalNewDraws: number } | null;
}

export class RefreshRunner extends EventEmitter<{ status: [RefreshStatus] }> {
  #status: RefreshStatus = {
    running: false,
    kind: null,
    startedAt: null,
    finishedAt: null,
    percent: 0,
    sources: [],
    lastSummary: null,
  };

  constructor(
    private readonly db: Database['db'],
    private readonly options: RefreshOptions = {},
  ) {
    super();
  }

  status(): RefreshStatus {
    return structuredClone(this.#status);
  }

  /**
   * Runs ingestion for Georgia (`ga`) or every default source (`all`) and resolves with its summary.
   * @throws HttpError 409 REFRESH_RUNNING while a run (here, or in another process) is going.
   */
  async run(kind: RefreshKind): Promise<IngestSummary> {
    if (this.#status.running) throw running();
    const states = kind === 'ga' ? [POOL_STATE] : undefined;
    // A player's refresh fetches new draws; the witnesses' cross-check is the scheduler's job (an
    // aggregate that took over from a failing official source still runs).
    const selection = { witnesses: false, ...(states === undefined ? {} : { states }) };
    this.#status = {
      ...this.#status,
      running: true,
      kind,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      percent: 0,
      sources: selectSources(selection).map((source) => ({
        sourceId: source.id,
        state: source.state,
        phase: 'pending',
        rowsSeen: 0,
        rowsAdded: 0,
        error: null,
      })),
    };
    this.#publish();
    try {
      // The scheduler's lock: a manual run never overlaps an hourly one, here or in another process.
      const outcome = await withAdvisoryLock(this.db, INGEST_LOCK_KEY, () =>
        ingest({
          ...this.options,
          ...selection,
          db: this.db,
          onProgress: (event) => this.#progress(event),
        }),
      );
      if (!outcome.acquired || outcome.result === undefined) throw running();
      const summary = outcome.result;
      this.#status.lastSummary = {
        updatedStates: summary.updatedStates,
        totalNewDraws: summary.totalNewDraws,
      };
      return summary;
    } finally {
      this.#status.running = false;
      this.#status.finishedAt = new Date().toISOString();
      this.#publish();
    }
  }

  #progress(event: IngestProgressEvent): void {
    const entry = this.#status.sources.find((s) => s.sourceId === event.sourceId);
    if (entry === undefined) return;
    entry.phase = event.phase;
    entry.rowsSeen = event.rowsSeen;
    entry.rowsAdded = event.rowsAdded;
    entry.error = event.error === undefined ? null : `${event.error.code}: ${event.error.message}`;
    const finished = this.#status.sources.filter(
      (s) => s.phase === 'done' || s.phase === 'failed',
    ).length;
    this.#status.percent = Math.round((100 * finished) / Math.max(1, this.#status.sources.length));
    this.#publish();
  }

  #publish(): void {
    this.emit('status', this.status());
  }
}

function running(): HttpError {
  return new HttpError(
    409,
    'REFRESH_RUNNING',
    'A refresh is already running; watch /api/refresh/status',
  );
}
