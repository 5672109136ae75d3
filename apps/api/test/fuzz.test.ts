// Property-based fuzzing of every route the API documents (/docs/json, so a new route is fuzzed
// without touching this file): schema-shaped inputs with wrong types, out-of-range numbers, huge and
// exotic-unicode strings, prototype-pollution keys, malformed JSON, wrong content types, garbage
// cookies and odd path segments. Whatever a client sends must end in a 4xx or a success, never a
// 5xx; a schema refusal names the field; and a refused request stores nothing (row counts of every
// table are compared around it).
import { describeEachDriver } from '@pick3/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { CookieJar } from '../src/testing/cookie-jar.js';
import { nextIp, signupAndVerify, STRONG_PASSWORD, uniqueEmail } from '../src/testing/accounts.js';
import { startFakeOpenai, startFakePaypal, type FakeOpenai, type FakePaypal } from '../src/testing/fakes.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';
import { bodyCase, cookieHeader, pathFor, queryString, type BodyCase } from './support/hostile-input.js';
import { routesFromOpenApi, type ApiRoute } from './support/openapi-routes.js';
import { countChanges, tableCounter, type TableCounts } from './support/table-counts.js';

/** Cases per run of this file, whichever drivers run (the PostgreSQL suite gets a share on top). */
const MIN_CASES_PER_RUN = 10_000;
/** PGlite carries the full count; PostgreSQL, being a second pass over the same code, a smaller share. */
const CASES_BY_DRIVER = { pglite: 10_200, postgres: 4_100 } as const;
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261122);

/** Refusals that may leave a trace on purpose: a wrong password or passcode is counted for the lockout. */
const RECORDED_FAILURES: Record<string, readonly string[]> = {
  INVALID_CREDENTIALS: ['auth_attempts'],
  INVALID_PASSCODE: ['auth_attempts'],
};
/** Codes of refusals made before a handler runs (parsing, schema, size, type): the handler was not reached. */
const PRE_HANDLER_CODES = new Set(['VALIDATION_ERROR', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);
const SCHEMA_CONTEXTS = ['body', 'querystring', 'params', 'headers'];

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  field?: string;
}

let casesThisRun = 0;
afterAll(() => {
  // Summed over the driver suites of this file; fails if a suite silently fuzzed less.
  expect(casesThisRun).toBeGreaterThanOrEqual(MIN_CASES_PER_RUN);
});

