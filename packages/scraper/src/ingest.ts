import { addDays, type StateDraw } from '@pick3/core';
import {
  drawReportsRepository,
  drawsRepository,
  ingestRunsRepository,
  statesRepository,
  successfulUrlsRepository,
  type Database,
} from '@pick3/db';
import type { FetchOptions } from './fetch-text.js';
import { fetchForSource } from './polite/fetch-for-source.js';
import { acceptRows, validateRow } from './accept-rows.js';
import type { RejectionReason } from './row-checks.js';
import { SOURCES } from './sources/registry.js';
import { sourceRoles, type SourceRole } from './source-roles.js';
import type { Source, SourceRequest } from './sources/source.types.js';
import { isSourceError, type SourceErrorCode } from './source-error.js';

type Db = Database['db'];

/** A source's failure as recorded: a SourceError code, or `UNEXPECTED` (a database error, a bug). */
export interface IngestError {
  code: SourceErrorCode | 'UNEXPECTED';
  message: string;
}

/** Emitted while a run is going, per source (and so per state). */
export interface IngestProgressEvent {
  sourceId: string;
  state: string;
  phase: 'started' | 'rows' | 'done' | 'failed';
  /** Valid rows read so far (0 at `started`). */
  rowsSeen: number;
  /** New draws stored (0 until `done`). */
  rowsAdded: number;
  /** Rows left out as impossible (future, before the game, draw time not held); set at `done`. */
  rowsRejected?: number;
  error?: IngestError;
}

/** Rejected rows of one reason in one run: how many, and the first one with why. */
export interface IngestRejection {
  count: number;
  example: string;
}

/** The outcome of one source in one run; one `ingest_runs` row each. */
export interface IngestRunSummary {
  sourceId: string;
  state: string;
  /** `primary` stores, `witness` only checks stored draws, `handover` stores for a failing official. */
  role: SourceRole;
  /** The `ingest_runs` id; null only when the run row itself could not be written. */
  runId: number | null;
  /** Rows the source served (after parsing), rejected ones included. */
  rowsSeen: number;
  rowsAdded: number;
  rowsUnchanged: number;
  conflicts: number;
  /** Of the conflicts: an aggregate's stored value replaced by this official source's. */
  replaced: number;
  /**
   * Rows not stored because they cannot be real draws: dated after today in the state's zone,
   * before the game existed, or for a draw time the state did not hold that day. They do not fail
   * the run; `rejections` says why, per reason.
   */
  rowsRejected: number;
  rejections: Partial<Record<RejectionReason, IngestRejection>>;
  error?: IngestError;
}

export interface IngestSummary {
  /** States that gained at least one draw, sorted. */
  updatedStates: string[];
  totalNewDraws: number;
  runs: IngestRunSummary[];
}

export interface IngestOptions extends FetchOptions {
  db: Db;
  /** Registry ids to run (`tx-csv`, `ga-api` …). Default: every source that is `defaultEnabled`. */
  sources?: readonly string[];
  /** Only the sources of these states (two-letter codes). */
  states?: readonly string[];
  /**
   * With the default selection, also run each selected state's aggregate source as a witness. Default
   * true. `false` leaves witnesses out (a player's manual refresh wants new draws, not a cross-check),
   * but an aggregate that has taken over from a failing official source still runs.
   */
  witnesses?: boolean;
  /** Base URL (origin, optionally with a path prefix) per source id, replacing its default. */
  sourceBaseUrls?: Readonly<Record<string, string>>;
  /** One base URL for every source without an entry in `sourceBaseUrls` (tests: one local server). */
  baseUrl?: string;
  /** "Now" for date-windowed requests. Default: the current time. */
  now?: Date;
  /** How many days back date-windowed sources ask for. Default 30. */
  days?: number;
  /** Sources fetched at the same time. Default 3. */
  concurrency?: number;
  onProgress?: (event: IngestProgressEvent) => void;
}

/** The sources an ingest with these options runs, in registry order. */
export function selectSources(
  options: Pick<IngestOptions, 'sources' | 'states' | 'witnesses'>,
): Source[] {
  let selected: Source[];
  if (options.sources === undefined) {
    const defaults = SOURCES.filter((source) => source.defaultEnabled);
    const states = new Set(defaults.map((source) => source.state));
    selected =
      options.witnesses === false
        ? defaults
        : SOURCES.filter(
            (source) =>
              source.defaultEnabled || (source.kind === 'aggregate' && states.has(source.state)),
          );
  } else {
    const unknown = options.sources.filter((id) => !SOURCES.some((source) => source.id === id));
    if (unknown.length > 0) {
      throw new RangeError(
        `Unknown source ${unknown.join(', ')}; known: ${SOURCES.map((s) => s.id).join(', ')}`,
      );
    }
    selected = SOURCES.filter((source) => options.sources?.includes(source.id));
  }
  if (options.states !== undefined) {
    const states = new Set(options.states.map((state) => state.toUpperCase()));
    selected = selected.filter((source) => states.has(source.state));
  }
  return selected;
}

