import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { CART_KEY } from './get-cart.js';
import { t } from '../../../i18n/i18n.js';

export function clearCart(): Promise<unknown> {
  return apiFetch('/api/cart/clear', { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
    onError: () =>
      notify({ title: t('common.error'), message: t('cart.failedToClearCart'), color: 'red' }),
  });
}
