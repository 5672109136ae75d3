import type { StateSummary, StatesReply } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_STATE, stateName, STATES } from '@pick3/core';

export type { StateSummary };

export const STATES_PATH = '/api/states';

/**
 * Spec §7 keeps the states list for an hour; its freshness figures change when a draw is due, so it
 * is read again after five minutes (and when the window regains focus).
 */
export const statesQueryOptions = queryOptions<StatesReply>({
  queryKey: [STATES_PATH],
  staleTime: 5 * 60_000,
  gcTime: 60 * 60_000,
});

export function useStates() {
  return useQuery(statesQueryOptions);
}

export interface StateOption {
  value: string;
  label: string;
}

/**
 * The state select: TX first, then the states the server has (spec §2). Before the call answers,
 * or if it fails, the states core knows keep the select usable.
 */
export function stateOptions(
  states: ReadonlyArray<Pick<StateSummary, 'code' | 'name'> & Partial<StateSummary>> | undefined,
): StateOption[] {
  const source = states && states.length > 0 ? states : STATES;
  const seen = new Set<string>([DEFAULT_STATE]);
  const rest: StateOption[] = [];
  for (const s of source) {
    if (seen.has(s.code)) continue;
    seen.add(s.code);
    rest.push({ value: s.code, label: s.name || stateName(s.code) });
  }
  // State names are plain ASCII words: code-point order is alphabetical, and needs no Intl collator
  // (whose first use costs a phone tens of milliseconds of the first render).
  rest.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return [{ value: DEFAULT_STATE, label: stateName(DEFAULT_STATE) }, ...rest];
}