describeEachDriver('fuzzing every documented route', (t) => {
  let app: App;
  let openai: FakeOpenai;
  let paypal: FakePaypal;

  beforeAll(async () => {
    openai = await startFakeOpenai();
    paypal = await startFakePaypal();
    app = await buildTestApp(t.database(), {
      // Every fuzz case comes from its own address, but the global limit is per visitor cookie too.
      RATE_LIMIT_MAX: '1000000',
      REFRESH_RATE_LIMIT_MAX: '1000000',
      PASSCODE_GATE: 'off',
      PICK3_PASSCODES: 'fuzz-passcode-1',
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseURL,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_BASE_URL: paypal.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await openai?.close();
    await paypal?.close();
  });

  it('answers every input with a 4xx or a success, names refused fields, and stores nothing it refused', { timeout: 600_000 }, async () => {
    const started = Date.now();
    // Draws to analyse, so analysis, pools and lookups run their real code paths.
    await seedDraws(t.database(), [...makeDraws('GA', '2025-08-01', 120, ['DAY', 'EVE', 'NITE'], 7), ...makeDraws('TX', '2025-08-01', 120, ['MORN', 'DAY', 'EVE', 'NITE'], 8)]);
    app.analysis.invalidate();

    // A signed-in browser: its cookies (visitor, session) go with a share of the requests, so the
    // routes behind a session are fuzzed past their 401.
    const jar = new CookieJar();
    const email = uniqueEmail('fuzz');
    await signupAndVerify(app, jar, email);
    const signIn = async () => {
      const login = jar.store(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD }, headers: jar.headers(), remoteAddress: nextIp() }));
      expect(login.statusCode).toBe(200);
      expect(jar.cookies.has('session')).toBe(true);
    };

    const docs = await app.inject('/docs/json');
    expect(docs.statusCode).toBe(200);
    const all = routesFromOpenApi(docs.json());
    // The event stream never ends, so app.inject cannot wait for it; it takes no input anyway.
    const routes = all.filter((route) => !route.streams);
    expect(routes.length).toBeGreaterThanOrEqual(39);
    expect(all.filter((route) => route.streams).map((route) => route.path)).toEqual(['/api/refresh/events']);

    const counts = await tableCounter(t.db());
    let before: TableCounts = await counts();
    let ipCounter = 0;
    const runsPerRoute = Math.ceil(CASES_BY_DRIVER[t.driver] / routes.length);
    const report: string[] = [];
    const failures: string[] = [];

    for (const [index, route] of routes.entries()) {
      // Fuzzing logout with the real cookie ends the session: each route starts signed in again.
      await signIn();
      before = await counts();
      const statuses = new Map<number, number>();
      let reachedHandler = 0;
      let schemaRefusals = 0;
      let slowest = 0;
      const property = fc.asyncProperty(
        pathFor(route),
        queryString(route),
        route.method === 'GET' ? fc.oneof({ weight: 9, arbitrary: fc.constant(noBody) }, { weight: 1, arbitrary: bodyCase(route.body) }) : bodyCase(route.body),
        cookieHeader(() => jar.header()),
        async (path, query, body, cookie) => {
          casesThisRun += 1;
          ipCounter += 1;
          const url = query === '' ? path : `${path}?${query}`;
          const headers: Record<string, string> = {};
          if (body.contentType !== undefined) headers['content-type'] = body.contentType;
          if (cookie !== undefined) headers['cookie'] = cookie;
          const request = { method: route.method, url, headers, ...(body.payload === undefined ? {} : { payload: body.payload }) };
          const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
          const sentAt = Date.now();
          const response = await app.inject({ ...request, remoteAddress });
          slowest = Math.max(slowest, Date.now() - sentAt);
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const what = `${describeRequest(request)}\n→ ${status} ${response.body.slice(0, 400)}`;

          expect(status, `no 5xx: ${what}`).toBeLessThan(500);
          const after = await counts();
          if (status < 400) {
            reachedHandler += 1;
            before = after;
            return;
          }
          const error = parseError(response.body, response.headers['content-type']);
          expect(error, `a 4xx has a JSON error body: ${what}`).toBeDefined();
          expect(error).toMatchObject({ statusCode: status, code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/), message: expect.stringMatching(/\S/) });
          const schemaRefusal = error!.code === 'VALIDATION_ERROR' && SCHEMA_CONTEXTS.some((context) => error!.message.startsWith(context));
          if (schemaRefusal) {
            schemaRefusals += 1;
            checkNamedField(route, error!, body, what);
          }
          if (!PRE_HANDLER_CODES.has(error!.code) || (error!.code === 'VALIDATION_ERROR' && !schemaRefusal)) reachedHandler += 1;

          const allowed = RECORDED_FAILURES[error!.code] ?? [];
          const changes = countChanges(before, after).filter((change) => !allowed.some((table) => change.startsWith(`${table}:`)));
          expect(changes, `a refused request stored nothing: ${what}`).toEqual([]);
          before = after;
        },
      );
      const label = `${route.method} ${route.path}`;
      // One failing route must not hide the others: each one's first counterexample is kept, and the
      // test fails at the end with all of them.
      try {
        await fc.assert(property, { numRuns: runsPerRoute, seed: SEED + index, endOnFailure: true });
      } catch (error) {
        // fast-check's message holds the counterexample; its cause, our assertion with the request.
        const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}${cause}`);
        continue;
      }

      // Each route must have been exercised past its schema, and (when it takes input) refused some of it.
      expect(reachedHandler, `${label}: some cases reached the handler`).toBeGreaterThan(0);
      if (route.body !== undefined || Object.keys(route.query.properties).length > 0 || Object.keys(route.pathParams).length > 0) {
        expect(schemaRefusals, `${label}: some cases were refused by the schema`).toBeGreaterThan(0);
      }
      const spread = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`).join(' ');
      report.push(`${label.padEnd(48)} ${spread}  (slowest ${slowest} ms)`);
    }

    expect(failures.join('\n\n'), 'every route held').toBe('');
    // Nothing leaked onto Object.prototype from the pollution keys (the app runs in this process).
    const probe: Record<string, unknown> = {};
    expect([probe['polluted'], probe['isAdmin']]).toEqual([undefined, undefined]);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`fuzz [${t.driver}]: ${runsPerRoute * routes.length} cases over ${routes.length} routes in ${seconds} s (seed ${SEED})\n${report.join('\n')}`);
  });
});

const noBody: BodyCase = { payload: undefined, contentType: undefined, objectBody: false };

function parseError(text: string, contentType: string | string[] | number | undefined): ErrorBody | undefined {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return undefined;
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return undefined;
  }
}

/**
 * A schema refusal names the field it refused (`field`, and the same path in `message`) unless the
 * input as a whole had the wrong shape (a body that is not a JSON object).
 */
function checkNamedField(route: ApiRoute, error: ErrorBody, body: BodyCase, what: string): void {
  const context = error.message.split(/[/ ]/)[0];
  if (error.field === undefined) {
    expect(context === 'body' && !body.objectBody, `the refused field is named: ${what}`).toBe(true);
    return;
  }
  expect(error.message, `the message names the field: ${what}`).toContain(`${context}/${error.field.replaceAll('.', '/')}`);
  const top = error.field.split('.')[0] ?? '';
  const known =
    context === 'querystring'
      ? route.query.properties
      : context === 'params'
        ? route.pathParams
        : (route.body?.properties ?? {});
  // Either a documented field, or an unknown one the client sent (additionalProperties refusal).
  const sentUnknown = error.message.endsWith('is not allowed') && what.includes(top);
  expect(Object.hasOwn(known, top) || sentUnknown, `the field is one of the route's: ${what}`).toBe(true);
}

function describeRequest(request: { method: string; url: string; headers: Record<string, string>; payload?: string }): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${request.method} ${cut(request.url)} headers=${cut(JSON.stringify(request.headers))}${request.payload === undefined ? '' : ` body=${cut(request.payload)}`}`;
}
