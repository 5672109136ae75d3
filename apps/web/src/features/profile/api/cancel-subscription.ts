import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { ME_KEY } from './get-me.js';
import { SUBSCRIPTION_KEY } from './get-subscription.js';
import { t } from '../../../i18n/i18n.js';

export interface CancelSubscriptionResponse {
  subscription: {
    status: 'none' | 'active' | 'cancelled' | 'past_due';
    plan: string | null;
    /** ISO; access lasts until then. */
    nextBilling: string | null;
    hasAccess: boolean;
  };
  message: string;
}

export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiFetch<CancelSubscriptionResponse>('/api/me/subscription/cancel', { method: 'POST' });
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
        title: 'Error',
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          t('profile.failedToCancelSubscription'),
        color: 'red',
      }),
  });
}
