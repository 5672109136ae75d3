import { apiFetch } from '../../../lib/api-client.js';

export type OrderKind = 'cart' | 'subscription';

export interface Order {
  /** The provider's order id. */
  id: string;
  kind: OrderKind;
  /** e.g. "5.00" */
  amount: string;
  amountCents: number;
  currency: 'USD';
  mode: 'live' | 'sandbox';
  /** PayPal's window where the buyer approves; null with the local sandbox (its own dialog). */
  approveUrl: string | null;
}

/**
 * Creates an order; the server computes the amount (the cart total, or $5.00 for the plan). A
 * subscription is for the logged-in account or the verified signup waiting for payment: the
 * server knows which from the session cookie.
 */
export function createOrder(kind: OrderKind): Promise<Order> {
  return apiFetch<Order>('/paypal/order', {
    method: 'POST',
    json: { kind, currency: 'USD', intent: 'CAPTURE' },
  });
}
