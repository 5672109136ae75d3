import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@pick3/contract/field-rules';
import { addToCartFailureToast, formatCents, parseQuantity, quantityChange } from './cart-rules.js';

describe('parseQuantity', () => {
  it('turns invalid text into 1', () => {
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('   ')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('2x')).toBe(1);
    expect(parseQuantity(Number.NaN)).toBe(1);
  });

  it('keeps whole numbers and drops fractions', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity(4.9)).toBe(4);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity(-2)).toBe(-2);
  });

  it("stops at the server's limit of plays per number", () => {
    expect(parseQuantity(String(MAX_QUANTITY))).toBe(MAX_QUANTITY);
    expect(parseQuantity('250')).toBe(MAX_QUANTITY);
    expect(quantityChange(MAX_QUANTITY, MAX_QUANTITY + 1)).toEqual({ kind: 'none' });
  });
});

describe('quantityChange', () => {
  it('removes the item below 1', () => {
    expect(quantityChange(3, 0)).toEqual({ kind: 'remove' });
    expect(quantityChange(3, '-1')).toEqual({ kind: 'remove' });
  });

  it('updates to a new quantity and does nothing for the same one', () => {
    expect(quantityChange(1, 5)).toEqual({ kind: 'update', quantity: 5 });
    expect(quantityChange(5, '5')).toEqual({ kind: 'none' });
    // Invalid text means 1, which is an update unless the quantity already is 1.
    expect(quantityChange(4, 'x')).toEqual({ kind: 'update', quantity: 1 });
    expect(quantityChange(1, '')).toEqual({ kind: 'none' });
  });
});

describe('formatCents', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(100)).toBe('$1.00');
    expect(formatCents(250)).toBe('$2.50');
    expect(formatCents(1205)).toBe('$12.05');
    expect(formatCents(-99)).toBe('-$0.99');
  });
});

describe('addToCartFailureToast', () => {
  it('names the counts on a pool-limit refusal', () => {
    expect(addToCartFailureToast('Pool 1,1 is full', { currentCount: 19, maxCount: 19 })).toEqual({
      title: 'Pool Limit Reached',
      message: 'Pool 1,1 is full (19/19)',
      color: 'yellow',
    });
  });

  it('shows the error text, or the fallback, for other failures', () => {
    expect(addToCartFailureToast('Invalid number', undefined)).toMatchObject({
      title: 'Error',
      message: 'Invalid number',
    });
    expect(addToCartFailureToast(undefined, undefined)).toMatchObject({
      title: 'Error',
      message: 'Failed to add item to cart',
    });
    expect(addToCartFailureToast('  ', undefined).message).toBe('Failed to add item to cart');
  });
});
