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

/** The lookup as the page uses it. */
export interface NumberLookup {
  state: string;
  number: string;
  boxKey: string;
  digitType: DigitType;
  straightHits: LookupHit[];
  boxHits: LookupHit[];
  straight: SkipStats;
  box: SkipStats;
}

/**
 * The API's answer. Its contract names both the box key and the box figures `box`; whichever it
 * sends there, the key can also come as `boxKey` and the figures as `boxStats`.
 */
export interface NumberLookupResponse extends Omit<NumberLookup, 'box' | 'boxKey'> {
  box: string | SkipStats;
  boxKey?: string;
  boxStats?: SkipStats;
}

/** The answer in the page's shape; null when it lacks the box figures. */
export function normalizeLookup(
  raw: NumberLookupResponse,
  boxKeyOf: (n: string) => string,
): NumberLookup | null {
  const box = typeof raw.box === 'object' ? raw.box : raw.boxStats;
  if (box === undefined) return null;
  const boxKey = typeof raw.box === 'string' ? raw.box : (raw.boxKey ?? boxKeyOf(raw.number));
  return {
    state: raw.state,
    number: raw.number,
    boxKey,
    digitType: raw.digitType,
    straightHits: raw.straightHits,
    boxHits: raw.boxHits,
    straight: raw.straight,
    box,
  };
}

export interface LookupParams {
  state: string;
  number: string;
  drawTime?: DrawTimeCode | undefined;
}

/** A history changes once per draw: fresh for two minutes like the analysis. */
export function lookupQueryOptions(params: LookupParams) {
  return queryOptions<NumberLookupResponse>({
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
