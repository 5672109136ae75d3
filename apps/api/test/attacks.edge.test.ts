// Issue 12 at the edge, tried the way an attacker tried it: each finding (1 gate bypass, 4 rate
// limits, 8 CSRF and headers, 9 the smaller ones) reproduced against the real app, which must now
// refuse it. Money and accounts are test/attacks.money.test.ts.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { authAttemptsRepository, passcodesRepository, usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyOfWebBuild } from '../src/testing/web-dist.js';
import type { App } from '../src/app.js';
import { CHAT_QUOTA, TTS_QUOTA } from '../src/lib/daily-quota.js';
import { MAX_ANSWER_TOKENS } from '../src/services/chat-model.service.js';
import {
  GATE_COOKIE,
  PASSCODE_FAILURE_WINDOW_MS,
  PASSCODE_RECHECK_MS,
  hashPasscode,
} from '../src/services/passcode-gate.service.js';
import { STREAMS_PER_ADDRESS } from '../src/plugins/rate-limit.plugin.js';
import { newBrowser, nextIp, signupAndVerify, uniqueEmail } from '../src/testing/accounts.js';
import { injectAsIs } from '../src/testing/browser-inject.js';
import { CookieJar } from '../src/testing/cookie-jar.js';
import { startFakeOpenai, type FakeOpenai } from '../src/testing/fakes.js';
import { freePort, startRedis } from '../src/testing/redis.server.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';

const PASSCODE = 'edge-passcode-1';
const OTHER_PASSCODE = 'edge-passcode-2';

/** A browser that passed the gate: its jar holds the visitor and gate cookies. */
async function passGate(app: App, code = PASSCODE, ip = nextIp()): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = jar.store(
    await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: code },
      remoteAddress: ip,
    }),
  );
  expect(response.statusCode).toBe(200);
  expect(jar.cookies.has(GATE_COOKIE)).toBe(true);
  return jar;
}

