import { POOL_STATE } from '@pick3/core';
import type { AddToCartBody } from '@pick3/contract';
import { PRICE_PER_PLAY_CENTS } from '@pick3/contract/field-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { addToCartFailureToast, type PoolLimit } from '../cart-rules.js';
import { CART_KEY, type CartItem } from './get-cart.js';

export interface AddToCartInput {
  number: string;
  /** The pool label, e.g. '1,1'. */
  lottoPool: string;
  /**
   * The draw time the pool was shown for, as a label. Spec §7 sends 'Evening', the default; the
   * Day / Eve / Nite buttons choose another, and the server checks the number against that draw.
   */
  drawTime?: string;
}

/** Pool plays are Georgia straights at $1 (spec §7). */
export function addToCart(input: AddToCartInput): Promise<CartItem> {
  return apiFetch<CartItem>('/api/cart/add', {
    method: 'POST',
    json: {
      number: input.number,
      state: POOL_STATE,
      drawTime: input.drawTime ?? 'Evening',
      playType: 'Straight',
      lottoPool: input.lottoPool,
      quantity: 1,
      pricePerPlay: PRICE_PER_PLAY_CENTS,
    } satisfies AddToCartBody,
  });
}

function poolLimitOf(body: unknown): PoolLimit | undefined {
  if (typeof body !== 'object' || body === null || !('poolLimit' in body)) return undefined;
  const limit = (body as { poolLimit: unknown }).poolLimit;
  if (typeof limit !== 'object' || limit === null) return undefined;
  const { currentCount, maxCount } = limit as Record<string, unknown>;
  return typeof currentCount === 'number' && typeof maxCount === 'number'
    ? { currentCount, maxCount }
    : undefined;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
    onError: (error) => {
      const apiError = error instanceof ApiError ? error : undefined;
      notify(addToCartFailureToast(apiError?.serverMessage, poolLimitOf(apiError?.body)));
    },
  });
}
