import {
  cartRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import {
  describeWithDatabase,
  loggedInAccount,
  newBrowser,
  nextIp,
  signupAndVerify,
  uniqueEmail,
} from '../../testing/accounts.js';
import type { CookieJar } from '../../testing/cookie-jar.js';
import { modelEnv, startFakeOpenai, type FakeOpenai } from '../../testing/fake-openai.server.js';
import { startFakePaypal, type FakePaypal } from '../../testing/fake-paypal.server.js';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp.server.js';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';
import { CHAT_QUOTA, TTS_QUOTA } from '../../lib/daily-quota.js';

async function createOrder(app: App, jar: CookieJar, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/paypal/order', payload, headers: jar.headers() });
}

async function capture(app: App, jar: CookieJar, id: string) {
  return jar.store(
    await app.inject({
      method: 'POST',
      url: `/paypal/order/${id}/capture`,
      headers: jar.headers(),
    }),
  );
}

async function approveInSandbox(app: App, jar: CookieJar, id: string) {
  return app.inject({
    method: 'POST',
    url: `/paypal/sandbox/order/${id}/approve`,
    headers: jar.headers(),
  });
}

const visitorOf = (jar: CookieJar) => {
  const raw = jar.cookies.get('visitor') ?? '';
  return decodeURIComponent(raw).split('.')[0] ?? '';
};

const DAY = 86_400_000;

describeWithDatabase('payments through the PayPal REST API (local provider server)', (database) => {
  let paypal: FakePaypal;
  let smtp: FakeSmtp;
  let openai: FakeOpenai;
  let app: App;
  beforeAll(async () => {
    paypal = await startFakePaypal({ clientId: 'client-abc', clientSecret: 'secret-xyz' });
    smtp = await startFakeSmtp();
    // A model: the subscription is on sale only where it gives something.
    openai = await startFakeOpenai();
    app = await buildTestApp(database(), {
      PAYPAL_CLIENT_ID: 'client-abc',
      PAYPAL_CLIENT_SECRET: 'secret-xyz',
      PAYPAL_BASE_URL: paypal.url,
      SMTP_URL: smtp.smtpUrl,
      ...modelEnv(openai),
    });
  });
  afterAll(async () => {
    await app.close();
    await paypal.close();
    await smtp.close();
    await openai.close();
  });

  it('hands the browser a client token, the client id and the mode', async () => {
    const setup = await app.inject('/paypal/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({
      clientId: 'client-abc',
      mode: 'sandbox',
      provider: 'paypal',
    });
    expect(setup.json().clientToken.length).toBeGreaterThan(20);
    const token = paypal.received.find((r) => r.path === '/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('client-abc:secret-xyz').toString('base64')}`,
    );
    expect(token?.body).toBe('grant_type=client_credentials');
  });

  it('completes a signup: $5.00 whatever the client claims, approval required, activation once', async () => {
    const jar = await newBrowser(app);
    const email = uniqueEmail('subscriber');
    await signupAndVerify(app, jar, email);

    const order = await createOrder(app, jar, {
      kind: 'subscription',
      currency: 'USD',
      intent: 'CAPTURE',
      amount: '0.01',
    });
    expect(order.statusCode).toBe(200);
    const { id } = order.json();
    expect(order.json()).toMatchObject({
      kind: 'subscription',
      amount: '5.00',
      amountCents: 500,
      currency: 'USD',
      mode: 'sandbox',
    });
    // The tampered amount reached neither PayPal nor our records.
    expect(paypal.orders.get(id)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '5.00',
    });
    expect(await ordersRepository.findByProviderId(database().db, id)).toMatchObject({
      amountCents: 500,
      status: 'created',
      kind: 'subscription',
    });

    const early = await capture(app, jar, id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'PAYMENT_NOT_APPROVED' });

    paypal.approve(id);
    const done = await capture(app, jar, id);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      status: 'COMPLETED',
      kind: 'subscription',
      activated: true,
      amount: '5.00',
    });
    expect(body.message).toMatch(
      /^Account created and subscription activated! Welcome to the product!/,
    );
    expect(body.user).toMatchObject({
      email,
      subscriptionStatus: 'active',
      subscriptionPlan: 'Premium Monthly',
    });
    const nextBilling = new Date(body.user.nextBilling).getTime();
    expect(nextBilling).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(nextBilling).toBeLessThan(Date.now() + 32 * DAY);
    // The signup got its session.
    expect(jar.cookies.has('session')).toBe(true);
    expect(jar.cookies.has('signup')).toBe(false);
    expect(
      (await app.inject({ url: '/api/me', headers: jar.headers() })).json().user.subscriptionStatus,
    ).toBe('active');

    // Capturing again changes nothing and does not reach PayPal again.
    const capturesBefore = paypal.received.filter((r) => r.path.endsWith('/capture')).length;
    const again = await capture(app, jar, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'COMPLETED', activated: true });
    expect(again.json().user.nextBilling).toBe(body.user.nextBilling);
    expect(paypal.received.filter((r) => r.path.endsWith('/capture')).length).toBe(capturesBefore);

    // A second subscription order is refused while most of the paid month is left.
    const second = await createOrder(app, jar, { kind: 'subscription' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SUBSCRIPTION_ACTIVE' });
  });

  it("sends the buyer to PayPal's window, which returns to the app's return page after approval", async () => {
    const jar = await newBrowser(app);
    await cartRepository.add(database().db, visitorOf(jar), {
      number: '246',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
    });
    const order = await app.inject({
      method: 'POST',
      url: '/paypal/order',
      payload: { kind: 'cart' },
      headers: { ...jar.headers(), host: 'pick3.test' },
    });
    const { id, approveUrl } = order.json();
    expect(approveUrl).toBe(`${paypal.url}/checkoutnow?token=${id}`);
    expect(paypal.orders.get(id)?.payment_source?.paypal.experience_context).toMatchObject({
      return_url: 'http://pick3.test/paypal-return.html?outcome=approved',
      cancel_url: 'http://pick3.test/paypal-return.html?outcome=cancelled',
      user_action: 'PAY_NOW',
    });

    // The buyer's window shows the order with Approve and Cancel; cancelling approves nothing.
    const page = await (await fetch(approveUrl)).text();
    expect(page).toContain('1.00 USD');
    const cancel = await fetch(`${paypal.url}/checkoutnow/cancel?token=${id}`, {
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe(
      `http://pick3.test/paypal-return.html?outcome=cancelled&token=${id}`,
    );
    expect((await capture(app, jar, id)).json()).toMatchObject({
      statusCode: 422,
      code: 'PAYMENT_NOT_APPROVED',
    });

    const approve = await fetch(`${paypal.url}/checkoutnow/approve?token=${id}`, {
      redirect: 'manual',
    });
    expect(approve.status).toBe(302);
    expect(approve.headers.get('location')).toMatch(
      new RegExp(
        `^http://pick3\\.test/paypal-return\\.html\\?outcome=approved&token=${id}&PayerID=[A-Z0-9]+$`,
      ),
    );
    const done = await capture(app, jar, id);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', kind: 'cart', purchased: 1 });
  });

  it('buys the lines the cart held when the order was created and turns them into purchased plays', async () => {
    const jar = await newBrowser(app);
    const visitor = visitorOf(jar);
    await cartRepository.add(database().db, visitor, {
      number: '123',
      state: 'TX',
      drawTime: 'Evening',
      playType: 'Straight',
      quantity: 2,
    });
    await cartRepository.add(database().db, visitor, {
      number: '610',
      state: 'GA',
      drawTime: 'Evening',
      playType: 'Box',
      lottoPool: '1,1',
    });

    const order = await createOrder(app, jar, {
      kind: 'cart',
      amount: 1,
      currency: 'USD',
      intent: 'CAPTURE',
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ amount: '3.00', amountCents: 300 });
    const { id } = order.json();
    const stored = await ordersRepository.findByProviderId(database().db, id);
    expect(
      (await ordersRepository.listItems(database().db, stored?.id ?? '')).map((l) => [
        l.number,
        l.quantity,
        l.pricePerPlay,
      ]),
    ).toEqual([
      ['123', 2, 100],
      ['610', 1, 100],
    ]);
    paypal.approve(id);
    const done = await capture(app, jar, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      kind: 'cart',
      purchased: 2,
      mode: 'sandbox',
    });

    const plays = await purchasedPlaysRepository.listByOwner(database().db, visitor);
    expect(plays.map((p) => [p.number, p.quantity]).sort()).toEqual([
      ['123', 2],
      ['610', 1],
    ]);
    expect(await cartRepository.list(database().db, visitor)).toEqual([]);
    const purchased = await app.inject({ url: '/api/purchased-numbers', headers: jar.headers() });
    expect(purchased.statusCode).toBe(200);
    expect(JSON.stringify(purchased.json())).toContain('610');

    // Each play is stored with its draw date and waits for it, naming the draw (no box scoring).
    for (const play of purchased.json().plays) {
      expect(play.drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(play.result).toMatchObject({ status: 'pending', prize: 0, drawn: null });
    }

    const again = await capture(app, jar, id);
    expect(again.json()).toMatchObject({ status: 'COMPLETED', purchased: 0 });
    expect(await purchasedPlaysRepository.listByOwner(database().db, visitor)).toHaveLength(2);
  });

  it("mails an order's receipt once, and its receipt settles each play as its ticket says", async () => {
    const { jar, email } = await loggedInAccount(app);
    for (const playType of ['Straight', 'Box']) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { number: '034', state: 'NY', drawTime: 'Evening', playType },
        headers: jar.headers(),
      });
      expect(added.statusCode).toBe(201);
    }
    const order = await createOrder(app, jar, { kind: 'cart', confirmOlderData: true });
    expect(order.statusCode).toBe(200);
    const { id } = order.json();
    paypal.approve(id);
    expect((await capture(app, jar, id)).statusCode).toBe(200);

    // The e-mail receipt: every play with its draw and price, waiting for its draw.
    const receipts = () =>
      smtp.received.filter((m) => m.to.includes(email) && m.subject.includes(id));
    await vi.waitFor(() => expect(receipts()).toHaveLength(1), { timeout: 10_000 });
    const mail = receipts()[0]!;
    expect(mail.subject).toBe(`Your Pick 3 receipt: order ${id}`);
    // The PayPal sandbox moves no money, and the receipt says so.
    expect(mail.text).toContain('Sandbox order (no money was charged): $2.00 for 2 plays:');
    expect(mail.text).toMatch(/034 Straight, NY Evening \d+\/\d+\/\d{4}: 1 × \$1\.00 = \$1\.00\. /);
    expect(mail.text).toContain('Each play is settled as its ticket says');

    const receipt = () =>
      app.inject({ url: `/paypal/order/${id}/receipt`, headers: jar.headers() });
    const pending = await receipt();
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ orderId: id, paid: 2, won: 0, pending: 2 });
    const drawDate = pending.json().plays[0].drawDate as string;

    // 430 is drawn: the straight 034 loses (a box match is not its order), the box wins $80.
    await seedDraws(database(), [{ state: 'NY', date: drawDate, drawTime: 'EVE', number: '430' }]);
    const settled = (await receipt()).json();
    expect(settled).toMatchObject({ orderId: id, paid: 2, won: 80, pending: 0 });
    expect(
      settled.plays
        .map((p: { playType: string; result: { status: string; prize: number } }) => [
          p.playType,
          p.result.status,
          p.result.prize,
        ])
        .sort(),
    ).toEqual([
      ['Box', 'win', 80],
      ['Straight', 'loss', 0],
    ]);

    // Nobody else reads it; a second capture mails nothing again.
    const stranger = await newBrowser(app);
    expect(
      (await app.inject({ url: `/paypal/order/${id}/receipt`, headers: stranger.headers() }))
        .statusCode,
    ).toBe(404);
    await capture(app, jar, id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receipts()).toHaveLength(1);
  });

  it('refuses a cart holding a play for a draw its state does not hold, naming drawTime', async () => {
    const jar = await newBrowser(app);
    // A line stored before the basket checked draw times: New York has no Morning draw.
    await cartRepository.add(database().db, visitorOf(jar), {
      number: '123',
      state: 'NY',
      drawTime: 'Morning',
      playType: 'Straight',
    });
    const refused = await createOrder(app, jar, { kind: 'cart' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'drawTime' });
    expect(await purchasedPlaysRepository.listByOwner(database().db, visitorOf(jar))).toEqual([]);
  });

  it('refuses a capture whose captured amount differs from the stored order, and grants nothing', async () => {
    const jar = await newBrowser(app);
    const visitor = visitorOf(jar);
    await cartRepository.add(database().db, visitor, {
      number: '777',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
      quantity: 5,
    });
    const { id } = (await createOrder(app, jar, { kind: 'cart' })).json();
    // The buyer's browser patches the order at PayPal before approving (client-side SDK access).
    const token = (await (
      await fetch(`${paypal.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('client-abc:secret-xyz').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const patch = await fetch(`${paypal.url}/v2/checkout/orders/${id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify([
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/amount",
          value: { currency_code: 'USD', value: '0.01' },
        },
      ]),
    });
    expect(patch.status).toBe(204);
    paypal.approve(id);

    const refused = await capture(app, jar, id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_MISMATCH' });
    expect(await purchasedPlaysRepository.listByOwner(database().db, visitor)).toEqual([]);
    expect(await cartRepository.list(database().db, visitor)).toHaveLength(1);
    expect((await ordersRepository.findByProviderId(database().db, id))?.status).toBe('failed');
    expect((await capture(app, jar, id)).statusCode).toBe(402);
  });

  it("refuses someone else's order, an empty cart, and a cart changed after the order", async () => {
    const owner = await newBrowser(app);
    await cartRepository.add(database().db, visitorOf(owner), {
      number: '444',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
    });
    const { id } = (await createOrder(app, owner, { kind: 'cart' })).json();
    paypal.approve(id);

    const stranger = await newBrowser(app);
    const stolen = await capture(app, stranger, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await createOrder(app, stranger, { kind: 'cart' })).json()).toMatchObject({
      statusCode: 400,
      code: 'CART_EMPTY',
    });
    // Real PayPal configured: buyers approve in PayPal's window, not through the sandbox's endpoint.
    expect((await approveInSandbox(app, owner, id)).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });

    // The same total but another line is a changed cart too.
    await cartRepository.clear(database().db, visitorOf(owner));
    await cartRepository.add(database().db, visitorOf(owner), {
      number: '555',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
    });
    const changed = await capture(app, owner, id);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CART_CHANGED' });
    expect(paypal.orders.get(id)?.status).toBe('APPROVED'); // nothing was captured

    expect((await createOrder(app, stranger, { kind: 'subscription' })).statusCode).toBe(401);
  });

  it('renews in the last days of a paid month: the new month starts where the paid one ends', async () => {
    const jar = await newBrowser(app);
    const email = uniqueEmail('renewer');
    await signupAndVerify(app, jar, email);
    const first = (await createOrder(app, jar, { kind: 'subscription' })).json();
    paypal.approve(first.id);
    expect((await capture(app, jar, first.id)).json()).toMatchObject({ activated: true });

    const user = await usersRepository.findByEmail(database().db, email);
    const paidUntil = new Date(Date.now() + 3 * DAY);
    await usersRepository.setSubscription(database().db, user?.id ?? '', {
      status: 'active',
      plan: 'Premium Monthly',
      nextBilling: paidUntil,
    });
    expect(
      (await app.inject({ url: '/api/me/subscription', headers: jar.headers() })).json(),
    ).toMatchObject({ status: 'active', renewable: true });

    const renewal = await createOrder(app, jar, { kind: 'subscription' });
    expect(renewal.statusCode).toBe(200);
    paypal.approve(renewal.json().id);
    const renewed = await capture(app, jar, renewal.json().id);
    expect(renewed.json()).toMatchObject({
      activated: true,
      message: 'Subscription activated (sandbox: no money was charged)',
    });
    const expectedEnd = new Date(paidUntil);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(renewed.json().user.nextBilling).toBe(expectedEnd.toISOString());
    expect(
      (await app.inject({ url: '/api/me/subscription', headers: jar.headers() })).json(),
    ).toMatchObject({ renewable: false });
  });
});

