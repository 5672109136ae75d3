import { cartRepository, ordersRepository, purchasedPlaysRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { newBrowser } from '../../testing/accounts.js';
import { buildTestApp } from '../../testing/test-app.js';

describeEachDriver('GET /api/purchased-numbers', (t) => {
  it("is empty before any payment, then lists the visitor's paid plays", async () => {
    const app = await buildTestApp(t.database());
    const browser = await newBrowser(app);
    const asBrowser = { url: '/api/purchased-numbers', headers: browser.headers() };
    expect((await app.inject(asBrowser)).json()).toEqual({ plays: [] });

    // What a captured payment does (the payments routes): the visitor's cart becomes purchased plays.
    const visitor = decodeURIComponent(browser.cookies.get('visitor') ?? '').split('.')[0] ?? '';
    await cartRepository.add(t.db(), visitor, {
      number: '610',
      state: 'GA',
      drawTime: 'Evening',
      playType: 'Straight',
      lottoPool: '1,1',
      quantity: 2,
    });
    const items = (await cartRepository.list(t.db(), visitor)).map(({ id: _id, ...line }) => line);
    const order = await ordersRepository.create(t.db(), {
      providerOrderId: 'PAY-1',
      kind: 'cart',
      amountCents: 200,
      visitorId: visitor,
      items,
    });
    await ordersRepository.capture(t.db(), 'PAY-1', (trx, order) =>
      purchasedPlaysRepository.insertFromOrder(trx, order, () => null),
    );

    const response = await app.inject(asBrowser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().plays).toEqual([
      {
        id: expect.stringMatching(/^[0-9]+$/),
        orderId: order.id,
        number: '610',
        state: 'GA',
        drawTime: 'Evening',
        drawDate: null,
        playType: 'Straight',
        lottoPool: '1,1',
        quantity: 2,
        pricePerPlay: 100,
        purchasedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // Another visitor sees none of them.
    const other = await app.inject({ url: '/api/purchased-numbers', remoteAddress: '10.0.0.2' });
    expect(other.json()).toEqual({ plays: [] });
    await app.close();
  });
});
