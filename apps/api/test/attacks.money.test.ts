// The money and account findings of issue 12, each tried as an attacker would and now refused:
// a cart grown during a slow capture, a capture without the buyer's approval, a production start
// with fake money and shown codes, a pending signup taken over, the server made to message anyone,
// signup and reset answers that tell whether an address is registered, a subscription that never
// lapses. Real parts throughout; only PayPal, SMTP and the SMS gateway are local fake servers.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cartRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  CODES_PER_ACCOUNT_PER_DAY,
  CODES_PER_DESTINATION_PER_DAY,
} from '../src/services/verification-codes.service.js';
import {
  describeWithDatabase,
  loggedInAccount,
  newBrowser,
  nextIp,
  signupBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../src/testing/accounts.js';
import type { CookieJar } from '../src/testing/cookie-jar.js';
import { modelEnv, startFakeOpenai } from '../src/testing/fake-openai.server.js';
import { startFakePaypal, type FakePaypal } from '../src/testing/fake-paypal.server.js';
import { startFakeSms, type FakeSms } from '../src/testing/fake-sms.server.js';
import { startFakeSmtp, type FakeSmtp } from '../src/testing/fake-smtp.server.js';
import { buildTestApp, TEST_COOKIE_SECRET } from '../src/testing/test-app.js';
import { API_ENTRY } from './support-processes/built-entries.js';
import { messagingEnv } from '../src/testing/test-config.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CAPTURE_SECONDS = 3;

const visitorOf = (jar: CookieJar) =>
  decodeURIComponent(jar.cookies.get('visitor') ?? '').split('.')[0] ?? '';

function post(
  app: App,
  jar: CookieJar | undefined,
  url: string,
  payload?: Record<string, unknown>,
  ip = nextIp(),
) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: jar?.headers() ?? {},
    remoteAddress: ip,
  });
}

