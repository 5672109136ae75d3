import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

/** One paid play of the visitor, newest first. */
export interface PurchasedNumber {
  id: string;
  orderId: string;
  number: string;
  state: string;
  drawTime: string;
  playType: string;
  lottoPool: string;
  quantity: number;
  /** Cents. */
  pricePerPlay: number;
  /** ISO timestamp. */
  purchasedAt: string;
}

export async function getPurchasedNumbers(): Promise<PurchasedNumber[]> {
  const { plays } = await apiFetch<{ plays: PurchasedNumber[] }>('/api/purchased-numbers');
  return plays;
}

export function purchasedNumbersQueryOptions() {
  return queryOptions({ queryKey: ['/api/purchased-numbers'], queryFn: getPurchasedNumbers });
}

export function usePurchasedNumbers() {
  return useQuery(purchasedNumbersQueryOptions());
}
