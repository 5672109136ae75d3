import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { ALL_STRAIGHTS, digitTypeOf, toBoxKey } from '../numbers/numbers.js';
import { boxOddsOf, playOdds, playWins } from './plays.js';

const straight = fc.constantFrom(...ALL_STRAIGHTS);

describe('playWins', () => {
  it('wins a straight play only on the exact number', () => {
    expect(playWins({ number: '123', mode: 'straight' }, '123')).toBe(true);
    expect(playWins({ number: '123', mode: 'straight' }, '321')).toBe(false);
  });

  it('wins a box play on any order of its digits', () => {
    expect(playWins({ number: '123', mode: 'box' }, '312')).toBe(true);
    expect(playWins({ number: '112', mode: 'box' }, '121')).toBe(true);
    expect(playWins({ number: '112', mode: 'box' }, '122')).toBe(false);
  });

  it('a box play wins exactly when the box keys agree, and a straight win is always a box win', () => {
    fc.assert(
      fc.property(straight, straight, (number, drawn) => {
        const box = playWins({ number, mode: 'box' }, drawn);
        expect(box).toBe(toBoxKey(number) === toBoxKey(drawn));
        if (playWins({ number, mode: 'straight' }, drawn)) expect(box).toBe(true);
      }),
    );
  });

  it('refuses a number that is not three digits, naming the field', () => {
    try {
      playWins({ number: '12', mode: 'box' }, '123');
      expect.unreachable();
    } catch (error) {
      expect(isPick3Error(error) && error.code).toBe('INVALID_NUMBER');
    }
  });
});

describe('playOdds', () => {
  it('gives 1 in 1,000 for every straight play', () => {
    fc.assert(
      fc.property(straight, (number) => {
        expect(playOdds({ number, mode: 'straight' }).chance).toBeCloseTo(0.001, 12);
      }),
    );
  });

  it('gives a box play the chance of its digit type, counted over all 1,000 draws', () => {
    fc.assert(
      fc.property(straight, (number) => {
        const wins = ALL_STRAIGHTS.filter((d) => playWins({ number, mode: 'box' }, d)).length;
        const odds = playOdds({ number, mode: 'box' });
        expect(odds.chance).toBeCloseTo(wins / 1000, 12);
        expect(odds.oneIn).toBeCloseTo(boxOddsOf(digitTypeOf(number)).oneIn, 9);
      }),
      { numRuns: 50 },
    );
  });
});

describe('boxOddsOf', () => {
  it('gives 6, 3 and 1 winning orders out of 1,000', () => {
    expect(boxOddsOf('single').chance).toBeCloseTo(0.006, 12);
    expect(boxOddsOf('double').chance).toBeCloseTo(0.003, 12);
    expect(boxOddsOf('triple')).toEqual({ chance: 0.001, oneIn: 1000 });
  });
});