describeEachDriver('finding 1: the gate decides on the matched route', (t) => {
  let app: App;
  // Per test: the suite's database (its passcodes included) is emptied before each one.
  beforeEach(async () => {
    // DEMO_MODE: /paypal/* answers from the local sandbox (outside demo mode PayPal is required).
    app = await buildTestApp(t.database(), { PICK3_PASSCODES: PASSCODE, DEMO_MODE: '1' });
  });
  afterEach(async () => app?.close());

  it('never serves a gated route without the cookie, however the path is spelled', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-08-01', 30, ['DAY', 'EVE', 'NITE'], 3));
    const tries: Array<[InjectOptions['method'], string, Record<string, unknown>?]> = [
      ['GET', '/%61pi/states'],
      ['GET', '/api/%73tates'],
      ['GET', '//api/states'],
      ['GET', '/api/states.'],
      ['GET', '/API/states'],
      ['GET', '/Api/States'],
      ['GET', '/api/states/'],
      ['GET', '/api//states'],
      ['HEAD', '/%61pi/states'],
      ['GET', '/%61pi/lottery-analysis?state=GA'],
      ['GET', '/%70aypal/setup'],
      ['POST', '/%61pi/cart/add', { number: '123', state: 'GA' }],
      ['POST', '/%61pi/chat', { messages: [{ role: 'user', content: 'hi' }] }],
      ['POST', '/%70aypal/order', { kind: 'cart' }],
      ['POST', '/paypal/%6frder', { kind: 'cart' }],
    ];
    const ip = nextIp();
    for (const [method, url, payload] of tries) {
      const options: InjectOptions = {
        method,
        url,
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload }),
      };
      const response = await app.inject(options);
      expect(
        [401, 404],
        `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
      ).toContain(response.statusCode);
      if (method !== 'HEAD')
        expect(response.json().code).toMatch(/^(PASSCODE_REQUIRED|NOT_FOUND)$/);
      expect(response.body).not.toContain('"states"');
    }
    // The encoded spellings do reach the route: with the cookie they are served.
    const jar = await passGate(app, PASSCODE, ip);
    expect(
      (await app.inject({ url: '/%61pi/states', headers: jar.headers(), remoteAddress: ip }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/%70aypal/setup', headers: jar.headers(), remoteAddress: ip }))
        .statusCode,
    ).toBe(200);
  });

  it('makes every gated answer private and varying on the cookie; the open ones stay as they were', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-08-01', 30, ['DAY', 'EVE', 'NITE'], 3));
    const ip = nextIp();
    const jar = await passGate(app, PASSCODE, ip);
    // The analysis is `public, max-age=120` with the gate off; behind it, private.
    const analysis = await app.inject({
      url: '/api/lottery-analysis?state=GA&limit=30',
      headers: jar.headers(),
      remoteAddress: ip,
    });
    expect(analysis.statusCode).toBe(200);
    expect(analysis.headers['cache-control']).toBe('private, max-age=120');
    expect(String(analysis.headers.vary)).toMatch(/\bCookie\b/);
    for (const url of ['/api/states', '/api/cart', '/paypal/setup']) {
      const response = await app.inject({ url, headers: jar.headers(), remoteAddress: ip });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['cache-control']), url).toMatch(/\bprivate\b|\bno-store\b/);
      expect(String(response.headers['cache-control']), url).not.toMatch(/\bpublic\b/);
      expect(String(response.headers.vary), url).toMatch(/\bCookie\b/);
    }
    // Refusals too: a 401 must not be cached for a browser that then passes.
    const refused = await app.inject({ url: '/api/lottery-analysis?state=GA', remoteAddress: ip });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private');
    expect(String(refused.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('gives every grant its own id and expiry, refuses expired and old-style cookies', async () => {
    const first = await passGate(app);
    const second = await passGate(app);
    const value = (jar: CookieJar) =>
      app.unsignCookie(jar.cookies.get(GATE_COOKIE) ?? '').value ?? '';
    const [a, b] = [value(first), value(second)];
    expect(a).toMatch(/^g1\.\d+\.[A-Za-z0-9_-]{22}\.\d+$/);
    const passcodeId = a.split('.')[1];
    expect(b.split('.')[1]).toBe(passcodeId);
    expect(b.split('.')[2]).not.toBe(a.split('.')[2]);
    const expiry = Number(a.split('.')[3]);
    expect(expiry).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);

    const ip = nextIp();
    const withGate = (raw: string) =>
      app.inject({
        url: '/api/states',
        headers: { cookie: `${GATE_COOKIE}=${raw}` },
        remoteAddress: ip,
      });
    expect((await withGate(first.cookies.get(GATE_COOKIE) ?? '')).statusCode).toBe(200);
    // Signed with the real secret, but expired: refused.
    expect(
      (
        await withGate(
          app.signCookie(`g1.${passcodeId}.abcdefghijklmnopqrstuv.${Date.now() - 1000}`),
        )
      ).statusCode,
    ).toBe(401);
    // The old cookie (the same for every holder, forever): refused even when signed.
    expect((await withGate(app.signCookie(`ok:${passcodeId}`))).statusCode).toBe(401);
    // Not signed: refused.
    expect(
      (await withGate(`g1.${passcodeId}.abcdefghijklmnopqrstuv.${Date.now() + 60_000}`)).statusCode,
    ).toBe(401);
  });

  it('refuses a grant once its passcode is disabled, or dropped from PICK3_PASSCODES', async () => {
    const own = await buildTestApp(t.database(), {
      PICK3_PASSCODES: `${PASSCODE},${OTHER_PASSCODE}`,
    });
    try {
      const ip = nextIp();
      const keep = await passGate(own, PASSCODE, ip);
      const drop = await passGate(own, OTHER_PASSCODE, ip);
      expect(
        (await own.inject({ url: '/api/states', headers: drop.headers(), remoteAddress: ip }))
          .statusCode,
      ).toBe(200);

      // The CLI's `passcode disable` in another process: noticed within PASSCODE_RECHECK_MS.
      await passcodesRepository.setActive(t.db(), hashPasscode(OTHER_PASSCODE), false);
      await new Promise((resolve) => setTimeout(resolve, PASSCODE_RECHECK_MS + 100));
      expect(
        (await own.inject({ url: '/api/states', headers: drop.headers(), remoteAddress: ip }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await own.inject({
            url: '/api/auth/passcode/status',
            headers: drop.headers(),
            remoteAddress: ip,
          })
        ).json(),
      ).toEqual({
        required: true,
        passed: false,
      });
      expect(
        (await own.inject({ url: '/api/states', headers: keep.headers(), remoteAddress: ip }))
          .statusCode,
      ).toBe(200);
      await passcodesRepository.setActive(t.db(), hashPasscode(OTHER_PASSCODE), true);

      // A restart whose PICK3_PASSCODES no longer lists OTHER_PASSCODE: its grants die with it.
      await own.close();
      const restarted = await buildTestApp(t.database(), { PICK3_PASSCODES: PASSCODE });
      try {
        expect(
          (
            await restarted.inject({
              url: '/api/states',
              headers: drop.headers(),
              remoteAddress: ip,
            })
          ).statusCode,
        ).toBe(401);
        expect(
          (
            await restarted.inject({
              url: '/api/states',
              headers: keep.headers(),
              remoteAddress: ip,
            })
          ).statusCode,
        ).toBe(200);
        const refused = await restarted.inject({
          method: 'POST',
          url: '/api/auth/passcode',
          payload: { passcode: OTHER_PASSCODE },
          remoteAddress: nextIp(),
        });
        expect(refused.statusCode).toBe(401);
      } finally {
        await restarted.close();
      }
    } finally {
      await own.close();
    }
  });

  it('lets old passcode failures decay instead of counting them against an address forever', async () => {
    const ip = nextIp();
    const longAgo = Date.now() - PASSCODE_FAILURE_WINDOW_MS - 60_000;
    // Four failures (one short of the lockout) long ago, as a NAT full of typos would collect.
    for (let i = 0; i < 4; i += 1) {
      await authAttemptsRepository.recordFailure(t.db(), ip, {
        max: 5,
        blockMs: 15 * 60_000,
        now: new Date(longAgo + i * 1000),
      });
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: 'typo' },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await authAttemptsRepository.get(t.db(), ip)).toMatchObject({
      attemptCount: 1,
      blockedUntil: null,
    });
    // Recent failures still add up to the lockout.
    for (let i = 0; i < 4; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/passcode',
        payload: { passcode: `typo-${i}` },
        remoteAddress: ip,
      });
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/passcode',
          payload: { passcode: PASSCODE },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(429);
  });
});

describeEachDriver(
  'finding 4: rate limits by address, with the cookie only tightening them',
  (t) => {
    it('gives 20 self-issued visitor cookies no more budget than one address has', async () => {
      const app = await buildTestApp(t.database(), { RATE_LIMIT_MAX: '10' });
      try {
        // Cookies collected elsewhere (from other addresses), as the attacker did.
        const cookies: string[] = [];
        for (let i = 0; i < 21; i += 1) {
          const response = await app.inject({
            url: '/api/health',
            remoteAddress: `10.250.0.${i + 1}`,
          });
          const visitor = response.cookies.find((c) => c.name === 'visitor');
          expect(visitor).toBeDefined();
          cookies.push(`visitor=${visitor?.value}`);
        }
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) {
          const response = await app.inject({
            url: '/api/states',
            headers: { cookie: cookies[i % 20] ?? '' },
            remoteAddress: '10.251.0.1',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

        // The cookie adds a tighter limit of its own (half of 10): one unused cookie over several addresses.
        const cookie = cookies[20] ?? '';
        const spread: number[] = [];
        for (let i = 0; i < 7; i += 1) {
          spread.push(
            (
              await app.inject({
                url: '/api/health',
                headers: { cookie },
                remoteAddress: `10.252.0.${i + 1}`,
              })
            ).statusCode,
          );
        }
        expect(spread).toEqual([200, 200, 200, 200, 200, 429, 429]);
      } finally {
        await app.close();
      }
    });

    it('counts in the process when Redis is unreachable, and when it goes away mid-run', async () => {
      const closed = await buildTestApp(t.database(), {
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        RATE_LIMIT_MAX: '3',
      });
      try {
        const statuses = [];
        for (let i = 0; i < 5; i += 1)
          statuses.push(
            (await closed.inject({ url: '/api/states', remoteAddress: '10.253.0.1' })).statusCode,
          );
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
      } finally {
        await closed.close();
      }

      const redis = await startRedis();
      const app = await buildTestApp(t.database(), { REDIS_URL: redis.url, RATE_LIMIT_MAX: '4' });
      try {
        const client = {
          url: '/api/health',
          remoteAddress: `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
        };
        expect((await app.inject(client)).statusCode).toBe(200);
        await redis.stop();
        // Whatever Redis counted is gone with it; the process counts from here, and still stops the client.
        const after: number[] = [];
        for (let i = 0; i < 6; i += 1) after.push((await app.inject(client)).statusCode);
        expect(after.slice(0, 4)).toEqual([200, 200, 200, 200]);
        expect(after.slice(4)).toEqual([429, 429]);
      } finally {
        await app.close();
        await redis.stop();
      }
    });

    it(`caps open event streams at ${STREAMS_PER_ADDRESS} per address`, async () => {
      const app = await buildTestApp(t.database());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const open: IncomingMessage[] = [];
      const connect = () =>
        new Promise<IncomingMessage>((resolve, reject) => {
          const request = httpRequest(
            { host: '127.0.0.1', port, path: '/api/refresh/events' },
            resolve,
          );
          request.on('error', reject);
          request.end();
        });
      try {
        for (let i = 0; i < STREAMS_PER_ADDRESS; i += 1) {
          const stream = await connect();
          expect(stream.statusCode).toBe(200);
          open.push(stream);
        }
        const refused = await connect();
        expect(refused.statusCode).toBe(429);
        refused.resume();
        // Closing one frees its slot.
        const first = open.shift();
        first?.destroy();
        await new Promise<void>(
          (resolve) => first?.socket?.once('close', () => resolve()) ?? resolve(),
        );
        let again = await connect();
        for (let i = 0; again.statusCode === 429 && i < 50; i += 1) {
          again.resume();
          await new Promise((resolve) => setTimeout(resolve, 20));
          again = await connect();
        }
        expect(again.statusCode).toBe(200);
        open.push(again);
      } finally {
        for (const stream of open) stream.destroy();
        await app.close();
      }
    });

    describe('chat and speech', () => {
      let openai: FakeOpenai;
      beforeAll(async () => {
        openai = await startFakeOpenai();
      });
      afterAll(async () => openai?.close());

      it('stops a visitor at the daily quota whatever cookie it sends, lets a subscriber go further, bounds every model call', async () => {
        const app = await buildTestApp(t.database(), {
          OPENAI_API_KEY: openai.apiKey,
          OPENAI_BASE_URL: openai.baseURL,
          DEMO_MODE: '1',
        });
        try {
          const ip = nextIp();
          const chat = (headers: Record<string, string> = {}) =>
            app.inject({
              method: 'POST',
              url: '/api/chat',
              payload: { messages: [{ role: 'user', content: 'hello' }] },
              headers,
              remoteAddress: ip,
            });
          const before = openai.received.length;
          for (let i = 0; i < CHAT_QUOTA.visitor; i += 1) {
            // A fresh cookie-less request each time: every answer hands out a new visitor cookie.
            const response = await chat();
            expect(response.statusCode, `chat ${i + 1}`).toBe(200);
          }
          const over = await chat();
          expect(over.statusCode).toBe(429);
          expect(over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
          expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
          const calls = openai.received
            .slice(before)
            .filter((r) => r.path.endsWith('/chat/completions'));
          expect(calls).toHaveLength(CHAT_QUOTA.visitor); // the refused one never reached the model
          for (const call of calls)
            expect(JSON.parse(call.body)).toMatchObject({ max_tokens: MAX_ANSWER_TOKENS, n: 1 });

          // A subscriber on the same address has the larger quota of its own account.
          // A browser (its visitor cookie): demo mode shows a code only to the one that signed up.
          const jar = await newBrowser(app);
          const email = uniqueEmail('quota');
          await signupAndVerify(app, jar, email, ip);
          const user = await usersRepository.findByEmail(t.db(), email);
          await usersRepository.setSubscription(t.db(), user?.id ?? '', {
            status: 'active',
            plan: 'monthly',
            nextBilling: new Date(Date.now() + 20 * 86_400_000),
          });
          const login = jar.store(
            await app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email, password: 'correct horse 42' },
              headers: jar.headers(),
              remoteAddress: ip,
            }),
          );
          expect(login.statusCode).toBe(200);
          expect((await chat(jar.headers())).statusCode).toBe(200);
          expect(CHAT_QUOTA.subscriber).toBeGreaterThan(CHAT_QUOTA.visitor);

          // Speech: the same per-address quota.
          const speak = () =>
            app.inject({
              method: 'POST',
              url: '/api/tts',
              payload: { text: 'one two three' },
              remoteAddress: ip,
            });
          for (let i = 0; i < TTS_QUOTA.visitor; i += 1)
            expect((await speak()).statusCode).toBe(200);
          const tooMuch = await speak();
          expect(tooMuch.statusCode).toBe(429);
          expect(tooMuch.json().code).toBe('QUOTA_EXCEEDED');
        } finally {
          await app.close();
        }
      });
    });
  },
);

