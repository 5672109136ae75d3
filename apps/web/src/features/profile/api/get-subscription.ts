import type { Subscription } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** GET /api/me/subscription: the effective subscription (a paid month not renewed reads past_due). */
export type { Subscription };

export const SUBSCRIPTION_KEY = ['/api/me/subscription'] as const;

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiFetch<Subscription>('/api/me/subscription', { signal }),
  });
}

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
