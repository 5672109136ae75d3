import { describeValue, Pick3Error } from '../errors/errors.js';
import {
  DRAW_TIME_LABELS,
  DRAW_TIME_RANK,
  DRAW_TIMES,
  type DrawTimeCode,
} from '../draw-times/draw-times.js';
import { isoDateNumber, type Draw } from '../dates/dates.js';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  BOX_VALUE,
  COLUMN_INDEX,
  COLUMNS,
  DISPLAY_NUMBER,
  ROW_INDEX,
  ROWS,
  straightValue,
  TYPE_INDEX,
  type BoxKey,
  type Straight,
} from '../numbers/numbers.js';
import {
  binary as binaryOf,
  combinationsText,
  HIGH_LOW_INDEX,
  HIGH_LOW_PATTERNS,
  ODD_EVEN_INDEX,
  ODD_EVEN_PATTERNS,
  PAIRSUM_GROUPS,
  PAIRSUM_INDEX,
  SUM12_GROUPS,
  SUM12_INDEX,
  type PairsumGroup,
  type Sum12Group,
} from '../patterns/patterns.js';
import { holeSpans, slotKey, type HistoryHole, type HoleSpan } from '../schedules/history-holes.js';
import { MAX_LIMIT, MAX_WINDOW_SIZE } from './limits.js';

/**
 * The time-filter values: `all` and the four short draw-time labels keep every draw of the base sequence
 * (the labels first narrow it to one draw time); `repeats` and `identical-repeats` narrow the displayed
 * draws to repeats.
 *
 * @example
 * ```ts
 * import { TIME_FILTERS } from '@pick3/core';
 * TIME_FILTERS; // ['all', 'repeats', 'identical-repeats', 'Morn', 'Day', 'Eve', 'Nite']
 * ```
 */
export const TIME_FILTERS = Object.freeze([
  'all',
  'repeats',
  'identical-repeats',
  'Morn',
  'Day',
  'Eve',
  'Nite',
] as const);

/**
 * One of {@link TIME_FILTERS}.
 *
 * @example
 * ```ts
 * import type { TimeFilter } from '@pick3/core';
 * const filter: TimeFilter = 'repeats';
 * ```
 */
export type TimeFilter = (typeof TIME_FILTERS)[number];

/**
 * The digit-filter values.
 *
 * @example
 * ```ts
 * import { DIGIT_FILTERS } from '@pick3/core';
 * DIGIT_FILTERS; // ['all-numbers', 'singles', 'doubles', 'triples']
 * ```
 */
export const DIGIT_FILTERS = Object.freeze([
  'all-numbers',
  'singles',
  'doubles',
  'triples',
] as const);

/**
 * One of {@link DIGIT_FILTERS}.
 *
 * @example
 * ```ts
 * import type { DigitFilter } from '@pick3/core';
 * const filter: DigitFilter = 'doubles';
 * ```
 */
export type DigitFilter = (typeof DIGIT_FILTERS)[number];

// In their own module, so a page that needs only a limit does not load the analysis.
export { MAX_LIMIT, MAX_WINDOW_SIZE } from './limits.js';

/**
 * Options of {@link analyze}, the query parameters of `GET /api/lottery-analysis` (minus `state`).
 *
 * @example
 * ```ts
 * import type { AnalysisOptions } from '@pick3/core';
 * const options: AnalysisOptions = {
 *   limit: 100, windowSize: 1500, timeFilter: 'all', digitFilter: 'all-numbers', isBoxMode: true,
 * };
 * ```
 */
export interface AnalysisOptions {
  /** Newest draws of the window that form the base sequence, 1–730. Default 730. */
  limit: number;
  /** Most recent draws considered at all, 1–1500. Default 1500. */
  windowSize: number;
  /** Default `all`. */
  timeFilter: TimeFilter;
  /** Default `all-numbers`. */
  digitFilter: DigitFilter;
  /** Box mode (220 box keys, the default) or straight mode (1,000 straights). */
  isBoxMode: boolean;
}

