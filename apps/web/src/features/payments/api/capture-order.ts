import type { CaptureResult } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

export type { CaptureResult };

/** Captures an approved order: activates the subscription or buys the cart (idempotent). */
export function captureOrder(orderId: string): Promise<CaptureResult> {
  return apiFetch<CaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}
