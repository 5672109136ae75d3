import { apiFetch } from '../../../lib/api-client.js';

export type OrderKind = 'cart' | 'subscription';

/**
 * The order's subject. A subscription is for the logged-in account or the verified signup waiting
 * for payment (the server knows it from the session cookie); a cart order is the visitor's cart.
 */
export interface CreateOrderInput {
  kind: OrderKind;
}

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

/** Creates an order; the server computes the amount from the cart or the plan. */
export function createOrder(input: CreateOrderInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/paypal/order', {
    method: 'POST',
    json: { kind: input.kind, currency: 'USD', intent: 'CAPTURE' },
  });
}

export function captureOrder(orderId: string): Promise<CaptureResult> {
  return apiFetch<CaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}

/**
 * The whole checkout as our own button drives it: the provider's script cannot be loaded
 * offline, so the order is created and captured through our server's REST endpoints.
 */
export async function checkout(input: CreateOrderInput): Promise<CaptureResult> {
  const order = await createOrder(input);
  return captureOrder(order.id);
}
