import {
  DIGIT_FILTERS,
  emptyFilterSet,
  FILTER_KINDS,
  FILTER_OPTIONS,
  isKnownState,
  MAX_LIMIT,
  TIME_FILTERS,
  type DigitFilter,
  type FilterSet,
  type TimeFilter,
} from '@pick3/core';

// Pure: no window, no router, no store. The client reads the main page's view with it, and the
// server can read the same view from a request's query string.

/** The main page's view, held by its URL: `/?state=GA&time=Eve&digits=doubles&limit=100&mode=straight`. */
export interface HomeView {
  currentState: string;
  timeFilter: TimeFilter;
  digitFilter: DigitFilter;
  drawLimit: number;
  isBoxMode: boolean;
  /** The number filters, one repeated parameter per kind: `position1=0&position1=5&highLow=LLH`. */
  filters: FilterSet;
}

/** Spec §5/§9: the draw limit is 1–730 (core's limit, the one the API checks). */
const MIN_LIMIT = 1;

/** What an address leaves out means these (the state's own default is the reader's default state). */
export const HOME_VIEW_DEFAULTS = Object.freeze({
  timeFilter: 'all' as TimeFilter,
  digitFilter: 'all-numbers' as DigitFilter,
  drawLimit: MAX_LIMIT,
  isBoxMode: true,
  filters: Object.freeze(emptyFilterSet()) as FilterSet,
});

/** The query parameters that belong to the view; any other one (`lang`, …) is left as it is. */
export const HOME_VIEW_PARAMS: readonly string[] = [
  'state',
  'time',
  'digits',
  'limit',
  'mode',
  ...FILTER_KINDS,
];

/** A parameter of the address that could not be read, and so fell back to the default. */
export interface UnreadParam {
  param: string;
  value: string;
}

export interface HomeViewReading {
  view: HomeView;
  /** What the address named but the app does not know (`state=ZZ`, `time=noon`, `position1=x`). */
  unread: UnreadParam[];
}

function readOne<T>(
  params: URLSearchParams,
  param: string,
  read: (value: string) => T | undefined,
  fallback: T,
  unread: UnreadParam[],
): T {
  const value = params.get(param);
  if (value === null) return fallback;
  const found = read(value);
  if (found !== undefined) return found;
  unread.push({ param, value });
  return fallback;
}

// Links are typed by people: 'ga', 'eve' and 'BOX' mean 'GA', 'Eve' and 'box'.
const readState = (value: string) => {
  const code = value.trim().toUpperCase();
  return isKnownState(code) ? code : undefined;
};
const readTime = (value: string) =>
  TIME_FILTERS.find((t) => t.toLowerCase() === value.toLowerCase());
const readDigits = (value: string) => DIGIT_FILTERS.find((d) => d === value.toLowerCase());
const readLimit = (value: string) =>
  /^\d{1,4}$/.test(value) ? Math.min(MAX_LIMIT, Math.max(MIN_LIMIT, Number(value))) : undefined;
const readMode = (value: string) => {
  const mode = value.toLowerCase();
  return mode === 'box' ? true : mode === 'straight' ? false : undefined;
};

/** The filters a query string names; a value no filter has is named in `unread` and left out. */
function readFilters(params: URLSearchParams, unread: UnreadParam[]): FilterSet {
  let filters: FilterSet | undefined;
  for (const kind of FILTER_KINDS) {
    const values = params.getAll(kind);
    if (values.length === 0) continue;
    filters ??= emptyFilterSet();
    const options: readonly (string | number)[] = FILTER_OPTIONS[kind];
    const known = new Set(options.map(String));
    (filters[kind] as (string | number)[]) = options.filter((o) => values.includes(String(o)));
    for (const value of values) if (!known.has(value)) unread.push({ param: kind, value });
  }
  return filters ?? HOME_VIEW_DEFAULTS.filters;
}

/**
 * The main page's view that a query string holds. What it leaves out is the default (the state:
 * `defaultState`, the reader's own); what it names but cannot be read also falls back to the
 * default, and is named in `unread`, never thrown.
 */
export function readHomeView(search: string, defaultState: string): HomeViewReading {
  const params = new URLSearchParams(search);
  const unread: UnreadParam[] = [];
  const d = HOME_VIEW_DEFAULTS;
  const view: HomeView = {
    currentState: readOne(params, 'state', readState, defaultState, unread),
    timeFilter: readOne(params, 'time', readTime, d.timeFilter, unread),
    digitFilter: readOne(params, 'digits', readDigits, d.digitFilter, unread),
    drawLimit: readOne(params, 'limit', readLimit, d.drawLimit, unread),
    isBoxMode: readOne(params, 'mode', readMode, d.isBoxMode, unread),
    filters: readFilters(params, unread),
  };
  return { view, unread };
}

/**
 * The query string (with '?') of a view. The state always travels (a shared link shows the sender's
 * state, not the reader's default); the other settings only when they differ from the default, to keep
 * links short. `keep` is the current query string: its parameters that are not the view's (`lang`)
 * stay, in front.
 */
export function homeViewSearch(view: HomeView, keep = ''): string {
  const params = new URLSearchParams(keep);
  for (const param of HOME_VIEW_PARAMS) params.delete(param);
  const d = HOME_VIEW_DEFAULTS;
  params.set('state', view.currentState);
  if (view.timeFilter !== d.timeFilter) params.set('time', view.timeFilter);
  if (view.digitFilter !== d.digitFilter) params.set('digits', view.digitFilter);
  if (view.drawLimit !== d.drawLimit) params.set('limit', String(view.drawLimit));
  if (view.isBoxMode !== d.isBoxMode) params.set('mode', view.isBoxMode ? 'box' : 'straight');
  for (const kind of FILTER_KINDS) {
    for (const value of view.filters[kind]) params.append(kind, String(value));
  }
  return `?${params.toString()}`;
}
