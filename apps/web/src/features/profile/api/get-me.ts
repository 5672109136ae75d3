import type { PublicUser, SubscriptionStatus } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** The account as its owner sees it (GET /api/me). */
export type Me = PublicUser;
export type { SubscriptionStatus };

export const ME_KEY = ['/api/me'] as const;

export async function getMe(signal?: AbortSignal): Promise<Me> {
  const { user } = await apiFetch<{ user: Me }>('/api/me', { signal: signal ?? null });
  return user;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ME_KEY, queryFn: ({ signal }) => getMe(signal) });
}

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
