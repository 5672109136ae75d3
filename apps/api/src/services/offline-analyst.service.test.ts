import { describe, expect, it } from 'vitest';
import { intentOf, numberIn, stateIn } from './offline-analyst.service.js';

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

  it('reads three-digit numbers only', () => {
    expect(numberIn('is 007 a repeat')).toBe('007');
    expect(numberIn('last 1000 draws')).toBeUndefined();
    expect(numberIn('1.234')).toBeUndefined();
  });
});
