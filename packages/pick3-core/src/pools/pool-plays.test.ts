import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_STRAIGHTS, BOX_KEYS, toBoxKey } from '../numbers/numbers.js';
import { poolLimit, poolPlayRefusal } from './pool-plays.js';

describe('poolPlayRefusal', () => {
  const pool = { removedNumbers: ['012'], remainingNumbers: ['345'] };

  it('allows a remaining number in any order of its digits', () => {
    expect(poolPlayRefusal(pool, '345')).toBeNull();
    expect(poolPlayRefusal(pool, '534')).toBeNull();
  });

  it('refuses a removed number and a number outside the pool, saying which', () => {
    expect(poolPlayRefusal(pool, '120')).toBe('NUMBER_REMOVED');
    expect(poolPlayRefusal(pool, '999')).toBe('NOT_IN_POOL');
  });

  it('allows exactly the remaining box keys', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...BOX_KEYS), { maxLength: 30 }),
        fc.constantFrom(...ALL_STRAIGHTS),
        (keys, number) => {
          const half = Math.floor(keys.length / 2);
          const standing = {
            removedNumbers: keys.slice(0, half),
            remainingNumbers: keys.slice(half),
          };
          const allowed = poolPlayRefusal(standing, number) === null;
          expect(allowed).toBe(standing.remainingNumbers.includes(toBoxKey(number)));
        },
      ),
    );
  });
});

describe('poolLimit', () => {
  it('is full once the cart holds as many lines as the pool has remaining numbers', () => {
    const pool = { remainingNumbers: ['345', '678'] };
    expect(poolLimit(pool, 0)).toEqual({ currentCount: 0, maxCount: 2, full: false });
    expect(poolLimit(pool, 2)).toEqual({ currentCount: 2, maxCount: 2, full: true });
    expect(poolLimit({ remainingNumbers: [] }, 0).full).toBe(true);
  });
});