describeEachDriver('finding 8: cross-site requests and framing', (t) => {
  let app: App;
  let webDir: string;
  const inlineScript = "(function(){document.documentElement.dataset.boot='1'})();";
  beforeAll(async () => {
    webDir = await copyOfWebBuild('pick3-edge-web-');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(
      join(webDir, 'index.html'),
      `<!doctype html><html><head><script>${inlineScript}</script><title>Pick 3</title>` +
        '<script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
    app = await buildTestApp(t.database(), {
      WEB_DIST_DIR: webDir,
      PUBLIC_ORIGIN: 'https://pick3.example',
      DEMO_MODE: '1',
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dirname(webDir), { recursive: true, force: true });
  });

  it('refuses a cross-origin text/plain POST that cancelled a subscription', async () => {
    const jar = await newBrowser(app);
    const email = uniqueEmail('csrf');
    const ip = nextIp();
    await signupAndVerify(app, jar, email, ip);
    const user = await usersRepository.findByEmail(t.db(), email);
    await usersRepository.setSubscription(t.db(), user?.id ?? '', {
      status: 'active',
      plan: 'monthly',
      nextBilling: new Date(Date.now() + 86_400_000),
    });
    jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'correct horse 42' },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );

    const forged = await injectAsIs(app, {
      method: 'POST',
      url: '/api/me/subscription/cancel',
      headers: {
        ...jar.headers(),
        origin: 'https://evil.example',
        'content-type': 'text/plain',
        'sec-fetch-site': 'cross-site',
      },
      payload: '{}',
      remoteAddress: ip,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED' });
    expect((await usersRepository.findByEmail(t.db(), email))?.subscriptionStatus).toBe('active');

    // The same request from the app's page (same origin, JSON) goes through.
    const own = await injectAsIs(app, {
      method: 'POST',
      url: '/api/me/subscription/cancel',
      headers: { ...jar.headers(), origin: 'http://localhost:80' },
      remoteAddress: ip,
    });
    expect(own.statusCode).toBe(200);
    expect((await usersRepository.findByEmail(t.db(), email))?.subscriptionStatus).toBe(
      'cancelled',
    );
  });

  it('asks every state-changing request for the app origin and a JSON body', async () => {
    const ip = nextIp();
    // The page's visitor cookie goes with every request (a state change needs one).
    const cookie = (await newBrowser(app)).header();
    const add = (
      headers: Record<string, string>,
      payload: string = JSON.stringify({ number: '123', state: 'TX' }),
    ) =>
      injectAsIs(app, {
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie, ...headers },
        payload,
        remoteAddress: ip,
      });
    const json = { 'content-type': 'application/json' };
    const refusals: Array<[Record<string, string>, number, string, string?]> = [
      [{ ...json }, 403, 'CROSS_ORIGIN_REFUSED'], // no Origin, no Sec-Fetch-Site (a script, or an old browser's form)
      [{ ...json, origin: 'https://evil.example' }, 403, 'CROSS_ORIGIN_REFUSED'],
      [{ ...json, origin: 'http://localhost.evil.example' }, 403, 'CROSS_ORIGIN_REFUSED'],
      [{ ...json, origin: 'null' }, 403, 'CROSS_ORIGIN_REFUSED'],
      [{ ...json, 'sec-fetch-site': 'cross-site' }, 403, 'CROSS_ORIGIN_REFUSED'],
      [{ ...json, 'sec-fetch-site': 'same-site' }, 403, 'CROSS_ORIGIN_REFUSED'],
      [{ 'content-type': 'text/plain', origin: 'http://localhost' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'number=123&state=TX',
      ],
      [
        { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://localhost' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [{ origin: 'http://localhost' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [headers, status, code, payload] of refusals) {
      const response = await add(headers, payload);
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(
      (await app.inject({ url: '/api/cart', headers: { cookie }, remoteAddress: ip })).json().count,
    ).toBe(0);

    const accepted: Array<Record<string, string>> = [
      { ...json, origin: 'http://localhost' },
      { ...json, origin: 'http://LOCALHOST:80' },
      { ...json, 'sec-fetch-site': 'same-origin' },
      { ...json, origin: 'https://pick3.example' }, // PUBLIC_ORIGIN, whatever Host the proxy sent
      { ...json, host: 'api.internal:3000', origin: 'http://api.internal:3000' },
    ];
    for (const headers of accepted)
      expect((await add(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    // A DELETE without a body needs no content type, only the origin.
    expect(
      (
        await injectAsIs(app, {
          method: 'DELETE',
          url: '/api/cart/clear',
          headers: { origin: 'http://localhost', cookie },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await injectAsIs(app, {
          method: 'DELETE',
          url: '/api/cart/clear',
          headers: { cookie },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('trusts X-Forwarded-Host only behind a trusted proxy', async () => {
    const behind = await buildTestApp(t.database(), { TRUST_PROXY: '1' });
    try {
      const viaProxy = {
        'content-type': 'application/json',
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'pick3.example',
        origin: 'https://pick3.example',
      };
      const cookies = new Map([
        [behind, (await newBrowser(behind)).header()],
        [app, (await newBrowser(app)).header()],
      ]);
      const post = (target: App, headers: Record<string, string>) =>
        injectAsIs(target, {
          method: 'POST',
          url: '/api/poll',
          headers: { cookie: cookies.get(target) ?? '', ...headers },
          payload: JSON.stringify({ pollType: 'edge' }),
          remoteAddress: '10.0.0.1',
        });
      expect((await post(behind, viaProxy)).statusCode).toBe(201);
      // Without TRUST_PROXY a client-written X-Forwarded-Host is not believed.
      const direct = await post(app, {
        ...viaProxy,
        origin: 'https://attacker.example',
        'x-forwarded-host': 'attacker.example',
      });
      expect(direct.statusCode).toBe(403);
    } finally {
      await behind.close();
    }
  });

  it('sends CSP, frame-ancestors, nosniff and Referrer-Policy on /, /assets/* and /api/*, HSTS only over TLS', async () => {
    const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
    const ip = nextIp();
    const answers = {
      page: await app.inject({ url: '/', remoteAddress: ip }),
      spa: await app.inject({ url: '/pools/1-1', remoteAddress: ip }),
      asset: await app.inject({ url: '/assets/app-1.js', remoteAddress: ip }),
      api: await app.inject({ url: '/api/states', remoteAddress: ip }),
      missing: await app.inject({ url: '/api/nowhere', remoteAddress: ip }),
      refused: await injectAsIs(app, {
        method: 'POST',
        url: '/api/poll',
        payload: { pollType: 'x' },
        headers: { origin: 'https://evil.example' },
        remoteAddress: ip,
      }),
    };
    expect(answers.page.statusCode).toBe(200);
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.api.statusCode).toBe(200);
    for (const [name, response] of Object.entries(answers)) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp, name).toContain(`script-src 'self' ${hash}`);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("object-src 'none'");
      expect(csp, name).not.toContain('unsafe-eval');
      expect(csp.match(/script-src [^;]*/)?.[0], name).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(response.headers['referrer-policy'], name).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], name).toBeUndefined();
    }
    // The server-rendered page runs no inline script: each script it carries is a file of the build
    // or data (the dehydrated first view, JSON-LD), so 'self' and the build's hashes are all it needs.
    const scripts = answers.page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/|type="application\/(ld\+)?json"/);

    // Over TLS (a trusted proxy says so): HSTS; a client's own X-Forwarded-Proto is not believed.
    const behind = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, TRUST_PROXY: '1' });
    try {
      const tls = await behind.inject({
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '10.0.0.1',
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behind.close();
    }
    const spoofed = await app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: ip,
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describeEachDriver('finding 9: control characters and static paths', (t) => {
  let app: App;
  let webDir: string;
  const rawIndex =
    '<!doctype html><html><head><title>RAW BUILD INDEX</title></head><body></body></html>';
  beforeAll(async () => {
    webDir = await copyOfWebBuild('pick3-edge-static-');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), rawIndex);
    await writeFile(join(webDir, 'assets', 'a.js'), 'console.log(1)');
    app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, DEMO_MODE: '1' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dirname(webDir), { recursive: true, force: true });
  });

  it('refuses NUL and other control characters with 400 naming the field, in every field that reaches SQL', async () => {
    const jar = await newBrowser(app);
    const email = uniqueEmail('nul');
    const ip = nextIp();
    await signupAndVerify(app, jar, email, ip);
    jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'correct horse 42' },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );

    const signup = {
      fullName: 'Dana',
      email: 'x@example.com',
      password: 'correct horse 42',
      confirmPassword: 'correct horse 42',
      state: 'GA',
      zipCode: '30301',
    };
    const cases: Array<[string, string, string, Record<string, unknown> | undefined, string]> = [
      ['POST', '/api/auth/login', '', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
      [
        'POST',
        '/api/auth/login',
        '',
        { email: 'a@example.com', password: 'pass\u0000word' },
        'password',
      ],
      ['POST', '/api/auth/signup', '', { ...signup, fullName: 'Dana\u0000' }, 'fullName'],
      ['POST', '/api/auth/signup', '', { ...signup, email: 'x\u0000@example.com' }, 'email'],
      ['POST', '/api/auth/signup', '', { ...signup, zipCode: '303\u000001' }, 'zipCode'],
      ['POST', '/api/auth/verify', '', { email: 'x@example.com', code: '12\u00003456' }, 'code'],
      ['POST', '/api/auth/passcode', '', { passcode: 'abc\u0000' }, 'passcode'],
      ['PUT', '/api/aert', '', { email: 'alerts\u0000@example.com' }, 'email'],
      ['PUT', '/api/aert', '', { smsNumber: '+1555\u001b0000' }, 'smsNumber'],
      ['PUT', '/api/me', '', { fullName: 'Dana\u0007' }, 'fullName'],
      [
        'POST',
        '/api/cart/add',
        '',
        { number: '123', state: 'GA', lottoPool: '1,1\u0000' },
        'lottoPool',
      ],
      [
        'POST',
        '/api/cart/add',
        '',
        { number: '123', state: 'GA', drawTime: 'Eve\u0000' },
        'drawTime',
      ],
      [
        'POST',
        '/api/poll',
        '',
        { pollType: 'x', selectedLottoPool: '1\u00001' },
        'selectedLottoPool',
      ],
      [
        'POST',
        '/api/chat',
        '',
        { messages: [{ role: 'user', content: 'hi\u0000' }] },
        'messages.0.content',
      ],
      ['POST', '/api/tts', '', { text: 'hi\u0000' }, 'text'],
      ['GET', '/api/expected-results', '?sessionId=permanent-pool-1-1%00', undefined, 'sessionId'],
      ['GET', '/api/pools/1-1', '?drawTime=EVE%00', undefined, 'drawTime'],
      ['GET', '/api/pools/1%001', '', undefined, 'poolId'],
    ];
    for (const [method, url, query, payload, field] of cases) {
      const response = await app.inject({
        method: method as 'POST',
        url: `${url}${query}`,
        headers: jar.headers(),
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload }),
      });
      const what = `${method} ${url}${query} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`;
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(response.json().message, what).toMatch(/must not contain control characters/);
    }
    // Free text keeps its tabs and new lines.
    const multiline = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'line one\n\tline two\r\n' }] },
      remoteAddress: ip,
    });
    expect(multiline.statusCode).toBe(200);
  });

  it('never serves the build index.html by a path trick, only the page with its meta tags', async () => {
    const tricks = [
      '/index.html',
      '/INDEX.HTML',
      '/./index.html',
      '/assets/../index.html',
      '/%2e/index.html',
      '/assets/%2e%2e/index.html',
      '/assets/..%2findex.html',
      '/assets/%2e%2e%2findex.html',
      '//index.html',
      '/assets//../index.html',
      '/assets/a.js/../../index.html',
    ];
    for (const url of tricks) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toContain('RAW BUILD INDEX');
      expect([403, 404], `${url} → ${response.statusCode}`).toContain(response.statusCode);
    }
    // The real routes still work: the page (rewritten title) and an asset.
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Texas Pick 3 Analysis');
    expect((await app.inject('/assets/a.js')).body).toBe('console.log(1)');
  });
});

describe('finding 9: source responses', () => {
  let server: Server;
  let base: string;
  let written = 0;
  let mode: 'endless' | 'redirect' = 'endless';
  const requested: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url?.startsWith('/redirected/')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"draws":[]}');
        return;
      }
      if (mode === 'redirect') {
        const port = (server.address() as AddressInfo).port;
        response.writeHead(302, { location: `http://localhost:${port}/redirected/draws` }).end();
        return;
      }
      // A source answering without end: 1 MB chunks for as long as the client reads.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let stopped = false;
      response.on('close', () => (stopped = true));
      const pump = () => {
        while (!stopped && response.write(chunk)) written += chunk.length;
        if (!stopped) response.once('drain', pump);
      };
      pump();
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  describeEachDriver('a refresh against it', (t) => {
    it('stops reading an oversized body at the cap and names it, without the server swelling', async () => {
      mode = 'endless';
      written = 0;
      const app = await buildTestApp(
        t.database(),
        { SOURCES_BASE_URL: base },
        { refresh: { retries: 0, timeoutMs: 60_000 } },
      );
      try {
        const rssBefore = process.memoryUsage().rss;
        const response = await app.inject({ method: 'POST', url: '/api/refresh-ga' });
        expect(response.statusCode).toBe(200);
        const body = response.json<{ success: boolean; failedSources: Array<{ error: string }> }>();
        expect(body.success).toBe(false);
        expect(body.failedSources.map((f) => f.error).join('\n')).toMatch(
          /larger than 20971520 bytes/,
        );
        // 20 MB read at most (plus what was in flight), nowhere near the 300 MB the attack sent.
        expect(written).toBeLessThan(80 * 1024 * 1024);
        expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
      } finally {
        await app.close();
      }
    });

    it('does not follow a redirect off the source host', async () => {
      mode = 'redirect';
      const app = await buildTestApp(
        t.database(),
        { SOURCES_BASE_URL: base },
        { refresh: { retries: 0 } },
      );
      try {
        requested.length = 0;
        const response = await app.inject({ method: 'POST', url: '/api/refresh-ga' });
        const body = response.json<{ failedSources: Array<{ error: string }> }>();
        expect(body.failedSources.map((f) => f.error).join('\n')).toMatch(
          /redirected off the source's host to http:\/\/localhost:/,
        );
        expect(requested.some((url) => url.startsWith('/redirected/'))).toBe(false);
      } finally {
        mode = 'endless';
        await app.close();
      }
    });
  });
});
