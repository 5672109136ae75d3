// Skips tables per (state, mode, window, draw time, newest draw id), kept serialized with their ETag
// like the analysis: the table only changes when a draw arrives, and the page asks for it often.
import { skipsTable, type DrawTimeCode, type Mode } from '@pick3/core';
import type { Database } from '@pick3/db';
import { CachedJson } from '../../lib/cached-json.js';
import { LRUCache } from 'lru-cache';
import { historyCacheOf } from '../../services/state-history.js';
import { SKIPS_NOTE } from '@pick3/contract';

export interface SkipsQuery {
  state: string;
  mode: Mode;
  window: number | undefined;
  drawTime: DrawTimeCode | undefined;
}

export class SkipsCache {
  readonly #db: Database['db'];
  // A straight table is about 150 kB of JSON; 64 entries stay within a few MB.
  readonly #cache = new LRUCache<string, CachedJson>({ max: 64 });

  constructor(db: Database['db']) {
    this.#db = db;
  }

  async get(query: SkipsQuery): Promise<CachedJson> {
    const { newestId, draws } = await historyCacheOf(this.#db).get(query.state);
    const key = [
      query.state,
      query.mode,
      query.window ?? '',
      query.drawTime ?? '',
      newestId ?? '-',
    ].join('|');
    const hit = this.#cache.get(key);
    if (hit !== undefined) return hit;
    const table = skipsTable(draws, {
      mode: query.mode,
      // The state's holes break the skips: none is counted across one.
      state: query.state,
      ...(query.window === undefined ? {} : { windowDraws: query.window }),
      ...(query.drawTime === undefined ? {} : { drawTime: query.drawTime }),
    });
    const entry = CachedJson.of({
      state: query.state,
      mode: table.mode,
      window: query.window ?? null,
      windowDraws: table.windowDraws,
      hole: table.hole,
      rows: table.rows,
      chiSquare: table.chiSquare,
      degreesOfFreedom: table.degreesOfFreedom,
      pValue: table.pValue,
      note: SKIPS_NOTE,
    });
    this.#cache.set(key, entry);
    return entry;
  }
}
