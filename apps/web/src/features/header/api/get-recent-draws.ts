import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentRange, type RecentDraw } from '../latest-draws.js';

/** The week of draws ending on the newest stored one (GET /api/draws), for the latest results. */
export function recentDrawsQueryOptions(state: string, lastDate: string | null) {
  const range = lastDate === null ? null : recentRange(lastDate);
  return queryOptions<{ draws: RecentDraw[] }>({
    queryKey: ['/api/draws', { state, ...range }],
    enabled: range !== null,
    staleTime: 60_000,
  });
}

export function useRecentDraws(state: string, lastDate: string | null) {
  return useQuery(recentDrawsQueryOptions(state, lastDate));
}
