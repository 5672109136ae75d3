// Which plays a pool allows (domain.md §7): only its remaining numbers, and at most as many lines
// as it has remaining numbers, so a pool play never bets on a number the pool has already removed.
import { parseStraight, toBoxKey } from '../numbers/numbers.js';
import type { PoolAnalysis } from './pools.js';

/**
 * Why a pool refuses a number: the number was drawn in the window (`NUMBER_REMOVED`) or is no member
 * of the pool at all (`NOT_IN_POOL`).
 *
 * @example
 * ```ts
 * import type { PoolPlayRefusal } from '@pick3/core';
 * const refusal: PoolPlayRefusal = 'NOT_IN_POOL';
 * ```
 */
export type PoolPlayRefusal = 'NUMBER_REMOVED' | 'NOT_IN_POOL';

/**
 * Whether a pool's current standing allows a play on `number` (any order of its digits): null when
 * it is one of the remaining numbers, else why not.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for a number that is not three digits.
 * @example
 * ```ts
 * import { poolPlayRefusal } from '@pick3/core';
 * const pool = { removedNumbers: ['012'], remainingNumbers: ['345'] };
 * poolPlayRefusal(pool, '543'); // null
 * poolPlayRefusal(pool, '201'); // 'NUMBER_REMOVED'
 * poolPlayRefusal(pool, '999'); // 'NOT_IN_POOL'
 * ```
 */
export function poolPlayRefusal(
  pool: Pick<PoolAnalysis, 'removedNumbers' | 'remainingNumbers'>,
  number: string,
): PoolPlayRefusal | null {
  const key = toBoxKey(parseStraight(number));
  if (pool.removedNumbers.includes(key)) return 'NUMBER_REMOVED';
  return pool.remainingNumbers.includes(key) ? null : 'NOT_IN_POOL';
}

/**
 * How many lines of a pool a cart holds against how many it may hold (its remaining count).
 *
 * @example
 * ```ts
 * import { poolLimit, type PoolLimit } from '@pick3/core';
 * const limit: PoolLimit = poolLimit({ remainingNumbers: ['345'] }, 1); // full
 * ```
 */
export interface PoolLimit {
  currentCount: number;
  maxCount: number;
  /** No further line of this pool may be added. */
  full: boolean;
}

/**
 * A pool's cart limit: at most one line per remaining number, so a cart holding `currentCount` lines
 * of the pool is full once it reaches the remaining count.
 *
 * @example
 * ```ts
 * import { poolLimit } from '@pick3/core';
 * poolLimit({ remainingNumbers: ['345', '678'] }, 1); // { currentCount: 1, maxCount: 2, full: false }
 * poolLimit({ remainingNumbers: ['345', '678'] }, 2).full; // true
 * ```
 */
export function poolLimit(
  pool: Pick<PoolAnalysis, 'remainingNumbers'>,
  currentCount: number,
): PoolLimit {
  const maxCount = pool.remainingNumbers.length;
  return { currentCount, maxCount, full: currentCount >= maxCount };
}
