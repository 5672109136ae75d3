import { setTimeout as sleep } from 'node:timers/promises';
import {
  addDays,
  expectedDraws,
  latestDueDraw,
  missingDraws,
  scheduleOf,
  todayInZone,
  type DrawTimeCode,
  type StateDraw,
} from '@pick3/core';
import {
  backfillRepository,
  drawReportsRepository,
  drawsRepository,
  ingestRunsRepository,
  withAdvisoryLock,
  type Database,
} from '@pick3/db';
import { acceptRows, validateRow, type RejectionTally } from './accept-rows.js';
import type { FetchOptions } from './fetch-text.js';
import { fetchForSource } from './polite/fetch-for-source.js';
import { SOURCES } from './sources/registry.js';
import type { Source, SourceRequest } from './sources/source.types.js';
import { isSourceError } from './source-error.js';

type Db = Database['db'];

/** The analysis window: the draws a state's statistics run over. */
export const ANALYSIS_WINDOW_DRAWS = 730;
/** Pause between two archive requests: one request at a time, and a breath between them. */
export const DEFAULT_PAUSE_MS = 2_000;
/** Failed page requests after which a backfill stops (the site is down or has changed). */
export const DEFAULT_MAX_FAILURES = 3;

export interface BackfillProgress {
  runId: number;
  sourceId: string;
  pageKey: string;
  pagesDone: number;
  pagesTotal: number;
  rowsAdded: number;
  /** `skipped`: merged by an earlier run; `failed`: this page's request or parse failed. */
  outcome: 'merged' | 'skipped' | 'failed';
  error?: string;
}

export interface BackfillOptions extends FetchOptions {
  db: Db;
  state: string;
  /** Oldest ISO date wanted. Default: the date of the state's 730th newest scheduled draw. */
  from?: string;
  /** A source id; default the state's official source with an archive, else its aggregate source. */
  source?: string;
  baseUrl?: string;
  now?: Date;
  /** Wait between requests. Default {@link DEFAULT_PAUSE_MS}. */
  pauseMs?: number;
  /** Stop after this many failed pages. Default {@link DEFAULT_MAX_FAILURES}. */
  maxFailures?: number;
  trigger?: 'cli' | 'worker' | 'test';
  /** Only the archive pages of these draw times (a draw time the history lacks); default all. */
  drawTimes?: readonly DrawTimeCode[];
  onProgress?: (progress: BackfillProgress) => void;
}

export interface BackfillResult {
  runId: number;
  sourceId: string;
  status: 'done' | 'failed';
  pagesTotal: number;
  pagesFetched: number;
  pagesSkipped: number;
  failures: number;
  rowsAdded: number;
  rowsRejected: number;
  error: string | null;
}

/** The sources of a state that can walk an archive, official ones first. */
export function archiveSources(state: string): Source[] {
  return SOURCES.filter((s) => s.state === state && s.archive !== undefined).sort(
    (a, b) => Number(a.kind !== 'official') - Number(b.kind !== 'official'),
  );
}

/** The local date of the state's 730th newest scheduled draw due by `now` (where a window starts). */
export function windowStart(state: string, now: Date, draws = ANALYSIS_WINDOW_DRAWS): string {
  const today = todayInZone(scheduleOf(state).timeZone, now);
  // Four draws a day at most: 730 draws reach back at most 730 days; a year more for closed days.
  const scheduled = expectedDraws(state, addDays(today, -(draws + 365)), today).filter(
    (d) => d.at <= now,
  );
  return scheduled[Math.max(0, scheduled.length - draws)]?.date ?? today;
}

/** Why a state needs a backfill: too few draws, or holes in its last 730 scheduled draws. */
export interface BackfillNeed {
  state: string;
  needed: boolean;
  reason: 'short' | 'hole' | null;
  /** Draws of the state stored in all. */
  stored: number;
  /** Scheduled draws of the last 730 that are not stored. */
  missing: number;
  from: string;
}

/**
 * Whether a state's stored history covers the analysis window: at least 730 draws, and none of its
 * last 730 scheduled draws missing (draw times the state holds by schedule, core's `missingDraws`).
 */