/** The newest 6-digit code mailed to an address, once it arrived. */
async function mailedCode(smtp: FakeSmtp, email: string, count = 1): Promise<string> {
  await smtp.waitFor(
    (all) => all.filter((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text)).length >= count,
  );
  const mail = smtp.received.findLast((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

describeWithDatabase('attack: money', (database) => {
  let paypal: FakePaypal;
  let smtp: FakeSmtp;
  let app: App;
  beforeAll(async () => {
    paypal = await startFakePaypal({ captureDelayMs: CAPTURE_SECONDS * 1000 });
    smtp = await startFakeSmtp();
    app = await buildTestApp(database(), {
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_BASE_URL: paypal.url,
      SMTP_URL: smtp.smtpUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await paypal.close();
    await smtp.close();
  });

  it(`records only the order's lines when 2 × 99 plays are added during a ${CAPTURE_SECONDS} s capture`, async () => {
    const jar = await newBrowser(app);
    const visitor = visitorOf(jar);
    expect(
      (
        await post(app, jar, '/api/cart/add', {
          number: '123',
          state: 'TX',
          drawTime: 'Day',
          playType: 'Straight',
        })
      ).statusCode,
    ).toBe(201);
    const order = await post(app, jar, '/paypal/order', { kind: 'cart' });
    expect(order.json()).toMatchObject({ amount: '1.00', amountCents: 100 });
    const { id } = order.json<{ id: string }>();
    paypal.approve(id);

    const started = Date.now();
    const capturing = post(app, jar, `/paypal/order/${id}/capture`);
    // While PayPal takes its time, the same browser adds two lines of 99 plays.
    await paypal.waitFor((received) =>
      received.some((r) => r.path === `/v2/checkout/orders/${id}/capture`),
    );
    for (const number of ['456', '789']) {
      const added = await post(app, jar, '/api/cart/add', {
        number,
        state: 'TX',
        drawTime: 'Day',
        playType: 'Straight',
        quantity: 99,
      });
      expect(added.statusCode).toBe(201);
    }
    const captured = await capturing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(CAPTURE_SECONDS * 1000 - 100);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', purchased: 1, amount: '1.00' });

    const plays = await purchasedPlaysRepository.listByOwner(database().db, visitor);
    expect(plays.map((p) => [p.number, p.quantity])).toEqual([['123', 1]]);
    expect(plays.reduce((sum, p) => sum + p.quantity, 0)).toBe(1);
    // The 198 unpaid plays are still in the cart, to be paid by a new order.
    expect(
      (await cartRepository.list(database().db, visitor)).map((c) => [c.number, c.quantity]),
    ).toEqual([
      ['456', 99],
      ['789', 99],
    ]);
    expect((await ordersRepository.findByProviderId(database().db, id))?.status).toBe('captured');
    const next = await post(app, jar, '/paypal/order', { kind: 'cart' });
    expect(next.json()).toMatchObject({ amountCents: 19_800 });
  });

  it('refuses a capture the buyer never approved, at PayPal and in the local sandbox', async () => {
    const jar = await newBrowser(app);
    await cartRepository.add(database().db, visitorOf(jar), {
      number: '321',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
    });
    const { id } = (await post(app, jar, '/paypal/order', { kind: 'cart' })).json<{ id: string }>();
    const refused = await post(app, jar, `/paypal/order/${id}/capture`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_NOT_APPROVED' });
    expect(await purchasedPlaysRepository.listByOwner(database().db, visitorOf(jar))).toEqual([]);
    expect(paypal.orders.get(id)?.status).toBe('CREATED');
    // The sandbox's approval endpoint is no way around PayPal's window.
    expect((await post(app, jar, `/paypal/sandbox/order/${id}/approve`)).statusCode).toBe(404);

    const demo = await buildTestApp(database(), { DEMO_MODE: '1' });
    const buyer = await newBrowser(demo);
    await cartRepository.add(database().db, visitorOf(buyer), {
      number: '654',
      state: 'TX',
      drawTime: 'Day',
      playType: 'Straight',
    });
    const sandboxOrder = (await post(demo, buyer, '/paypal/order', { kind: 'cart' })).json<{
      id: string;
    }>();
    expect(
      (await post(demo, buyer, `/paypal/order/${sandboxOrder.id}/capture`)).json(),
    ).toMatchObject({ statusCode: 422, code: 'PAYMENT_NOT_APPROVED' });
    expect(await purchasedPlaysRepository.listByOwner(database().db, visitorOf(buyer))).toEqual([]);
    await demo.close();
  });
});

describe('attack: production with fake money and shown codes', () => {
  it('refuses to start, naming each missing setting (a real process)', async () => {
    const child = spawn(process.execPath, [API_ENTRY], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(78);
    for (const name of ['COOKIE_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'SMTP_URL'])
      expect(stderr).toMatch(new RegExp(`- ${name}: required`));
  });

  it('in production outside demo mode never answers a code on screen', async () => {
    const { openTestDb } = await import('@pick3/db/testing');
    const database = await openTestDb();
    const [paypal, smtp] = await Promise.all([startFakePaypal(), startFakeSmtp()]);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SCHEDULER: 'off',
      WEB_DIST_DIR: '/nonexistent/pick3-web-dist',
      COOKIE_SECRET: TEST_COOKIE_SECRET,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_BASE_URL: paypal.url,
      SMTP_URL: smtp.smtpUrl,
    });
    const app = await buildApp(config, {
      database,
      refresh: { baseUrl: 'http://127.0.0.1:9', retries: 0, timeoutMs: 1_000 },
    });
    try {
      const email = uniqueEmail('prod');
      const browser = await newBrowser(app);
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(email),
        headers: browser.headers({ origin: 'http://localhost:80' }),
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json()).toMatchObject({ verification: 'email' });
      expect(JSON.stringify(signup.json())).not.toMatch(/demoCode|\b\d{6}\b/);
      expect((await app.inject('/api/health')).json().demo).toBe(false);
      expect((await app.inject('/paypal/setup')).json()).toMatchObject({ provider: 'paypal' });
      expect(await mailedCode(smtp, email)).toMatch(/^\d{6}$/);
    } finally {
      await app.close();
      await Promise.all([paypal.close(), smtp.close(), database.close()]);
    }
  });
});

describeWithDatabase('attack: accounts', (database) => {
  let smtp: FakeSmtp;
  let sms: FakeSms;
  let app: App;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    sms = await startFakeSms();
    app = await buildTestApp(database(), messagingEnv(smtp, sms, '+15550000002'));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await sms.close();
  });

  const login = (email: string, password: string) =>
    post(app, undefined, '/api/auth/login', { email, password });

  it("keeps the owner's credentials when an attacker signs up again with a pending address", async () => {
    const email = uniqueEmail('victim');
    const owner = await newBrowser(app);
    expect(
      owner.store(await post(app, owner, '/api/auth/signup', signupBody(email))).statusCode,
    ).toBe(201);
    const attacker = await newBrowser(app);
    const attack = attacker.store(
      await post(
        app,
        attacker,
        '/api/auth/signup',
        signupBody(email, {
          fullName: 'Mallory',
          password: 'attacker pass 66',
          confirmPassword: 'attacker pass 66',
        }),
      ),
    );
    expect(attack.statusCode).toBe(201);
    expect((await usersRepository.findByEmail(database().db, email))?.fullName).toBe('Dana Player');

    // The owner verifies with the newest code (the attacker's signup sent it) in their own browser.
    const code = await mailedCode(smtp, email, 2);
    const verified = owner.store(await post(app, owner, '/api/auth/verify', { email, code }));
    expect(verified.json()).toMatchObject({ verified: true, passwordKept: true });
    expect((await login(email, 'attacker pass 66')).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(attacker.cookies.has('signup-start')).toBe(false);
  });

  it('keeps no password the owner did not choose when an attacker signed up with the address first', async () => {
    const email = uniqueEmail('prehijack');
    const attacker = await newBrowser(app);
    attacker.store(
      await post(
        app,
        attacker,
        '/api/auth/signup',
        signupBody(email, { password: 'attacker pass 66', confirmPassword: 'attacker pass 66' }),
      ),
    );
    const owner = await newBrowser(app);
    owner.store(await post(app, owner, '/api/auth/signup', signupBody(email)));
    const code = await mailedCode(smtp, email, 2);
    const verified = owner.store(await post(app, owner, '/api/auth/verify', { email, code }));
    expect(verified.json()).toMatchObject({ verified: true, passwordKept: false });
    expect((await login(email, 'attacker pass 66')).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('answers signup and password reset the same whether or not the address is registered', async () => {
    const registered = (await loggedInAccount(app)).email;
    const pendingEmail = uniqueEmail('pending');
    await post(app, await newBrowser(app), '/api/auth/signup', signupBody(pendingEmail));
    const shape = (response: { statusCode: number; json(): Record<string, unknown> }) => {
      const { email: _email, ...rest } = response.json();
      return { status: response.statusCode, body: rest };
    };
    const signups = await Promise.all(
      [uniqueEmail('fresh'), pendingEmail, registered].map(async (email) =>
        shape(await post(app, await newBrowser(app), '/api/auth/signup', signupBody(email))),
      ),
    );
    expect(signups[0]).toEqual({
      status: 201,
      body: {
        message: 'Verification code sent to your email',
        verification: 'email',
        expiresInMinutes: 15,
      },
    });
    expect(signups[1]).toEqual(signups[0]);
    expect(signups[2]).toEqual(signups[0]);

    const resets = await Promise.all(
      [registered, uniqueEmail('nobody')].map(async (email) =>
        shape(await post(app, undefined, '/api/auth/password-reset/request', { email })),
      ),
    );
    expect(resets[0]).toEqual({
      status: 200,
      body: {
        message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
        expiresInMinutes: 15,
      },
    });
    expect(resets[1]).toEqual(resets[0]);
    // Only the account is mailed: the owner of a registered address learns of the attempt, with no code.
    await smtp.waitFor((all) =>
      all.some(
        (m) =>
          m.to.includes(registered) && m.subject === 'Sign-up attempt with your e-mail address',
      ),
    );
    expect(
      smtp.received.find(
        (m) =>
          m.subject === 'Sign-up attempt with your e-mail address' && m.to.includes(registered),
      )?.text,
    ).not.toMatch(/\b\d{6}\b/);
  });

  it('sends alert codes only for a verified account, with daily caps per destination and per account', async () => {
    const visitor = await newBrowser(app);
    const target = uniqueEmail('target');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/aert',
          payload: { email: target },
          headers: visitor.headers(),
        })
      ).json(),
    ).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });
    expect(
      (await post(app, visitor, '/api/aert/verify/send', { channel: 'email' })).json(),
    ).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    const { jar } = await loggedInAccount(app);
    const sendTo = async (account: CookieJar, email: string) => {
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: '/api/aert',
            payload: { email },
            headers: account.headers(),
          })
        ).statusCode,
      ).toBe(200);
      return post(app, account, '/api/aert/verify/send', { channel: 'email' });
    };
    for (let i = 0; i < CODES_PER_DESTINATION_PER_DAY; i += 1)
      expect((await sendTo(jar, target)).json()).toMatchObject({ sent: true });
    // Over the cap (issue 35 finding 2): answered as if sent, and nothing goes out.
    const capped = await sendTo(jar, target);
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ sent: true });
    expect(smtp.received.filter((m) => m.to.includes(target))).toHaveLength(
      CODES_PER_DESTINATION_PER_DAY,
    );
    // Another account is a requester of its own: its own code goes out.
    expect((await sendTo((await loggedInAccount(app)).jar, target)).json()).toMatchObject({
      sent: true,
    });
    expect(smtp.received.filter((m) => m.to.includes(target))).toHaveLength(
      CODES_PER_DESTINATION_PER_DAY + 1,
    );

    // One account spreading over many addresses stops at its own cap.
    const spreader = (await loggedInAccount(app)).jar;
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_ACCOUNT_PER_DAY; i += 1)
      statuses.push((await sendTo(spreader, uniqueEmail(`spread-${i}`))).statusCode);
    expect(statuses.slice(0, CODES_PER_ACCOUNT_PER_DAY).every((s) => s === 200)).toBe(true);
    const last = await sendTo(spreader, uniqueEmail('spread-last'));
    expect(last.json()).toMatchObject({ statusCode: 429, code: 'ACCOUNT_DAILY_LIMIT' });

    // Signup mail to one address is capped the same way per requester: the same answer, no code.
    const flooded = uniqueEmail('flooded');
    const floodIp = nextIp();
    const signups: number[] = [];
    for (let i = 0; i <= CODES_PER_DESTINATION_PER_DAY; i += 1)
      signups.push(
        (await post(app, await newBrowser(app), '/api/auth/signup', signupBody(flooded), floodIp))
          .statusCode,
      );
    expect(signups.every((s) => s === 201)).toBe(true);
    const sends = await app.db
      .selectFrom('code_sends')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('destination', '=', flooded)
      .executeTakeFirstOrThrow();
    expect(Number(sends.count)).toBe(CODES_PER_DESTINATION_PER_DAY);
  });

  it('lets a monthly subscription lapse after its paid period unless renewed', async () => {
    // A model: the subscription is on sale only where it gives something.
    const openai = await startFakeOpenai();
    const demo = await buildTestApp(database(), { DEMO_MODE: '1', ...modelEnv(openai) });
    try {
      const { jar, email } = await loggedInAccount(demo);
      const order = (await post(demo, jar, '/paypal/order', { kind: 'subscription' })).json<{
        id: string;
      }>();
      await post(demo, jar, `/paypal/sandbox/order/${order.id}/approve`);
      const paid = (await post(demo, jar, `/paypal/order/${order.id}/capture`)).json<{
        user: { nextBilling: string };
      }>();
      expect(
        (await demo.inject({ url: '/api/me/subscription', headers: jar.headers() })).json(),
      ).toMatchObject({ status: 'active', hasAccess: true });

      // The paid month ends (its stored end moved into the past); no payment came.
      const user = await usersRepository.findByEmail(database().db, email);
      const ended = new Date(Date.now() - 1000);
      await database()
        .db.updateTable('users')
        .set({ next_billing: ended })
        .where('id', '=', user?.id ?? '')
        .execute();
      const lapsed = (
        await demo.inject({ url: '/api/me/subscription', headers: jar.headers() })
      ).json();
      expect(lapsed).toMatchObject({
        status: 'past_due',
        hasAccess: false,
        renewable: true,
        nextBilling: ended.toISOString(),
      });
      expect(new Date(paid.user.nextBilling).getTime()).toBeGreaterThan(Date.now());

      // Paying again renews from today.
      const renewal = (await post(demo, jar, '/paypal/order', { kind: 'subscription' })).json<{
        id: string;
      }>();
      await post(demo, jar, `/paypal/sandbox/order/${renewal.id}/approve`);
      const renewed = (await post(demo, jar, `/paypal/order/${renewal.id}/capture`)).json<{
        user: { subscriptionStatus: string; nextBilling: string };
      }>();
      expect(renewed.user.subscriptionStatus).toBe('active');
      expect(new Date(renewed.user.nextBilling).getTime()).toBeGreaterThan(
        Date.now() + 27 * 86_400_000,
      );
    } finally {
      await demo.close();
      await openai.close();
    }
  });
});
