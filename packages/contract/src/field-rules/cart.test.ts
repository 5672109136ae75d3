import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, poolLimitProblem, quantityProblem } from './cart.js';

describe('cart limits (spec §9)', () => {
  it('allows up to MAX_QUANTITY plays of one number', () => {
    expect(quantityProblem(MAX_QUANTITY)).toBeNull();
    expect(quantityProblem(MAX_QUANTITY + 1)?.code).toBe('QUANTITY_TOO_LARGE');
  });

  it("refuses a pool's number once the pool holds its remaining count", () => {
    expect(poolLimitProblem('1,1', 4, 5)).toBeNull();
    expect(poolLimitProblem('1,1', 5, 5)).toEqual({
      code: 'POOL_LIMIT',
      message: 'Pool 1,1 can hold at most 5 numbers in the cart',
    });
  });
});
