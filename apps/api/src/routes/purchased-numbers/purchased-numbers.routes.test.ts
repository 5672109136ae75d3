import {
  cartRepository,
  drawsRepository,
  ordersRepository,
  purchasedPlaysRepository,
} from '@pick3/db';
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
        result: null,
      },
    ]);
    // Another visitor sees none of them.
    const other = await app.inject({ url: '/api/purchased-numbers', remoteAddress: '10.0.0.2' });
    expect(other.json()).toEqual({ plays: [] });
    await app.close();
  });

  it('answers each bought play with its result, the pending reason in the language asked for', async () => {
    const app = await buildTestApp(t.database());
    const browser = await newBrowser(app);
    const visitor = decodeURIComponent(browser.cookies.get('visitor') ?? '').split('.')[0] ?? '';
    const line = { state: 'NY', drawTime: 'Evening', lottoPool: '' };
    await cartRepository.add(t.db(), visitor, { ...line, number: '034', playType: 'Straight' });
    await cartRepository.add(t.db(), visitor, {
      ...line,
      number: '034',
      playType: 'Box',
      quantity: 2,
    });
    await cartRepository.add(t.db(), visitor, { ...line, number: '555', playType: 'Straight' });
    const items = (await cartRepository.list(t.db(), visitor)).map(({ id: _id, ...l }) => l);
    await ordersRepository.create(t.db(), {
      providerOrderId: 'PAY-2',
      kind: 'cart',
      amountCents: 400,
      visitorId: visitor,
      items,
    });
    // The 555 play is for the next evening, whose draw is not stored.
    await ordersRepository.capture(t.db(), 'PAY-2', (trx, order) =>
      purchasedPlaysRepository.insertFromOrder(trx, order, (l) =>
        l.number === '555' ? '2026-03-03' : '2026-03-02',
      ),
    );
    await drawsRepository.upsertDraws(
      t.db(),
      [{ state: 'NY', date: '2026-03-02', drawTime: 'EVE', number: '430' }],
      { source: 'test' },
    );

    const plays = (
      await app.inject({ url: '/api/purchased-numbers', headers: browser.headers() })
    ).json().plays as Array<{ number: string; playType: string; result: unknown }>;
    const resultOf = (number: string, playType: string) =>
      plays.find((p) => p.number === number && p.playType === playType)?.result;
    // How each ticket settles is services/purchased-plays.service.test.ts's; here, that the answer
    // carries every field of a settled and of a pending result.
    // Two $1 box plays of 034 each win New York's 6-way prize.
    expect(resultOf('034', 'Box')).toEqual({
      status: 'win',
      drawn: '430',
      prize: 160,
      stake: 1,
      cost: 2,
      pendingReason: null,
    });
    expect(resultOf('555', 'Straight')).toMatchObject({
      status: 'pending',
      drawn: null,
      prize: 0,
      pendingReason: expect.stringContaining('3/3/2026'),
    });
    // The reason reads in the asker's language.
    const spanish = (
      await app.inject({
        url: '/api/purchased-numbers',
        headers: { ...browser.headers(), 'accept-language': 'es' },
      })
    ).json().plays as Array<{ number: string; result: { pendingReason: string | null } }>;
    expect(spanish.find((p) => p.number === '555')?.result.pendingReason).toMatch(/sorteo/i);
    await app.close();
  });
});
