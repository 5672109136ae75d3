// The checkout called directly, on PGlite and PostgreSQL, against the local payment sandbox (demo
// mode): a cart order is a snapshot granted once, only its owner may act on it, and a signup's
// payment answers the session the route logs the account in with. The HTTP side (status codes,
// the session and signup cookies, PayPal's own protocol) is routes/payments/payments.routes.test.ts.
import { cartRepository, purchasedPlaysRepository, usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it, onTestFinished } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts.js';
import { modelEnv, startFakeOpenai } from '../testing/fake-openai.server.js';
import { owner, serviceDeps } from '../testing/service-deps.js';
import { hashPassword } from './auth.service.js';
import { captureOrder, createOrder, SUBSCRIPTION_PRICE_CENTS } from './checkout.service.js';
import { playOwner } from './play-owner.js';
import { sessionUser } from './session.service.js';

const ORIGIN = 'http://127.0.0.1:3000';

describeEachDriver('checkout service', (t) => {
  it("grants a cart order's snapshot once, to its visitor only", async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const me = owner();
    await cartRepository.add(t.db(), playOwner(me), {
      number: '123',
      state: 'TX',
      drawTime: 'Evening',
      playType: 'Straight',
      quantity: 2,
      pricePerPlay: 100,
    });
    const order = await createOrder(deps, me, 'cart', { origin: ORIGIN });
    expect(order).toMatchObject({
      kind: 'cart',
      amountCents: 200,
      currency: 'USD',
      mode: 'sandbox',
    });

    // Nobody else may capture it, not even with its id.
    await expect(captureOrder(deps, owner(), order.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(await deps.payments.approveLocally?.(order.id)).toBe(true);
    expect(await captureOrder(deps, me, order.id)).toMatchObject({
      status: 'COMPLETED',
      purchased: 1,
    });
    expect(await cartRepository.list(t.db(), playOwner(me))).toEqual([]);
    // A second capture grants nothing more.
    expect(await captureOrder(deps, me, order.id)).toMatchObject({ purchased: 0 });
    expect(await purchasedPlaysRepository.listByOwner(t.db(), playOwner(me))).toHaveLength(1);
  });

  it('refuses an empty cart', async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    await expect(createOrder(deps, owner(), 'cart', { origin: ORIGIN })).rejects.toMatchObject({
      statusCode: 400,
      code: 'CART_EMPTY',
    });
  });

  it("refuses a subscription order on a server where the plan gives nothing, in the buyer's words", async () => {
    // No model: the plan's only perks (chat and speech quotas) do not apply; nothing to sell.
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const user = await usersRepository.create(t.db(), {
      fullName: 'Dana Offline',
      email: uniqueEmail('offline'),
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerified: true,
    });
    if (user === undefined) throw new Error('account not created');
    await expect(
      createOrder(deps, owner({ signupUserId: user.id }), 'subscription', { origin: ORIGIN }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'NOTHING_TO_SELL',
      message:
        'Not for sale here: on this server the subscription adds nothing to what you already have for free.',
    });
    await expect(
      createOrder(deps, owner({ signupUserId: user.id, language: 'es' }), 'subscription', {
        origin: ORIGIN,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message:
        'No está a la venta aquí: en este servidor la suscripción no añade nada a lo que ya tienes gratis.',
    });
    const stored = await t
      .db()
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("activates a verified signup's subscription and answers the session that logs it in", async () => {
    // A model (the local OpenAI-compatible server): the plan gives its quotas, so it is on sale.
    const openai = await startFakeOpenai();
    onTestFinished(() => openai.close());
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1', ...modelEnv(openai) });
    const user = await usersRepository.create(t.db(), {
      fullName: 'Dana Player',
      email: uniqueEmail('subscriber'),
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerified: true,
    });
    if (user === undefined) throw new Error('account not created');
    // Logged out, with no signup: nobody to subscribe.
    await expect(
      createOrder(deps, owner(), 'subscription', { origin: ORIGIN }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    const signup = owner({ signupUserId: user.id });
    const order = await createOrder(deps, signup, 'subscription', { origin: ORIGIN });
    expect(order.amountCents).toBe(SUBSCRIPTION_PRICE_CENTS);
    await deps.payments.approveLocally?.(order.id);
    const captured = await captureOrder(deps, signup, order.id);
    expect(captured).toMatchObject({
      activated: true,
      user: { id: user.id, subscriptionStatus: 'active' },
    });
    if (!('sessionToken' in captured)) throw new Error('a signup payment answers its session');
    expect((await sessionUser(deps, captured.sessionToken))?.id).toBe(user.id);
    const again = owner({ user: (await usersRepository.findById(t.db(), user.id)) ?? null });
    // Active for a month: not renewable yet.
    await expect(
      createOrder(deps, again, 'subscription', { origin: ORIGIN }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'SUBSCRIPTION_ACTIVE',
    });
  });
});
