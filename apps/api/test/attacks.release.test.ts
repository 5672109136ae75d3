// Issue 23's findings before the release (all but the stalled Redis, which is redis-stall.test.ts and
// redis-chaos.processes.test.ts), each tried as an attacker or an operator would and now refused or
// handled. Real parts throughout: the app, PGlite and PostgreSQL; only mail is a local fake server.
import { TEST_POOL_SIZE } from '@pick3/db/testing';
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, ingestRunsRepository, passcodesRepository, usersRepository } from '@pick3/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfWebBuild } from '../src/testing/web-dist.js';
import type { App } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { toErrorBody } from '../src/plugins/error-handler.plugin.js';
import { exportBounds, exportStream } from '../src/routes/draws/draws-export.js';
import { EXPORTS_PER_MINUTE } from '../src/routes/draws/draws.routes.js';
import {
  describeWithDatabase,
  loggedInAccount,
  newBrowser,
  nextIp,
  signupBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../src/testing/accounts.js';
import { injectAsIs } from '../src/testing/browser-inject.js';
import type { CookieJar } from '../src/testing/cookie-jar.js';
import { startFakePaypal, type FakePaypal } from '../src/testing/fake-paypal.server.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';
import { API_ENTRY } from './support-processes/built-entries.js';
import { createScaleOutDatabase } from './support-processes/scale-out-database.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `src/server.ts` in a process of its own with exactly `env`: its exit code and stderr. */
async function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // A server that starts instead of refusing is stopped, and fails the test by its exit code.
  const stop = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(stop);
  return { code, stderr };
}

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

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

describeWithDatabase(
  'finding 2: demo mode shows a reset code only to the browser that created the account',
  (database) => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(database(), { DEMO_MODE: '1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers a reset of somebody else’s account like a real one, with no code', async () => {
      const email = uniqueEmail('owner');
      const owner = await newBrowser(app);
      const signup = owner.store(await post(app, owner, '/api/auth/signup', signupBody(email)));
      expect(signup.json()).toHaveProperty('demoCode');
      const verify = owner.store(
        await post(app, owner, '/api/auth/verify', { email, code: signup.json().demoCode }),
      );
      expect(verify.statusCode).toBe(200);

      const realAnswer = {
        message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
        email,
        expiresInMinutes: 15,
      };
      // Another browser, a client without cookies, and an address nobody registered: no code.
      const attacker = await newBrowser(app);
      const stolen = await post(app, attacker, '/api/auth/password-reset/request', { email });
      expect(stolen.statusCode).toBe(200);
      expect(stolen.json()).toEqual(realAnswer);
      expect(
        (await post(app, undefined, '/api/auth/password-reset/request', { email })).json(),
      ).not.toHaveProperty('demoCode');
      const nobody = uniqueEmail('nobody');
      expect(
        (await post(app, attacker, '/api/auth/password-reset/request', { email: nobody })).json(),
      ).toEqual({ ...realAnswer, email: nobody });
      // The attacker cannot use a code it was never shown: the owner's password still works.
      const before = await usersRepository.findByEmail(database().db, email);

      // The browser that created the account is shown its code, and it works.
      const own = await post(app, owner, '/api/auth/password-reset/request', { email });
      expect(own.json()).toMatchObject({
        ...realAnswer,
        demoCode: expect.stringMatching(/^\d{6}$/),
      });
      const confirmed = await post(app, owner, '/api/auth/password-reset/confirm', {
        email,
        code: own.json().demoCode,
        password: 'a brand new pass 77',
        confirmPassword: 'a brand new pass 77',
      });
      expect(confirmed.statusCode).toBe(200);
      const after = await usersRepository.findByEmail(database().db, email);
      expect(after?.passwordHash).not.toBe(before?.passwordHash);
    });
  },
);

