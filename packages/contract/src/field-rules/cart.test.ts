import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, quantityProblem } from './cart.js';

describe('cart limits (spec §9)', () => {
  it('allows up to MAX_QUANTITY plays of one number', () => {
    expect(quantityProblem(MAX_QUANTITY)).toBeNull();
    expect(quantityProblem(MAX_QUANTITY + 1)?.code).toBe('QUANTITY_TOO_LARGE');
  });
});
