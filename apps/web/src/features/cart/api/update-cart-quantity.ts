import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { CART_KEY } from './get-cart.js';
import { t } from '../../../i18n/i18n.js';

export function updateCartQuantity(input: { id: string; quantity: number }): Promise<unknown> {
  return apiFetch(`/api/cart/${encodeURIComponent(input.id)}/quantity`, {
    method: 'PUT',
    json: { quantity: input.quantity },
  });
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
    onError: () =>
      notify({ title: t('common.error'), message: t('cart.failedToUpdateQuantity'), color: 'red' }),
  });
}
