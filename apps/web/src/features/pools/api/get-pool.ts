import type { Pool } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolId } from '@pick3/core';
import { apiFetch } from '../../../lib/api-client.js';

/** The draw times a pool can be looked at with (the Day / Eve / Nite buttons). */
export type PoolDrawTime = 'DAY' | 'EVE' | 'NITE';

export type { Pool };

export interface PoolQuery {
  poolId: PoolId;
  drawTime: PoolDrawTime;
  limit?: number;
}

export function getPool({ poolId, drawTime, limit }: PoolQuery): Promise<Pool> {
  const params = new URLSearchParams({ state: 'GA', drawTime });
  if (limit !== undefined) params.set('limit', String(limit));
  return apiFetch<Pool>(`/api/pools/${poolId}?${params.toString()}`);
}

export function poolQueryOptions(query: PoolQuery) {
  return queryOptions({
    queryKey: [
      '/api/pools',
      query.poolId,
      { state: 'GA', drawTime: query.drawTime, limit: query.limit },
    ],
    queryFn: () => getPool(query),
  });
}

export function usePool(query: PoolQuery) {
  return useQuery(poolQueryOptions(query));
}
