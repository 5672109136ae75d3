import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describeEachDriver, openTestDb } from '@pick3/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyOfWebBuild } from './testing/web-dist.js';
import { buildApp, specAlias } from './app.js';
import { buildTestApp, makeDraws, seedDraws, testConfig } from './testing/test-app.js';

let webDir: string;
beforeAll(async () => {
  webDir = await copyOfWebBuild('pick3-web-');
  await mkdir(join(webDir, 'assets'), { recursive: true });
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />' +
      '<meta name="description" content="build description" /><title>Pick 3 Analysis</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/app-1234.js"></script></body></html>',
  );
  await writeFile(join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
  await writeFile(join(webDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log("app")'));
  await writeFile(join(webDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await rm(dirname(webDir), { recursive: true, force: true });
});

describeEachDriver('app', (t) => {
  it('answers unknown API paths with the JSON 404', async () => {
    const app = await buildTestApp(t.database());
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/cart/nope'],
      ['GET', '/pools/1-1'], // no web build in this app: nothing to fall back to
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route ${method} ${url} not found`,
      });
    }
    await app.close();
  });

  it('serves the web build with an SPA fallback and per-state meta tags', async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(
      '<title>Texas Pick 3 Analysis: Repeats, Removed and Remaining Numbers</title>',
    );
    expect(home.body).not.toContain('build description');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });
    // The page hands the browser its visitor cookie before any API call.
    const cookie = home.cookies.find((c) => c.name === 'visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Gate off: the page says so, and the app skips its status request.
    expect(home.body).toContain('<meta name="pick3-gate" content="off" />');
    const gated = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, PASSCODE_GATE: 'on' });
    expect((await gated.inject('/')).body).not.toContain('pick3-gate');
    await gated.close();

    // The description states what is stored, never a promise: none for Texas here.
    expect(home.body).toContain('No Texas draws are stored yet.');
    expect(home.body).not.toMatch(/hourly/i);
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 2, ['DAY', 'EVE', 'NITE'], 9));
    // As the post-ingestion pipeline does after new draws.
    app.states.invalidate();
    const pool = await app.inject('/pools/1-1?state=ga');
    expect(pool.statusCode).toBe(200);
    // The pools page's own title (pools are Georgia's), the state's description and data.
    expect(pool.body).toContain('<title>Georgia Cash 3 Pools | Pick 3 Analysis</title>');
    expect(pool.body).toContain('6 draws stored, the newest on 7/31/2025.');
    expect(pool.body).toContain('"spatialCoverage":{"@type":"Place","name":"Georgia"}');
    const unknown = await app.inject('/?state=%3Cscript%3E');
    expect(unknown.body).toContain('<title>Texas Pick 3 Analysis');
    expect(unknown.body).not.toContain('<script>');

    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    // The build's precompressed copy, sent as it is to a client that takes gzip.
    const gzipped = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/javascript/);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log("app")');
    expect((await app.inject('/icon.svg')).statusCode).toBe(200);
    // A missing file is a 404, not the page; so is an unknown API path.
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    const api = await app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    await app.close();
  });

  it("leaves the web build's files out of the rate limit, and counts its pages", async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: '3' });
    // A first visit fetches dozens of files: none of them uses up the address's requests.
    for (let i = 0; i < 8; i += 1) {
      expect((await app.inject('/assets/app-1234.js')).statusCode).toBe(200);
      expect((await app.inject('/icon.svg')).statusCode).toBe(200);
    }
    const pages: number[] = [];
    for (let i = 0; i < 4; i += 1) pages.push((await app.inject('/results')).statusCode);
    expect(pages).toEqual([200, 200, 200, 429]);
    await app.close();
  });

  it('hides 5xx details from the client and maps a lost database to 503 DB_UNAVAILABLE', async () => {
    // Its own database: the suite's one stays open for the other tests.
    const database = await openTestDb({ driver: t.driver });
    const app = await buildApp(testConfig(), { database });
    app.get('/api/test-failure', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    const failure = await app.inject('/api/test-failure');
    expect(failure.statusCode).toBe(500);
    expect(failure.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
    expect(failure.body).not.toContain('secret');

    await database.close();
    const states = await app.inject('/api/states');
    expect(states.statusCode).toBe(503);
    expect(states.json()).toMatchObject({ statusCode: 503, code: 'DB_UNAVAILABLE' });
    expect(states.headers['retry-after']).toBe('5');
    await app.close();
  });

  it('maps malformed requests to 4xx with the common body', async () => {
    const app = await buildTestApp(t.database());
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/poll',
      headers: { 'content-type': 'application/json' },
      payload: '{"pollType":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/poll',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/poll',
      payload: { pollType: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    await app.close();
  });

  it('never answers 5xx to anything a client sends', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 30, ['DAY', 'EVE', 'NITE'], 2));
    const app = await buildTestApp(t.database());
    const paths = [
      '/api/lottery-analysis',
      '/api/number-patterns',
      '/api/states',
      '/api/draws',
      '/api/draws/lookup',
      '/api/draws/export',
      '/api/draws/results',
      '/api/skips',
      '/api/pools/1-1',
      '/api/pools/%E0%A4%A',
      '/api/cart',
      '/api/cart/add',
      '/api/cart/1/quantity',
      '/api/cart/clear',
      '/api/expected-results',
      '/api/expected-results/trigger-match/GA',
      '/api/poll',
      '/api/purchased-numbers',
      '/api/refresh/status',
      '/api/health',
      '/api/ready',
      '/api/../etc/passwd',
    ];
    const keys = [
      'state',
      'limit',
      'windowSize',
      'timeFilter',
      'digitFilter',
      'isBoxMode',
      'from',
      'to',
      'number',
      'mode',
      'drawTime',
      'sessionId',
      'window',
      'format',
      'month',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'GA',
        'ga',
        '0',
        '-1',
        '730',
        '731',
        '1e3',
        'true',
        '2025-02-30',
        '2025-07',
        '610',
        'Eve',
        '%',
        '',
        '[]',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom(...paths),
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 5 }),
        fc.option(fc.oneof(fc.json(), fc.string()), { nil: undefined }),
        fc.option(fc.constantFrom('visitor=x', 'visitor=s%3Aabc.def', 'a=b; visitor='), {
          nil: undefined,
        }),
        async (method, path, params, body, cookie) => {
          const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const response = await app.inject({
            method,
            url: query === '' ? path : `${path}?${query}`,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(cookie ? { cookie } : {}),
            },
            ...(body === undefined || method === 'GET' ? {} : { payload: body }),
          });
          expect(
            response.statusCode,
            `${method} ${path}?${query} ${body ?? ''} → ${response.body}`,
          ).toBeLessThan(500);
          const parsed = response.headers['content-type']?.startsWith('application/json')
            ? response.json()
            : undefined;
          if (response.statusCode >= 400)
            expect(Object.keys(parsed ?? {})).toEqual(
              expect.arrayContaining(['statusCode', 'code', 'message']),
            );
        },
      ),
      { numRuns: 300, seed: 20251122 },
    );
    await app.close();
  });

  it('rate limits every route per visitor, unknown paths included', async () => {
    const app = await buildTestApp(t.database(), { RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject('/api/health');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await app.inject('/api/health');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await app.inject('/api/nowhere')).statusCode).toBe(429);
    // Another client (another IP without a cookie) has its own budget.
    expect((await app.inject({ url: '/api/health', remoteAddress: '10.1.2.3' })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('reads the client IP from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const forwarded = (ip: string) => ({ url: '/api/health', headers: { 'x-forwarded-for': ip } });
    const trusting = await buildTestApp(t.database(), { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' });
    expect((await trusting.inject(forwarded('1.1.1.1'))).statusCode).toBe(200);
    expect((await trusting.inject(forwarded('2.2.2.2'))).statusCode).toBe(200);
    await trusting.close();
    const direct = await buildTestApp(t.database(), { RATE_LIMIT_MAX: '1' });
    expect((await direct.inject(forwarded('1.1.1.1'))).statusCode).toBe(200);
    expect((await direct.inject(forwarded('2.2.2.2'))).statusCode).toBe(429);
    await direct.close();
  });

  it('issues the visitor cookie once, signed, httpOnly and SameSite=Lax', async () => {
    const app = await buildTestApp(t.database());
    const first = await app.inject('/api/cart');
    const cookie = first.cookies.find((c) => c.name === 'visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(400 * 24 * 60 * 60);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/_-]+=*$/);
    const second = await app.inject({ url: '/api/cart', cookies: { visitor: cookie!.value } });
    expect(second.cookies).toEqual([]);
    // A tampered cookie is ignored and replaced.
    const tampered = await app.inject({
      url: '/api/cart',
      cookies: { visitor: `B${cookie!.value.slice(1)}` },
    });
    expect(tampered.cookies.map((c) => c.name)).toEqual(['visitor']);
    await app.close();
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject({
      url: '/api/states',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).states.length).toBeGreaterThan(
      30,
    );
    await app.close();
  });
});

it("maps the spec's /api/aert paths onto /api/alerts and leaves every other path alone", () => {
  expect(specAlias('/api/aert')).toBe('/api/alerts');
  expect(specAlias('/api/aert?x=1')).toBe('/api/alerts?x=1');
  expect(specAlias('/api/aert/verify/send')).toBe('/api/alerts/verify/send');
  expect(specAlias('/api/aertx')).toBe('/api/aertx');
  expect(specAlias('/api/states')).toBe('/api/states');
  expect(specAlias('/x/api/aert')).toBe('/x/api/aert');
});
