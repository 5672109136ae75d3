import {
  addDays,
  DRAW_TIMES,
  expectedDraws,
  freshness,
  latestDueDraw,
  missingDraws,
  scheduleOf,
  todayInZone,
  type DrawTimeCode,
  type FreshnessStatus,
} from '@pick3/core';
import { drawsRepository, type Database } from '@pick3/db';
import { archiveSources, backfill, windowStart, type BackfillResult } from './backfill.js';
import type { FetchOptions } from './fetch-text.js';
import { LOTTERYUSA_SOURCES } from './sources/registry.js';

type Db = Database['db'];

/** What the catch-up is doing for one state, as `progress()` reports it. */
export interface StateCatchUp {
  state: string;
  /**
   * `waiting` (not reached yet), `walking` (newest stored draw → today), `filling` (a draw time the
   * history lacks, from LotteryUSA's year pages), then `live`, `behind`, `stale` (core's freshness
   * once the walk ended) or `failed` (every source failed).
   */
  phase: 'waiting' | 'walking' | 'filling' | FreshnessStatus | 'failed';
  /** The source being walked (or last walked). */
  source: string | null;
  /** Where the walk starts: the newest stored draw's date. */
  from: string | null;
  pagesDone: number;
  pagesTotal: number;
  rowsAdded: number;
  /** The draw times filled from LotteryUSA because the history lacked them, and what came. */
  filled: { drawTimes: DrawTimeCode[]; from: string; rowsAdded: number } | null;
  /** The last failure (`CODE: message`), for operators. */
  error: string | null;
}

export interface CatchUpOptions extends FetchOptions {
  db: Db;
  /** States to catch up (default: all 36). */
  states?: readonly string[];
  /** One base URL for every source (tests, the CLI's --base-url); default each source's own. */
  baseUrl?: string;
  now?: () => Date;
  /** Pause between two requests (default the backfill's 2 s). */
  pauseMs?: number;
  logger?: { info: (message: string) => void; warn: (message: string) => void };
}

export interface CatchUp {
  /** Every state's line, in the walk's order (a copy). */
  progress(): StateCatchUp[];
  /** Resolves when every state was walked (or the catch-up was stopped). */
  readonly done: Promise<StateCatchUp[]>;
  /** Stops between two pages and waits. */
  stop(): Promise<void>;
}

/**
 * The first start's catch-up (and every later start's, where the database fell behind): for each
 * state in turn, from its newest stored draw to today, the archive of its official source where that
 * source has one, else (or where it fails or leaves draws missing) LotteryUSA's year pages; then the
 * draw times the stored history holds none of (16 states' Midday or Morning: no public file has
 * them) from LotteryUSA's year pages as far back as the state's stored history. One state at a time,
 * so one request at a time per host, each with the backfill's pause and robots.txt for LotteryUSA;
 * merge-only (`upsertDraws`), every walk recorded in `backfill_runs` (what GET /api/sources shows as
 * each source's backfill) and logged per state.
 * @example
 * const catchUp = startCatchUp({ db, logger });
 * await catchUp.done; // every state's phase: 'live' where its sources answered
 */
