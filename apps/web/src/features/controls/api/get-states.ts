import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATES, stateName } from '@pick3/core';

export interface StateSummary {
  code: string;
  name: string;
  gameName: string;
  drawCount?: number;
  /** ISO date of the newest stored draw. */
  lastDate?: string | null;
  /** ISO date of the oldest stored draw, when the API sends it. */
  firstDate?: string | null;
}

export const STATES_PATH = '/api/states';

/** Spec §7: the states list is cached for an hour. */
export const statesQueryOptions = queryOptions<{ states: StateSummary[] }>({
  queryKey: [STATES_PATH],
  staleTime: 60 * 60_000,
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
export function stateOptions(states: readonly StateSummary[] | undefined): StateOption[] {
  const source = states && states.length > 0 ? states : STATES;
  const seen = new Set<string>(['TX']);
  const rest: StateOption[] = [];
  for (const s of source) {
    if (seen.has(s.code)) continue;
    seen.add(s.code);
    rest.push({ value: s.code, label: s.name || stateName(s.code) });
  }
  // State names are plain ASCII words: code-point order is alphabetical, and needs no Intl collator
  // (whose first use costs a phone tens of milliseconds of the first render).
  rest.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return [{ value: 'TX', label: stateName('TX') }, ...rest];
}
