import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export interface PaymentSetup {
  clientToken: string;
  /** 'sandbox' when the server talks to the provider's test system: no real money moves. */
  mode: 'live' | 'sandbox';
}

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
