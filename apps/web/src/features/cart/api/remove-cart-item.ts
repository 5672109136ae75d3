import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { CART_KEY } from './get-cart.js';
import { t } from '../../../i18n/i18n.js';

export function removeCartItem(id: string): Promise<unknown> {
  return apiFetch(`/api/cart/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
    onError: () =>
      notify({ title: t('common.error'), message: t('cart.failedToRemoveItem'), color: 'red' }),
  });
}
