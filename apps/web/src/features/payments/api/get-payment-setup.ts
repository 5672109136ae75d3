import type { PaymentSetup, SubscriptionPlan } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type { PaymentSetup, SubscriptionPlan };

export function getPaymentSetup(): Promise<PaymentSetup> {
  return apiFetch<PaymentSetup>('/paypal/setup');
}

export function paymentSetupQueryOptions() {
  return queryOptions({
    queryKey: ['/paypal/setup'],
    queryFn: getPaymentSetup,
    staleTime: Infinity,
  });
}

export function usePaymentSetup() {
  return useQuery(paymentSetupQueryOptions());
}
