import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type MatchStatus = 'pending' | 'win' | 'loss';

export interface ExpectedResult {
  id: string;
  /** ISO date of the draw. */
  expectedDate: string;
  /** Day, Evening or Night. */
  drawTime: string;
  matchStatus: MatchStatus;
  /** null while pending. */
  winnerNumber: string | null;
  /** While pending: what the result waits for; null once settled. */
  pendingReason: string | null;
}

/** A tracker session's results, newest first, with its hit rate against chance (server-computed). */
export interface ExpectedResults {
  results: ExpectedResult[];
  wins: number;
  losses: number;
  pending: number;
  /** wins / (wins + losses); null before any result settled. */
  hitRate: number | null;
  /** Mean remaining / 220 over the settled results (domain.md §7). */
  chanceRate: number | null;
  /** Mean probability that a draw hits the remaining set (straights covered / 1,000). */
  straightChanceRate: number | null;
}

export const EXPECTED_RESULTS_KEY = '/api/expected-results';

export function getExpectedResults(sessionId: string): Promise<ExpectedResults> {
  return apiFetch<ExpectedResults>(
    `/api/expected-results?${new URLSearchParams({ sessionId }).toString()}`,
  );
}

/** Fetched only when a session id is present (spec §7). */
export function expectedResultsQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: [EXPECTED_RESULTS_KEY, { sessionId }],
    queryFn: () => getExpectedResults(sessionId ?? ''),
    enabled: sessionId !== null && sessionId !== '',
  });
}

export function useExpectedResults(sessionId: string | null) {
  return useQuery(expectedResultsQueryOptions(sessionId));
}
