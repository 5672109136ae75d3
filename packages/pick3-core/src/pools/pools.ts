import { describeValue, Pick3Error } from '../errors/errors.js';
import type { AnalysisResponse } from '../analysis/analysis.js';
import type { BoxKey } from '../numbers/numbers.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import {
  defaultTables,
  POOL_IDS,
  validateMembers,
  type PoolId,
  type Tables,
} from '../tables/tables.js';

const DEFAULT_POOLS = defaultTables().pools;

/**
 * Pools are a Georgia Cash 3 feature (domain.md §7): every pool, its cart lines and its tracker read
 * Georgia's draws.
 *
 * @example
 * ```ts
 * import { POOL_STATE } from '@pick3/core';
 * POOL_STATE; // 'GA'
 * ```
 */
export const POOL_STATE = 'GA';

/**
 * The draw time a pool page opens on: Georgia's Evening draw, the one most pool plays are for
 * (spec §2's Day / Eve / Nite buttons start on Eve). The server's first view and the app's page both
 * read it, so the answer the page carries inline is the one the page asks for.
 *
 * @example
 * ```ts
 * import { DEFAULT_POOL_DRAW_TIME } from '@pick3/core';
 * DEFAULT_POOL_DRAW_TIME; // 'EVE'
 * ```
 */
export const DEFAULT_POOL_DRAW_TIME = 'EVE' as const satisfies DrawTimeCode;

/**
 * The pool's label, its 12SUM group: `'1-1'` → `'1,1'`.
 *
 * @throws {@link Pick3Error} `INVALID_POOL` for an unknown pool.
 * @example
 * ```ts
 * import { poolLabel } from '@pick3/core';
 * poolLabel('2-1'); // '2,1'
 * ```
 */
export function poolLabel(poolId: PoolId): string {
  return parsePoolId(poolId).replace('-', ',');
}

/**
 * Parses a pool id from a route (`'1-1'`), a label (`'1,1'`) or a pool name (`'Pool 1,1'`). With
 * `{ fallback: true }` an unknown value gives `'1-1'`, as the `/pools/{poolId}` route does.
 *
 * @throws {@link Pick3Error} `INVALID_POOL` for an unknown value without `fallback`.
 * @example
 * ```ts
 * import { parsePoolId } from '@pick3/core';
 * parsePoolId('Pool 2,2'); // '2-2'
 * parsePoolId('9-9', { fallback: true }); // '1-1'
 * parsePoolId('9-9'); // throws Pick3Error INVALID_POOL
 * ```
 */
export function parsePoolId(value: unknown, options: { fallback?: boolean } = {}): PoolId {
  if (typeof value === 'string') {
    const id = value.replace(/^Pool /, '').replace(',', '-');
    if ((POOL_IDS as readonly string[]).includes(id)) return id as PoolId;
  }
  if (options.fallback === true) return '1-1';
  throw new Pick3Error(
    'INVALID_POOL',
    `${describeValue(value)} is not a pool (expected ${POOL_IDS.join(', ')}).`,
    {
      field: 'poolId',
    },
  );
}

/**
 * The member box keys of a pool, in display order: by default the box keys whose box-form 12SUM is the
 * pool's group (40, 55, 70 and 55 keys for 1,1 / 1,2 / 2,2 / 2,1); `tables.pools` replaces them.
 *
 * @throws {@link Pick3Error} `INVALID_POOL` for an unknown pool, `INVALID_TABLE` for a bad member list.
 * @example
 * ```ts
 * import { poolMembers } from '@pick3/core';
 * poolMembers('1-1').length; // 40
 * ```
 */
export function poolMembers(poolId: PoolId, tables?: Partial<Pick<Tables, 'pools'>>): BoxKey[] {
  const id = parsePoolId(poolId);
  const custom = tables?.pools?.[id];
  return custom === undefined ? DEFAULT_POOLS[id].slice() : validateMembers(`pools.${id}`, custom);
}

/**
 * A pool as the API sends it: id `'1,1'`, name and title `'Pool 1,1'`, and its members removed and
 * remaining in display order.
 *
 * @example
 * ```ts
 * import { analyze, poolAnalysis, type PoolAnalysis } from '@pick3/core';
 * const pool: PoolAnalysis = poolAnalysis(analyze(draws), '1-1');
 * ```
 */
export interface PoolAnalysis {
  id: string;
  name: string;
  title: string;
  removedNumbers: BoxKey[];
  remainingNumbers: BoxKey[];
}

/**
 * Splits a pool's members into removed and remaining for an analysis: a member is removed when its box
 * key was drawn among the analysis' displayed draws. Members outside the analysis' universe (another
 * digit type under a digit filter) are in neither list.
 *
 * @throws {@link Pick3Error} `INVALID_POOL` for an unknown pool.
 * @example
 * ```ts
 * import { analyze, poolAnalysis } from '@pick3/core';
 * const pool = poolAnalysis(analyze(gaDraws, { timeFilter: 'Eve', limit: 100 }), '1-1');
 * pool.name; // 'Pool 1,1'
 * pool.removedNumbers.length + pool.remainingNumbers.length; // 40
 * ```
 */
export function poolAnalysis(
  analysis: Pick<AnalysisResponse, 'draws' | 'boxAnalysis'>,
  poolId: PoolId,
  tables?: Partial<Pick<Tables, 'pools'>>,
): PoolAnalysis {
  const id = parsePoolId(poolId);
  const label = poolLabel(id);
  const drawn = new Set(analysis.draws.map((d) => d.sortedNumbers));
  const inUniverse = new Set(analysis.boxAnalysis.allBoxNumbers);
  const removedNumbers: BoxKey[] = [];
  const remainingNumbers: BoxKey[] = [];
  for (const key of poolMembers(id, tables)) {
    if (!inUniverse.has(key)) continue;
    (drawn.has(key) ? removedNumbers : remainingNumbers).push(key);
  }
  return {
    id: label,
    name: `Pool ${label}`,
    title: `Pool ${label}`,
    removedNumbers,
    remainingNumbers,
  };
}

/**
 * The tracker session id of a pool (given as an id, a label or a name): `'permanent-pool-1-1'` …
 *
 * @throws {@link Pick3Error} `INVALID_POOL` for an unknown pool.
 * @example
 * ```ts
 * import { trackerSessionId } from '@pick3/core';
 * trackerSessionId('1-2'); // 'permanent-pool-1-2'
 * trackerSessionId('Pool 2,1'); // 'permanent-pool-2-1'
 * ```
 */
export function trackerSessionId(poolId: PoolId | string): string {
  return `permanent-pool-${parsePoolId(poolId)}`;
}
