// The analysis of a state's newest draws, cached. The main page, the pools, the cart and the tracker
// all read it, and it only changes when a new draw arrives, so one computation per
// (state, options, newest draw id) serves everyone. The entry keeps the serialized JSON bytes, its strong
// ETag and (lazily) its gzip/brotli bytes: a cache hit costs no serialization and no compression.
import { createHash } from 'node:crypto';
import {
  analyze,
  freshness,
  isKnownState,
  latestDueDraw,
  missingDraws,
  parseDrawTime,
  scheduleOf,
  todayInZone,
  type AnalysisOptions,
  type AnalysisResponse,
  type Draw,
  type DrawTimeCode,
  type FreshnessStatus,
} from '@pick3/core';
import { drawsRepository } from '@pick3/db';
import type { Database } from '@pick3/db';
import { CachedJson } from '../lib/cached-json.js';
import { LRUCache } from 'lru-cache';

/**
 * The `coverage` the analysis answer carries: the state's freshness when it was computed, its newest
 * stored draw, and the scheduled draws missing inside the displayed window (the base sequence the
 * removed and remaining numbers rest on).
 */
export interface AnalysisCoverage {
  status: FreshnessStatus;
  latestDraw: { date: string; drawTime: DrawTimeCode } | null;
  missingInWindow: Array<{ drawTime: DrawTimeCode; from: string; to: string; count: number }>;
}

export type AnalysisWithCoverage = AnalysisResponse & { coverage: AnalysisCoverage };

const TIME_OF_FILTER: Readonly<Record<string, DrawTimeCode | undefined>> = {
  Morn: parseDrawTime('Morn'),
  Day: parseDrawTime('Day'),
  Eve: parseDrawTime('Eve'),
  Nite: parseDrawTime('Nite'),
};

/**
 * The coverage of a window: `draws` are the newest stored draws of the state, newest first (as
 * newestDraws reads them); the base sequence is the newest `limit` of them at the filtered draw time,
 * and only its draws after `gap` (the hole the analysis stopped at, core's `window.gap`) are used.
 */
export function windowCoverage(
  state: string,
  draws: readonly Draw[],
  options: AnalysisOptions,
  now: Date,
  gap: AnalysisResponse['window']['gap'] = null,
): AnalysisCoverage {
  const newest = draws[0];
  const latestDraw = newest === undefined ? null : { date: newest.date, drawTime: newest.drawTime };
  if (!isKnownState(state)) {
    return { status: latestDraw === null ? 'empty' : 'stale', latestDraw, missingInWindow: [] };
  }
  const status = freshness(state, latestDraw, now).status;
  const drawTime = TIME_OF_FILTER[options.timeFilter];
  const base = (drawTime === undefined ? draws : draws.filter((d) => d.drawTime === drawTime))
    .slice(0, options.limit)
    .filter((d) => gap === null || d.date > gap.to);
  const oldest = base.at(-1);
  if (newest === undefined || oldest === undefined)
    return { status, latestDraw, missingInWindow: [] };
  // The window starts and ends inside a day: draws of its first day before its oldest draw, and of
  // its last day after its newest, are outside it, not missing.
  const missingInWindow = missingDraws(state, base, {
    first: oldest,
    last: base[0]!,
    ...(drawTime === undefined ? {} : { drawTimes: [drawTime] }),
  });
  return { status, latestDraw, missingInWindow };
}

/**
 * What, besides the draws, a cached answer depends on: the newest draw that should be posted by now
 * and today's date in the state's zone (the status moves from live to behind, or to stale, with them).
 */
function freshnessEpoch(state: string, now: Date): string {
  if (!isKnownState(state)) return '-';
  const schedule = scheduleOf(state);
  const due = latestDueDraw(state, now);
  return `${due === null ? '-' : `${due.date}${due.drawTime}`}@${todayInZone(schedule.timeZone, now)}`;
}

/** A cached analysis: the answer, and its JSON bytes with ETag and compressed forms. */
export class CachedAnalysis extends CachedJson {
  constructor(
    readonly analysis: AnalysisWithCoverage,
    bytes: Buffer,
    etag: string,
  ) {
    super(bytes, etag);
  }
}