describe('finding 3: a database that cannot serve now is 503 DB_UNAVAILABLE on every route', () => {
  it('maps SQLSTATE 55000, 53300, 57P03, 3D000 and 28P01 to 503', () => {
    for (const code of ['55000', '53300', '57P03', '3D000', '28P01']) {
      const error = Object.assign(new Error(`server said ${code}`), { code });
      expect(toErrorBody(error), code).toMatchObject({ statusCode: 503, code: 'DB_UNAVAILABLE' });
      // Wrapped, as a driver or a repository may hand it on.
      expect(toErrorBody(new Error('query failed', { cause: error })).statusCode, code).toBe(503);
    }
  });

  // A real PostgreSQL database of its own, made to refuse new connections two ways (a connection
  // limit, 53300, binds no superuser, so that one is the case above only).
  it('answers 503 on data routes when PostgreSQL refuses connections (55000, 3D000)', async () => {
    const scratch = await createScaleOutDatabase();
    if (!scratch.available) throw new Error(scratch.reason);
    const name = new URL(scratch.url).pathname.slice(1);
    const serverUrl = new URL(scratch.url);
    serverUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    const database = await createDb({
      databaseUrl: scratch.url,
      importBundledHistory: false,
      poolSize: TEST_POOL_SIZE,
    });
    await seedDraws(database, makeDraws('GA', '2026-11-20', 30));
    const app = await buildTestApp(database);
    const kick = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        name,
      ]);
    const routes = [
      '/api/cart',
      '/api/draws?state=GA&from=2026-11-01&to=2026-11-20',
      '/api/draws/lookup?state=GA&number=123',
      '/api/purchased-numbers',
      '/api/ready',
    ];
    const answers = async () =>
      Promise.all(
        routes.map(async (url) => {
          const response = await app.inject({ url, remoteAddress: nextIp() });
          return `${url} ${response.statusCode} ${response.json<{ code?: string }>().code ?? ''}`;
        }),
      );
    const unavailable = routes.map((url) => `${url} 503 DB_UNAVAILABLE`);
    try {
      expect((await app.inject('/api/cart')).statusCode).toBe(200);
      // 55000: "database is not currently accepting connections".
      await admin.query(`alter database ${name} allow_connections false`);
      await kick();
      expect(await answers(), '55000').toEqual(unavailable);
      await admin.query(`alter database ${name} allow_connections true`);
      expect((await app.inject('/api/cart')).statusCode).toBe(200);
      // 3D000: the database is gone.
      await admin.query(`drop database ${name} with (force)`);
      expect(await answers(), '3D000').toEqual(unavailable);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await admin.end();
      await scratch.drop();
    }
  });
});

describeWithDatabase(
  'finding 4: a process without PICK3_PASSCODES leaves the environment’s passcodes alone',
  (database) => {
    it('keeps the gate’s passcode when a worker or a gate-off replica starts on the same database', async () => {
      const gated = await buildTestApp(database(), { PICK3_PASSCODES: 'release-gate-code-1' });
      const pass = () =>
        gated.inject({
          method: 'POST',
          url: '/api/auth/passcode',
          payload: { passcode: 'release-gate-code-1' },
          remoteAddress: nextIp(),
        });
      try {
        expect(gated.passcodeGate.enabled).toBe(true);
        expect((await pass()).statusCode).toBe(200);
        // A worker (gate unset, no codes) and a replica with the gate off start on the same database.
        const worker = await buildTestApp(database(), {});
        await worker.close();
        const gateOff = await buildTestApp(database(), { PASSCODE_GATE: 'off' });
        await gateOff.close();
        expect((await pass()).statusCode).toBe(200);
        const [stored] = await passcodesRepository.list(database().db);
        expect(stored).toMatchObject({ code: 'PICK3_PASSCODES', isActive: true });
      } finally {
        await gated.close();
      }
    });
  },
);

