import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@pick3/core';
import { monthRange, type YearMonth } from '../calendar-rules.js';

export function monthDrawsQueryOptions(state: string, month: YearMonth) {
  const { from, to } = monthRange(month);
  return queryOptions<{ draws: Draw[] }>({
    queryKey: ['/api/draws', { state, from, to }],
    placeholderData: keepPreviousData,
  });
}

export function useMonthDraws(state: string, month: YearMonth, enabled: boolean) {
  return useQuery({ ...monthDrawsQueryOptions(state, month), enabled });
}
