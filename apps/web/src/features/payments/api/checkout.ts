import { apiFetch } from '../../../lib/api-client.js';

export type OrderKind = 'cart' | 'subscription';

export interface CreateOrderInput {
  kind: OrderKind;
  /** For a subscription during signup: the verified address the account was created with. */
  email?: string;
}

export interface CaptureResult {
  status?: string;
  /** Returned when a subscription capture activates an account. */
  token?: string;
}

/** Creates an order; the server computes the amount from the cart or the plan. */
export function createOrder(input: CreateOrderInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/paypal/order', {
    method: 'POST',
    json: { ...input, currency: 'USD', intent: 'CAPTURE' },
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
