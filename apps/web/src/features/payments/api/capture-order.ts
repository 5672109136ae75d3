import { apiFetch } from '../../../lib/api-client.js';
import type { OrderKind } from './create-order.js';

export interface CaptureResult {
  status: 'COMPLETED';
  kind: OrderKind;
  mode: 'live' | 'sandbox';
  amount: string;
  activated?: boolean;
  /** Plays bought by this capture (cart orders). */
  purchased?: number;
  /** Set when a signup got its session with this capture. */
  token?: string;
  message: string;
}

/** Captures an approved order: activates the subscription or buys the cart (idempotent). */
export function captureOrder(orderId: string): Promise<CaptureResult> {
  return apiFetch<CaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}
