import { DRAW_TIME_LABELS, DRAW_TIME_RANK, type DrawTimeCode } from '../draw-times/draw-times.js';
import { compiledOf } from './compiled-schedule.js';
import type { PageLanguage } from '../states/states.js';

/**
 * The lottery's own name for one of a state's draw times: the name its newest period gives
 * ('Midday' in Georgia, 'Daytime' in North Carolina), else the code's label ('Day', 'Night').
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { drawTimeName } from '@pick3/core';
 * drawTimeName('GA', 'DAY'); // 'Midday'
 * drawTimeName('NC', 'DAY'); // 'Daytime'
 * drawTimeName('DE', 'NITE'); // 'Night'
 * ```
 */
export function drawTimeName(state: string, drawTime: DrawTimeCode): string {
  const { schedule } = compiledOf(state);
  const periods = schedule.periods.filter((p) => p.drawTime === drawTime);
  // Open-ended periods are the current ones; among the rest, the one that ended last.
  const newest =
    periods.find((p) => p.until === undefined) ??
    [...periods].sort((a, b) => ((a.until ?? '') < (b.until ?? '') ? 1 : -1))[0];
  return newest?.name ?? DRAW_TIME_LABELS[drawTime];
}

/** The common Spanish word of each draw time (a state's own names are English). */
const SPANISH_DRAW_TIMES: Readonly<Record<DrawTimeCode, string>> = Object.freeze({
  MORN: 'Mañana',
  DAY: 'Mediodía',
  EVE: 'Tarde',
  NITE: 'Noche',
});

/**
 * A draw time as a page in `language` names it: in English the state's own name
 * ({@link drawTimeName}), in Spanish the common word (the app's Spanish messages use the same).
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { drawTimeWord } from '@pick3/core';
 * drawTimeWord('GA', 'DAY', 'en'); // 'Midday'
 * drawTimeWord('GA', 'DAY', 'es'); // 'Mediodía'
 * ```
 */
export function drawTimeWord(
  state: string,
  drawTime: DrawTimeCode,
  language: PageLanguage,
): string {
  return language === 'es' ? SPANISH_DRAW_TIMES[drawTime] : drawTimeName(state, drawTime);
}

/**
 * The draw times a state holds today (those with an open-ended period), in draw order: what alert
 * settings default to, so a player is never offered a draw the state does not have.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { currentDrawTimes } from '@pick3/core';
 * currentDrawTimes('GA'); // ['DAY', 'EVE', 'NITE'] (Midday, Evening, Night: no Morning)
 * currentDrawTimes('TX'); // ['MORN', 'DAY', 'EVE', 'NITE']
 * ```
 */
export function currentDrawTimes(state: string): DrawTimeCode[] {
  const { schedule } = compiledOf(state);
  const open = new Set(
    schedule.periods.filter((p) => p.until === undefined).map((p) => p.drawTime),
  );
  return [...open].sort((a, b) => (DRAW_TIME_RANK[a] ?? 0) - (DRAW_TIME_RANK[b] ?? 0));
}

/**
 * What is stored of one draw time: how many draws, the first and the last date (ISO).
 *
 * @example
 * ```ts
 * import type { StoredDrawTime } from '@pick3/core';
 * const evening: StoredDrawTime = { drawTime: 'EVE', count: 4945, first: '2009-12-14', last: '2026-07-01' };
 * ```
 */
export interface StoredDrawTime {
  drawTime: DrawTimeCode;
  count: number;
  first: string;
  last: string;
}

/**
 * One draw time of a state's history: its name from the state's schedule, and how many draws of it
 * are stored with the first and last date (`count` 0 and `first`/`last` null when the state draws it
 * and nothing of it is stored).
 *
 * @example
 * ```ts
 * import type { DrawTimeHistory } from '@pick3/core';
 * const midday: DrawTimeHistory = { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null };
 * ```
 */
export interface DrawTimeHistory {
  drawTime: DrawTimeCode;
  name: string;
  count: number;
  first: string | null;
  last: string | null;
}

/**
 * Which draw times a state's stored history holds, against the draw times the state holds now: one
 * entry per draw time that is stored or currently scheduled, in day order (Morning, Day, Evening,
 * Night), named as the state names it. A currently scheduled draw time with nothing stored has
 * `count` 0, so "no Midday draws stored" is said rather than implied. A draw time stored but no longer
 * drawn (Texas Morning before 2023 in an old file) keeps its entry.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { drawTimeHistory } from '@pick3/core';
 * drawTimeHistory('AR', [{ drawTime: 'EVE', count: 4945, first: '2009-12-14', last: '2026-07-01' }]);
 * // [{ drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
 * //  { drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' }]
 * ```
 */
export function drawTimeHistory(
  state: string,
  stored: readonly StoredDrawTime[],
): DrawTimeHistory[] {
  const { schedule } = compiledOf(state);
  const byTime = new Map<DrawTimeCode, DrawTimeHistory>();
  for (const period of schedule.periods) {
    if (period.until !== undefined || byTime.has(period.drawTime)) continue;
    const name = drawTimeName(state, period.drawTime);
    byTime.set(period.drawTime, {
      drawTime: period.drawTime,
      name,
      count: 0,
      first: null,
      last: null,
    });
  }
  for (const s of stored) {
    if (s.count <= 0) continue;
    byTime.set(s.drawTime, {
      drawTime: s.drawTime,
      name: drawTimeName(state, s.drawTime),
      count: s.count,
      first: s.first,
      last: s.last,
    });
  }
  return [...byTime.values()].sort(
    (a, b) => DRAW_TIME_RANK[a.drawTime]! - DRAW_TIME_RANK[b.drawTime]!,
  );
}
