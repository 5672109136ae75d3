import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as cartRepository from './cart.repository.js';
import * as ordersRepository from './orders.repository.js';
import * as purchasedPlaysRepository from './purchased-plays.repository.js';

describeEachDriver('ordersRepository', (t) => {
  it('creates an order in state created and finds it by the provider id', async () => {
    const order = await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'subscription',
      amountCents: 500,
      visitorId: 'v1',
    });
    expect(order).toMatchObject({
      providerOrderId: 'PP-1',
      kind: 'subscription',
      amountCents: 500,
      currency: 'USD',
      status: 'created',
      capturedAt: null,
    });
    expect(await ordersRepository.findByProviderId(t.db(), 'PP-1')).toEqual(order);
    expect(await ordersRepository.findByProviderId(t.db(), 'PP-2')).toBeUndefined();
    await expect(
      ordersRepository.create(t.db(), { providerOrderId: 'PP-1', kind: 'cart', amountCents: 1 }),
    ).rejects.toThrow();
  });

  it('captures once: a repeated capture changes nothing', async () => {
    await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 300,
    });
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

describeEachDriver('order lines and capture', (t) => {
  const item = {
    number: '123',
    state: 'GA',
    drawTime: 'Evening',
    playType: 'Straight',
    lottoPool: '1,1',
  };
  const line = (
    overrides: Partial<ordersRepository.OrderItem> = {},
  ): ordersRepository.OrderItem => ({ ...item, quantity: 1, pricePerPlay: 100, ...overrides });

  it('stores a cart order with its lines, and refuses lines that do not add up to the amount', async () => {
    const lines = [line({ quantity: 2 }), line({ number: '456', pricePerPlay: 50 })];
    const order = await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 250,
      visitorId: 'v1',
      items: lines,
    });
    expect(await ordersRepository.listItems(t.db(), order.id)).toEqual(lines);
    await expect(
      ordersRepository.create(t.db(), {
        providerOrderId: 'PP-2',
        kind: 'cart',
        amountCents: 100,
        visitorId: 'v1',
        items: lines,
      }),
    ).rejects.toThrow(RangeError);
    expect(await ordersRepository.findByProviderId(t.db(), 'PP-2')).toBeUndefined();
  });

  it('grants exactly the lines of the order, once, and leaves what was added to the cart later', async () => {
    await cartRepository.add(t.db(), 'v1', { ...item, quantity: 2 });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '456', pricePerPlay: 50 });
    await cartRepository.add(t.db(), 'v2', item);
    const snapshot = (await cartRepository.list(t.db(), 'v1')).map(({ id: _id, ...rest }) => rest);
    const order = await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 250,
      visitorId: 'v1',
      items: snapshot,
    });
    // After the order: one more of a bought line (the same cart row grows) and a new line of 99.
    await cartRepository.add(t.db(), 'v1', { ...item, quantity: 1 });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '789', quantity: 99 });

    const at = new Date('2025-07-04T12:00:00Z');
    const first = await ordersRepository.capture(
      t.db(),
      'PP-1',
      (trx, o) => purchasedPlaysRepository.insertFromOrder(trx, o, () => null),
      at,
    );
    expect(first).toMatchObject({
      changed: true,
      granted: 2,
      order: { status: 'captured', capturedAt: at },
    });
    const plays = await purchasedPlaysRepository.listByOwner(t.db(), 'v1');
    expect(
      plays.map((p) => [p.orderId, p.number, p.quantity, p.pricePerPlay, p.drawTime, p.lottoPool]),
    ).toEqual([
      [order.id, '456', 1, 50, 'Evening', '1,1'],
      [order.id, '123', 2, 100, 'Evening', '1,1'],
    ]);
    // The cart keeps exactly what the order did not pay for.
    expect((await cartRepository.list(t.db(), 'v1')).map((c) => [c.number, c.quantity])).toEqual([
      ['123', 1],
      ['789', 99],
    ]);
    expect(await cartRepository.list(t.db(), 'v2')).toHaveLength(1);

    let grantedAgain = false;
    const again = await ordersRepository.capture(t.db(), 'PP-1', async () => {
      grantedAgain = true;
    });
    expect(again).toMatchObject({ changed: false, order: { status: 'captured', capturedAt: at } });
    expect(grantedAgain).toBe(false);
    expect(await purchasedPlaysRepository.listByOwner(t.db(), 'v1')).toHaveLength(2);
    expect(await ordersRepository.capture(t.db(), 'nope', async () => 0)).toBeUndefined();
  });

  it('rolls the whole capture back when the grant fails: nothing bought, order still open', async () => {
    await cartRepository.add(t.db(), 'v1', item);
    await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 100,
      visitorId: 'v1',
      items: [line()],
    });
    await expect(
      ordersRepository.capture(t.db(), 'PP-1', async (trx, o) => {
        await purchasedPlaysRepository.insertFromOrder(trx, o, () => null);
        throw new Error('grant failed');
      }),
    ).rejects.toThrow('grant failed');
    expect(await purchasedPlaysRepository.listByOwner(t.db(), 'v1')).toEqual([]);
    expect(await cartRepository.list(t.db(), 'v1')).toHaveLength(1);
    expect((await ordersRepository.findByProviderId(t.db(), 'PP-1'))?.status).toBe('created');
  });

  it('captures concurrently requested captures once', async () => {
    await cartRepository.add(t.db(), 'v1', { ...item, quantity: 3 });
    await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 300,
      visitorId: 'v1',
      items: [line({ quantity: 3 })],
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ordersRepository.capture(t.db(), 'PP-1', (trx, o) =>
          purchasedPlaysRepository.insertFromOrder(trx, o, () => null),
        ),
      ),
    );
    expect(results.filter((r) => r?.changed === true)).toHaveLength(1);
    expect(
      (await purchasedPlaysRepository.listByOwner(t.db(), 'v1')).map((p) => p.quantity),
    ).toEqual([3]);
    expect(await cartRepository.list(t.db(), 'v1')).toEqual([]);
  });

  it('refuses an order without a visitor', async () => {
    const order = await ordersRepository.create(t.db(), {
      providerOrderId: 'PP-1',
      kind: 'cart',
      amountCents: 100,
      items: [line()],
    });
    await expect(
      purchasedPlaysRepository.insertFromOrder(t.db(), order, () => null),
    ).rejects.toThrow(/no visitor/);
  });
});
