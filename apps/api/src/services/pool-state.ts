// The Georgia pools as they stand now (domain.md §7): a pool's removed/remaining numbers are read
// from the cached GA analysis of one draw time. Pools, the cart and the tracker all ask this.
import {
  DRAW_TIME_SHORT,
  MAX_LIMIT,
  parseDrawTime,
  POOL_STATE,
  poolAnalysis,
  resolveAnalysisOptions,
  type PoolAnalysis,
  type PoolId,
} from '@pick3/core';
import { HttpError } from '../lib/http-error.js';

// The rule is core's; the pool services name it through this module.
export { POOL_STATE } from '@pick3/core';
import type { AnalysisService } from './analysis.service.js';

/** The Day / Eve / Nite buttons: Georgia draws midday, evening and night. */
export const POOL_DRAW_TIMES = ['DAY', 'EVE', 'NITE'] as const;
export type PoolDrawTime = (typeof POOL_DRAW_TIMES)[number];

/**
 * Reads Day/Eve/Nite in any form core accepts (DAY, Day, Midday, Evening …).
 * @param where the request part, for the message ("body/drawTime must be …").
 */
export function parsePoolDrawTime(
  value: unknown,
  field: string,
  where: 'querystring' | 'body',
): PoolDrawTime {
  const code = (() => {
    try {
      return parseDrawTime(value);
    } catch {
      return undefined;
    }
  })();
  if (code === undefined || !(POOL_DRAW_TIMES as readonly string[]).includes(code)) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `${where}/${field} must be Day, Eve or Nite for a Georgia pool`,
      { field },
    );
  }
  return code as PoolDrawTime;
}

/** The pool over the newest `limit` GA draws of that draw time. */
export async function currentPool(
  analysis: AnalysisService,
  poolId: PoolId,
  drawTime: PoolDrawTime,
  limit: number = MAX_LIMIT,
): Promise<PoolAnalysis> {
  const options = resolveAnalysisOptions({ limit, timeFilter: DRAW_TIME_SHORT[drawTime] });
  const { analysis: result } = await analysis.get(POOL_STATE, options);
  return poolAnalysis(result, poolId);
}

/** A pool as GET /api/pools/:poolId answers it (also the pool page's first view). */
export async function poolReply(
  analysis: AnalysisService,
  poolId: PoolId,
  drawTime: PoolDrawTime,
  limit?: number,
) {
  const pool = await currentPool(analysis, poolId, drawTime, limit);
  return { ...pool, totalCount: pool.removedNumbers.length + pool.remainingNumbers.length };
}
