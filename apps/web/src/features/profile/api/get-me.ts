import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type SubscriptionStatus = 'none' | 'active' | 'cancelled' | 'past_due';

/** The account as its owner sees it (GET /api/me). */
export interface Me {
  id: string;
  fullName: string;
  email: string;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  emailVerified: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionPlan: string | null;
  /** ISO date-time; access lasts until then, also after a cancellation. */
  nextBilling: string | null;
}

export const ME_KEY = ['/api/me'] as const;

export async function getMe(): Promise<Me> {
  const { user } = await apiFetch<{ user: Me }>('/api/me');
  return user;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ME_KEY, queryFn: getMe });
}

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
