import type { Pool } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POOL_STATE, type PoolId } from '@pick3/core';
import { apiFetch } from '../../../lib/api-client.js';

/** The draw times a pool can be looked at with (the Day / Eve / Nite buttons). */
export type PoolDrawTime = 'DAY' | 'EVE' | 'NITE';

export type { Pool };

export interface PoolQuery {
  poolId: PoolId;
  drawTime: PoolDrawTime;
  limit?: number;
}

function poolParams({ drawTime, limit }: PoolQuery) {
  return {
    state: POOL_STATE,
    drawTime,
    ...(limit !== undefined && { limit: String(limit) }),
  };
}

/** The request a pool query makes (the server's first view answers it under the same key). */
export function poolQueryUrl(query: PoolQuery): string {
  return `/api/pools/${query.poolId}?${new URLSearchParams(poolParams(query)).toString()}`;
}

/** One pool: the factory owns the key and the URL (built once from the same params). */
export function poolQueryOptions(query: PoolQuery) {
  const { poolId } = query;
  const params = poolParams(query);
  const path = poolQueryUrl(query);
  return queryOptions({
    queryKey: ['/api/pools', poolId, params],
    queryFn: ({ signal }) => apiFetch<Pool>(path, { signal }),
  });
}

export function usePool(query: PoolQuery) {
  return useQuery(poolQueryOptions(query));
}
