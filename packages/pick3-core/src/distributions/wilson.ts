import { describeValue, Pick3Error } from '../errors/errors.js';

/**
 * A confidence interval for a proportion.
 *
 * @example
 * ```ts
 * import type { ProportionInterval } from '@pick3/core';
 * const ci: ProportionInterval = { low: 0.2366, high: 0.7634 };
 * ```
 */
export interface ProportionInterval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for a hit rate `hits / trials` (default 95 %, z = 1.959964). Unlike the
 * normal-approximation interval it stays inside [0, 1] and is sensible for 0 or all hits and for
 * small samples. Without trials it is [0, 1]: nothing is known.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (with `field`) for counts that are not whole numbers,
 * hits above trials, or a non-positive z.
 * @example
 * ```ts
 * import { wilsonInterval } from '@pick3/core';
 * wilsonInterval(5, 10); // { low: 0.2366…, high: 0.7634… }
 * ```
 */
export function wilsonInterval(hits: number, trials: number, z = 1.959964): ProportionInterval {
  if (!Number.isInteger(trials) || trials < 0) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `trials must be a whole number ≥ 0, got ${describeValue(trials)}.`,
      { field: 'trials' },
    );
  }
  if (!Number.isInteger(hits) || hits < 0 || hits > trials) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `hits must be a whole number from 0 to trials (${trials}), got ${describeValue(hits)}.`,
      { field: 'hits' },
    );
  }
  if (typeof z !== 'number' || !(z > 0) || !Number.isFinite(z)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `z must be a positive number, got ${describeValue(z)}.`,
      {
        field: 'z',
      },
    );
  }
  if (trials === 0) return { low: 0, high: 1 };
  const p = hits / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Clamp the rounding noise at 0 and all hits (where the exact bound is 0 or 1).
  return {
    low: hits === 0 ? 0 : Math.max(0, center - half),
    high: hits === trials ? 1 : Math.min(1, center + half),
  };
}
