import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** One paid play of the visitor (shape confirmed against the API's schema). */
export interface PurchasedNumber {
  id: string;
  number: string;
  state: string;
  drawTime: string;
  playType: string;
  lottoPool: string;
  quantity: number;
  purchasedAt?: string;
}

export function getPurchasedNumbers(): Promise<PurchasedNumber[]> {
  return apiFetch<PurchasedNumber[]>('/api/purchased-numbers');
}

export function purchasedNumbersQueryOptions() {
  return queryOptions({ queryKey: ['/api/purchased-numbers'], queryFn: getPurchasedNumbers });
}

export function usePurchasedNumbers() {
  return useQuery(purchasedNumbersQueryOptions());
}
