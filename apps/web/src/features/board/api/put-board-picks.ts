import type { MyBoardPicksReply, PutMyBoardPicksBody } from '@pick3/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import { BOARD_PATH } from './get-board.js';

/** Posts (replaces) the signed-in player's picks for one draw; the board is read again after. */
export function usePutBoardPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutMyBoardPicksBody) =>
      apiFetch<MyBoardPicksReply>('/api/me/board-picks', { method: 'PUT', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOARD_PATH] }),
  });
}