function toIngestError(error: unknown): IngestError {
  if (isSourceError(error)) return { code: error.code, message: error.message };
  return { code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}

function counts(summary: IngestRunSummary) {
  const { rowsSeen, rowsAdded, rowsUnchanged, conflicts, rowsRejected, rejections } = summary;
  return {
    rowsSeen,
    rowsAdded,
    rowsUnchanged,
    conflicts,
    rowsRejected,
    rejections: rowsRejected > 0 ? rejections : null,
  };
}

/** Reports this many days older than a run's newest draw are not kept (a full-history file). */
const REPORT_WINDOW_DAYS = 45;

type Emit = (event: Omit<IngestProgressEvent, 'sourceId' | 'state'>) => void;

/** Tells `onProgress` of a source's progress; a listener's bug must not fail the ingestion. */
function emitterFor(source: Source, onProgress: IngestOptions['onProgress']): Emit {
  return (event) => {
    try {
      onProgress?.({ sourceId: source.id, state: source.state, ...event });
    } catch {
      // A listener's bug must not fail the ingestion.
    }
  };
}

/** A source's run before it starts: nothing seen, nothing stored. */
function emptySummary(source: Source, role: SourceRole): IngestRunSummary {
  return {
    sourceId: source.id,
    state: source.state,
    role,
    runId: null,
    rowsSeen: 0,
    rowsAdded: 0,
    rowsUnchanged: 0,
    conflicts: 0,
    replaced: 0,
    rowsRejected: 0,
    rejections: {},
  };
}

/**
 * Every request of a source is read and parsed before anything is written: a source either stores
 * all its rows or none.
 */
async function fetchRows(
  source: Source,
  requests: readonly SourceRequest[],
  fetchOptions: FetchOptions & { now: Date },
  summary: IngestRunSummary,
  emit: Emit,
): Promise<StateDraw[]> {
  const rows: StateDraw[] = [];
  for (const request of requests) {
    const body = await fetchForSource(source, request, fetchOptions);
    const parsed = source.parse(body, { ...request.ctx, url: request.url });
    parsed.forEach((row, index) => rows.push(validateRow(row, source, request.url, index)));
    summary.rowsSeen = rows.length;
    emit({ phase: 'rows', rowsSeen: rows.length, rowsAdded: 0 });
  }
  return rows;
}

/** What a source served is stored: its reports of its newest draws, its URLs, the state's scrape time. */
async function recordServed(
  db: Database['db'],
  source: Source,
  requests: readonly SourceRequest[],
  accepted: readonly StateDraw[],
): Promise<void> {
  // What this source said of its newest draws (the last 45 days of what it served, not a whole
  // history file every hour): two sources agreeing on a draw confirm it.
  const newest = accepted.reduce((max, row) => (row.date > max ? row.date : max), '');
  const since = newest === '' ? '' : addDays(newest, -REPORT_WINDOW_DAYS);
  await drawReportsRepository.record(
    db,
    accepted.filter((row) => row.date >= since),
    { source: source.id, kind: source.kind },
  );
  for (const request of requests) {
    await successfulUrlsRepository.recordSuccess(db, {
      state: source.state,
      url: request.recordAs ?? request.url,
      timeLabel: request.timeLabel,
    });
  }
  await statesRepository.markScraped(db, source.state);
}

/** A failed run: its error recorded (best effort), its counts zero unless the upsert completed. */
async function recordFailure(
  db: Database['db'],
  summary: IngestRunSummary,
  error: unknown,
  stored: boolean,
  emit: Emit,
): Promise<void> {
  const failure = toIngestError(error);
  summary.error = failure;
  if (!stored) {
    // The upsert is one transaction: when it did not complete, nothing of this source was written.
    summary.rowsAdded = 0;
    summary.rowsUnchanged = 0;
    summary.conflicts = 0;
    summary.replaced = 0;
  }
  if (summary.runId !== null) {
    // Best effort: the database that failed the upsert may be gone too.
    await ingestRunsRepository
      .finish(db, summary.runId, {
        ...counts(summary),
        error: `${failure.code}: ${failure.message}`,
      })
      .catch(() => undefined);
  }
  emit({
    phase: 'failed',
    rowsSeen: summary.rowsSeen,
    rowsAdded: summary.rowsAdded,
    error: failure,
  });
}

async function runSource(
  source: Source,
  role: SourceRole,
  options: IngestOptions,
): Promise<IngestRunSummary> {
  const { db, timeoutMs, retries, backoffMs, userAgent, signal } = options;
  const fetchOptions: FetchOptions = { timeoutMs, retries, backoffMs, userAgent, signal };
  let stored = false;
  const emit = emitterFor(source, options.onProgress);
  const summary = emptySummary(source, role);
  emit({ phase: 'started', rowsSeen: 0, rowsAdded: 0 });
  try {
    summary.runId = await ingestRunsRepository.start(db, {
      source: source.id,
      state: source.state,
    });
    const baseUrl = options.sourceBaseUrls?.[source.id] ?? options.baseUrl;
    const now = options.now ?? new Date();
    const requests = source.requests({
      ...(baseUrl === undefined ? {} : { baseUrl }),
      now,
      days: options.days ?? 30,
    });
    const rows = await fetchRows(source, requests, { ...fetchOptions, now }, summary, emit);
    // Rows that cannot be real draws are left out and counted; the others are stored.
    const accepted = acceptRows(rows, now, summary);
    const result = await drawsRepository.upsertDraws(db, accepted, {
      source: source.id,
      kind: source.kind,
      mode: role === 'witness' ? 'witness' : 'store',
    });
    stored = true;
    summary.rowsAdded = result.added;
    summary.rowsUnchanged = result.unchanged;
    summary.conflicts = result.conflicts;
    summary.replaced = result.replaced;
    await recordServed(db, source, requests, accepted);
    await ingestRunsRepository.finish(db, summary.runId, counts(summary));
    const { rowsSeen, rowsAdded, rowsRejected } = summary;
    emit({ phase: 'done', rowsSeen, rowsAdded, rowsRejected });
  } catch (error) {
    await recordFailure(db, summary, error, stored, emit);
  }
  return summary;
}

/**
 * Fetches the selected sources (bounded concurrency), validates every row through @pick3/core,
 * rejects the rows that cannot be real draws (dated after today in the state's zone, before the game
 * existed, or for a draw time the state did not hold that day: counted per reason in the run, they
 * do not fail it) and merges the rest into the database with `drawsRepository.upsertDraws`: new
 * draws are added, known ones left alone, disagreeing ones recorded as conflicts; nothing is ever
 * deleted. Each source gets
 * one `ingest_runs` row (its error recorded when it fails) and its URLs a `successful_urls` hit when
 * it succeeds. A failing source never stops the others, and `ingest` itself only rejects for a bad
 * option (an unknown source id).
 *
 * @example
 * ```ts
 * const summary = await ingest({ db, states: ['GA'], onProgress: (e) => console.log(e.sourceId, e.phase) });
 * summary.updatedStates; // ['GA']
 * ```
 */
export async function ingest(options: IngestOptions): Promise<IngestSummary> {
  const candidates = selectSources({ ...options, witnesses: true });
  // Which aggregates store draws depends on how long the official sources have failed.
  const failures = await ingestRunsRepository.healthPerSource(options.db).catch(() => []);
  const roles = sourceRoles(candidates, SOURCES, failures, options.now ?? new Date());
  // Without witnesses, an aggregate still runs when it has taken over from a failing official source.
  const queue =
    options.witnesses === false
      ? candidates.filter((source) => roles.get(source.id) !== 'witness')
      : candidates;
  const runs: IngestRunSummary[] = new Array<IngestRunSummary>(queue.length);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 3, queue.length));
  // Witnesses run after every source that stores: they check what this very run stored.
  const phases = [
    queue.flatMap((source, index) => (roles.get(source.id) === 'witness' ? [] : [index])),
    queue.flatMap((source, index) => (roles.get(source.id) === 'witness' ? [index] : [])),
  ];
  for (const phase of phases) {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < phase.length) {
        const index = phase[next++]!;
        const source = queue[index]!;
        runs[index] = await runSource(source, roles.get(source.id) ?? 'primary', options);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, phase.length) }, worker));
  }
  const updatedStates = [
    ...new Set(runs.filter((run) => run.rowsAdded > 0).map((run) => run.state)),
  ].sort();
  return {
    updatedStates,
    totalNewDraws: runs.reduce((total, run) => total + run.rowsAdded, 0),
    runs,
  };
}
