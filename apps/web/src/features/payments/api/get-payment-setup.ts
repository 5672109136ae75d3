import type { PaymentSetup, SubscriptionPlan } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeLanguage } from '../../../i18n/i18n.js';
import { apiFetch } from '../../../lib/api-client.js';

export type { PaymentSetup, SubscriptionPlan };

export function getPaymentSetup(): Promise<PaymentSetup> {
  return apiFetch<PaymentSetup>('/paypal/setup');
}

export function paymentSetupQueryOptions() {
  return queryOptions({
    // The plan's benefit lines come in the page's language (Accept-Language), so each language is
    // its own answer.
    queryKey: ['/paypal/setup', activeLanguage()],
    queryFn: getPaymentSetup,
    staleTime: Infinity,
  });
}

export function usePaymentSetup() {
  return useQuery(paymentSetupQueryOptions());
}
