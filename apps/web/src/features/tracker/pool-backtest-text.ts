import { DRAW_TIME_LABELS, type PoolBacktestPeriod } from '@pick3/core';
import type { DrawTimeCode } from '@pick3/core';

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** A backtest row's label: the draw time, or all of them. */
export function backtestRowLabel(drawTime: DrawTimeCode | null): string {
  return drawTime === null ? 'All draws' : DRAW_TIME_LABELS[drawTime];
}

/** `4.1% (3.8–4.4%)`: the hit rate with its 95 % interval. */
export function hitRateWithInterval(
  p: Pick<PoolBacktestPeriod, 'hitRate' | 'low' | 'high'>,
): string {
  return `${pct(p.hitRate)} (${(p.low * 100).toFixed(1)}–${pct(p.high)})`;
}

/**
 * Where chance lies against the interval: inside it the pool did what random picks do; outside, the
 * history differs from chance by more than the 95 % interval allows.
 */
export function chanceVerdict(
  p: Pick<PoolBacktestPeriod, 'evaluated' | 'chanceRate' | 'low' | 'high'>,
): string {
  if (p.evaluated === 0) return 'no draws to judge';
  if (p.chanceRate < p.low) return 'above chance';
  if (p.chanceRate > p.high) return 'below chance';
  return 'within chance';
}

/** The one-line result beside the live hit rate. */
export function backtestSummary(p: PoolBacktestPeriod): string {
  if (p.evaluated === 0) return 'Backtest: no stored draws to test yet';
  return (
    `Backtest: ${whole(p.hits)}/${whole(p.evaluated)} draws hit the remaining numbers, ` +
    `${hitRateWithInterval(p)} vs chance ${pct(p.chanceRate)}: ${chanceVerdict(p)}`
  );
}

/** How the backtest was run and what the chance baseline is, stated once under the table. */
export function backtestMethod(
  p: Pick<PoolBacktestPeriod, 'meanDepth' | 'meanRemaining'>,
  first: string | null,
  last: string | null,
): string {
  const range = first === null || last === null ? '' : ` from ${first} to ${last}`;
  return (
    `Each stored Georgia draw${range} is scored as the tracker scores it: a hit when its box number ` +
    `was among the pool's remaining numbers after eliminating the previous draws of its draw time ` +
    `(the last 730 within the last 1,500 draws, about ${whole(p.meanDepth)} on average, leaving ` +
    `${p.meanRemaining.toFixed(1)} numbers). Chance is the share of the 1,000 straights those ` +
    `numbers cover, what a fair draw gives them; the range is a 95% Wilson interval. Past hits do ` +
    `not change the next draw's odds.`
  );
}
