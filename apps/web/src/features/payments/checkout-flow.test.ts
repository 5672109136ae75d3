import { describe, expect, it } from 'vitest';
import type { Order } from './api/create-order.js';
import {
  checkoutReducer,
  idleCheckout,
  readApprovalMessage,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-flow.js';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ORDER-1',
  kind: 'cart',
  amount: '3.00',
  amountCents: 300,
  currency: 'USD',
  mode: 'sandbox',
  approveUrl: 'https://paypal.test/checkoutnow?token=ORDER-1',
  ...overrides,
});
const run = (events: CheckoutEvent[], from: CheckoutState = idleCheckout) =>
  events.reduce(checkoutReducer, from);

describe('checkout steps', () => {
  it("creates, waits for PayPal's window, then captures only after that order was approved", () => {
    const waiting = run([
      { type: 'start' },
      { type: 'created', order: order(), windowOpened: true },
    ]);
    expect(waiting).toEqual({
      step: 'approving',
      order: order(),
      via: 'window',
      windowOpened: true,
    });
    // Another order's approval (another tab) changes nothing here.
    expect(run([{ type: 'approved', orderId: 'ORDER-2' }], waiting)).toBe(waiting);
    const capturing = run([{ type: 'approved', orderId: 'ORDER-1' }], waiting);
    expect(capturing).toMatchObject({ step: 'capturing', order: { id: 'ORDER-1' } });
    // A capture tried before approval goes back to waiting; the end of a capture back to idle.
    expect(run([{ type: 'not-approved' }], capturing)).toEqual(waiting);
    expect(run([{ type: 'settled' }], capturing)).toEqual(idleCheckout);
  });

  it("uses the sandbox's dialog when the order has no approval link", () => {
    const waiting = run([
      { type: 'start' },
      { type: 'created', order: order({ approveUrl: null }), windowOpened: false },
    ]);
    expect(waiting).toMatchObject({ step: 'approving', via: 'dialog' });
  });

  it('cancels while waiting, but not a capture under way, and ignores events out of order', () => {
    const waiting = run([
      { type: 'start' },
      { type: 'created', order: order(), windowOpened: false },
    ]);
    expect(run([{ type: 'cancelled', orderId: 'ORDER-2' }], waiting)).toBe(waiting);
    expect(run([{ type: 'cancelled', orderId: 'ORDER-1' }], waiting)).toEqual(idleCheckout);
    const capturing = run([{ type: 'approved', orderId: 'ORDER-1' }], waiting);
    expect(run([{ type: 'cancelled' }], capturing)).toBe(capturing);
    expect(run([{ type: 'created', order: order(), windowOpened: true }])).toEqual(idleCheckout);
    expect(run([{ type: 'approved', orderId: 'ORDER-1' }])).toEqual(idleCheckout);
  });
});

describe('approval messages', () => {
  it("reads the return page's message and nothing else", () => {
    expect(
      readApprovalMessage({ type: 'pick3-paypal-return', orderId: 'A1', outcome: 'approved' }),
    ).toEqual({ orderId: 'A1', outcome: 'approved' });
    expect(
      readApprovalMessage({ type: 'pick3-paypal-return', orderId: 'A1', outcome: 'cancelled' }),
    ).toEqual({ orderId: 'A1', outcome: 'cancelled' });
    for (const bad of [
      null,
      'approved',
      { orderId: 'A1', outcome: 'approved' },
      { type: 'pick3-paypal-return', orderId: '', outcome: 'approved' },
      { type: 'pick3-paypal-return', orderId: 'A1', outcome: 'paid' },
    ]) {
      expect(readApprovalMessage(bad)).toBeNull();
    }
  });
});
