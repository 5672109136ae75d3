import { describe, expect, it } from 'vitest';
import { countAfter, drawTimeIn, intentOf, numberIn, stateIn } from './offline-analyst.service.js';

describe('offline analyst intents', () => {
  it.each([
    ['last draws GA', 'latest'],
    ['show me the latest results for Texas', 'latest'],
    ['is 123 a repeat?', 'repeat'],
    ['has 450 been drawn before in NY', 'repeat'],
    ['remaining numbers GA last 50', 'remaining'],
    ['what is left to play after elimination', 'remaining'],
    ['odds of 112 box', 'odds'],
    ['what are my chances', 'odds'],
    ['610', 'lookup'],
    ['which states are covered?', 'coverage'],
    ['is the data up to date', 'coverage'],
    ['hello there', 'help'],
    ['when did 123 last hit in Texas?', 'history'],
    ['how often has 450 come up', 'history'],
    ['how many times was 007 drawn in GA', 'history'],
    ['is 123 due in GA?', 'history'],
    ['what numbers are due in GA', 'due'],
    ['which numbers are overdue', 'due'],
    ['show the longest skips in Georgia', 'due'],
    ['digit frequency GA last 100', 'frequency'],
    ['which digits come up most often in the first position', 'frequency'],
    ['backtest last 50 GA', 'backtest'],
    ['back-test elimination depth 20 over 200 draws', 'backtest'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('finds states by code or name without mistaking words for codes', () => {
    expect(stateIn('last draws GA')).toBe('GA');
    expect(stateIn('results in georgia please')).toBe('GA');
    expect(stateIn('what came out in Texas')).toBe('TX');
    expect(stateIn('is it ok or me')).toBeUndefined();
    expect(stateIn('results for ny')).toBe('NY');
  });

  it('reads counts and draw times beside the number', () => {
    expect(numberIn('digit frequency GA last 100')).toBeUndefined();
    expect(numberIn('backtest over the last 365 draws')).toBeUndefined();
    expect(numberIn('when did 123 last hit over 500 draws')).toBe('123');
    expect(countAfter('digit frequency GA last 100', 'last')).toBe(100);
    expect(countAfter('backtest last 50 GA over the last 200 draws', 'over')).toBe(200);
    expect(countAfter('backtest GA', 'last')).toBeUndefined();
    expect(drawTimeIn('due numbers GA evening')).toBe('EVE');
    expect(drawTimeIn('midday frequency')).toBe('DAY');
    expect(drawTimeIn('when did 123 last hit')).toBeUndefined();
  });

  it('reads three-digit numbers only', () => {
    expect(numberIn('is 007 a repeat')).toBe('007');
    expect(numberIn('last 1000 draws')).toBeUndefined();
    expect(numberIn('1.234')).toBeUndefined();
  });
});
