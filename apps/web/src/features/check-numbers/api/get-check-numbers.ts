import type { CheckNumbersReply, PlayWinReply } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizePlay } from '@pick3/core';

export const CHECK_NUMBERS_PATH = '/api/check-numbers';

export type { CheckNumbersReply, PlayWinReply };

export interface CheckNumbersParams extends PrizePlay {
  state: string;
  from?: string | undefined;
  to?: string | undefined;
  /** Comma-separated draw-time codes; absent: every draw time the state holds. */
  drawTimes?: string | undefined;
}

/** A history changes once per draw: fresh for two minutes like the lookup. */
export function checkNumbersQueryOptions(params: CheckNumbersParams) {
  return queryOptions<CheckNumbersReply>({
    queryKey: [
      CHECK_NUMBERS_PATH,
      {
        state: params.state,
        number: params.number,
        type: params.type,
        stake: params.stake,
        from: params.from,
        to: params.to,
        drawTimes: params.drawTimes,
      },
    ],
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
    // A refusal (400) names the field; asking again would only repeat it.
    retry: false,
  });
}

export function useCheckNumbers(params: CheckNumbersParams | null) {
  return useQuery({
    ...checkNumbersQueryOptions(params ?? { state: '', number: '', type: 'straight', stake: 0 }),
    enabled: params !== null,
  });
}