export function startCatchUp(options: CatchUpOptions): CatchUp {
  const now = options.now ?? (() => new Date());
  const states =
    options.states ?? [...new Set(LOTTERYUSA_SOURCES.map((source) => source.state))].sort();
  const controller = new AbortController();
  const lines: StateCatchUp[] = states.map((state) => ({
    state,
    phase: 'waiting',
    source: null,
    from: null,
    pagesDone: 0,
    pagesTotal: 0,
    rowsAdded: 0,
    filled: null,
    error: null,
  }));
  const done = (async () => {
    const spans = await drawsRepository.countByStateAndDrawTime(options.db);
    for (const line of lines) {
      if (controller.signal.aborted) break;
      try {
        await catchUpState(line, spans, { ...options, now, signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) break;
        line.phase = 'failed';
        line.error = error instanceof Error ? error.message : String(error);
        options.logger?.warn(`catch-up: ${line.state} failed: ${line.error}`);
      }
    }
    return lines.map((line) => ({ ...line }));
  })();
  return {
    progress: () => lines.map((line) => ({ ...line })),
    done,
    async stop() {
      controller.abort();
      await done.catch(() => undefined);
    },
  };
}

type StateOptions = CatchUpOptions & { now: () => Date; signal: AbortSignal };

async function catchUpState(
  line: StateCatchUp,
  spans: readonly drawsRepository.DrawTimeCount[],
  options: StateOptions,
): Promise<void> {
  const { db, logger } = options;
  const { state } = line;
  const at = options.now();
  const [newest] = await drawsRepository.newestDraws(db, state, 1);
  const from = newest?.date ?? windowStart(state, at);
  line.from = from;
  const due = latestDueDraw(state, at);
  // The draw times the history holds: one it holds none of is the fill's (below), not the walk's.
  const drawTimes = spans
    .filter((span) => span.state === state && span.count > 0)
    .map((span) => span.drawTime);
  const missing = async (): Promise<number> => {
    if (due === null) return 0;
    // Live (the newest stored draw is the latest due): nothing to walk, whatever holes lie behind.
    const [latest] = await drawsRepository.newestDraws(db, state, 1);
    if (latest !== undefined && freshness(state, latest, at).status === 'live') return 0;
    const stored = await drawsRepository.drawsOn(db, state, from, due.date);
    const range = {
      from,
      last: due,
      // A state with nothing stored misses every scheduled draw of the window.
      ...(drawTimes.length === 0 ? {} : { drawTimes }),
      ...(newest === undefined ? {} : { first: newest }),
    };
    return missingDraws(state, stored, range).reduce((n, run) => n + run.count, 0);
  };
  let left = await missing();
  if (left > 0) {
    line.phase = 'walking';
    // The official archive first where there is one; LotteryUSA's year pages after (or instead).
    for (const source of archiveSources(state)) {
      if (options.signal.aborted) return;
      logger?.info(
        `catch-up: ${state} ${left} draws behind since ${from}; walking ${source.id} (${source.kind})`,
      );
      const result = await walk(line, source.id, from, options);
      if (result !== null && result.status === 'failed') line.error = result.error;
      left = await missing();
      if (left === 0) break;
    }
  }
  await fillMissingDrawTimes(line, spans, options);
  const [latest] = await drawsRepository.newestDraws(db, state, 1);
  line.phase =
    left > 0 && line.rowsAdded === 0 && line.error !== null
      ? 'failed'
      : freshness(state, latest ?? null, options.now()).status;
  logger?.info(
    `catch-up: ${state} ${line.phase}: ${line.rowsAdded} draws added${left > 0 ? `, ${left} still missing` : ''}`,
  );
}

/** One backfill walk of a source for the state, its progress copied into the state's line. */
async function walk(
  line: StateCatchUp,
  sourceId: string,
  from: string,
  options: StateOptions,
  drawTimes?: readonly DrawTimeCode[],
): Promise<BackfillResult | null> {
  line.source = sourceId;
  const before = line.rowsAdded;
  const result = await backfill({
    db: options.db,
    state: line.state,
    source: sourceId,
    from,
    now: options.now(),
    trigger: 'worker',
    signal: options.signal,
    ...(drawTimes === undefined ? {} : { drawTimes }),
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.pauseMs === undefined ? {} : { pauseMs: options.pauseMs }),
    ...fetchOptionsOf(options),
    onProgress: (progress) => {
      line.pagesDone = progress.pagesDone;
      line.pagesTotal = progress.pagesTotal;
      line.rowsAdded = before + progress.rowsAdded;
    },
  });
  if (result !== null) line.rowsAdded = before + result.rowsAdded;
  return result;
}

/**
 * The draw times of the state's LotteryUSA pages whose stored history starts later than the state's
 * (none stored, or only the latest few: SC's Midday) although the schedule held them: filled from
 * those pages back to the state's oldest stored draw. LotteryUSA's archive ends where its pages do:
 * the walk stops after the backfill's failed pages.
 */
async function fillMissingDrawTimes(
  line: StateCatchUp,
  spans: readonly drawsRepository.DrawTimeCount[],
  options: StateOptions,
): Promise<void> {
  const { state } = line;
  const aggregate = LOTTERYUSA_SOURCES.find((source) => source.state === state);
  const held = spans.filter((span) => span.state === state && span.count > 0);
  if (aggregate === undefined || held.length === 0) return;
  const oldest = held.reduce(
    (first, span) => (span.firstDate < first ? span.firstDate : first),
    '9',
  );
  const pageTimes = new Set(
    aggregate
      .requests({ now: options.now(), days: 1 })
      .map((request) => request.ctx.drawTime)
      .filter((drawTime): drawTime is DrawTimeCode => drawTime !== undefined),
  );
  const drawTimes = DRAW_TIMES.filter((drawTime) => {
    if (!pageTimes.has(drawTime)) return false;
    const first = held.find((span) => span.drawTime === drawTime)?.firstDate;
    if (first === oldest) return false;
    // Scheduled before its first stored draw (or at all, when none is stored) within the history.
    const until = first === undefined ? today(state, options.now()) : addDays(first, -1);
    return expectedDraws(state, oldest, until).some((draw) => draw.drawTime === drawTime);
  });
  if (drawTimes.length === 0 || options.signal.aborted) return;
  line.phase = 'filling';
  options.logger?.info(
    `catch-up: ${state} history lacks ${drawTimes.join('/')} draws; filling them from ${aggregate.id} back to ${oldest}`,
  );
  const before = line.rowsAdded;
  const result = await walk(line, aggregate.id, oldest, options, drawTimes);
  line.filled = { drawTimes, from: oldest, rowsAdded: line.rowsAdded - before };
  if (result?.status === 'failed' && line.filled.rowsAdded === 0) line.error = result.error;
}

const today = (state: string, now: Date): string => todayInZone(scheduleOf(state).timeZone, now);

function fetchOptionsOf(options: FetchOptions): FetchOptions {
  const { timeoutMs, retries, backoffMs, userAgent, maxBytes } = options;
  return Object.fromEntries(
    Object.entries({ timeoutMs, retries, backoffMs, userAgent, maxBytes }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
