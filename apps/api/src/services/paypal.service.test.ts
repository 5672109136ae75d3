import fc from 'fast-check';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../testing/fake-paypal.server.js';
import {
  centsToValue,
  createLocalSandbox,
  createPaymentProvider,
  PaymentProviderError,
  valueToCents,
} from './paypal.service.js';

describe('amounts', () => {
  it('converts cents to PayPal values and back without loss', () => {
    expect(centsToValue(500)).toBe('5.00');
    expect(centsToValue(7)).toBe('0.07');
    expect(valueToCents('5')).toBe(500);
    expect(valueToCents('5.5')).toBe(550);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (cents) => valueToCents(centsToValue(cents)) === cents,
      ),
    );
  });

  it('reads nothing that is not a plain amount', () => {
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 5.00', 5, null, '5.00.1'])
      expect(valueToCents(bad)).toBeNull();
    expect(() => centsToValue(1.5)).toThrow(RangeError);
  });
});

describeEachDriver('PayPal client', (t) => {
  let paypal: FakePaypal;
  beforeAll(async () => {
    paypal = await startFakePaypal();
  });
  afterAll(async () => paypal.close());

  it('is live only against PayPal’s live host', () => {
    const creds = { clientId: 'a', clientSecret: 'b' };
    expect(
      createPaymentProvider({ ...creds, baseUrl: 'https://api-m.paypal.com' }, t.db()).mode,
    ).toBe('live');
    expect(
      createPaymentProvider({ ...creds, baseUrl: 'https://api-m.sandbox.paypal.com' }, t.db()).mode,
    ).toBe('sandbox');
    expect(
      createPaymentProvider(
        {
          clientId: undefined,
          clientSecret: undefined,
          baseUrl: 'https://api-m.paypal.com',
        },
        t.db(),
      ).name,
    ).toBe('sandbox');
  });

  it('reuses its OAuth token and reports a repeated capture instead of failing', async () => {
    const provider = createPaymentProvider(
      {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        baseUrl: paypal.url,
      },
      t.db(),
    );
    const { id } = await provider.createOrder({
      amountCents: 1234,
      currency: 'USD',
      description: 'test',
      referenceId: 'ref-1',
    });
    paypal.approve(id);
    const first = await provider.captureOrder(id, { amountCents: 1234, currency: 'USD' });
    expect(first).toEqual({ status: 'COMPLETED', capturedCents: 1234, currency: 'USD' });
    expect(await provider.captureOrder(id, { amountCents: 1234, currency: 'USD' })).toEqual(first);
    expect(paypal.received.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it("asks PayPal for the buyer's window with our return pages, and hands back its payer-action link", async () => {
    const provider = createPaymentProvider(
      {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        baseUrl: paypal.url,
      },
      t.db(),
    );
    const { id, approveUrl } = await provider.createOrder({
      amountCents: 300,
      currency: 'USD',
      description: 'plays',
      referenceId: 'ref-window',
      returnUrl: 'https://app.test/paypal-return.html?outcome=approved',
      cancelUrl: 'https://app.test/paypal-return.html?outcome=cancelled',
    });
    expect(approveUrl).toBe(`${paypal.url}/checkoutnow?token=${id}`);
    const sent = JSON.parse(
      paypal.received.findLast((r) => r.path === '/v2/checkout/orders')?.body ?? '{}',
    ) as Record<string, unknown>;
    expect(sent).toMatchObject({
      intent: 'CAPTURE',
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://app.test/paypal-return.html?outcome=approved',
            cancel_url: 'https://app.test/paypal-return.html?outcome=cancelled',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  });

  it('surfaces PayPal’s issue code', async () => {
    const provider = createPaymentProvider(
      {
        clientId: paypal.clientId,
        clientSecret: 'wrong',
        baseUrl: paypal.url,
      },
      t.db(),
    );
    await expect(
      provider.createOrder({
        amountCents: 100,
        currency: 'USD',
        description: 'x',
        referenceId: 'r',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const good = createPaymentProvider(
      {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        baseUrl: paypal.url,
      },
      t.db(),
    );
    const { id } = await good.createOrder({
      amountCents: 100,
      currency: 'USD',
      description: 'x',
      referenceId: 'r2',
    });
    await expect(
      good.captureOrder(id, { amountCents: 100, currency: 'USD' }),
    ).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });
});

describeEachDriver('local sandbox', (t) => {
  it("plays PayPal's steps: no capture before approval, then one capture of the order's own amount", async () => {
    const sandbox = createLocalSandbox(t.db());
    expect(sandbox).toMatchObject({ name: 'sandbox', mode: 'sandbox', clientId: null });
    const { id, approveUrl } = await sandbox.createOrder({
      amountCents: 500,
      currency: 'USD',
      description: 'plan',
      referenceId: 'r',
    });
    expect(approveUrl).toBeNull();
    await expect(
      sandbox.captureOrder(id, { amountCents: 500, currency: 'USD' }),
    ).rejects.toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect(await sandbox.approveLocally?.('SANDBOX-unknown')).toBe(false);
    await expect(
      sandbox.captureOrder('SANDBOX-unknown', { amountCents: 1, currency: 'USD' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await sandbox.approveLocally?.(id)).toBe(true);
    // The captured amount is the order's, not what the caller expects.
    expect(await sandbox.captureOrder(id, { amountCents: 1, currency: 'USD' })).toEqual({
      status: 'COMPLETED',
      capturedCents: 500,
      currency: 'USD',
    });
    expect(await sandbox.captureOrder(id, { amountCents: 500, currency: 'USD' })).toEqual({
      status: 'COMPLETED',
      capturedCents: 500,
      currency: 'USD',
    });
  });
});
