import type { ClaimVisitorPlaysReply, VisitorPlays } from '@pick3/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export const VISITOR_PLAYS_KEY = ['/api/me/visitor-plays'] as const;

/** What this browser bought and put in its basket while logged out (asked right after a login). */
export function useVisitorPlays(enabled: boolean) {
  return useQuery({
    queryKey: VISITOR_PLAYS_KEY,
    queryFn: () => apiFetch<VisitorPlays>('/api/me/visitor-plays'),
    enabled,
    staleTime: 0,
  });
}

/** The player's yes: those plays and basket lines join the account. */
export function useClaimVisitorPlays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<ClaimVisitorPlaysReply>('/api/me/claim-visitor-plays', {
        method: 'POST',
        json: { confirm: true },
      }),
    onSuccess: () =>
      Promise.all(
        [['/api/cart'], ['/api/purchased-numbers'], VISITOR_PLAYS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