/**
 * The defaults of {@link AnalysisOptions}.
 *
 * @example
 * ```ts
 * import { DEFAULT_ANALYSIS_OPTIONS } from '@pick3/core';
 * DEFAULT_ANALYSIS_OPTIONS.limit; // 730
 * ```
 */
export const DEFAULT_ANALYSIS_OPTIONS: Readonly<AnalysisOptions> = Object.freeze({
  limit: MAX_LIMIT,
  windowSize: MAX_WINDOW_SIZE,
  timeFilter: 'all',
  digitFilter: 'all-numbers',
  isBoxMode: true,
});

/**
 * One displayed draw of the analysis, exactly as the API sends it.
 *
 * @example
 * ```ts
 * import { analyze, type AnalyzedDraw } from '@pick3/core';
 * const [newest]: AnalyzedDraw[] = analyze(draws).draws;
 * ```
 */
export interface AnalyzedDraw {
  /** `M/D/YYYY`. */
  date: string;
  /** Draw-time code. */
  draw: DrawTimeCode;
  /** Morning, Day, Evening or Night. */
  timeLabel: string;
  /** The straight drawn. */
  winner: Straight;
  /** Its box key. */
  sortedNumbers: BoxKey;
  /** The box key's straights, ascending, comma-separated. */
  straightCombinations: string;
  /** The box key occurs at least twice in the base sequence. */
  isRepeat: boolean;
  /** The straight occurs at least twice in the base sequence. */
  isIdenticalRepeat: boolean;
  /**
   * Draws of the base sequence strictly between this draw and its original ({@link lastSeenDate});
   * null when that is `'LAST'`.
   */
  gap: number | null;
  /**
   * `M/D/YYYY` of this draw's original: the next older occurrence of its key in the base sequence.
   * The key is the box key, except in the `identical-repeats` view, where it is the straight (that
   * view lists only straights drawn twice, so the previous draw of the box key may be absent from it).
   * `'LAST'` when there is no older occurrence: the oldest occurrence of a repeat, and every
   * non-repeat (spec: "lastSeenDate (or the value LAST)").
   */
  lastSeenDate: string | 'LAST';
  digitPattern: 'singles' | 'doubles' | 'triples';
  pairsum: PairsumGroup;
  highLow: string;
  oddEven: string;
  sum12: Sum12Group;
  binary: string;
  numberSet: number;
  coordinate: string;
  displayNumber: number;
  /** The draw's extra ball (Fireball, Wild Ball), passed through for display: no figure reads it. */
  extraBall?: string;
  /** NC's Double Draw of that night, passed through for display: no figure reads it. */
  doubleDraw?: string;
}

/**
 * Counts of the displayed draws.
 *
 * @example
 * ```ts
 * import { analyze, type AnalysisStats } from '@pick3/core';
 * const stats: AnalysisStats = analyze(draws).stats;
 * ```
 */
export interface AnalysisStats {
  total: number;
  repeats: number;
  uniqueRepeats: number;
  morning: number;
  day: number;
  evening: number;
  night: number;
}

/**
 * Elimination result over the universe (220 box keys or 1,000 straights, after the digit filter).
 *
 * @example
 * ```ts
 * import { analyze, type BoxAnalysis } from '@pick3/core';
 * const { totalRemaining }: BoxAnalysis = analyze(draws).boxAnalysis;
 * ```
 */
export interface BoxAnalysis {
  /** Display order in box mode, ascending in straight mode. */
  removedNumbers: string[];
  remainingNumbers: string[];
  /** Box mode: `'016 (610, 106)'` texts; straight mode: the straights. */
  removedDisplayNumbers: string[];
  remainingDisplayNumbers: string[];
  /** The whole universe, in list order. */
  allBoxNumbers: string[];
  totalCount: number;
  totalRemoved: number;
  totalRemaining: number;
}

/**
 * The draws an analysis rests on. The base sequence is the newest `limit` draws; when those reach
 * back across a hole in the history ({@link HistoryHole}: scheduled draws of the analysed draw
 * time(s) missing for more than a week), only the draws after the newest hole are used, since a
 * repeat, a gap or an elimination counted across it would be counted over draws nobody has.
 *
 * @example
 * ```ts
 * import type { AnalysisWindow } from '@pick3/core';
 * // California Evening: the last 730 draws reach back to its 2015–2025 hole.
 * const w: AnalysisWindow = {
 *   requested: 730, used: 374, gap: { from: '2015-09-10', to: '2025-09-01', missing: 3645 },
 * };
 * ```
 */
