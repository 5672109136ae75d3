import { backfillRepository, type Database } from '@pick3/db';
import {
  archiveSources,
  backfill,
  backfillNeed,
  type BackfillOptions,
  type BackfillResult,
} from './backfill.js';
import type { FetchOptions } from './fetch-text.js';
import { SOURCES } from './sources/registry.js';

/** A state whose archive was walked is not walked again for a day: the archive may simply end. */
export const DEFAULT_COOLDOWN_MS = 24 * 3_600_000;

export interface AutoBackfillOptions extends FetchOptions {
  db: Database['db'];
  /** States to watch (default: every state with an archive source). */
  states?: readonly string[];
  baseUrl?: string;
  now?: () => Date;
  pauseMs?: number;
  cooldownMs?: number;
  logger?: { info: (message: string) => void; warn: (message: string) => void };
}

export interface AutoBackfill {
  /**
   * Looks at every watched state once and walks the archive of each whose history is shorter than
   * the analysis window or has a hole in it (one state at a time); resolves with the walks it made.
   * A check already going is joined, not doubled.
   */
  check(): Promise<BackfillResult[]>;
  /** Stops a walk in progress (between pages) and waits for it. */
  stop(): Promise<void>;
}

/**
 * The worker's self-filling history: `check()` (called at start and after each hourly catch-all)
 * starts a backfill for each state whose stored history is shorter than 730 draws or has a hole in
 * its last 730 scheduled draws, unless that state's archive was walked in the last `cooldownMs`.
 */
export function startAutoBackfill(options: AutoBackfillOptions): AutoBackfill {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const states =
    options.states ??
    [...new Set(SOURCES.filter((s) => s.archive !== undefined).map((s) => s.state))].sort();
  const controller = new AbortController();
  let running: Promise<BackfillResult[]> | undefined;

  const run = async (): Promise<BackfillResult[]> => {
    const results: BackfillResult[] = [];
    const latest = await backfillRepository.latestPerSource(db);
    for (const state of states) {
      if (controller.signal.aborted) break;
      const source = archiveSources(state)[0];
      if (source === undefined) continue;
      const last = latest.find((run) => run.source === source.id);
      if (last !== undefined && now().getTime() - last.startedAt.getTime() < cooldownMs) continue;
      try {
        const need = await backfillNeed(db, state, now());
        if (!need.needed) continue;
        logger?.info(
          `pick3-scraper: ${state} history ${need.reason === 'short' ? `holds only ${need.stored} draws` : `misses ${need.missing} of its last 730 scheduled draws`}; backfilling from ${need.from} (${source.id})`,
        );
        const walk: BackfillOptions = {
          db,
          state,
          source: source.id,
          from: need.from,
          trigger: 'worker',
          now: now(),
          signal: controller.signal,
          ...definedFetchOptions(options),
          ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
          ...(options.pauseMs === undefined ? {} : { pauseMs: options.pauseMs }),
        };
        const result = await backfill(walk);
        if (result !== null) {
          results.push(result);
          logger?.info(
            `pick3-scraper: ${state} backfill ${result.status}: ${result.rowsAdded} draws added from ${result.pagesFetched} pages`,
          );
        }
      } catch (error) {
        if (controller.signal.aborted) break;
        logger?.warn(`pick3-scraper: ${state} backfill failed: ${String(error)}`);
      }
    }
    return results;
  };

  return {
    check() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      controller.abort();
      await running?.catch(() => undefined);
    },
  };
}

function definedFetchOptions(options: FetchOptions): FetchOptions {
  const { timeoutMs, retries, backoffMs, userAgent, maxBytes } = options;
  return Object.fromEntries(
    Object.entries({ timeoutMs, retries, backoffMs, userAgent, maxBytes }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
