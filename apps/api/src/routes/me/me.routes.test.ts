import { usersRepository } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import {
  describeWithDatabase,
  newBrowser,
  signupAndVerify,
  uniqueEmail,
} from '../../testing/accounts.js';
import type { CookieJar } from '../../testing/cookie-jar.js';
import { modelEnv, startFakeOpenai, type FakeOpenai } from '../../testing/fake-openai.server.js';
import { buildTestApp } from '../../testing/test-app.js';

describeWithDatabase('profile and subscription', (database) => {
  let app: App;
  let openai: FakeOpenai;
  beforeAll(async () => {
    // Demo mode: codes on screen and the local payment sandbox; a model, so the plan is on sale.
    openai = await startFakeOpenai();
    app = await buildTestApp(database(), { DEMO_MODE: '1', ...modelEnv(openai) });
  });
  afterAll(async () => {
    await app.close();
    await openai.close();
  });

  /** Signup, the subscription order approved in the sandbox's dialog, then captured. */
  async function subscribed(email = uniqueEmail('profile')): Promise<CookieJar> {
    const jar = await newBrowser(app);
    await signupAndVerify(app, jar, email);
    const order = await app.inject({
      method: 'POST',
      url: '/paypal/order',
      payload: { kind: 'subscription' },
      headers: jar.headers(),
    });
    await app.inject({
      method: 'POST',
      url: `/paypal/sandbox/order/${order.json().id}/approve`,
      headers: jar.headers(),
    });
    const captured = jar.store(
      await app.inject({
        method: 'POST',
        url: `/paypal/order/${order.json().id}/capture`,
        headers: jar.headers(),
      }),
    );
    expect(captured.json()).toMatchObject({ activated: true });
    return jar;
  }

  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['GET', '/api/me/subscription'],
      ['POST', '/api/me/subscription/cancel'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('updates the profile with the same rules as signup', async () => {
    const jar = await subscribed();
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: jar.headers(),
      payload: {
        fullName: ' Robin Player ',
        state: 'tx',
        zipCode: '75001',
        phone: '+1 (555) 010-2030',
        emailAlertsEnabled: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Profile updated successfully!',
      user: {
        fullName: 'Robin Player',
        state: 'TX',
        zipCode: '75001',
        phone: '+1 (555) 010-2030',
        emailAlertsEnabled: true,
        smsAlertsEnabled: false,
      },
    });
    expect(
      (await app.inject({ url: '/api/me', headers: jar.headers() })).json().user.fullName,
    ).toBe('Robin Player');

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: jar.headers(),
      payload: { state: 'Texas' },
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      field: 'state',
      message: 'State must be 2 characters',
    });
    const badZip = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: jar.headers(),
      payload: { zipCode: '123' },
    });
    expect(badZip.json()).toMatchObject({
      field: 'zipCode',
      message: 'Zip code must be at least 5 digits',
    });
    // Fields outside the profile cannot be set this way.
    await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: jar.headers(),
      payload: { subscriptionStatus: 'active', email: 'x@y.z' },
    });
    expect(
      (await app.inject({ url: '/api/me', headers: jar.headers() })).json().user.email,
    ).not.toBe('x@y.z');
  });

  it('cancels a subscription that stays usable until the next billing date', async () => {
    const jar = await subscribed();
    const before = await app.inject({ url: '/api/me/subscription', headers: jar.headers() });
    expect(before.json()).toMatchObject({
      status: 'active',
      plan: 'Premium Monthly',
      hasAccess: true,
      renewable: false,
      priceCents: 500,
      currency: 'USD',
    });

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/me/subscription/cancel',
      headers: jar.headers(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your subscription will remain active until the next billing date.',
      subscription: {
        status: 'cancelled',
        plan: 'Premium Monthly',
        hasAccess: true,
        nextBilling: before.json().nextBilling,
      },
    });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/me/subscription/cancel',
      headers: jar.headers(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('NO_SUBSCRIPTION');
  });

  it('lapses after the paid month unless renewed, and shows the stored period end as the next billing date', async () => {
    const email = uniqueEmail('lapse');
    const jar = await subscribed(email);
    const user = await usersRepository.findByEmail(database().db, email);
    const ended = new Date(Date.now() - 60_000);
    await usersRepository.setSubscription(database().db, user?.id ?? '', {
      status: 'active',
      plan: 'Premium Monthly',
      nextBilling: ended,
    });

    const me = (await app.inject({ url: '/api/me', headers: jar.headers() })).json().user;
    expect(me).toMatchObject({ subscriptionStatus: 'past_due', nextBilling: ended.toISOString() });
    const subscription = await app.inject({ url: '/api/me/subscription', headers: jar.headers() });
    expect(subscription.json()).toMatchObject({
      status: 'past_due',
      hasAccess: false,
      renewable: true,
      nextBilling: ended.toISOString(),
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/me/subscription/cancel',
          headers: jar.headers(),
        })
      ).json(),
    ).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });
});