export async function backfillNeed(db: Db, state: string, now: Date): Promise<BackfillNeed> {
  const from = windowStart(state, now);
  const due = latestDueDraw(state, now);
  const to = due?.date ?? todayInZone(scheduleOf(state).timeZone, now);
  const stored = await drawsRepository.drawsOn(db, state, from, to);
  const runs = missingDraws(state, stored, {
    from,
    ...(due === null ? { to } : { last: { date: due.date, drawTime: due.drawTime } }),
  });
  const missing = runs.reduce((n, run) => n + run.count, 0);
  const total = await drawsRepository.count(db, state);
  const reason = total < ANALYSIS_WINDOW_DRAWS ? 'short' : missing > 0 ? 'hole' : null;
  return { state, needed: reason !== null, reason, stored: total, missing, from };
}

/**
 * Walks a source's archive (year pages, date ranges) from today back to `from` and merges every page
 * into the stored history: one request at a time with a pause between requests, a stop after
 * `maxFailures` failed pages, merge-only (`upsertDraws`: new draws added, disagreements recorded,
 * nothing deleted). Resumable: every merged page is remembered (`backfill_pages`), so a run killed
 * halfway starts again where it stopped; the newest page (the current period, still growing) is
 * always fetched again. Each run is recorded (`backfill_runs`, and an `ingest_runs` row so caches
 * built from the draws are refreshed). One backfill per state at a time (advisory lock); a run left
 * `running` by a killed process is marked `interrupted` when the next one starts.
 *
 * @example
 * ```ts
 * const result = await backfill({ db, state: 'AR', from: '2024-01-01' });
 * result.rowsAdded;
 * ```
 */
export async function backfill(options: BackfillOptions): Promise<BackfillResult | null> {
  const { db, state } = options;
  const source =
    options.source === undefined
      ? archiveSources(state)[0]
      : SOURCES.find((s) => s.id === options.source);
  if (source === undefined || source.archive === undefined) {
    const known = SOURCES.filter((s) => s.archive !== undefined)
      .map((s) => s.id)
      .join(', ');
    throw new RangeError(
      options.source === undefined
        ? `No source of ${state} can walk an archive; sources with archives: ${known}`
        : `Source ${options.source} has no archive to walk; sources with archives: ${known}`,
    );
  }
  if (source.state !== state) {
    throw new RangeError(`Source ${source.id} is for ${source.state}, not ${state}`);
  }
  const outcome = await withAdvisoryLock(db, `pick3-backfill:${state}`, () =>
    walk(options, source),
  );
  return outcome.acquired ? (outcome.result ?? null) : null;
}

/** One walk of a source's archive: its options, its run rows and what it has done so far. */
interface Walk {
  options: BackfillOptions;
  source: Source;
  now: Date;
  requests: SourceRequest[];
  /** Pages merged by earlier runs (`backfill_pages`). */
  done: Set<string>;
  ingestRunId: number;
  result: BackfillResult;
  tally: RejectionTally;
  rowsSeen: number;
  pagesDone: number;
}

/** Plans the pages from `from` (default: the analysis window's start) to today and records the run. */
async function startWalk(options: BackfillOptions, source: Source): Promise<Walk> {
  const { db, state } = options;
  const now = options.now ?? new Date();
  // Holding the lock, no other process walks this state: a run still `running` was killed.
  await backfillRepository.markInterrupted(db, new Date(), state);
  const from = options.from ?? windowStart(state, now);
  const to = todayInZone(scheduleOf(state).timeZone, now);
  const requests = source.archive!({
    from,
    to,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
  }).filter(
    (request) =>
      options.drawTimes === undefined ||
      (request.ctx.drawTime !== undefined && options.drawTimes.includes(request.ctx.drawTime)),
  );
  const done = await backfillRepository.donePages(db, source.id);
  const runId = await backfillRepository.start(db, {
    state,
    source: source.id,
    fromDate: from,
    toDate: to,
    trigger: options.trigger ?? 'cli',
    pagesTotal: requests.length,
  });
  const ingestRunId = await ingestRunsRepository.start(db, {
    source: `backfill:${source.id}`,
    state,
  });
  const result: BackfillResult = {
    runId,
    sourceId: source.id,
    status: 'done',
    pagesTotal: requests.length,
    pagesFetched: 0,
    pagesSkipped: 0,
    failures: 0,
    rowsAdded: 0,
    rowsRejected: 0,
    error: null,
  };
  const tally: RejectionTally = { rowsRejected: 0, rejections: {} };
  return {
    options,
    source,
    now,
    requests,
    done,
    ingestRunId,
    result,
    tally,
    rowsSeen: 0,
    pagesDone: 0,
  };
}