export interface AnalysisWindow {
  /** Draws the limit reaches: the limit, or fewer when the window holds fewer. */
  requested: number;
  /** Draws the statistics use: those after {@link gap}, else all of {@link requested}. */
  used: number;
  /** The newest hole the requested draws reach across (ISO dates); null when they reach none. */
  gap: HistoryHole | null;
}

/**
 * Where the analysed draws come from: with the state, holes in its history are found from its draw
 * schedule (without it, none are).
 *
 * @example
 * ```ts
 * import type { AnalysisHistory } from '@pick3/core';
 * const history: AnalysisHistory = { state: 'CA' };
 * ```
 */
export interface AnalysisHistory {
  state?: string;
}

/**
 * The response of `GET /api/lottery-analysis`.
 *
 * @example
 * ```ts
 * import { analyze, type AnalysisResponse } from '@pick3/core';
 * const response: AnalysisResponse = analyze(draws, { limit: 100 });
 * ```
 */
export interface AnalysisResponse {
  /** Newest first. */
  draws: AnalyzedDraw[];
  stats: AnalysisStats;
  boxAnalysis: BoxAnalysis;
  window: AnalysisWindow;
}

function invalidOption(field: string, expected: string, value: unknown): Pick3Error {
  return new Pick3Error(
    'INVALID_OPTION',
    `${field} must be ${expected}, got ${describeValue(value)}.`,
    { field },
  );
}

function checkInteger(field: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw invalidOption(field, `an integer from 1 to ${max}`, value);
  }
  return value;
}

function checkOneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidOption(field, `one of ${allowed.join(', ')}`, value);
  }
  return value as T;
}

/**
 * Fills in defaults and validates typed analysis options.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` with `field` naming the first bad option.
 * @example
 * ```ts
 * import { resolveAnalysisOptions } from '@pick3/core';
 * resolveAnalysisOptions({ limit: 100 });
 * // { limit: 100, windowSize: 1500, timeFilter: 'all', digitFilter: 'all-numbers', isBoxMode: true }
 * ```
 */
export function resolveAnalysisOptions(options: Partial<AnalysisOptions> = {}): AnalysisOptions {
  if (typeof options !== 'object' || options === null)
    throw invalidOption('options', 'an object', options);
  const o = { ...DEFAULT_ANALYSIS_OPTIONS, ...stripUndefined(options) };
  if (typeof o.isBoxMode !== 'boolean')
    throw invalidOption('isBoxMode', 'true or false', o.isBoxMode);
  return {
    limit: checkInteger('limit', o.limit, MAX_LIMIT),
    windowSize: checkInteger('windowSize', o.windowSize, MAX_WINDOW_SIZE),
    timeFilter: checkOneOf('timeFilter', o.timeFilter, TIME_FILTERS),
    digitFilter: checkOneOf('digitFilter', o.digitFilter, DIGIT_FILTERS),
    isBoxMode: o.isBoxMode,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o))
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

function queryValue(query: Record<string, unknown>, field: string): unknown {
  const value = Object.hasOwn(query, field) ? query[field] : undefined;
  if (Array.isArray(value)) throw invalidOption(field, 'given once', value);
  return value;
}

function queryInteger(query: Record<string, unknown>, field: string): number | undefined {
  const value = queryValue(query, field);
  if (value === undefined || typeof value === 'number') return value;
  if (typeof value === 'string' && /^[0-9]{1,6}$/.test(value)) return Number(value);
  throw invalidOption(field, 'a whole number', value);
}

