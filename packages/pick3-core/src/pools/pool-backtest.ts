import { chronologicalOrder, MAX_LIMIT, MAX_WINDOW_SIZE } from '../analysis/analysis.js';
import { isIsoDate, type Draw } from '../dates/dates.js';
import type { BacktestPeriod } from '../distributions/backtest-months.js';
import { wilsonInterval } from '../distributions/wilson.js';
import { DRAW_TIME_RANK, type DrawTimeCode } from '../draw-times/draw-times.js';
import { describeValue, Pick3Error } from '../errors/errors.js';
import { BOX_VALUE, TYPE_INDEX } from '../numbers/numbers.js';
import type { PoolId, Tables } from '../tables/tables.js';
import { parsePoolId, poolMembers } from './pools.js';

/** Pools are judged at the Day / Eve / Nite draws only, as the tracker records them. */
const POOL_DRAW_TIMES = ['DAY', 'EVE', 'NITE'] as const;
const STRAIGHTS_PER_TYPE = [6, 3, 1] as const;

/**
 * Options of {@link poolBacktest}. The defaults are the live pools' own: the newest 730 draws of the
 * evaluated draw's time within the newest 1,500 draws of all times.
 *
 * @example
 * ```ts
 * import type { PoolBacktestOptions } from '@pick3/core';
 * const options: PoolBacktestOptions = { limit: 730, windowSize: 1500, from: '2020-01-01' };
 * ```
 */
export interface PoolBacktestOptions {
  /** Elimination depth: at most this many draws of the evaluated draw's time (1–730, default 730). */
  limit?: number | undefined;
  /** Those draws are taken from this many draws (all times) before it (1–1500, default 1500). */
  windowSize?: number | undefined;
  /** First date evaluated (ISO, inclusive). */
  from?: string | undefined;
  /** Last date evaluated (ISO, inclusive). */
  to?: string | undefined;
  /** A replaced pool member list (domain.md §8). */
  tables?: Partial<Pick<Tables, 'pools'>> | undefined;
}

/**
 * A pool's hit rate over a set of evaluated draws ({@link BacktestPeriod}: `chanceRate` is the
 * straights the remaining members cover / 1,000, what a fair draw gives them), with the tracker's
 * own baseline and the mean size of the pool's remaining set and of the elimination window.
 *
 * @example
 * ```ts
 * import type { PoolBacktestPeriod } from '@pick3/core';
 * const p: PoolBacktestPeriod = { evaluated: 100, hits: 4, hitRate: 0.04, chanceRate: 0.05, low: 0.016, high: 0.098, trackerChanceRate: 0.045, meanRemaining: 9.9, meanDepth: 500 };
 * ```
 */
export interface PoolBacktestPeriod extends BacktestPeriod {
  /** Mean remaining / 220: the chance rate the live tracker states (domain.md §7). */
  trackerChanceRate: number;
  /** Mean count of the pool's remaining members before each evaluated draw. */
  meanRemaining: number;
  /** Mean count of draws eliminated before each evaluated draw. */
  meanDepth: number;
}

/**
 * The answer of {@link poolBacktest}: overall and per draw time (those with an evaluated draw).
 *
 * @example
 * ```ts
 * import { poolBacktest, type PoolBacktest } from '@pick3/core';
 * const result: PoolBacktest = poolBacktest(gaDraws, '1-1');
 * ```
 */
export interface PoolBacktest {
  /** The pool's route id, e.g. `'1-1'`. */
  poolId: PoolId;
  limit: number;
  windowSize: number;
  /** ISO dates of the first and last evaluated draws; null when none was evaluated. */
  first: string | null;
  last: string | null;
  overall: PoolBacktestPeriod;
  byDrawTime: Array<PoolBacktestPeriod & { drawTime: DrawTimeCode }>;
}

function checkSize(field: 'limit' | 'windowSize', value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${field} must be an integer from 1 to ${max}, got ${describeValue(value)}.`,
      { field },
    );
  }
  return value;
}

function checkDate(field: 'from' | 'to', value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isIsoDate(value)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${field} must be an ISO date (YYYY-MM-DD), got ${describeValue(value)}.`,
      { field },
    );
  }
  return value;
}

interface Tally {
  evaluated: number;
  hits: number;
  chance: number;
  trackerChance: number;
  remaining: number;
  depth: number;
}

const emptyTally = (): Tally => ({
  evaluated: 0,
  hits: 0,
  chance: 0,
  trackerChance: 0,
  remaining: 0,
  depth: 0,
});

function period(t: Tally): PoolBacktestPeriod {
  const mean = (sum: number) => (t.evaluated === 0 ? 0 : sum / t.evaluated);
  return {
    evaluated: t.evaluated,
    hits: t.hits,
    hitRate: mean(t.hits),
    chanceRate: mean(t.chance),
    ...wilsonInterval(t.hits, t.evaluated),
    trackerChanceRate: mean(t.trackerChance),
    meanRemaining: mean(t.remaining),
    meanDepth: mean(t.depth),
  };
}

