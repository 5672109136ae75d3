// Plays owned by the account (issue 25), through the routes a browser calls: each CookieJar is one
// browser. The local sandbox takes the payments (demo mode); the clock is pinned to a Wednesday
// morning in Texas, whose Evening draw (6:00 PM Central) is then still on sale.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import {
  describeWithDatabase,
  newBrowser,
  nextIp,
  signupAndVerify,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/accounts.js';
import type { CookieJar } from '../../testing/cookie-jar.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const NOW = new Date('2026-11-25T17:00:00Z');
const TONIGHT = { date: '2026-11-25', drawTime: 'EVE' };

describeWithDatabase('plays owned by the account', (database) => {
  let app: App;
  beforeAll(async () => {
    // New York's stored history ends on 9/11/2026: 2½ months stale at NOW.
    await seedDraws(database(), makeDraws('NY', '2026-09-11', 30, ['DAY', 'EVE'], 7));
    app = await buildTestApp(database(), { DEMO_MODE: '1' }, { states: { now: () => NOW } });
  });
  afterAll(async () => app.close());

  const get = async (jar: CookieJar, url: string) =>
    jar.store(await app.inject({ url, headers: jar.headers() }));
  const post = async (jar: CookieJar, url: string, payload: Record<string, unknown> = {}) =>
    jar.store(await app.inject({ method: 'POST', url, payload, headers: jar.headers() }));

  const addPlay = async (jar: CookieJar, number: string, state = 'TX') => {
    const added = await post(jar, '/api/cart/add', { number, state, drawTime: 'Evening' });
    expect(added.statusCode).toBe(201);
  };

  /** Pays the jar's cart in the local sandbox; answers the capture. */
  async function pay(jar: CookieJar, extra: Record<string, unknown> = {}) {
    const order = await post(jar, '/paypal/order', { kind: 'cart', ...extra });
    expect(order.statusCode).toBe(200);
    const { id } = order.json<{ id: string }>();
    expect((await post(jar, `/paypal/sandbox/order/${id}/approve`)).statusCode).toBe(200);
    const done = await post(jar, `/paypal/order/${id}/capture`);
    expect(done.statusCode).toBe(200);
    return done.json<{ purchased: number }>();
  }

  const logIn = async (jar: CookieJar, email: string) => {
    const login = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STRONG_PASSWORD },
        headers: jar.headers(),
        remoteAddress: nextIp(),
      }),
    );
    expect(login.statusCode).toBe(200);
  };

  const playNumbers = async (jar: CookieJar) =>
    (await get(jar, '/api/purchased-numbers'))
      .json<{ plays: Array<{ number: string }> }>()
      .plays.map((p) => p.number)
      .sort();
  const cartNumbers = async (jar: CookieJar) =>
    (await get(jar, '/api/cart'))
      .json<{ items: Array<{ number: string }> }>()
      .items.map((i) => i.number)
      .sort();

  async function account(): Promise<string> {
    const email = uniqueEmail('owner');
    await signupAndVerify(app, await newBrowser(app), email);
    return email;
  }

  it('gives an account the same cart and plays on two browsers, each play for its draw, and none after logout', async () => {
    const email = await account();
    const browserA = await newBrowser(app);
    const browserB = await newBrowser(app);
    await logIn(browserA, email);
    await logIn(browserB, email);

    await addPlay(browserA, '123');
    const cart = (await get(browserB, '/api/cart')).json();
    expect(cart.items).toEqual([
      expect.objectContaining({ number: '123', state: 'TX', drawTime: 'Evening', draw: TONIGHT }),
    ]);
    expect(cart.olderData).toEqual([]);

    expect(await pay(browserB)).toMatchObject({ purchased: 1 });
    const plays = (await get(browserA, '/api/purchased-numbers')).json().plays;
    expect(plays).toEqual([
      expect.objectContaining({ number: '123', drawTime: 'Evening', drawDate: TONIGHT.date }),
    ]);
    expect(await cartNumbers(browserA)).toEqual([]);

    expect((await post(browserA, '/api/auth/logout')).statusCode).toBe(200);
    expect(await playNumbers(browserA)).toEqual([]);
    await addPlay(browserA, '999');
    // The logged-out browser's cart line is its own, not the account's.
    expect(await cartNumbers(browserB)).toEqual([]);
    expect(await playNumbers(browserB)).toEqual(['123']);
  });

  it("moves a browser's logged-out plays and cart to the account only when the player accepts", async () => {
    const email = await account();
    const browser = await newBrowser(app);
    await addPlay(browser, '456');
    await pay(browser);
    await addPlay(browser, '789');

    await logIn(browser, email);
    // Logged in, the browser shows the account's (empty) plays and cart until the player answers.
    expect(await playNumbers(browser)).toEqual([]);
    expect(await cartNumbers(browser)).toEqual([]);
    expect((await get(browser, '/api/me/visitor-plays')).json()).toEqual({
      plays: 1,
      cartItems: 1,
    });

    const claim = await post(browser, '/api/me/claim-visitor-plays', { confirm: true });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toEqual({ plays: 1, cartItems: 1 });
    expect(await playNumbers(browser)).toEqual(['456']);
    expect(await cartNumbers(browser)).toEqual(['789']);
    expect((await get(browser, '/api/me/visitor-plays')).json()).toEqual({
      plays: 0,
      cartItems: 0,
    });

    // They are the account's now: on another browser, and no longer the logged-out browser's.
    const other = await newBrowser(app);
    await logIn(other, email);
    expect(await playNumbers(other)).toEqual(['456']);
    await post(browser, '/api/auth/logout');
    expect(await playNumbers(browser)).toEqual([]);
    expect(await cartNumbers(browser)).toEqual([]);
  });

  it('leaves them with the browser when the player declines, and never gives them to an account that did not ask', async () => {
    const [ana, bob] = [await account(), await account()];
    const browser = await newBrowser(app);
    await addPlay(browser, '321');
    await pay(browser);

    await logIn(browser, ana);
    expect((await get(browser, '/api/me/visitor-plays')).json()).toEqual({
      plays: 1,
      cartItems: 0,
    });
    // Declined: no call is made. The play is in no account, and back on view once logged out.
    expect(await playNumbers(browser)).toEqual([]);
    await post(browser, '/api/auth/logout');
    expect(await playNumbers(browser)).toEqual(['321']);

    // Another account logging in on the same browser gets nothing without its own yes.
    await logIn(browser, bob);
    expect(await playNumbers(browser)).toEqual([]);
    const anasBrowser = await newBrowser(app);
    await logIn(anasBrowser, ana);
    expect(await playNumbers(anasBrowser)).toEqual([]);
  });

  it('refuses a claim without the yes (400 naming confirm) or without a login (401), moving nothing', async () => {
    const browser = await newBrowser(app);
    await addPlay(browser, '111');
    const anonymous = await post(browser, '/api/me/claim-visitor-plays', { confirm: true });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(browser, '/api/me/visitor-plays')).statusCode).toBe(401);

    await logIn(browser, await account());
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await post(browser, '/api/me/claim-visitor-plays', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('confirm');
    }
    expect((await get(browser, '/api/me/visitor-plays')).json()).toEqual({
      plays: 0,
      cartItems: 1,
    });
  });

  it("names a stale state's last stored draw in the basket and refuses its checkout until the player confirms", async () => {
    const browser = await newBrowser(app);
    await addPlay(browser, '555', 'NY');
    const cart = (await get(browser, '/api/cart')).json();
    expect(cart.olderData).toEqual([
      { state: 'NY', status: 'stale', latestDraw: { date: '2026-09-11', drawTime: 'EVE' } },
    ]);
    // The play is still for the next draw on sale, not for one after the old data.
    expect(cart.items[0].draw).toEqual(TONIGHT);

    for (const confirmOlderData of [undefined, false]) {
      const refused = await post(browser, '/paypal/order', { kind: 'cart', confirmOlderData });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'OLDER_DATA_UNCONFIRMED',
        field: 'confirmOlderData',
      });
      expect(refused.json().message).toContain('9/11/2026');
    }
    expect(await pay(browser, { confirmOlderData: true })).toMatchObject({ purchased: 1 });
    expect((await get(browser, '/api/purchased-numbers')).json().plays).toEqual([
      expect.objectContaining({ number: '555', state: 'NY', drawDate: TONIGHT.date }),
    ]);
  });
});
