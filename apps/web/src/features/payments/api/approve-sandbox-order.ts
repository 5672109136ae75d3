import type { ApprovedOrder } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

/** The local sandbox's approval (demo mode): stands in for the buyer's approval in PayPal's window. */
export function approveSandboxOrder(orderId: string): Promise<ApprovedOrder> {
  return apiFetch(`/paypal/sandbox/order/${encodeURIComponent(orderId)}/approve`, {
    method: 'POST',
  });
}
