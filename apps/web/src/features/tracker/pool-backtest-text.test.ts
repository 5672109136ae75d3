import { describe, expect, it } from 'vitest';
import { poolBacktest } from '@pick3/core';
import {
  backtestMethod,
  backtestRowLabel,
  backtestSummary,
  chanceVerdict,
  hitRateWithInterval,
} from './pool-backtest-text.js';
import { syntheticHistory } from './testing/synthetic-history.js';

describe('pool backtest wording', () => {
  const result = poolBacktest(syntheticHistory(200), '2-2', { limit: 20, windowSize: 60 });

  it('states hits, the rate with its interval and the chance baseline', () => {
    const p = result.overall;
    expect(p.evaluated).toBe(600 - 60);
    expect(backtestSummary(p)).toBe(
      `Backtest: ${p.hits}/${p.evaluated} draws hit the remaining numbers, ` +
        `${(p.hitRate * 100).toFixed(1)}% (${(p.low * 100).toFixed(1)}–${(p.high * 100).toFixed(1)}%) ` +
        `vs chance ${(p.chanceRate * 100).toFixed(1)}%: ${chanceVerdict(p)}`,
    );
    expect(hitRateWithInterval({ hitRate: 0.041, low: 0.0375, high: 0.0449 })).toBe(
      '4.1% (3.8–4.5%)',
    );
  });

  it('says where chance lies against the interval', () => {
    const base = { evaluated: 100, low: 0.03, high: 0.06 };
    expect(chanceVerdict({ ...base, chanceRate: 0.045 })).toBe('within chance');
    expect(chanceVerdict({ ...base, chanceRate: 0.02 })).toBe('above chance');
    expect(chanceVerdict({ ...base, chanceRate: 0.07 })).toBe('below chance');
    expect(chanceVerdict({ ...base, evaluated: 0, chanceRate: 0.07 })).toBe('no draws to judge');
  });

  it('says when nothing could be tested', () => {
    const empty = poolBacktest(syntheticHistory(5), '1-1');
    expect(backtestSummary(empty.overall)).toBe('Backtest: no stored draws to test yet');
  });

  it('labels rows and states the method with the range and the mean depth', () => {
    expect(backtestRowLabel(null)).toBe('All draws');
    expect(backtestRowLabel('NITE')).toBe('Night');
    const text = backtestMethod(result.overall, result.first, result.last);
    expect(text).toContain(`from ${result.first} to ${result.last}`);
    expect(text).toContain(`about ${Math.round(result.overall.meanDepth)} on average`);
    expect(text).toContain('the share of the 1,000 straights');
  });
});
