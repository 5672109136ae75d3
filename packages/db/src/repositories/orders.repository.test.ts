import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as cartRepository from './cart.repository.js';
import * as ordersRepository from './orders.repository.js';
import * as purchasedPlaysRepository from './purchased-plays.repository.js';

describeEachDriver('ordersRepository', (t) => {
  it('creates an order in state created and finds it by the provider id', async () => {
    const order = await ordersRepository.create(t.db(), { providerOrderId: 'PP-1', kind: 'subscription', amountCents: 500, visitorId: 'v1' });
    expect(order).toMatchObject({ providerOrderId: 'PP-1', kind: 'subscription', amountCents: 500, currency: 'USD', status: 'created', capturedAt: null });
    expect(await ordersRepository.findByProviderId(t.db(), 'PP-1')).toEqual(order);
    expect(await ordersRepository.findByProviderId(t.db(), 'PP-2')).toBeUndefined();
    await expect(ordersRepository.create(t.db(), { providerOrderId: 'PP-1', kind: 'cart', amountCents: 1 })).rejects.toThrow();
  });

  it('captures once: a repeated capture changes nothing', async () => {
    await ordersRepository.create(t.db(), { providerOrderId: 'PP-1', kind: 'cart', amountCents: 300 });
    const at = new Date('2025-07-04T12:00:00Z');
    const first = await ordersRepository.markCaptured(t.db(), 'PP-1', at);
    expect(first).toMatchObject({ changed: true, order: { status: 'captured', capturedAt: at } });
    const again = await ordersRepository.markCaptured(t.db(), 'PP-1', new Date());
    expect(again).toMatchObject({ changed: false, order: { status: 'captured', capturedAt: at } });
    expect(await ordersRepository.markCaptured(t.db(), 'nope')).toBeUndefined();
  });

  it('marks a created order failed, never a captured one', async () => {
    await ordersRepository.create(t.db(), { providerOrderId: 'A', kind: 'cart', amountCents: 100 });
    await ordersRepository.create(t.db(), { providerOrderId: 'B', kind: 'cart', amountCents: 100 });
    await ordersRepository.markCaptured(t.db(), 'B');
    expect(await ordersRepository.markFailed(t.db(), 'A')).toMatchObject({ status: 'failed' });
    expect(await ordersRepository.markFailed(t.db(), 'B')).toMatchObject({ status: 'captured' });
  });
});

describeEachDriver('purchasedPlaysRepository', (t) => {
  const item = { number: '123', state: 'GA', drawTime: 'Evening', playType: 'Straight', lottoPool: '1,1' };

  it('moves the cart into plays of the order, once', async () => {
    await cartRepository.add(t.db(), 'v1', { ...item, quantity: 2 });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '456', pricePerPlay: 50 });
    await cartRepository.add(t.db(), 'v2', item);
    const order = await ordersRepository.create(t.db(), { providerOrderId: 'PP-1', kind: 'cart', amountCents: 250, visitorId: 'v1' });
    expect(await purchasedPlaysRepository.insertFromCart(t.db(), { orderId: order.id, visitorId: 'v1' })).toBe(2);
    expect(await cartRepository.list(t.db(), 'v1')).toEqual([]);
    expect(await cartRepository.list(t.db(), 'v2')).toHaveLength(1);
    const plays = await purchasedPlaysRepository.listByVisitor(t.db(), 'v1');
    expect(plays.map((p) => [p.orderId, p.number, p.quantity, p.pricePerPlay, p.drawTime, p.lottoPool])).toEqual([
      [order.id, '456', 1, 50, 'Evening', '1,1'],
      [order.id, '123', 2, 100, 'Evening', '1,1'],
    ]);

    // A repeated capture with a refilled cart buys nothing more for this order.
    await cartRepository.add(t.db(), 'v1', item);
    expect(await purchasedPlaysRepository.insertFromCart(t.db(), { orderId: order.id, visitorId: 'v1' })).toBe(0);
    expect(await purchasedPlaysRepository.listByVisitor(t.db(), 'v1')).toHaveLength(2);
    expect(await cartRepository.list(t.db(), 'v1')).toHaveLength(1);
  });

  it('refuses an unknown order', async () => {
    await expect(
      purchasedPlaysRepository.insertFromCart(t.db(), { orderId: '00000000-0000-4000-8000-000000000000', visitorId: 'v1' }),
    ).rejects.toThrow(/no order/);
  });
});
