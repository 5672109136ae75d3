import { useMutation } from '@tanstack/react-query';
import { MAX_LIMIT, type Draw } from '@pick3/core';
import { apiFetch, queryKeyToUrl } from '../../../lib/api-client.js';
import {
  baseDrawsSince,
  pickedDate,
  rangesBack,
  type AnalysisFilters,
  type PickedDate,
} from '../pick-date.js';

export interface LimitSinceRequest extends AnalysisFilters {
  state: string;
  /** The picked ISO date. */
  from: string;
  /** The newest stored draw's ISO date. */
  newest: string;
}

/**
 * Reads the draws from the picked date to the newest, a year a request, newest year first, and
 * stops once the analysis's maximum is reached (older years cannot change the limit then).
 */
export async function limitSince({
  state,
  from,
  newest,
  ...filters
}: LimitSinceRequest): Promise<PickedDate> {
  const draws: Draw[] = [];
  let count = 0;
  for (const range of rangesBack(from, newest)) {
    const answer = await apiFetch<{ draws: Draw[] }>(
      queryKeyToUrl(['/api/draws', { state, ...range }]),
    );
    draws.push(...answer.draws);
    count = baseDrawsSince(draws, from, filters);
    if (count >= MAX_LIMIT) break;
  }
  return pickedDate(count, from);
}

export function useLimitSince() {
  return useMutation({ mutationFn: limitSince });
}