describe('finding 5: the local payment sandbox only in declared demo mode', () => {
  it('refuses to start without PayPal credentials outside DEMO_MODE=1, whatever NODE_ENV (real processes)', async () => {
    const cases: Record<string, string>[] = [{ NODE_ENV: 'development' }, { DEMO_MODE: '0' }];
    for (const env of cases) {
      const { code, stderr } = await startServer({ ...env, PGLITE_DIR: 'memory://' });
      expect(code, JSON.stringify(env)).toBe(78);
      for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'])
        expect(stderr, JSON.stringify(env)).toMatch(new RegExp(`- ${name}: required`));
    }
  });

  it('names the missing credentials for every NODE_ENV, and runs the sandbox only with DEMO_MODE=1', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const problems = problemsOf({
        NODE_ENV,
        COOKIE_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1',
      });
      expect(
        problems.map((p) => p.split(':')[0]),
        NODE_ENV,
      ).toEqual(['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);
    }
    // Only one credential is no credential.
    expect(problemsOf({ PAYPAL_CLIENT_ID: 'id' }).map((p) => p.split(':')[0])).toEqual([
      'PAYPAL_CLIENT_SECRET',
    ]);
    const demo = loadConfig({ DEMO_MODE: '1' });
    expect(demo.demo).toBe(true);
    expect(demo.paypal.clientId).toBeUndefined();
    const real = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(real.paypal).toMatchObject({ clientId: 'id', clientSecret: 'secret' });
  });
});

describeWithDatabase('finding 6: a state change needs the visitor cookie', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a cookie-less state change with 400 VISITOR_COOKIE_REQUIRED, and a cookie-less read sees an empty cart', async () => {
    await seedDraws(database(), makeDraws('GA', '2026-11-20', 30));
    const ip = nextIp();
    // A browser behind a shared address fills its cart.
    const browser = await newBrowser(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { state: 'GA', number: '123', quantity: 2 },
      headers: browser.headers(),
      remoteAddress: ip,
    });
    expect(added.statusCode).toBe(201);

    // Someone else on the same address, without the cookie: reads see nothing, changes are refused.
    // injectAsIs: exactly these requests, without the browser's cookie the test helper would add.
    const read = await injectAsIs(app, { url: '/api/cart', remoteAddress: ip });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ items: [] });
    expect(read.cookies.map((cookie) => cookie.name)).toContain('visitor');
    const changes: Array<[string, string, Record<string, unknown>?]> = [
      ['POST', '/api/cart/add', { state: 'GA', number: '456', playType: 'Box' }],
      ['DELETE', '/api/cart/clear'],
      ['POST', '/api/poll', { pollType: 'pairsum', state: 'GA' }],
      ['POST', '/api/auth/signup', signupBody(uniqueEmail('cookieless'))],
      ['POST', '/api/auth/password-reset/request', { email: uniqueEmail('cookieless') }],
    ];
    for (const [method, url, payload] of changes) {
      const refused = await injectAsIs(app, {
        method: method as 'POST' | 'DELETE',
        url,
        ...(payload && { payload }),
        headers: { origin: 'http://localhost:80' },
        remoteAddress: ip,
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(400);
      expect(refused.json(), `${method} ${url}`).toMatchObject({ code: 'VISITOR_COOKIE_REQUIRED' });
    }
    // The browser's cart is as it left it.
    const own = await app.inject({
      url: '/api/cart',
      headers: browser.headers(),
      remoteAddress: ip,
    });
    expect(own.json().items).toHaveLength(1);
    // An unknown route stays a 404.
    expect(
      (
        await injectAsIs(app, {
          method: 'POST',
          url: '/api/nope',
          headers: { origin: 'http://localhost:80' },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describeWithDatabase('finding 7: lockouts count parallel tries', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), {
      DEMO_MODE: '1',
      PICK3_PASSCODES: 'parallel-gate-code-1',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const statuses = (responses: Array<{ statusCode: number }>) =>
    responses.map((response) => response.statusCode).sort();

  it('lets 10 parallel wrong passcodes try only 5, then refuses the right one', async () => {
    const ip = nextIp();
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/passcode',
          payload: { passcode: `wrong-guess-${i}` },
          remoteAddress: ip,
        }),
      ),
    );
    expect(statuses(tries)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: 'parallel-gate-code-1' },
      remoteAddress: ip,
    });
    expect(right.statusCode).toBe(429);
  });

  it('lets 10 parallel wrong passwords try only 5, then refuses the right one', async () => {
    const open = await buildTestApp(database(), { DEMO_MODE: '1', PASSCODE_GATE: 'off' });
    try {
      await passwordTries(open);
    } finally {
      await open.close();
    }
  });

  async function passwordTries(app: App) {
    const { email, jar } = await loggedInAccount(app);
    const ip = nextIp();
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: jar.headers(),
        remoteAddress: ip,
      });
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(`wrong pass ${i}x`)),
    );
    expect(statuses(tries)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(429);
  }
});