describeWithDatabase('payments in demo mode (the local sandbox)', (database) => {
  let app: App;
  beforeAll(async () => {
    // Demo mode ignores PayPal settings: the local sandbox takes the payments.
    app = await buildTestApp(database(), {
      DEMO_MODE: '1',
      PAYPAL_CLIENT_ID: 'client-abc',
      PAYPAL_CLIENT_SECRET: 'secret-xyz',
    });
  });
  afterAll(async () => app.close());

  it("labels itself sandbox and, with no model, sells no subscription and says why in the reader's language", async () => {
    const setup = (await app.inject('/paypal/setup')).json();
    expect(setup).toMatchObject({
      clientToken: 'sandbox',
      clientId: null,
      mode: 'sandbox',
      provider: 'sandbox',
    });
    // No model is configured here: the offline helper has no limit for anyone and speech is the
    // browser's voice, so the plan lists no chat or speech perk and says why.
    expect(setup.plan).toEqual({
      name: 'Premium Monthly',
      amount: '5.00',
      currency: 'USD',
      months: 1,
      benefits: [],
      helper: 'offline',
      note: expect.stringContaining('The AI model is offline on this server'),
    });
    const spanish = (
      await app.inject({ url: '/paypal/setup', headers: { 'accept-language': 'es' } })
    ).json();
    expect(spanish.plan).toMatchObject({ benefits: [], helper: 'offline' });
    expect(spanish.plan.note).toContain('El modelo de IA está desconectado');
    const jar = await newBrowser(app);
    const email = uniqueEmail('offline');
    await signupAndVerify(app, jar, email, nextIp());
    const refused = await createOrder(app, jar, { kind: 'subscription' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOTHING_TO_SELL',
      message:
        'Not for sale here: on this server the subscription adds nothing to what you already have for free.',
    });
    const rechazado = await app.inject({
      method: 'POST',
      url: '/paypal/order',
      payload: { kind: 'subscription' },
      headers: { ...jar.headers(), 'accept-language': 'es' },
    });
    expect(rechazado.statusCode).toBe(409);
    expect(rechazado.json().message).toBe(
      'No está a la venta aquí: en este servidor la suscripción no añade nada a lo que ya tienes gratis.',
    );
    // Nothing was asked of the provider, nothing stored.
    const user = await usersRepository.findByEmail(database().db, email);
    const orders = await database()
      .db.selectFrom('orders')
      .select('id')
      .where('user_id', '=', user?.id ?? '')
      .execute();
    expect(orders).toEqual([]);
  });
});

