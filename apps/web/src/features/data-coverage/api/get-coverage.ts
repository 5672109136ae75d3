import type { StateCoverage } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** GET /api/states/:code/coverage: a state's stored history against its draw schedule. */
export type { StateCoverage };

export function coverageQueryOptions(code: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['/api/states/coverage', code],
    queryFn: ({ signal }) =>
      apiFetch<StateCoverage>(`/api/states/${encodeURIComponent(code)}/coverage`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Fetched only once the player opens the details (it reads the state's whole history). */
export function useCoverage(code: string, enabled: boolean) {
  return useQuery(coverageQueryOptions(code, enabled));
}
