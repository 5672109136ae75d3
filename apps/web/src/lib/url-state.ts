import { MAX_DRAW_LIMIT, MIN_DRAW_LIMIT } from './draw-limit.js';
import {
  DIGIT_FILTERS,
  emptyFilterSet,
  FILTER_KINDS,
  FILTER_OPTIONS,
  isKnownState,
  TIME_FILTERS,
  type DigitFilter,
  type FilterSet,
  type TimeFilter,
} from '@pick3/core';

/** The main page's view that a link carries: `/?state=GA&time=Eve&digits=doubles&limit=100&mode=straight`. */
export interface HomeUrlState {
  currentState: string;
  timeFilter: TimeFilter;
  digitFilter: DigitFilter;
  drawLimit: number;
  isBoxMode: boolean;
  /** The number filters, one repeated parameter per kind: `position1=0&position1=5&highLow=LLH`. */
  filters: FilterSet;
}

/** The values a link leaves out: a fresh visit shows these (the state always travels). */
export const HOME_URL_DEFAULTS = Object.freeze({
  timeFilter: 'all' as TimeFilter,
  digitFilter: 'all-numbers' as DigitFilter,
  drawLimit: MAX_DRAW_LIMIT,
  isBoxMode: true,
  filters: emptyFilterSet(),
});

/**
 * What a query string says of the view. Unknown or malformed values are left out rather than
 * guessed, so a mangled link still opens the page with the reader's own settings for those fields.
 */
export function parseHomeUrlState(search: string): Partial<HomeUrlState> {
  const params = new URLSearchParams(search);
  const out: Partial<HomeUrlState> = {};
  const state = params.get('state')?.toUpperCase();
  if (state && isKnownState(state)) out.currentState = state;
  const time = params.get('time');
  if (time !== null) {
    // Links are typed by people: 'eve' and 'EVE' mean 'Eve'.
    const found = TIME_FILTERS.find((t) => t.toLowerCase() === time.toLowerCase());
    if (found) out.timeFilter = found;
  }
  const digits = params.get('digits');
  if (digits !== null) {
    const found = DIGIT_FILTERS.find((d) => d === digits.toLowerCase());
    if (found) out.digitFilter = found;
  }
  const limit = params.get('limit');
  if (limit !== null && /^\d{1,4}$/.test(limit)) {
    out.drawLimit = Math.min(MAX_DRAW_LIMIT, Math.max(MIN_DRAW_LIMIT, Number(limit)));
  }
  const mode = params.get('mode')?.toLowerCase();
  if (mode === 'box' || mode === 'straight') out.isBoxMode = mode === 'box';
  const filters = parseFilters(params);
  if (filters) out.filters = filters;
  return out;
}

/** The filters a query string names, or undefined when it names none; unknown values are dropped. */
function parseFilters(params: URLSearchParams): FilterSet | undefined {
  const filters = emptyFilterSet();
  let named = false;
  for (const kind of FILTER_KINDS) {
    const values = params.getAll(kind);
    if (values.length === 0) continue;
    named = true;
    const options: readonly (string | number)[] = FILTER_OPTIONS[kind];
    const picked = options.filter((option) => values.includes(String(option)));
    (filters[kind] as (string | number)[]) = picked;
  }
  return named ? filters : undefined;
}

function appendFilters(params: URLSearchParams, filters: FilterSet): void {
  for (const kind of FILTER_KINDS) {
    for (const value of filters[kind]) params.append(kind, String(value));
  }
}

/** The query string (with '?') for a view; defaults other than the state are left out to keep links short. */
export function homeUrlSearch(view: HomeUrlState): string {
  const params = new URLSearchParams({ state: view.currentState });
  if (view.timeFilter !== HOME_URL_DEFAULTS.timeFilter) params.set('time', view.timeFilter);
  if (view.digitFilter !== HOME_URL_DEFAULTS.digitFilter) params.set('digits', view.digitFilter);
  if (view.drawLimit !== HOME_URL_DEFAULTS.drawLimit) params.set('limit', String(view.drawLimit));
  if (view.isBoxMode !== HOME_URL_DEFAULTS.isBoxMode)
    params.set('mode', view.isBoxMode ? 'box' : 'straight');
  appendFilters(params, view.filters);
  return `?${params.toString()}`;
}

/** Whether two query strings name the same view (parameter order and unknown extras aside). */
export function sameHomeView(a: string, b: string): boolean {
  const x = parseHomeUrlState(a);
  const y = parseHomeUrlState(b);
  return (
    x.currentState === y.currentState &&
    (x.timeFilter ?? HOME_URL_DEFAULTS.timeFilter) ===
      (y.timeFilter ?? HOME_URL_DEFAULTS.timeFilter) &&
    (x.digitFilter ?? HOME_URL_DEFAULTS.digitFilter) ===
      (y.digitFilter ?? HOME_URL_DEFAULTS.digitFilter) &&
    (x.drawLimit ?? HOME_URL_DEFAULTS.drawLimit) === (y.drawLimit ?? HOME_URL_DEFAULTS.drawLimit) &&
    (x.isBoxMode ?? HOME_URL_DEFAULTS.isBoxMode) === (y.isBoxMode ?? HOME_URL_DEFAULTS.isBoxMode) &&
    filtersSearch(x.filters) === filtersSearch(y.filters)
  );
}

/** A filter set as a canonical string (kinds and options in core's order), to compare two views. */
function filtersSearch(filters: FilterSet | undefined): string {
  const params = new URLSearchParams();
  if (filters) appendFilters(params, filters);
  return params.toString();
}
