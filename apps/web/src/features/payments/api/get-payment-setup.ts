import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export interface SubscriptionPlan {
  name: string;
  /** Per month, e.g. "5.00". */
  amount: string;
  currency: 'USD';
  /** The paid period: the subscription ends after it unless paid again. */
  months: number;
  /** Exactly what the subscription adds to what every visitor has. */
  benefits: string[];
}

export interface PaymentSetup {
  clientToken: string;
  /** 'sandbox' when no real money moves (PayPal's sandbox or the local one). */
  mode: 'live' | 'sandbox';
  /** 'paypal': the buyer approves in PayPal's window; 'sandbox': in the app's own approval dialog. */
  provider: 'paypal' | 'sandbox';
  plan: SubscriptionPlan;
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
