import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import type { SubscriptionStatus } from './get-me.js';

/** GET /api/me/subscription: the effective subscription (a paid month not renewed reads past_due). */
export interface Subscription {
  status: SubscriptionStatus;
  plan: string | null;
  /** ISO: the end of the paid period; the subscription lapses then unless paid again. */
  nextBilling: string | null;
  hasAccess: boolean;
  /** A payment is accepted now (not active, or in the last days of the paid month). */
  renewable: boolean;
  priceCents: number;
  currency: 'USD';
}

export const SUBSCRIPTION_KEY = ['/api/me/subscription'] as const;

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => apiFetch<Subscription>('/api/me/subscription'),
  });
}

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
