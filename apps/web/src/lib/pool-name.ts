import { poolLabel, type PoolId } from '@pick3/core';
import { t } from '../i18n/i18n.js';

/** 'Pool 1-1': a pool's name wherever it shows (the pools page, the trackers, the profile). */
export function poolName(poolId: PoolId): string {
  return t('pools.pool', { poolLabel: poolLabel(poolId) });
}
