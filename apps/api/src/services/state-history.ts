// A state's whole stored history, which the number lookup and the skips table read on every request.
// Reading 20,000+ rows per request would dominate the answer time, so the history is kept per
// (state, newest draw id): a new draw changes the id, so a stale history is never served.
import type { Draw } from '@pick3/core';
import { drawsRepository, type Database } from '@pick3/db';
import { LRUCache } from 'lru-cache';

/** Above any state's history (the longest holds about 25,000 draws): "all of them" for newestDraws. */
const WHOLE_HISTORY = 10_000_000;

/** A state's whole history, newest first, and the newest draw id it was read at. */
export interface StateHistory {
  newestId: number | null;
  draws: readonly Draw[];
}

export class StateHistoryCache {
  readonly #db: Database['db'];
  // A few states at a time: each history is a few MB of objects.
  readonly #cache = new LRUCache<string, StateHistory>({ max: 4 });
  readonly #inflight = new Map<string, Promise<StateHistory>>();

  constructor(db: Database['db']) {
    this.#db = db;
  }

  /** The whole history of `state` (upper-case code) as of its newest draw now. */
  async get(state: string): Promise<StateHistory> {
    const newestId = await drawsRepository.newestDrawId(this.#db, state);
    const key = `${state}|${newestId ?? '-'}`;
    const hit = this.#cache.get(key);
    if (hit !== undefined) return hit;
    let pending = this.#inflight.get(key);
    if (pending === undefined) {
      pending = drawsRepository.newestDraws(this.#db, state, WHOLE_HISTORY).then(
        (draws) => {
          this.#inflight.delete(key);
          const history = { newestId, draws };
          this.#cache.set(key, history);
          return history;
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
}

// One cache per database, shared by the draws and skips routes (each an encapsulated plugin) and the chat tools.
const caches = new WeakMap<Database['db'], StateHistoryCache>();

/** The history cache of `db`. */
export function historyCacheOf(db: Database['db']): StateHistoryCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new StateHistoryCache(db);
    caches.set(db, cache);
  }
  return cache;
}