/** Tells `onProgress` of a page; a listener's bug must not stop the walk. */
function emitPage(w: Walk, pageKey: string, outcome: BackfillProgress['outcome'], error?: string) {
  try {
    w.options.onProgress?.({
      runId: w.result.runId,
      sourceId: w.source.id,
      pageKey,
      pagesDone: w.pagesDone,
      pagesTotal: w.requests.length,
      rowsAdded: w.result.rowsAdded,
      outcome,
      ...(error === undefined ? {} : { error }),
    });
  } catch {
    // A listener's bug must not stop the walk.
  }
}

/** Fetches one page and merges its draws (merge-only), then remembers it unless it still grows. */
async function mergePage(w: Walk, request: SourceRequest, pageKey: string, remember: boolean) {
  const { options, source, result } = w;
  const { db } = options;
  const fetchOptions: FetchOptions = {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs,
    userAgent: options.userAgent,
    signal: options.signal,
    maxBytes: options.maxBytes,
  };
  // Aggregate pages go through the polite fetch: robots.txt, and a past year's page only once.
  const body = await fetchForSource(source, request, { ...definedOnly(fetchOptions), now: w.now });
  const parsed = source
    .parse(body, { ...request.ctx, url: request.url })
    .map((row, i) => validateRow(row, source, request.url, i));
  const accepted: StateDraw[] = acceptRows(parsed, w.now, w.tally);
  const stored = await drawsRepository.upsertDraws(db, accepted, {
    source: source.id,
    kind: source.kind,
  });
  await drawReportsRepository.record(db, accepted, { source: source.id, kind: source.kind });
  w.rowsSeen += parsed.length;
  result.rowsAdded += stored.added;
  result.pagesFetched += 1;
  w.pagesDone += 1;
  await backfillRepository.pageDone(
    db,
    {
      runId: result.runId,
      source: source.id,
      pageKey,
      rowsSeen: parsed.length,
      rowsAdded: stored.added,
    },
    { remember },
  );
  emitPage(w, pageKey, 'merged');
}

/** Records a failed page; true when it was one failure too many and the walk stops. */
async function pageFailed(w: Walk, pageKey: string, error: unknown): Promise<boolean> {
  const { result } = w;
  const maxFailures = w.options.maxFailures ?? DEFAULT_MAX_FAILURES;
  const message = isSourceError(error)
    ? `${error.code}: ${error.message}`
    : `UNEXPECTED: ${error instanceof Error ? error.message : String(error)}`;
  result.failures += 1;
  result.error = message;
  await backfillRepository.pageFailed(w.options.db, result.runId, message);
  emitPage(w, pageKey, 'failed', message);
  if (result.failures < maxFailures) return false;
  result.status = 'failed';
  result.error = `stopped after ${result.failures} failed pages; last: ${message}`;
  return true;
}

/** Closes the run rows (best effort: the database may be what failed). */
async function finishWalk(w: Walk): Promise<void> {
  const { options, result, tally } = w;
  result.rowsRejected = tally.rowsRejected;
  const status = options.signal?.aborted === true ? 'interrupted' : result.status;
  await backfillRepository
    .finish(options.db, result.runId, { status, error: result.error })
    .catch(() => undefined);
  await ingestRunsRepository
    .finish(options.db, w.ingestRunId, {
      rowsSeen: w.rowsSeen,
      rowsAdded: result.rowsAdded,
      rowsUnchanged: 0,
      conflicts: 0,
      rowsRejected: tally.rowsRejected,
      rejections: tally.rowsRejected > 0 ? tally.rejections : null,
      error: result.status === 'failed' ? result.error : null,
    })
    .catch(() => undefined);
}

async function walk(options: BackfillOptions, source: Source): Promise<BackfillResult> {
  const pauseMs = options.pauseMs ?? DEFAULT_PAUSE_MS;
  const w = await startWalk(options, source);
  const { result } = w;
  try {
    for (const [index, request] of w.requests.entries()) {
      const pageKey = request.pageKey ?? request.url;
      // The current period's page still grows: always asked again, never remembered as merged.
      const remember = !(request.current ?? index === 0);
      if (remember && w.done.has(pageKey)) {
        w.pagesDone += 1;
        result.pagesSkipped += 1;
        emitPage(w, pageKey, 'skipped');
        continue;
      }
      if (result.pagesFetched + result.failures > 0 && pauseMs > 0) {
        await sleep(pauseMs, undefined, options.signal ? { signal: options.signal } : {});
      }
      try {
        await mergePage(w, request, pageKey, remember);
      } catch (error) {
        if (options.signal?.aborted === true) throw error;
        if (await pageFailed(w, pageKey, error)) break;
      }
    }
  } finally {
    await finishWalk(w);
  }
  return result;
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
