import type { ResultDay, ResultsReply } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const RESULTS_PATH = '/api/draws/results';

export type { ResultDay, ResultsReply };

/** A state's results page data; `month` (YYYY-MM) absent: the newest stored month. */
export function resultsQueryOptions(params: { state: string; month?: string | undefined }) {
  return queryOptions<ResultsReply>({
    queryKey: [
      RESULTS_PATH,
      params.month === undefined
        ? { state: params.state }
        : { state: params.state, month: params.month },
    ],
    // A new draw arrives a few minutes after each draw time.
    staleTime: 60_000,
  });
}

export function useResults(params: { state: string; month?: string | undefined }) {
  return useQuery(resultsQueryOptions(params));
}
