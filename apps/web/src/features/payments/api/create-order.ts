import type { Order, OrderKind } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

export type { Order, OrderKind };

/**
 * Creates an order; the server computes the amount (the cart total, or $5.00 for the plan). A
 * subscription is for the logged-in account or the verified signup waiting for payment: the
 * server knows which from the session cookie.
 */
export function createOrder(kind: OrderKind, confirmOlderData = false): Promise<Order> {
  return apiFetch<Order>('/paypal/order', {
    method: 'POST',
    json: {
      kind,
      currency: 'USD',
      intent: 'CAPTURE',
      ...(confirmOlderData && { confirmOlderData: true }),
    },
  });
}
