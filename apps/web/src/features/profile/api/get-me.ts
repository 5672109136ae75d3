import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export interface Me {
  fullName: string;
  email: string;
  state: string;
  zipCode: string;
  phone: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
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
