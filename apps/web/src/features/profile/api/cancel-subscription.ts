import type { CancelSubscriptionReply } from '@pick3/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { ME_KEY } from './get-me.js';
import { SUBSCRIPTION_KEY } from './get-subscription.js';
import { t } from '../../../i18n/i18n.js';

export function cancelSubscription(): Promise<CancelSubscriptionReply> {
  return apiFetch<CancelSubscriptionReply>('/api/me/subscription/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      notify({
        title: t('profile.subscriptionCancelled'),
        message: t('profile.yourSubscriptionWillRemain'),
        color: 'green',
      });
    },
    onError: (error) =>
      notify({
        title: t('common.error'),
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          t('profile.failedToCancelSubscription'),
        color: 'red',
      }),
  });
}
