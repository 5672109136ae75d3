import type { SkipsResponse, SkipsRow } from '@pick3/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawTimeCode, Mode } from '@pick3/core';

export const SKIPS_PATH = '/api/skips';

/** One box key (or straight) of the skips table; skips count draws of the state. */
export type SkipRow = SkipsRow;
export type { SkipsResponse };

export interface SkipsParams {
  state: string;
  mode: Mode;
  window?: number | undefined;
  drawTime?: DrawTimeCode | undefined;
}

export function skipsQueryOptions(params: SkipsParams) {
  return queryOptions<SkipsResponse>({
    queryKey: [
      SKIPS_PATH,
      { state: params.state, mode: params.mode, window: params.window, drawTime: params.drawTime },
    ],
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
    // Switching box/straight or the window keeps the old table on screen until the new one lands.
    placeholderData: keepPreviousData,
  });
}

export function useSkips(params: SkipsParams) {
  return useQuery(skipsQueryOptions(params));
}
