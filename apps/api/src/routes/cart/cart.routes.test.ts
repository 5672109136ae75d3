import { analyze, poolAnalysis, type PoolId } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import type { App } from '../../app.js';
import { injectAsIs } from '../../testing/browser-inject.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 120, ['DAY', 'EVE', 'NITE'], 3);
/** The pool as core sees it for Evening draws: the cart must follow exactly this. */
const pool = (id: PoolId) => poolAnalysis(analyze(GA_DRAWS, { timeFilter: 'Eve' }), id);

const add = (app: App, body: Record<string, unknown>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: {
      state: 'GA',
      drawTime: 'Evening',
      playType: 'Straight',
      quantity: 1,
      pricePerPlay: 100,
      ...body,
    },
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });

/** A visitor cookie as a browser would keep it from the first answer. */
async function visitorCookie(app: App): Promise<string> {
  const response = await app.inject('/api/cart');
  const cookie = response.cookies.find((c) => c.name === 'visitor');
  if (cookie === undefined) throw new Error('no visitor cookie issued');
  return `visitor=${cookie.value}`;
}

describeEachDriver('cart routes', (t) => {
  it('adds a remaining pool number, raises the quantity of the same play, and totals in cents', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const cookie = await visitorCookie(app);
    const number = pool('1-1').remainingNumbers[0]!;

    const first = await add(app, { number, lottoPool: '1,1' }, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number,
      state: 'GA',
      drawTime: 'Evening',
      lottoPool: '1,1',
      quantity: 1,
      pricePerPlay: 100,
    });
    expect(first.json().id).toMatch(/^[0-9]+$/);

    // 'Eve' and 'Pool 1,1' are the same play: one line, quantity 3.
    const second = await add(
      app,
      { number, lottoPool: 'Pool 1,1', drawTime: 'Eve', quantity: 2 },
      cookie,
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, quantity: 3 });

    const cart = await app.inject({ url: '/api/cart', headers: { cookie } });
    expect(cart.json()).toEqual({
      items: [{ ...second.json(), draw: { date: expect.any(String), drawTime: 'EVE' } }],
      total: 300,
      count: 3,
      // The seeded history ends on 7/31/2025: the basket says its numbers come from that older data.
      olderData: [
        { state: 'GA', status: 'stale', latestDraw: { date: '2025-07-31', drawTime: 'NITE' } },
      ],
      // The date of the data the pool was built on, whatever its freshness.
      dataAsOf: [
        { state: 'GA', status: 'stale', latestDraw: { date: '2025-07-31', drawTime: 'NITE' } },
      ],
    });
    await app.close();
  });

  it('refuses a removed number with 409 and the spec message', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const removed = pool('1-2').removedNumbers[0]!;
    // Sent as a straight in another order: the box key decides.
    const straight = [...removed].reverse().join('');
    const response = await add(app, { number: straight, lottoPool: '1,2' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'NUMBER_REMOVED',
      message: `${straight} is already removed from this pool`,
      field: 'number',
    });
    await app.close();
  });

  // A number of another pool, the pool's limit (also under two concurrent adds) and the quantity
  // cap: services/cart.service.test.ts.

  it('never charges a client-chosen price', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const number = pool('1-1').remainingNumbers[0]!;
    const cheap = await add(app, { number, lottoPool: '1,1', pricePerPlay: 1 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'pricePerPlay',
      message: 'body/pricePerPlay must be 100',
    });
    const unpriced = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { number, lottoPool: '1,1' },
    });
    expect(unpriced.statusCode).toBe(201);
    expect(unpriced.json().pricePerPlay).toBe(100);
    await app.close();
  });

  it('keeps carts apart per visitor; without a cookie a read sees an empty cart and a change is refused', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const alice = await visitorCookie(app);
    const bob = await visitorCookie(app);
    expect(alice).not.toBe(bob);
    const number = pool('1-1').remainingNumbers[0]!;
    await add(app, { number, lottoPool: '1,1' }, alice);
    expect((await app.inject({ url: '/api/cart', headers: { cookie: bob } })).json().count).toBe(0);
    expect((await app.inject({ url: '/api/cart', headers: { cookie: alice } })).json().count).toBe(
      1,
    );
    // No cookie (exactly as sent): an empty cart of a new visitor, never one shared by address.
    expect((await injectAsIs(app, { url: '/api/cart' })).json().count).toBe(0);
    const cookieless = await injectAsIs(app, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { number, lottoPool: '1,1' },
      headers: { origin: 'http://localhost:80' },
    });
    expect(cookieless.statusCode).toBe(400);
    expect(cookieless.json()).toMatchObject({ code: 'VISITOR_COOKIE_REQUIRED' });
    // A forged (unsigned) cookie counts as no cookie.
    expect(
      (
        await injectAsIs(app, {
          url: '/api/cart',
          headers: { cookie: 'visitor=AAAAAAAAAAAAAAAAAAAAAA' },
        })
      ).json().count,
    ).toBe(0);
    await app.close();
  });

  it('sets quantities, removes below 1, deletes and clears', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const cookie = await visitorCookie(app);
    const [a, b] = pool('1-1').remainingNumbers;
    const itemA = (await add(app, { number: a, lottoPool: '1,1' }, cookie)).json();
    const itemB = (await add(app, { number: b, lottoPool: '1,1' }, cookie)).json();
    const plainPlay = (
      await add(app, { number: '123', drawTime: 'Morning', state: 'TX' }, cookie)
    ).json();
    expect(plainPlay).toMatchObject({ state: 'TX', drawTime: 'Morning', lottoPool: '' });

    const put = (id: string, quantity: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/cart/${id}/quantity`,
        payload: { quantity },
        headers: { cookie },
      });
    const set = await put(itemA.id, 5);
    expect(set.statusCode).toBe(200);
    expect(set.json().item.quantity).toBe(5);
    expect((await put(itemB.id, 0)).json()).toEqual({ item: null });
    expect((await put(itemB.id, 2)).statusCode).toBe(404);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/cart/${itemA.id}`,
      headers: { cookie },
    });
    expect(del.json()).toEqual({ removed: true });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/cart/${itemA.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('CART_ITEM_NOT_FOUND');
    // An id past the integer column names no item: 404, not a failed query (found by test/fuzz.test.ts).
    expect((await put('99999999999', 2)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/cart/99999999999', headers: { cookie } }))
        .statusCode,
    ).toBe(404);

    const clear = await app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: { cookie },
    });
    expect(clear.json()).toEqual({ removed: 1 });
    expect((await app.inject({ url: '/api/cart', headers: { cookie } })).json()).toEqual({
      items: [],
      total: 0,
      count: 0,
      olderData: [],
      dataAsOf: [],
    });
    await app.close();
  });

  it("cannot touch another visitor's items", async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const alice = await visitorCookie(app);
    const mallory = await visitorCookie(app);
    const item = (
      await add(app, { number: pool('1-1').remainingNumbers[0], lottoPool: '1,1' }, alice)
    ).json();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/cart/${item.id}/quantity`,
      payload: { quantity: 9 },
      headers: { cookie: mallory },
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/cart/${item.id}`,
      headers: { cookie: mallory },
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/cart', headers: { cookie: alice } })).json().items[0].quantity,
    ).toBe(1);
    await app.close();
  });

  it.each([
    [{ number: '12' }, 'number'],
    [{ number: '1234' }, 'number'],
    [{ number: '123', quantity: 0 }, 'quantity'],
    [{ number: '123', quantity: 101 }, 'quantity'],
    [{ number: '123', drawTime: 'Brunch' }, 'drawTime'],
    [{ number: '123', lottoPool: '3,3' }, 'lottoPool'],
    [{ number: '123', lottoPool: '1,1', drawTime: 'Morning' }, 'drawTime'],
    [{ number: '123', lottoPool: '1,1', state: 'TX' }, 'state'],
    [{ number: '123', playType: 'Combo' }, 'playType'],
    [{ number: '123', state: 'NY', drawTime: 'Morning' }, 'drawTime'],
    [{ number: '777', state: 'NY', playType: 'Box' }, 'playType'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const app = await buildTestApp(t.database());
    const response = await add(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    // Nothing was stored.
    expect((await app.inject({ url: '/api/cart' })).json().items).toEqual([]);
    await app.close();
  });

  it('names the draw times New York holds when a Morning play is refused', async () => {
    const app = await buildTestApp(t.database());
    const response = await add(app, { number: '123', state: 'NY', drawTime: 'Morning' });
    expect(response.json().message).toBe(
      'body/drawTime New York holds no Morning draw (it holds Midday, Evening)',
    );
    await app.close();
  });
});
