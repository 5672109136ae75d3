import type { BoardReply, BoardPick, BoardDraw, BoardTableRow } from '@pick3/contract';
import type { BoardPeriod } from '@pick3/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const BOARD_PATH = '/api/board';

export type { BoardReply, BoardPick, BoardDraw, BoardTableRow };

/** A state's board: picks appear and numbers open at each close, so it is read again each minute. */
export function boardQueryOptions(params: { state: string; period: BoardPeriod }) {
  return queryOptions<BoardReply>({
    queryKey: [BOARD_PATH, params.state, { period: params.period }],
    staleTime: 60_000,
  });
}

export function useBoard(params: { state: string; period: BoardPeriod }) {
  return useQuery(boardQueryOptions(params));
}
