import { t } from '../../i18n/i18n.js';
/**
 * Client rules of the fishing basket (spec §4 Cart, §5, §8, §9): how a typed quantity becomes a
 * server call, how money is shown, and which toast an add refusal gets.
 */
import type { PoolLimit } from '@pick3/contract';
import { MAX_QUANTITY, quantityProblem } from '@pick3/contract/field-rules';

/**
 * The quantity a typed value stands for: a whole number, or 1 for text that is not a number; above
 * the server's limit it stops at the limit (the server would refuse it).
 */
export function parseQuantity(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return 1;
  const quantity = Math.trunc(value);
  return quantityProblem(quantity) === null ? quantity : MAX_QUANTITY;
}

export type QuantityChange =
  { kind: 'none' } | { kind: 'remove' } | { kind: 'update'; quantity: number };

/** What a new quantity does to an item: nothing, an update, or removal when it is below 1. */
export function quantityChange(current: number, raw: string | number): QuantityChange {
  const quantity = parseQuantity(raw);
  if (quantity < 1) return { kind: 'remove' };
  if (quantity === current) return { kind: 'none' };
  return { kind: 'update', quantity };
}

/** Cents as dollars with 2 decimals: 250 → '$2.50'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type { PoolLimit };

export interface Toast {
  title: string;
  message: string;
  color: 'red' | 'green' | 'blue' | 'yellow';
}

/** The toast for a refused add-to-cart: a pool-limit refusal names the counts. */
export function addToCartFailureToast(
  message: string | undefined,
  poolLimit: PoolLimit | undefined,
): Toast {
  if (poolLimit) {
    const text = message && message.trim() !== '' ? message : t('cart.poolLimitReached');
    return {
      title: t('cart.poolLimitReached2'),
      message: `${text} (${poolLimit.currentCount}/${poolLimit.maxCount})`,
      color: 'yellow',
    };
  }
  return {
    title: t('common.error'),
    message: message && message.trim() !== '' ? message : t('cart.failedToAddItem'),
    color: 'red',
  };
}