describeWithDatabase(
  'the plan with a model configured (local OpenAI-compatible server)',
  (database) => {
    let openai: FakeOpenai;
    let app: App;
    beforeAll(async () => {
      openai = await startFakeOpenai();
      app = await buildTestApp(database(), {
        DEMO_MODE: '1',
        OPENAI_API_KEY: openai.apiKey,
        OPENAI_BASE_URL: openai.baseURL,
        OPENAI_MODEL: 'test-model',
      });
    });
    afterAll(async () => {
      await app.close();
      await openai.close();
    });

    it('asks for the approval in its own dialog and completes a signup without charging', async () => {
      const jar = await newBrowser(app);
      const email = uniqueEmail('sandbox');
      await signupAndVerify(app, jar, email, nextIp());
      const order = await createOrder(app, jar, {
        kind: 'subscription',
        currency: 'USD',
        intent: 'CAPTURE',
      });
      expect(order.json()).toMatchObject({ approveUrl: null, mode: 'sandbox' });
      const { id } = order.json();
      expect(id).toMatch(/^SANDBOX-/);

      // PayPal's rule, played honestly: no capture before the buyer approved.
      const early = await capture(app, jar, id);
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ code: 'PAYMENT_NOT_APPROVED' });
      expect((await usersRepository.findByEmail(database().db, email))?.subscriptionStatus).toBe(
        'none',
      );

      // Only the order's own browser can approve it.
      const stranger = await newBrowser(app);
      expect((await approveInSandbox(app, stranger, id)).json()).toMatchObject({
        statusCode: 404,
        code: 'ORDER_NOT_FOUND',
      });
      const approved = await approveInSandbox(app, jar, id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toEqual({ id, status: 'APPROVED', mode: 'sandbox' });

      const done = await capture(app, jar, id);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'COMPLETED', mode: 'sandbox', activated: true });
      expect(done.json().message).toContain('sandbox: no money was charged');
      expect((await usersRepository.findByEmail(database().db, email))?.subscriptionStatus).toBe(
        'active',
      );
    });

    it("lists the chat and speech quotas the routes apply, in the reader's language", async () => {
      const setup = (await app.inject('/paypal/setup')).json();
      expect(setup.plan).toMatchObject({
        helper: 'model',
        note: null,
        benefits: [
          `AI chat: ${CHAT_QUOTA.subscriber} messages a day (${CHAT_QUOTA.visitor} without a subscription)`,
          `Spoken replies: ${TTS_QUOTA.subscriber} a day (${TTS_QUOTA.visitor} without a subscription)`,
        ],
      });
      expect(CHAT_QUOTA.subscriber).toBeGreaterThan(CHAT_QUOTA.visitor);
      expect(TTS_QUOTA.subscriber).toBeGreaterThan(TTS_QUOTA.visitor);
      const spanish = (
        await app.inject({ url: '/paypal/setup', headers: { 'accept-language': 'es' } })
      ).json();
      expect(spanish.plan.benefits).toEqual([
        `Chat con IA: ${CHAT_QUOTA.subscriber} mensajes al día (${CHAT_QUOTA.visitor} sin suscripción)`,
        `Respuestas habladas: ${TTS_QUOTA.subscriber} al día (${TTS_QUOTA.visitor} sin suscripción)`,
      ]);
    });
  },
);
