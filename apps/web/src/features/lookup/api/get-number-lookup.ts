import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitType, DrawTimeCode } from '@pick3/core';

export const LOOKUP_PATH = '/api/draws/lookup';

/** One draw the number (or its box key) came in; drawsAgo counts the state's draws since it. */
export interface LookupHit {
  date: string;
  drawTime: DrawTimeCode;
  number: string;
  drawsAgo: number;
}

/** A number's skips over the state's history, beside what chance gives (expectedSkip draws). */
export interface SkipStats {
  hits: number;
  drawsSinceLast: number | null;
  averageSkip: number | null;
  longestSkip: number | null;
  expectedSkip: number;
}

/** GET /api/draws/lookup: core's lookupNumber over the state's stored history. */
export interface NumberLookup {
  state: string;
  number: string;
  boxKey: string;
  digitType: DigitType;
  /** Newest first. */
  straightHits: LookupHit[];
  /** Draws of any order of the box key, newest first. */
  boxHits: LookupHit[];
  straight: SkipStats;
  box: SkipStats;
}

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
