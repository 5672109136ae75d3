import type { LookupHit, NumberLookup, SkipStats } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawTimeCode } from '@pick3/core';

export const LOOKUP_PATH = '/api/draws/lookup';

export type { LookupHit, NumberLookup, SkipStats };

export interface LookupParams {
  state: string;
  number: string;
  drawTime?: DrawTimeCode | undefined;
}

/** A history changes once per draw: fresh for two minutes like the analysis. */
export function lookupQueryOptions(params: LookupParams) {
  return queryOptions<NumberLookup>({
    queryKey: [
      LOOKUP_PATH,
      { state: params.state, number: params.number, drawTime: params.drawTime },
    ],
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function useNumberLookup(params: LookupParams, enabled = true) {
  return useQuery({ ...lookupQueryOptions(params), enabled });
}
