import type { ExpectedResult, ExpectedResults, MatchStatus } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeLanguage } from '../../../i18n/i18n.js';
import { apiFetch } from '../../../lib/api-client.js';

export type { ExpectedResult, ExpectedResults, MatchStatus };

export const EXPECTED_RESULTS_KEY = '/api/expected-results';

function getExpectedResults(sessionId: string, signal: AbortSignal): Promise<ExpectedResults> {
  return apiFetch<ExpectedResults>(
    `/api/expected-results?${new URLSearchParams({ sessionId }).toString()}`,
    { signal },
  );
}

/** Fetched only when a session id is present (spec §7). */
export function expectedResultsQueryOptions(sessionId: string | null) {
  return queryOptions({
    // A pending result's reason comes in the page's language, so each language is its own answer.
    queryKey: [EXPECTED_RESULTS_KEY, { sessionId, language: activeLanguage() }],
    queryFn: ({ signal }) => getExpectedResults(sessionId ?? '', signal),
    enabled: sessionId !== null && sessionId !== '',
  });
}

export function useExpectedResults(sessionId: string | null) {
  return useQuery(expectedResultsQueryOptions(sessionId));
}