/**
 * Backtests a Georgia pool the way its tracker scores it (domain.md §7), over a stored history: before
 * each Day, Eve or Nite draw, the pool's remaining members are those not drawn (as a box key) in the
 * newest `limit` draws of that draw time among the `windowSize` draws before it, exactly as the live
 * pool is computed; the draw is a hit when its box key is one of them. Reported overall and per draw
 * time against the chance a fair draw gives the remaining members, with 95 % Wilson intervals. Draws
 * with fewer than `windowSize` draws before them are not evaluated (the live window is always full).
 *
 * @throws {@link Pick3Error} `INVALID_POOL`, `INVALID_OPTION` (with `field`: limit, windowSize,
 * from, to), `INVALID_TABLE`, or a malformed draw's code.
 * @example
 * ```ts
 * import { poolBacktest } from '@pick3/core';
 * const { overall, byDrawTime } = poolBacktest(gaDraws, '1-1', { from: '2020-01-01' });
 * overall.hitRate; // against overall.chanceRate, inside [overall.low, overall.high]?
 * ```
 */
export function poolBacktest(
  draws: readonly Draw[],
  poolId: PoolId | string,
  options: PoolBacktestOptions = {},
): PoolBacktest {
  const id = parsePoolId(poolId);
  const limit = checkSize('limit', options.limit ?? MAX_LIMIT, MAX_LIMIT);
  const windowSize = checkSize(
    'windowSize',
    options.windowSize ?? MAX_WINDOW_SIZE,
    MAX_WINDOW_SIZE,
  );
  const from = checkDate('from', options.from);
  const to = checkDate('to', options.to);
  if (!Array.isArray(draws)) {
    throw new Pick3Error('INVALID_OPTION', `draws must be an array, got ${describeValue(draws)}.`, {
      field: 'draws',
    });
  }
  const members = poolMembers(id, options.tables);
  const isMember = new Uint8Array(1000);
  for (const key of members) isMember[Number(key)] = 1;

  const { order, values } = chronologicalOrder(draws);
  const n = order.length;
  const rankOf = (k: number) => DRAW_TIME_RANK[draws[order[k]!]!.drawTime]!;

  // Per draw time: the chronological positions of its draws, and a sliding window over them holding
  // the draws the live pool would eliminate. Both window ends only move forward as k grows.
  const positions: number[][] = [[], [], [], []];
  const seen = [0, 0, 0, 0];
  const lo = [0, 0, 0, 0];
  const hi = [0, 0, 0, 0];
  for (let k = 0; k < n; k++) positions[rankOf(k)]!.push(k);
  const count = [0, 1, 2, 3].map(() => new Uint16Array(1000));
  const drawnMembers = [0, 0, 0, 0];
  const drawnStraights = [0, 0, 0, 0];
  let memberStraights = 0;
  for (const key of members)
    memberStraights += STRAIGHTS_PER_TYPE[TYPE_INDEX[Number(key)]! as 0 | 1 | 2];
  const change = (r: number, k: number, delta: 1 | -1) => {
    const key = BOX_VALUE[values[order[k]!]!]!;
    const c = count[r]!;
    if (delta === 1 ? c[key]!++ === 0 : --c[key]! === 0) {
      if (isMember[key] === 1) {
        drawnMembers[r]! += delta;
        drawnStraights[r]! += delta * STRAIGHTS_PER_TYPE[TYPE_INDEX[key]! as 0 | 1 | 2];
      }
    }
  };

  const tallies = new Map<DrawTimeCode, Tally>(POOL_DRAW_TIMES.map((t) => [t, emptyTally()]));
  const total = emptyTally();
  let first: string | null = null;
  let last: string | null = null;
  for (let k = 0; k < n; k++) {
    const draw = draws[order[k]!]!;
    const r = rankOf(k);
    const j = seen[r]!++;
    const tally = tallies.get(draw.drawTime);
    if (k < windowSize || tally === undefined) continue;
    if ((from !== undefined && draw.date < from) || (to !== undefined && draw.date > to)) continue;
    const seq = positions[r]!;
    while (hi[r]! < j) change(r, seq[hi[r]!++]!, 1);
    while (lo[r]! < j && (lo[r]! < j - limit || seq[lo[r]!]! < k - windowSize)) {
      change(r, seq[lo[r]!++]!, -1);
    }
    const key = BOX_VALUE[values[order[k]!]!]!;
    const remaining = members.length - drawnMembers[r]!;
    const hit = isMember[key] === 1 && count[r]![key] === 0;
    for (const t of [tally, total]) {
      t.evaluated++;
      if (hit) t.hits++;
      t.chance += (memberStraights - drawnStraights[r]!) / 1000;
      t.trackerChance += remaining / 220;
      t.remaining += remaining;
      t.depth += hi[r]! - lo[r]!;
    }
    first ??= draw.date;
    last = draw.date;
  }
  return {
    poolId: id,
    limit,
    windowSize,
    first,
    last,
    overall: period(total),
    byDrawTime: POOL_DRAW_TIMES.filter((t) => tallies.get(t)!.evaluated > 0).map((drawTime) => ({
      drawTime,
      ...period(tallies.get(drawTime)!),
    })),
  };
}