/**
 * Parses analysis options from a query string object (values may be strings, as in
 * `?limit=100&isBoxMode=false`) or already-typed values. Missing keys take the defaults; unknown keys
 * (such as `state`) are ignored.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` with `field` naming the bad parameter.
 * @example
 * ```ts
 * import { parseAnalysisOptions } from '@pick3/core';
 * parseAnalysisOptions({ state: 'GA', limit: '100', timeFilter: 'Eve', isBoxMode: 'false' });
 * // { limit: 100, windowSize: 1500, timeFilter: 'Eve', digitFilter: 'all-numbers', isBoxMode: false }
 * parseAnalysisOptions({ limit: '0' }); // throws Pick3Error INVALID_OPTION (field 'limit')
 * ```
 */
export function parseAnalysisOptions(query: Record<string, unknown>): AnalysisOptions {
  if (typeof query !== 'object' || query === null) throw invalidOption('query', 'an object', query);
  const box = queryValue(query, 'isBoxMode');
  let isBoxMode: unknown = box;
  if (box === 'true' || box === '1') isBoxMode = true;
  else if (box === 'false' || box === '0') isBoxMode = false;
  return resolveAnalysisOptions({
    limit: queryInteger(query, 'limit'),
    windowSize: queryInteger(query, 'windowSize'),
    timeFilter: queryValue(query, 'timeFilter') as TimeFilter | undefined,
    digitFilter: queryValue(query, 'digitFilter') as DigitFilter | undefined,
    isBoxMode: isBoxMode as boolean | undefined,
  });
}

const DIGIT_PATTERNS = ['singles', 'doubles', 'triples'] as const;
const TYPE_OF_FILTER: Readonly<Record<DigitFilter, number>> = {
  'all-numbers': -1,
  singles: 0,
  doubles: 1,
  triples: 2,
};
const DRAW_TIME_OF_FILTER: Readonly<Record<string, number>> = { Morn: 0, Day: 1, Eve: 2, Nite: 3 };

const universeCache = new Map<string, readonly string[]>();
/**
 * The universe of an analysis: box keys in display order (box mode) or straights ascending (straight
 * mode), narrowed by the digit filter.
 *
 * @example
 * ```ts
 * import { universe } from '@pick3/core';
 * universe(true, 'triples').length; // 10
 * universe(false, 'doubles').length; // 270
 * ```
 */
export function universe(
  isBoxMode: boolean,
  digitFilter: DigitFilter = 'all-numbers',
): readonly string[] {
  const cacheKey = `${isBoxMode}:${digitFilter}`;
  let list = universeCache.get(cacheKey);
  if (list === undefined) {
    const type = TYPE_OF_FILTER[checkOneOf('digitFilter', digitFilter, DIGIT_FILTERS)];
    const all = isBoxMode ? BOX_KEYS : ALL_STRAIGHTS;
    list = Object.freeze(type < 0 ? [...all] : all.filter((s) => TYPE_INDEX[+s] === type));
    universeCache.set(cacheKey, list);
  }
  return list;
}

/** `M/D/YYYY` of an already validated ISO date. */
function usDate(iso: string): string {
  const m = iso.charCodeAt(5) === 48 ? iso[6]! : iso.slice(5, 7);
  const d = iso.charCodeAt(8) === 48 ? iso[9]! : iso.slice(8, 10);
  return `${m}/${d}/${iso.slice(0, 4)}`;
}

/**
 * Validates draws and returns their indices in chronological order (stable for equal keys).
 * @internal
 */
