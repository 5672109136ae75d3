import type { Order } from './api/create-order.js';

/**
 * PayPal's buttons flow as states: the order is created on our server, the buyer approves it (in
 * PayPal's window, or the local sandbox's dialog), then our server captures it. Approve, cancel and
 * errors are only logged (spec §7); the caller shows the outcome.
 */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'creating' }
  | { step: 'approving'; order: Order; via: 'window' | 'dialog'; windowOpened: boolean }
  | { step: 'capturing'; order: Order; via: 'window' | 'dialog'; windowOpened: boolean };

export type CheckoutEvent =
  | { type: 'start' }
  | { type: 'created'; order: Order; windowOpened: boolean }
  | { type: 'approved'; orderId: string }
  /** A capture tried before PayPal's window was used: wait for it again. */
  | { type: 'not-approved' }
  | { type: 'cancelled'; orderId?: string }
  | { type: 'settled' };

export const idleCheckout: CheckoutState = { step: 'idle' };

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'creating' } : state;
    case 'created':
      if (state.step !== 'creating') return state;
      return {
        step: 'approving',
        order: event.order,
        via: event.order.approveUrl === null ? 'dialog' : 'window',
        windowOpened: event.windowOpened,
      };
    case 'approved':
      // Only the order this page is waiting for; a message about another order changes nothing.
      return state.step === 'approving' && state.order.id === event.orderId
        ? { ...state, step: 'capturing' }
        : state;
    case 'not-approved':
      return state.step === 'capturing' ? { ...state, step: 'approving' } : state;
    case 'cancelled':
      if (state.step === 'capturing') return state;
      if (
        event.orderId !== undefined &&
        state.step === 'approving' &&
        state.order.id !== event.orderId
      )
        return state;
      return idleCheckout;
    case 'settled':
      return idleCheckout;
  }
}

/** What PayPal's window says when it comes back to our return page (public/paypal-return.js). */
export interface ApprovalMessage {
  orderId: string;
  outcome: 'approved' | 'cancelled';
}

/** The channel public/paypal-return.js posts on (same name there). */
export const APPROVAL_CHANNEL = 'pick3-paypal';
const MESSAGE_TYPE = 'pick3-paypal-return';

/** The message, or null for anything else posted on the channel or to the window. */
export function readApprovalMessage(data: unknown): ApprovalMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, orderId, outcome } = data as Record<string, unknown>;
  if (type !== MESSAGE_TYPE || typeof orderId !== 'string' || orderId === '') return null;
  if (outcome !== 'approved' && outcome !== 'cancelled') return null;
  return { orderId, outcome };
}