describeWithDatabase('finding 8: numbers are finite JSON numbers', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses non-finite and string-encoded numbers with 400, never 500', async () => {
    const browser = await newBrowser(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { number: '123', state: 'TX', drawTime: 'Evening' },
      headers: browser.headers(),
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    const hostile = ['Infinity', '-Infinity', 'NaN', '1e400', '9'.repeat(400), '"3"', '3.5', '1e3'];
    for (const raw of hostile) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/cart/${id}/quantity`,
        payload: `{"quantity":${raw.startsWith('"') ? raw : JSON.stringify(raw)}}`,
        headers: browser.headers({ 'content-type': 'application/json' }),
      });
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toMatchObject({ field: 'quantity' });
    }
    // A number literal out of range is refused the same way.
    for (const literal of ['1e400', '9'.repeat(400), '-1e400']) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/cart/${id}/quantity`,
        payload: `{"quantity":${literal}}`,
        headers: browser.headers({ 'content-type': 'application/json' }),
      });
      expect(response.statusCode, literal).toBe(400);
    }
    // The real thing still works.
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/cart/${id}/quantity`,
      payload: { quantity: 3 },
      headers: browser.headers(),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('finding 16: a production start names every missing setting at once', () => {
  it('lists a too-short COOKIE_SECRET together with the missing PayPal and SMTP settings', () => {
    const names = (problems: readonly string[]) => problems.map((p) => p.split(/[=:]/)[0]);
    const problems = problemsOf({ NODE_ENV: 'production', COOKIE_SECRET: 'too-short' });
    expect(names(problems)).toEqual([
      'COOKIE_SECRET',
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'SMTP_URL',
    ]);
    // A bad value elsewhere hides nothing either.
    const more = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(names(more)).toEqual([
      'PORT',
      'COOKIE_SECRET',
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'SMTP_URL',
    ]);
  });
});

describeWithDatabase(
  'finding 12: the API documentation sits behind the passcode gate',
  (database) => {
    it('answers /docs and /docs/json only to a browser that passed the gate, when the gate is on', async () => {
      const app = await buildTestApp(database(), { PICK3_PASSCODES: 'docs-gate-code-1' });
      try {
        for (const url of ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
          const refused = await app.inject({ url, remoteAddress: nextIp() });
          expect(refused.statusCode, url).toBe(401);
          expect(refused.json(), url).toMatchObject({ code: 'PASSCODE_REQUIRED' });
        }
        const browser = await newBrowser(app);
        browser.store(
          await app.inject({
            method: 'POST',
            url: '/api/auth/passcode',
            payload: { passcode: 'docs-gate-code-1' },
            headers: browser.headers(),
            remoteAddress: nextIp(),
          }),
        );
        const docs = await app.inject({ url: '/docs/json', headers: browser.headers() });
        expect(docs.statusCode).toBe(200);
        expect(docs.json()).toHaveProperty('openapi');
      } finally {
        await app.close();
      }
      // Gate off: the documentation is open.
      const open = await buildTestApp(database(), { PASSCODE_GATE: 'off' });
      try {
        expect((await open.inject('/docs/json')).statusCode).toBe(200);
      } finally {
        await open.close();
      }
    });
  },
);

describeWithDatabase('finding 13: page routes are rate limited', (database) => {
  it('counts the SPA pages like every route, and leaves the build files alone', async () => {
    const webDir = await copyOfWebBuild('pick3-release-web-');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    await writeFile(join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
    const app = await buildTestApp(database(), { WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: '3' });
    try {
      for (const page of ['/lookup/123', '/skips', '/no-such-page']) {
        const remoteAddress = nextIp();
        const statuses = [];
        for (let i = 0; i < 4; i += 1)
          statuses.push((await app.inject({ url: page, remoteAddress })).statusCode);
        expect(statuses.slice(3), page).toEqual([429]);
      }
      // The build's files stay exempt.
      const remoteAddress = nextIp();
      const files = [];
      for (let i = 0; i < 6; i += 1)
        files.push((await app.inject({ url: '/assets/app-1.js', remoteAddress })).statusCode);
      expect(files).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await app.close();
      await rm(dirname(webDir), { recursive: true, force: true });
    }
  });
});

describeWithDatabase(
  'finding 10: the cart holds known states and bounded quantities',
  (database) => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(database(), { DEMO_MODE: '1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('refuses an unknown state with 400 naming state', async () => {
      const browser = await newBrowser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { number: '123', state: 'ZZ' },
        headers: browser.headers(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'state' });
      expect(
        (await app.inject({ url: '/api/cart', headers: browser.headers() })).json().count,
      ).toBe(0);
    });

    it('caps a line at the most one add may ask, however often it is added', async () => {
      const browser = await newBrowser(app);
      const add = () =>
        app.inject({
          method: 'POST',
          url: '/api/cart/add',
          payload: { number: '321', state: 'TX', quantity: 100 },
          headers: browser.headers(),
        });
      expect((await add()).statusCode).toBe(201);
      const again = await add();
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'QUANTITY_LIMIT', field: 'quantity' });
      await Promise.all([add(), add(), add()]);
      const cart = (await app.inject({ url: '/api/cart', headers: browser.headers() })).json();
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0].quantity).toBe(100);
    });
  },
);

describeWithDatabase(
  'finding 11: signup answers the same, cookies included, for any address',
  (database) => {
    it('sets the same cookies for a new, a pending and a registered address', async () => {
      const app = await buildTestApp(database(), { DEMO_MODE: '1' });
      try {
        const registered = (await loggedInAccount(app)).email;
        const pending = uniqueEmail('pending');
        await post(app, await newBrowser(app), '/api/auth/signup', signupBody(pending));
        const answers = [];
        for (const email of [uniqueEmail('fresh'), pending, registered]) {
          const browser = await newBrowser(app);
          const response = await post(app, browser, '/api/auth/signup', signupBody(email));
          expect(response.statusCode).toBe(201);
          answers.push({
            cookies: response.cookies.map((cookie) => cookie.name).sort(),
            setCookie: response.headers['set-cookie'] === undefined,
            keys: Object.keys(response.json()).sort(),
          });
        }
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
      } finally {
        await app.close();
      }
    });
  },
);

describeWithDatabase(
  'finding 14: exports have their own lower limit and stream with backpressure',
  (database) => {
    it('refuses the 11th export a minute from one address, while other reads go on', async () => {
      const app = await buildTestApp(database(), { RATE_LIMIT_MAX: '1000' });
      try {
        const remoteAddress = nextIp();
        const statuses = [];
        for (let i = 0; i <= EXPORTS_PER_MINUTE; i += 1)
          statuses.push(
            (await app.inject({ url: '/api/draws/export?state=GA&format=json', remoteAddress }))
              .statusCode,
          );
        expect(statuses.slice(0, EXPORTS_PER_MINUTE)).toEqual(
          Array.from({ length: EXPORTS_PER_MINUTE }, () => 200),
        );
        expect(statuses[EXPORTS_PER_MINUTE]).toBe(429);
        expect((await app.inject({ url: '/api/states', remoteAddress })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('reads no further ahead than one page while the client does not read', async () => {
      await seedDraws(database(), makeDraws('NC', '2026-11-20', 6 * 365, ['DAY', 'EVE']));
      const bounds = await exportBounds(database().db, {
        state: 'NC',
        from: undefined,
        to: undefined,
        drawTime: undefined,
      });
      const stream = exportStream(database().db, 'NC', bounds, undefined, 'csv');
      try {
        // The header, then a pause as long as a slow client's: the database is not read ahead.
        await new Promise((resolve) => stream.once('readable', resolve));
        stream.read();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(stream.readableLength).toBeLessThanOrEqual(1);
      } finally {
        stream.destroy();
      }
    });
  },
);

describeWithDatabase('finding 15: ingest runs a killed process left open', (database) => {
  it('are marked interrupted at the next start, and no longer count as the source’s latest run', async () => {
    const db = database().db;
    // What `kill -9` during an ingestion leaves: a run that started and never finished.
    const finished = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    await ingestRunsRepository.finish(db, finished, {
      rowsSeen: 3,
      rowsAdded: 1,
      rowsUnchanged: 2,
      conflicts: 0,
    });
    const killed = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    expect((await ingestRunsRepository.latest(db, 'ga-api'))?.id).toBe(killed);

    const app = await buildTestApp(database());
    try {
      const runs = await ingestRunsRepository.recent(db, 10);
      expect(runs.find((run) => run.id === killed)).toMatchObject({
        error: ingestRunsRepository.INTERRUPTED_RUN_ERROR,
        finishedAt: expect.any(Date),
      });
      // The source's latest run is the one that finished; coverage keeps its success.
      expect((await ingestRunsRepository.latest(db, 'ga-api'))?.id).toBe(finished);
      const perSource = await ingestRunsRepository.latestPerSource(db);
      expect(perSource.find((run) => run.source === 'ga-api')?.id).toBe(finished);
      expect(
        (await ingestRunsRepository.lastLiveSuccessPerState(db)).map((row) => row.state),
      ).toContain('GA');
    } finally {
      await app.close();
    }
  });
});

describeWithDatabase(
  'finding 9: a capture retried while the first one goes through',
  (database) => {
    let paypal: FakePaypal;
    let app: App;
    beforeAll(async () => {
      paypal = await startFakePaypal({ captureDelayMs: 1_500 });
      app = await buildTestApp(database(), {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_BASE_URL: paypal.url,
      });
    });
    afterAll(async () => {
      await app.close();
      await paypal.close();
    });

    it('answers 200 with the grant, never CART_CHANGED, when the cart grew meanwhile', async () => {
      const browser = await newBrowser(app);
      const add = (number: string) =>
        app.inject({
          method: 'POST',
          url: '/api/cart/add',
          payload: { number, state: 'TX', drawTime: 'Day' },
          headers: browser.headers(),
        });
      const capture = (id: string) =>
        app.inject({
          method: 'POST',
          url: `/paypal/order/${id}/capture`,
          headers: browser.headers(),
        });
      expect((await add('444')).statusCode).toBe(201);
      const order = await app.inject({
        method: 'POST',
        url: '/paypal/order',
        payload: { kind: 'cart' },
        headers: browser.headers(),
      });
      const { id } = order.json() as { id: string };
      paypal.approve(id);

      const capturesBefore = paypal.received.filter((r) => r.path.endsWith('/capture')).length;
      const first = capture(id);
      // Until the first capture waits at PayPal; then the buyer adds a play and the page retries.
      while (paypal.received.filter((r) => r.path.endsWith('/capture')).length === capturesBefore)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await add('555')).statusCode).toBe(201);
      const retried = await capture(id);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ status: 'COMPLETED', kind: 'cart' });
      const done = await first;
      expect(done.statusCode).toBe(200);
      // Granted once: the order's play bought, the added one still in the cart.
      expect(done.json().purchased + retried.json().purchased).toBe(1);
      const again = await capture(id);
      expect(again.json()).toMatchObject({ status: 'COMPLETED', purchased: 0 });
      const cart = (await app.inject({ url: '/api/cart', headers: browser.headers() })).json();
      expect(cart.items.map((item: { number: string }) => item.number)).toEqual(['555']);
    });
  },
);