export function chronologicalOrder(draws: readonly Draw[]): {
  order: Int32Array;
  values: Int16Array;
} {
  const n = draws.length;
  const keys = new Float64Array(n);
  const values = new Int16Array(n);
  let ascending = true;
  let descending = true;
  for (let i = 0; i < n; i++) {
    const draw = draws[i];
    if (typeof draw !== 'object' || draw === null) {
      throw new Pick3Error(
        'INVALID_OPTION',
        `draws[${i}] must be a draw object, got ${describeValue(draw)}.`,
        {
          field: `draws[${i}]`,
        },
      );
    }
    const date = isoDateNumber(draw.date);
    if (date < 0) {
      throw new Pick3Error(
        'INVALID_DATE',
        `draws[${i}].date ${describeValue(draw.date)} is not an ISO date (YYYY-MM-DD, a real calendar date).`,
        { field: `draws[${i}].date` },
      );
    }
    const rank =
      typeof draw.drawTime === 'string' && Object.hasOwn(DRAW_TIME_RANK, draw.drawTime)
        ? DRAW_TIME_RANK[draw.drawTime]!
        : -1;
    if (rank < 0) {
      throw new Pick3Error(
        'INVALID_DRAW_TIME',
        `draws[${i}].drawTime ${describeValue(draw.drawTime)} is not a draw-time code (MORN, DAY, EVE, NITE).`,
        { field: `draws[${i}].drawTime` },
      );
    }
    const value = straightValue(draw.number);
    if (value < 0) {
      throw new Pick3Error(
        'INVALID_NUMBER',
        `draws[${i}].number ${describeValue(draw.number)} is not a Pick 3 number (three digits 000–999, as text).`,
        { field: `draws[${i}].number` },
      );
    }
    values[i] = value;
    const key = date * 4 + rank;
    keys[i] = key;
    if (i > 0) {
      if (key < keys[i - 1]!) ascending = false;
      if (key > keys[i - 1]!) descending = false;
    }
  }
  const order = new Int32Array(n);
  if (ascending) {
    for (let i = 0; i < n; i++) order[i] = i;
  } else if (descending) {
    // Reverse runs of equal keys too, so equal keys keep input order (the "keep the first" rule).
    for (let i = 0; i < n; i++) order[i] = n - 1 - i;
    let start = 0;
    for (let i = 1; i <= n; i++) {
      if (i === n || keys[order[i]!] !== keys[order[start]!]) {
        order.subarray(start, i).reverse();
        start = i;
      }
    }
  } else if (n * 4e8 < Number.MAX_SAFE_INTEGER) {
    // Key and index packed into one float so a native numeric sort (no comparator) orders by key, then
    // input position: several times faster than Array#sort with a callback.
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = keys[i]! * n + i;
    packed.sort();
    for (let i = 0; i < n; i++) order[i] = packed[i]! % n;
  } else {
    const idx = Array.from({ length: n }, (_, i) => i);
    idx.sort((a, b) => keys[a]! - keys[b]! || a - b);
    order.set(idx);
  }
  return { order, values };
}

/**
 * Runs the analysis of domain sections 5 and 6 over one state's draws: window, base sequence, repeats,
 * gaps, identical repeats, displayed draws, stats and elimination.
 *
 * `draws` may be in any order and longer than `windowSize`: they are sorted chronologically and the
 * newest `windowSize` kept. The input is trusted to hold one draw per (date, draw time); only dates,
 * draw-time codes and numbers are validated. Given `history.state`, a base sequence reaching back
 * across a hole in the history keeps only its draws after the newest hole ({@link AnalysisWindow}).
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for a bad option (with `field`), `INVALID_DATE`,
 * `INVALID_DRAW_TIME` or `INVALID_NUMBER` for a bad draw (with `field` like `draws[3].number`).
 * @example
 * ```ts
 * import { analyze } from '@pick3/core';
 * const result = analyze(
 *   [
 *     { date: '2025-07-01', drawTime: 'EVE', number: '610' },
 *     { date: '2025-07-02', drawTime: 'EVE', number: '106' },
 *   ],
 *   { limit: 730 },
 * );
 * result.draws[0]!.lastSeenDate; // '7/1/2025'
 * result.draws[1]!.lastSeenDate; // 'LAST' (no older occurrence of its box key)
 * result.boxAnalysis.removedDisplayNumbers; // ['016 (106, 610)']
 * result.boxAnalysis.totalRemaining; // 219
 * ```
 */
