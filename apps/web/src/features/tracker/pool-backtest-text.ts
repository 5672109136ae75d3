import { type PoolBacktestPeriod } from '@pick3/core';
import type { DrawTimeCode } from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** A backtest row's label: the draw time, or all of them. */
export function backtestRowLabel(drawTime: DrawTimeCode | null): string {
  return drawTime === null ? t('tracker.allDraws') : drawTimeLabel(drawTime);
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
  if (p.evaluated === 0) return t('tracker.noDrawsToJudge');
  if (p.chanceRate < p.low) return t('tracker.aboveChance');
  if (p.chanceRate > p.high) return t('tracker.belowChance');
  return t('tracker.withinChance');
}

/** The one-line result beside the live hit rate. */
export function backtestSummary(p: PoolBacktestPeriod): string {
  if (p.evaluated === 0) return t('tracker.backtestNoStoredDraws');
  return (
    t('tracker.backtestDrawsHitThe', { whole: whole(p.hits), whole2: whole(p.evaluated) }) +
    t('tracker.vsChance', {
      hitRateWithInterval: hitRateWithInterval(p),
      pct: pct(p.chanceRate),
      chanceVerdict: chanceVerdict(p),
    })
  );
}

/** How the backtest was run and what the chance baseline is, stated once under the table. */
export function backtestMethod(
  p: Pick<PoolBacktestPeriod, 'meanDepth' | 'meanRemaining'>,
  first: string | null,
  last: string | null,
): string {
  const range = first === null || last === null ? '' : t('tracker.fromTo', { first, last });
  return (
    t('tracker.eachStoredGeorgiaDraw', { range }) +
    t('tracker.wasAmongThePool') +
    t('tracker.theLast730Within', { whole: whole(p.meanDepth) }) +
    t('tracker.numbersChanceIsThe', { toFixed: p.meanRemaining.toFixed(1) }) +
    t('tracker.numbersCoverWhatA') +
    t('tracker.notChangeTheNext')
  );
}