export interface AnalysisServiceOptions {
  /** Entries kept (default 200). */
  maxEntries?: number;
  /** Bytes of JSON kept across entries (default 128 MB; the object and compressed forms come on top). */
  maxBytes?: number;
  /**
   * How long a state's newest draw id is trusted before it is read again (default 5 s). Ingestion in
   * this process invalidates at once; this bound only matters when another process ingests.
   */
  newestIdTtlMs?: number;
  /** The clock the coverage status is computed with (tests pin it). */
  now?: () => Date;
}

export class AnalysisService {
  readonly #db: Database['db'];
  readonly #cache: LRUCache<string, CachedAnalysis>;
  readonly #inflight = new Map<string, Promise<CachedAnalysis>>();
  readonly #newestIds = new Map<string, { id: number | null; at: number }>();
  readonly #newestPending = new Map<string, Promise<number | null>>();
  readonly #ttl: number;
  readonly #now: () => Date;
  #generation = 0;

  constructor(db: Database['db'], options: AnalysisServiceOptions = {}) {
    this.#db = db;
    this.#ttl = options.newestIdTtlMs ?? 5_000;
    this.#now = options.now ?? (() => new Date());
    // An entry larger than the whole byte budget is not kept (lru-cache's maxEntrySize defaults to maxSize).
    this.#cache = new LRUCache({
      max: options.maxEntries ?? 200,
      maxSize: options.maxBytes ?? 128 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
    });
  }

  /**
   * The analysis of `state` (upper-case code) with complete options.
   * @example const { analysis, bytes, etag } = await service.get('GA', resolveAnalysisOptions({ limit: 100 }));
   */
  async get(state: string, options: AnalysisOptions): Promise<CachedAnalysis> {
    const newestId = await this.#newestDrawId(state);
    const now = this.#now();
    const key = `${cacheKey(state, options, newestId)}|${freshnessEpoch(state, now)}`;
    const hit = this.#cache.get(key);
    if (hit !== undefined) return hit;
    // Concurrent misses of one key share one computation.
    let pending = this.#inflight.get(key);
    if (pending === undefined) {
      const generation = this.#generation;
      pending = this.#compute(state, options, now).then(
        (entry) => {
          this.#inflight.delete(key);
          // An invalidation during the computation means the draws read may be stale: do not keep it.
          if (generation === this.#generation) this.#cache.set(key, entry);
          return entry;
        },
        (error: unknown) => {
          this.#inflight.delete(key);
          throw error;
        },
      );
      this.#inflight.set(key, pending);
    }
    return pending;
  }

  /** Forget cached results (of one state, or all): called when draws were added. */
  invalidate(state?: string): void {
    this.#generation += 1;
    if (state === undefined) {
      this.#cache.clear();
      this.#newestIds.clear();
      this.#newestPending.clear();
      return;
    }
    this.#newestIds.delete(state);
    this.#newestPending.delete(state);
    for (const key of [...this.#cache.keys()]) {
      if (key.startsWith(`${state}|`)) this.#cache.delete(key);
    }
  }

  async #compute(state: string, options: AnalysisOptions, now: Date): Promise<CachedAnalysis> {
    const draws = await drawsRepository.newestDraws(this.#db, state, options.windowSize);
    // With the state, core finds the holes of its history from its schedule and stops before them.
    const result = analyze(draws, options, { state });
    const analysis = {
      ...result,
      coverage: windowCoverage(state, draws, options, now, result.window.gap),
    };
    const json = JSON.stringify(analysis);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
    return new CachedAnalysis(analysis, Buffer.from(json), etag);
  }

  #newestDrawId(state: string): Promise<number | null> {
    const known = this.#newestIds.get(state);
    if (known !== undefined && Date.now() - known.at < this.#ttl) return Promise.resolve(known.id);
    let pending = this.#newestPending.get(state);
    if (pending === undefined) {
      const generation = this.#generation;
      const read = drawsRepository.newestDrawId(this.#db, state);
      pending = read;
      this.#newestPending.set(state, read);
      read.then(
        (id) => {
          if (this.#newestPending.get(state) === read) this.#newestPending.delete(state);
          if (generation === this.#generation) this.#newestIds.set(state, { id, at: Date.now() });
        },
        () => {
          if (this.#newestPending.get(state) === read) this.#newestPending.delete(state);
        },
      );
    }
    return pending;
  }
}

function cacheKey(state: string, o: AnalysisOptions, newestId: number | null): string {
  return `${state}|${o.limit}|${o.windowSize}|${o.timeFilter}|${o.digitFilter}|${o.isBoxMode}|${newestId ?? 'none'}`;
}
