import { MAX_WINDOW_SIZE } from '@pick3/core';
import { useMemo, useRef } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisReply } from '@pick3/contract';
import type { DigitFilter, TimeFilter } from '@pick3/core';
import { useHomeView } from '../../../stores/home-view.js';

export const ANALYSIS_PATH = '/api/lottery-analysis';
/** Spec §9: window size default 1500, core's largest window. */
export const WINDOW_SIZE = MAX_WINDOW_SIZE;

export interface AnalysisParams {
  state: string;
  limit: number;
  timeFilter: TimeFilter;
  digitFilter: DigitFilter;
  windowSize: number;
  isBoxMode: boolean;
}

/** Spec §7: fresh 2 min, kept 10 min, no auto refetch. The default query fn builds the URL from the key. */
export function analysisQueryOptions(params: AnalysisParams) {
  return queryOptions<AnalysisReply>({
    queryKey: [ANALYSIS_PATH, params],
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
    // Changing the draw limit or a filter keeps the old answer on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useAnalysisParams(): AnalysisParams {
  const state = useHomeView((v) => v.currentState);
  const limit = useHomeView((v) => v.drawLimit);
  const timeFilter = useHomeView((v) => v.timeFilter);
  const digitFilter = useHomeView((v) => v.digitFilter);
  const isBoxMode = useHomeView((v) => v.isBoxMode);
  // One object per value: the page memoizes what it draws from these parameters.
  return useMemo(
    () => ({ state, limit, timeFilter, digitFilter, windowSize: WINDOW_SIZE, isBoxMode }),
    [state, limit, timeFilter, digitFilter, isBoxMode],
  );
}

/**
 * The analysis plus the parameters its data belongs to: while a new answer loads, the previous one
 * stays on screen, and it must be drawn with its own mode and state (a box-mode answer holds box
 * keys, a straight-mode one straights).
 */
export function useLotteryAnalysis() {
  const params = useAnalysisParams();
  const query = useQuery(analysisQueryOptions(params));
  const dataParams = useRef(params);
  if (query.data !== undefined && !query.isPlaceholderData) dataParams.current = params;
  return { query, params, dataParams: dataParams.current };
}
