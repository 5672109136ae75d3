import type { PurchasedNumber, PurchasedNumbers } from '@pick3/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** One paid play of the visitor, newest first. */
export type { PurchasedNumber };

export async function getPurchasedNumbers(): Promise<PurchasedNumber[]> {
  const { plays } = await apiFetch<PurchasedNumbers>('/api/purchased-numbers');
  return plays;
}

export function purchasedNumbersQueryOptions() {
  return queryOptions({ queryKey: ['/api/purchased-numbers'], queryFn: getPurchasedNumbers });
}

export function usePurchasedNumbers() {
  return useQuery(purchasedNumbersQueryOptions());
}
