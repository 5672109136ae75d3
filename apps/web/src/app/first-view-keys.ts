import type { FirstView, StatesReply } from '@pick3/contract';
import type { QueryKey } from '@tanstack/react-query';
import { DEFAULT_POOL_DRAW_TIME, POOL_IDS, parseMonth, type PoolId } from '@pick3/core';
import {
  WINDOW_SIZE,
  analysisQueryOptions,
} from '../features/analysis/api/get-lottery-analysis.js';
import { poolQueryOptions } from '../features/pools/api/get-pool.js';
import { recentDrawsQueryOptions } from '../features/header/api/get-recent-draws.js';
import { resultsQueryOptions } from '../features/results/api/get-results.js';
import { firstViewAnswer } from '../lib/first-view.js';
import { STATES_PATH, statesQueryOptions } from '../lib/get-states.js';
import { useAppStore } from '../stores/app-store.js';

function monthOf(search: string): string | undefined {
  try {
    const month = new URLSearchParams(search).get('month');
    return month === null ? undefined : parseMonth(month);
  } catch {
    return undefined;
  }
}

/** The pool of a pool page's path ('/pools/1-1' → '1-1'), as the server's first view reads it. */
function poolOf(pathname: string): PoolId | undefined {
  const id = /^\/pools\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id !== undefined && (POOL_IDS as readonly string[]).includes(id)
    ? (id as PoolId)
    : undefined;
}

/**
 * The queries the first screen of any page reads for the page's state, with the settings the app
 * starts with: the states list, the latest results' week of draws, the main page's analysis and the
 * results page's month and a pool page's pool. What the server sent for them (lib/first-view.ts) is
 * filed under these keys.
 */
export function firstViewKeys(
  view: FirstView,
  search = window.location.search,
  pathname = window.location.pathname,
): QueryKey[] {
  const state = view.state;
  const states = firstViewAnswer(view, STATES_PATH) as StatesReply | undefined;
  const lastDate = states?.states.find((s) => s.code === state)?.lastDate ?? null;
  const settings = useAppStore.getState();
  const poolId = poolOf(pathname);
  return [
    ...(poolId === undefined
      ? []
      : [poolQueryOptions({ poolId, drawTime: DEFAULT_POOL_DRAW_TIME }).queryKey]),
    statesQueryOptions.queryKey,
    recentDrawsQueryOptions(state, lastDate).queryKey,
    analysisQueryOptions({
      state,
      limit: settings.drawLimit,
      timeFilter: settings.timeFilter,
      digitFilter: settings.digitFilter,
      windowSize: WINDOW_SIZE,
      isBoxMode: settings.isBoxMode,
    }).queryKey,
    resultsQueryOptions({ state, month: monthOf(search) }).queryKey,
  ];
}