export function analyze(
  draws: readonly Draw[],
  options: Partial<AnalysisOptions> = {},
  history: AnalysisHistory = {},
): AnalysisResponse {
  const opts = resolveAnalysisOptions(options);
  if (!Array.isArray(draws)) throw invalidOption('draws', 'an array of draws', draws);
  const { order, values } = chronologicalOrder(draws);

  // Base sequence: newest `limit` draws of the window passing the draw-time and digit filters.
  const windowStart = Math.max(0, order.length - opts.windowSize);
  const wantedTime = Object.hasOwn(DRAW_TIME_OF_FILTER, opts.timeFilter)
    ? DRAW_TIME_OF_FILTER[opts.timeFilter]!
    : -1;
  const wantedType = TYPE_OF_FILTER[opts.digitFilter];
  const baseNewestFirst: number[] = [];
  for (let k = order.length - 1; k >= windowStart && baseNewestFirst.length < opts.limit; k--) {
    const i = order[k]!;
    if (wantedTime >= 0 && DRAW_TIME_RANK[draws[i]!.drawTime] !== wantedTime) continue;
    if (wantedType >= 0 && TYPE_INDEX[values[i]!] !== wantedType) continue;
    baseNewestFirst.push(i);
  }
  const requested = baseNewestFirst.length;
  const gap =
    history?.state === undefined
      ? null
      : newestHole(history.state, draws, order, windowStart, wantedTime, baseNewestFirst);
  if (gap !== null) {
    // The newest contiguous run: only the draws after the hole's last missing draw.
    let used = 0;
    while (
      used < requested &&
      slotKey(draws[baseNewestFirst[used]!]!.date, draws[baseNewestFirst[used]!]!.drawTime) >
        gap.endKey
    )
      used++;
    baseNewestFirst.length = used;
  }
  const n = baseNewestFirst.length;

  // Repeats on the base sequence, walking it oldest first; position c is chronological (0 = oldest).
  // The original of a card is the previous occurrence of its box key, but in the identical-repeats
  // view that of its straight: the box key's previous draw may be another straight, which that view
  // does not list, so the card would name (and jump to) a draw that is not there.
  const identicalView = opts.timeFilter === 'identical-repeats';
  const boxCount = new Uint16Array(1000);
  const straightCount = new Uint16Array(1000);
  const lastPosition = new Int32Array(1000).fill(-1);
  const previous = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    const v = values[baseNewestFirst[n - 1 - c]!]!;
    const key = BOX_VALUE[v]!;
    boxCount[key]!++;
    straightCount[v]!++;
    const originalKey = identicalView ? v : key;
    previous[c] = lastPosition[originalKey]!;
    lastPosition[originalKey] = c;
  }

  const mode = opts.isBoxMode;
  const filter = opts.timeFilter;
  const shownDraws: AnalyzedDraw[] = [];
  const stats: AnalysisStats = {
    total: 0,
    repeats: 0,
    uniqueRepeats: 0,
    morning: 0,
    day: 0,
    evening: 0,
    night: 0,
  };
  const timeCounts = [0, 0, 0, 0];
  const repeatSeen = new Uint8Array(1000);
  const removed = new Uint8Array(1000);
  const forms = new Map<number, string[]>();
  for (let j = 0; j < n; j++) {
    const c = n - 1 - j;
    const draw = draws[baseNewestFirst[j]!]!;
    const v = values[baseNewestFirst[j]!]!;
    const key = BOX_VALUE[v]!;
    const isRepeat = boxCount[key]! >= 2;
    const isIdenticalRepeat = straightCount[v]! >= 2;
    if (filter === 'repeats' && !isRepeat) continue;
    if (filter === 'identical-repeats' && !isIdenticalRepeat) continue;

    const p = previous[c]!;
    const gap = p < 0 ? null : c - p - 1;
    const lastSeenDate = p < 0 ? 'LAST' : usDate(draws[baseNewestFirst[n - 1 - p]!]!.date);
    if (isRepeat) {
      stats.repeats++;
      if (repeatSeen[key] === 0) {
        repeatSeen[key] = 1;
        stats.uniqueRepeats++;
      }
    }
    const rank = DRAW_TIME_RANK[draw.drawTime]!;
    timeCounts[rank]!++;
    const shown = mode ? key : v;
    shownDraws.push({
      date: usDate(draw.date),
      draw: DRAW_TIMES[rank]!,
      timeLabel: DRAW_TIME_LABELS[DRAW_TIMES[rank]!],
      winner: ALL_STRAIGHTS[v]!,
      sortedNumbers: ALL_STRAIGHTS[key]!,
      straightCombinations: combinationsText(key),
      isRepeat,
      isIdenticalRepeat,
      gap,
      lastSeenDate,
      digitPattern: DIGIT_PATTERNS[TYPE_INDEX[v]!]!,
      pairsum: PAIRSUM_GROUPS[PAIRSUM_INDEX[shown]!]!,
      highLow: HIGH_LOW_PATTERNS[HIGH_LOW_INDEX[shown]!]!,
      oddEven: ODD_EVEN_PATTERNS[ODD_EVEN_INDEX[shown]!]!,
      sum12: SUM12_GROUPS[SUM12_INDEX[shown]!]!,
      binary: binaryOf(ALL_STRAIGHTS[shown]!),
      numberSet: Math.floor((DISPLAY_NUMBER[v]! - 1) / 20) + 1,
      coordinate: ROWS[ROW_INDEX[v]!]! + COLUMNS[COLUMN_INDEX[v]!]!,
      displayNumber: DISPLAY_NUMBER[v]!,
      // Shown beside the draw; every figure above came from the three digits alone.
      ...(draw.extraBall === undefined ? {} : { extraBall: draw.extraBall }),
      ...(draw.doubleDraw === undefined ? {} : { doubleDraw: draw.doubleDraw }),
    });

    if (mode) {
      removed[key] = 1;
      if (v !== key) {
        const list = forms.get(key);
        const text = ALL_STRAIGHTS[v]!;
        if (list === undefined) forms.set(key, [text]);
        else if (!list.includes(text)) list.push(text);
      }
    } else removed[v] = 1;
  }
  stats.total = shownDraws.length;
  [stats.morning, stats.day, stats.evening, stats.night] = timeCounts as [
    number,
    number,
    number,
    number,
  ];

  const all = universe(mode, opts.digitFilter);
  const removedNumbers: string[] = [];
  const remainingNumbers: string[] = [];
  const removedDisplayNumbers: string[] = [];
  for (const s of all) {
    const v = +s;
    if (removed[v] === 1) {
      removedNumbers.push(s);
      const list = mode ? forms.get(v) : undefined;
      removedDisplayNumbers.push(list === undefined ? s : `${s} (${list.join(', ')})`);
    } else remainingNumbers.push(s);
  }
  return {
    draws: shownDraws,
    stats,
    boxAnalysis: {
      removedNumbers,
      remainingNumbers,
      removedDisplayNumbers,
      remainingDisplayNumbers: remainingNumbers.slice(),
      allBoxNumbers: all.slice(),
      totalCount: all.length,
      totalRemoved: removedNumbers.length,
      totalRemaining: remainingNumbers.length,
    },
    window: {
      requested,
      used: n,
      gap: gap === null ? null : { from: gap.from, to: gap.to, missing: gap.missing },
    },
  };
}

/**
 * The newest hole between the oldest and the newest draw of the base sequence, counting the stored
 * draws of the analysed draw time (every digit type: the digit filter does not make draws missing).
 */
function newestHole(
  state: string,
  draws: readonly Draw[],
  order: Int32Array,
  windowStart: number,
  wantedTime: number,
  baseNewestFirst: readonly number[],
): HoleSpan | null {
  const newest = baseNewestFirst[0];
  const oldest = baseNewestFirst.at(-1);
  if (newest === undefined || oldest === undefined) return null;
  const from = slotKey(draws[oldest]!.date, draws[oldest]!.drawTime);
  const to = slotKey(draws[newest]!.date, draws[newest]!.drawTime);
  const span: Draw[] = [];
  for (let k = windowStart; k < order.length; k++) {
    const draw = draws[order[k]!]!;
    if (wantedTime >= 0 && DRAW_TIME_RANK[draw.drawTime] !== wantedTime) continue;
    const key = slotKey(draw.date, draw.drawTime);
    if (key >= from && key <= to) span.push(draw);
  }
  const holes = holeSpans(state, span, wantedTime >= 0 ? [DRAW_TIMES[wantedTime]!] : undefined);
  return holes.at(-1) ?? null;
}
