import type { Cart, CartItem } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type { Cart, CartItem };

export const CART_KEY = ['/api/cart'] as const;

export function getCart(): Promise<Cart> {
  return apiFetch<Cart>('/api/cart');
}

/** The basket is refetched every 30 s (spec §9) so another tab's changes show up. */
export function cartQueryOptions() {
  return queryOptions({ queryKey: CART_KEY, queryFn: getCart, refetchInterval: 30_000 });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
