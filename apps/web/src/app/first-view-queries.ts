import type { StatesReply } from '@pick3/contract';
import type { QueryKey } from '@tanstack/react-query';
import {
  BOARD_PERIODS,
  DEFAULT_POOL_DRAW_TIME,
  POOL_IDS,
  parseMonth,
  type BoardPeriod,
  type PoolId,
} from '@pick3/core';
import { boardQueryOptions } from '../features/board/api/get-board.js';
import {
  WINDOW_SIZE,
  analysisQueryOptions,
} from '../features/analysis/api/get-lottery-analysis.js';
import { poolQueryOptions, poolQueryUrl } from '../features/pools/api/get-pool.js';
import { recentDrawsQueryOptions } from '../features/header/api/get-recent-draws.js';
import { resultsQueryOptions } from '../features/results/api/get-results.js';
import { queryKeyToUrl } from '../lib/api-client.js';
import { statesQueryOptions } from '../lib/get-states.js';
import type { HomeView } from '../lib/home-view-url.js';

/** One query of a first screen: its key (the app's own factory) and the API request it answers. */
export interface FirstViewQuery {
  queryKey: QueryKey;
  url: string;
}

function monthOf(search: string): string | undefined {
  try {
    const month = new URLSearchParams(search).get('month');
    return month === null ? undefined : parseMonth(month);
  } catch {
    return undefined;
  }
}

/** The pool of a pool page's path ('/pools/1-1' → '1-1'). */
function poolOf(pathname: string): PoolId | undefined {
  const id = /^\/pools\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id !== undefined && (POOL_IDS as readonly string[]).includes(id)
    ? (id as PoolId)
    : undefined;
}

/** The state of a results or board page's path ('/results/ga' → 'GA'). */
function pathStateOf(page: 'results' | 'board', pathname: string): string | undefined {
  return new RegExp(`^/${page}/([^/]+)/?$`, 'i').exec(pathname)?.[1]?.toUpperCase();
}

/** The board's period from its address (the board page's own default: 30 days). */
function periodOf(search: string): BoardPeriod {
  const period = new URLSearchParams(search).get('period');
  return (BOARD_PERIODS as readonly string[]).includes(period ?? '')
    ? (period as BoardPeriod)
    : '30d';
}

const withUrl = (queryKey: QueryKey): FirstViewQuery => ({
  queryKey,
  url: queryKeyToUrl(queryKey),
});

/** The states list: every page's header and state select read it first. */
export const STATES_QUERY: FirstViewQuery = withUrl(statesQueryOptions.queryKey);

/**
 * The queries the first screen of a page reads, built by the same query-option factories the
 * components call, so the server fills exactly the keys the client's first render asks for (the
 * server renders with these answers in its cache and sends them dehydrated; the client's cache is
 * hydrated with them). `view` is the main page's view (read from the URL); `states` the
 * states list's answer, for the newest stored date the latest-results block asks about.
 */
export function firstViewQueries(
  location: { pathname: string; search: string },
  view: HomeView,
  states: StatesReply | undefined,
): FirstViewQuery[] {
  const { pathname, search } = location;
  const resultsState = pathStateOf('results', pathname);
  if (resultsState !== undefined) {
    return [withUrl(resultsQueryOptions({ state: resultsState, month: monthOf(search) }).queryKey)];
  }
  const boardState = pathStateOf('board', pathname);
  if (boardState !== undefined) {
    return [withUrl(boardQueryOptions({ state: boardState, period: periodOf(search) }).queryKey)];
  }
  const poolId = poolOf(pathname);
  if (poolId !== undefined) {
    const options = { poolId, drawTime: DEFAULT_POOL_DRAW_TIME } as const;
    return [{ queryKey: poolQueryOptions(options).queryKey, url: poolQueryUrl(options) }];
  }
  if (pathname !== '/') return [];
  const state = view.currentState;
  const lastDate = states?.states.find((s) => s.code === state)?.lastDate ?? null;
  return [
    withUrl(recentDrawsQueryOptions(state, lastDate).queryKey),
    withUrl(
      analysisQueryOptions({
        state,
        limit: view.drawLimit,
        timeFilter: view.timeFilter,
        digitFilter: view.digitFilter,
        windowSize: WINDOW_SIZE,
        isBoxMode: view.isBoxMode,
      }).queryKey,
    ),
  ];
}
