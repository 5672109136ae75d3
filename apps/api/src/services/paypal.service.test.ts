import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../testing/fake-paypal.server.js';
import { centsToValue, createPaymentProvider, PaymentProviderError, valueToCents } from './paypal.service.js';

describe('amounts', () => {
  it('converts cents to PayPal values and back without loss', () => {
    expect(centsToValue(500)).toBe('5.00');
    expect(centsToValue(7)).toBe('0.07');
    expect(valueToCents('5')).toBe(500);
    expect(valueToCents('5.5')).toBe(550);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => valueToCents(centsToValue(cents)) === cents));
  });

  it('reads nothing that is not a plain amount', () => {
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 5.00', 5, null, '5.00.1']) expect(valueToCents(bad)).toBeNull();
    expect(() => centsToValue(1.5)).toThrow(RangeError);
  });
});

describe('PayPal client', () => {
  let paypal: FakePaypal;
  beforeAll(async () => {
    paypal = await startFakePaypal();
  });
  afterAll(async () => paypal.close());

  it('is live only against PayPal’s live host', () => {
    const creds = { clientId: 'a', clientSecret: 'b' };
    expect(createPaymentProvider({ ...creds, baseUrl: 'https://api-m.paypal.com' }).mode).toBe('live');
    expect(createPaymentProvider({ ...creds, baseUrl: 'https://api-m.sandbox.paypal.com' }).mode).toBe('sandbox');
    expect(createPaymentProvider({ clientId: undefined, clientSecret: undefined, baseUrl: 'https://api-m.paypal.com' }).name).toBe('sandbox');
  });

  it('reuses its OAuth token and reports a repeated capture instead of failing', async () => {
    const provider = createPaymentProvider({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, baseUrl: paypal.url });
    const { id } = await provider.createOrder({ amountCents: 1234, currency: 'USD', description: 'test', referenceId: 'ref-1' });
    paypal.approve(id);
    const first = await provider.captureOrder(id, { amountCents: 1234, currency: 'USD' });
    expect(first).toEqual({ status: 'COMPLETED', capturedCents: 1234, currency: 'USD' });
    expect(await provider.captureOrder(id, { amountCents: 1234, currency: 'USD' })).toEqual(first);
    expect(paypal.received.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('surfaces PayPal’s issue code', async () => {
    const provider = createPaymentProvider({ clientId: paypal.clientId, clientSecret: 'wrong', baseUrl: paypal.url });
    await expect(provider.createOrder({ amountCents: 100, currency: 'USD', description: 'x', referenceId: 'r' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const good = createPaymentProvider({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, baseUrl: paypal.url });
    const { id } = await good.createOrder({ amountCents: 100, currency: 'USD', description: 'x', referenceId: 'r2' });
    await expect(good.captureOrder(id, { amountCents: 100, currency: 'USD' })).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });
});
