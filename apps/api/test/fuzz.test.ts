// Property-based fuzzing of every route the API documents (/docs/json, so a new route is fuzzed
// without touching this file): schema-shaped inputs with wrong types, out-of-range numbers, huge and
// exotic-unicode strings, prototype-pollution keys, malformed JSON, wrong content types, garbage
// cookies, odd path segments, and NUL or other control characters slipped into valid values. Whatever
// a client sends must end in a 4xx or a success, never a 5xx; a schema refusal names the field; and a
// refused request stores nothing (row counts of every table are compared around it). A second pass
// puts a NUL byte into every string field of every route, one at a time, and expects a 400 naming it.
import type { Database } from '@pick3/db';
import { describeEachDriver, testDrivers } from '@pick3/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  newBrowser,
  nextIp,
  signupAndVerify,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../src/testing/accounts.js';
import {
  startFakeOpenai,
  startFakePaypal,
  type FakeOpenai,
  type FakePaypal,
} from '../src/testing/fakes.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';
import {
  bodyCase,
  cookieHeader,
  pathFor,
  queryString,
  validValue,
  type BodyCase,
} from './support/hostile-input.js';
import { routesFromOpenApi, type ApiRoute, type JsonSchema } from './support/openapi-routes.js';
import { countChanges, tableCounter, type TableCounts } from './support/table-counts.js';

/** Cases per run of this file, whichever drivers run. */
const MIN_CASES_PER_RUN = 10_000;
/**
 * The run's cases, shared by the drivers that run (one with PGlite alone; two with PostgreSQL too),
 * each with seeds of its own, so the run fuzzes 10,200 different cases over the same code instead
 * of the same first cases twice (the suite's longest file: ~490 s of one worker with 14,300).
 */
const CASES_PER_RUN = 10_200;
const CASES_PER_DRIVER = Math.ceil(CASES_PER_RUN / testDrivers().length);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261122);
/** Each driver's seeds start this far apart (more than the routes there are). */
const DRIVER_SEED_STRIDE = 1_000;

/** Refusals that may leave a trace on purpose: a wrong password or passcode is counted for the lockout. */
const RECORDED_FAILURES: Record<string, readonly string[]> = {
  INVALID_CREDENTIALS: ['auth_attempts'],
  INVALID_PASSCODE: ['auth_attempts'],
};
/**
 * Tables every request may change, refused or not: the rate-limit counters kept in the database
 * without Redis (an attempt counts against the limit whatever its answer; issue 35 finding 9).
 */
const COUNTED_ALWAYS = ['rate_counters'];
/** Codes of refusals made before a handler runs (parsing, schema, size, type, origin): the handler was not reached. */
const PRE_HANDLER_CODES = new Set([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CROSS_ORIGIN_REFUSED',
]);
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

/** Waits until no update-all job is running (each stores its runs after answering 202). */
async function refreshJobsDone(db: Database['db']): Promise<void> {
  for (let tries = 0; tries < 3_000; tries += 1) {
    const running = await db
      .selectFrom('refresh_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    if (Number(running.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('an update-all job was still running after 30 s');
}

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
      // Codes on screen (signupAndVerify reads them) and the local payment sandbox.
      DEMO_MODE: '1',
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

  it(
    'answers every input with a 4xx or a success, names refused fields, and stores nothing it refused',
    { timeout: 600_000 },
    async () => {
      const started = Date.now();
      // Draws to analyse, so analysis, pools and lookups run their real code paths.
      await seedDraws(t.database(), [
        ...makeDraws('GA', '2025-08-01', 120, ['DAY', 'EVE', 'NITE'], 7),
        ...makeDraws('TX', '2025-08-01', 120, ['MORN', 'DAY', 'EVE', 'NITE'], 8),
      ]);
      app.analysis.invalidate();

      // A signed-in browser: its cookies (visitor, session) go with a share of the requests, so the
      // routes behind a session are fuzzed past their 401.
      const jar = await newBrowser(app);
      const email = uniqueEmail('fuzz');
      await signupAndVerify(app, jar, email);
      const signIn = async () => {
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
        expect(jar.cookies.has('session')).toBe(true);
      };

      const docs = await app.inject('/docs/json');
      expect(docs.statusCode).toBe(200);
      const all = routesFromOpenApi(docs.json());
      // The event stream never ends, so app.inject cannot wait for it; it takes no input anyway.
      const routes = all.filter((route) => !route.streams);
      expect(routes.length).toBeGreaterThanOrEqual(39);
      expect(all.filter((route) => route.streams).map((route) => route.path)).toEqual([
        '/api/refresh/events',
      ]);

      const counts = await tableCounter(t.db());
      let before: TableCounts = await counts();
      let ipCounter = 0;
      const runsPerRoute = Math.ceil(CASES_PER_DRIVER / routes.length);
      const seed = SEED + testDrivers().indexOf(t.driver) * DRIVER_SEED_STRIDE;
      const report: string[] = [];
      const failures: string[] = [];

      for (const [index, route] of routes.entries()) {
        // Fuzzing logout with the real cookie ends the session: each route starts signed in again.
        await signIn();
        before = await counts();
        const statuses = new Map<number, number>();
        const routeStarted = Date.now();
        let reachedHandler = 0;
        let schemaRefusals = 0;
        let slowest = 0;
        const property = fc.asyncProperty(
          pathFor(route),
          queryString(route),
          route.method === 'GET'
            ? fc.oneof(
                { weight: 9, arbitrary: fc.constant(noBody) },
                { weight: 1, arbitrary: bodyCase(route.body) },
              )
            : bodyCase(route.body),
          cookieHeader(() => jar.header()),
          async (path, query, body, cookie) => {
            casesThisRun += 1;
            ipCounter += 1;
            const url = query === '' ? path : `${path}?${query}`;
            const headers: Record<string, string> = {};
            if (body.contentType !== undefined) headers['content-type'] = body.contentType;
            if (cookie !== undefined) headers['cookie'] = cookie;
            const request = {
              method: route.method,
              url,
              headers,
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            };
            const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
            const sentAt = Date.now();
            const response = await app.inject({ ...request, remoteAddress });
            slowest = Math.max(slowest, Date.now() - sentAt);
            const status = response.statusCode;
            // An accepted update-all goes on after its 202 (issue 35 item 13): what it stores belongs
            // to that request, so its job ends before the next request is counted.
            if (status === 202) await refreshJobsDone(t.db());
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
            expect(error).toMatchObject({
              statusCode: status,
              code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/),
              message: expect.stringMatching(/\S/),
            });
            const schemaRefusal =
              error!.code === 'VALIDATION_ERROR' &&
              SCHEMA_CONTEXTS.some((context) => error!.message.startsWith(context));
            if (schemaRefusal) {
              schemaRefusals += 1;
              checkNamedField(route, error!, body, what);
            }
            if (
              !PRE_HANDLER_CODES.has(error!.code) ||
              (error!.code === 'VALIDATION_ERROR' && !schemaRefusal)
            )
              reachedHandler += 1;

            const allowed = [...(RECORDED_FAILURES[error!.code] ?? []), ...COUNTED_ALWAYS];
            const changes = countChanges(before, after).filter(
              (change) => !allowed.some((table) => change.startsWith(`${table}:`)),
            );
            expect(changes, `a refused request stored nothing: ${what}`).toEqual([]);
            before = after;
          },
        );
        const label = `${route.method} ${route.path}`;
        // One failing route must not hide the others: each one's first counterexample is kept, and the
        // test fails at the end with all of them.
        try {
          await fc.assert(property, {
            numRuns: runsPerRoute,
            seed: seed + index,
            endOnFailure: true,
          });
        } catch (error) {
          // fast-check's message holds the counterexample; its cause, our assertion with the request.
          const cause =
            error instanceof Error && error.cause instanceof Error
              ? `\n${error.cause.message}`
              : '';
          failures.push(
            `${label}: ${error instanceof Error ? error.message : String(error)}${cause}`,
          );
          continue;
        }

        // Each route must have been exercised past its schema, and (when it takes input) refused some of it.
        expect(reachedHandler, `${label}: some cases reached the handler`).toBeGreaterThan(0);
        if (
          route.body !== undefined ||
          Object.keys(route.query.properties).length > 0 ||
          Object.keys(route.pathParams).length > 0
        ) {
          expect(schemaRefusals, `${label}: some cases were refused by the schema`).toBeGreaterThan(
            0,
          );
        }
        const spread = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([code, n]) => `${code}×${n}`)
          .join(' ');
        report.push(
          `${label.padEnd(48)} ${spread}  (${Date.now() - routeStarted} ms in all, slowest ${slowest} ms)`,
        );
      }

      expect(failures.join('\n\n'), 'every route held').toBe('');
      // Nothing leaked onto Object.prototype from the pollution keys (the app runs in this process).
      const probe: Record<string, unknown> = {};
      expect([probe['polluted'], probe['isAdmin']]).toEqual([undefined, undefined]);

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz [${t.driver}]: ${runsPerRoute * routes.length} cases over ${routes.length} routes in ${seconds} s (seeds from ${seed})\n${report.join('\n')}`,
      );
    },
  );

  it(
    'refuses a NUL byte in every string field of every route with a 400 naming the field',
    { timeout: 300_000 },
    async () => {
      await seedDraws(t.database(), makeDraws('GA', '2025-08-01', 30, ['DAY', 'EVE', 'NITE'], 7));
      app.analysis.invalidate();
      const routes = routesFromOpenApi((await app.inject('/docs/json')).json()).filter(
        (route) => !route.streams,
      );
      let ip = 0;
      const send = (route: ApiRoute, request: BaselineRequest) => {
        ip += 1;
        const query = new URLSearchParams(request.query).toString();
        let path = route.path;
        for (const [name, value] of Object.entries(request.params))
          path = path.replace(`:${name}`, encodeURIComponent(value));
        return app.inject({
          method: route.method,
          url: query === '' ? path : `${path}?${query}`,
          remoteAddress: `10.200.${(ip >> 8) & 255}.${ip & 255}`,
          ...(request.body === undefined
            ? {}
            : { payload: request.body as Record<string, unknown> }),
        });
      };
      const problems: string[] = [];
      let checked = 0;
      for (const [index, route] of routes.entries()) {
        // A request the schema lets through (whatever the handler then says), with every optional field filled.
        let baseline: BaselineRequest | undefined;
        for (const candidate of fc.sample(baselineRequest(route), {
          numRuns: 40,
          seed: SEED + index,
        })) {
          const response = await send(route, candidate);
          if (response.statusCode >= 500)
            problems.push(
              `${route.method} ${route.path} baseline → ${response.statusCode} ${response.body}`,
            );
          const code = response.statusCode === 400 ? response.json<ErrorBody>().code : undefined;
          if (code !== 'VALIDATION_ERROR') {
            baseline = candidate;
            break;
          }
        }
        const fields = baseline === undefined ? [] : stringFields(route, baseline);
        if (baseline === undefined) {
          if (hasStringField(route))
            problems.push(
              `${route.method} ${route.path}: no request passed the schema to start from`,
            );
          continue;
        }
        for (const field of fields) {
          checked += 1;
          const response = await send(route, field.mutate('\u0000'));
          const what = `${route.method} ${route.path} with NUL in ${field.context}/${field.path} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          const error = response.statusCode === 400 ? response.json<ErrorBody>() : undefined;
          if (
            error?.code !== 'VALIDATION_ERROR' ||
            error.field !== field.path ||
            !error.message.startsWith(`${field.context}/`)
          )
            problems.push(what);
        }
      }
      expect(problems.join('\n'), 'every string field refused its NUL by name').toBe('');
      // Every route with a string input was covered (body fields, query values, path segments).
      expect(checked).toBeGreaterThanOrEqual(40);
      console.info(
        `fuzz [${t.driver}]: a NUL byte in each of ${checked} string fields over ${routes.length} routes: 400 naming the field`,
      );
    },
  );
});

interface BaselineRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Valid values for every parameter and field of the route, optional ones included. */
function baselineRequest(route: ApiRoute): fc.Arbitrary<BaselineRequest> {
  const text = (schema: JsonSchema, name: string) =>
    validValue(schema, name).map((value) =>
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  const record = (properties: Record<string, JsonSchema>) =>
    fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [name, text(schema, name)]),
      ),
    );
  const body =
    route.body === undefined || route.method === 'GET'
      ? fc.constant(undefined)
      : fullValue(route.body, '');
  return fc.record({
    params: record(route.pathParams),
    query: record(route.query.properties),
    body,
  });
}

/** Like validValue, but an object gets all its properties, so optional fields are tested too. */
function fullValue(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.type === 'object' && schema.properties !== undefined) {
    return fc.record(
      Object.fromEntries(
        Object.entries(schema.properties).map(([key, inner]) => [key, fullValue(inner, key)]),
      ),
    );
  }
  if (schema.type === 'array' && schema.items !== undefined)
    return fc.array(fullValue(schema.items, name), {
      minLength: Math.max(1, schema.minItems ?? 1),
      maxLength: 2,
    });
  if (schema.anyOf !== undefined) {
    const text = schema.anyOf.find((inner) => inner.type === 'string');
    if (text !== undefined) return fullValue(text, name);
  }
  return validValue(schema, name);
}

function isText(schema: JsonSchema | undefined): boolean {
  return (
    schema !== undefined &&
    (schema.type === 'string' || (schema.anyOf ?? []).some((inner) => inner.type === 'string')) &&
    schema.enum === undefined
  );
}

function hasStringField(route: ApiRoute): boolean {
  const inBody = (schema: JsonSchema | undefined): boolean =>
    schema !== undefined &&
    (isText(schema) || Object.values(schema.properties ?? {}).some(inBody) || inBody(schema.items));
  return (
    [...Object.values(route.pathParams), ...Object.values(route.query.properties)].some(isText) ||
    (route.method !== 'GET' && inBody(route.body))
  );
}

interface StringField {
  context: 'params' | 'querystring' | 'body';
  /** Dotted path, as the error's `field` names it. */
  path: string;
  mutate(insert: string): BaselineRequest;
}

/** Every string of the baseline whose schema is a string: a way to put `insert` into it (the rest unchanged). */
function stringFields(route: ApiRoute, baseline: BaselineRequest): StringField[] {
  const fields: StringField[] = [];
  const middle = (value: string, insert: string) =>
    `${value.slice(0, Math.floor(value.length / 2))}${insert}${value.slice(Math.floor(value.length / 2))}`;
  for (const [context, key, schemas] of [
    ['params', 'params', route.pathParams],
    ['querystring', 'query', route.query.properties],
  ] as const) {
    for (const [name, schema] of Object.entries(schemas)) {
      const value = baseline[key][name];
      if (!isText(schema) || value === undefined) continue;
      fields.push({
        context,
        path: name,
        mutate: (insert) => ({
          ...baseline,
          [key]: { ...baseline[key], [name]: middle(value, insert) },
        }),
      });
    }
  }
  const walk = (schema: JsonSchema | undefined, value: unknown, path: string[]) => {
    if (schema === undefined) return;
    if (typeof value === 'string' && isText(schema)) {
      fields.push({
        context: 'body',
        path: path.join('.'),
        mutate: (insert) => ({
          ...baseline,
          body: replaceAt(baseline.body, path, middle(value, insert)),
        }),
      });
      return;
    }
    if (Array.isArray(value))
      value.forEach((item, i) => walk(schema.items, item, [...path, String(i)]));
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(schema.properties?.[key], inner, [...path, key]);
    }
  };
  if (route.method !== 'GET') walk(route.body, baseline.body, []);
  return fields;
}

function replaceAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, i) => (String(i) === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

const noBody: BodyCase = { payload: undefined, contentType: undefined, objectBody: false };

function parseError(
  text: string,
  contentType: string | string[] | number | undefined,
): ErrorBody | undefined {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json'))
    return undefined;
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
    expect(context === 'body' && !body.objectBody, `the refused field is named: ${what}`).toBe(
      true,
    );
    return;
  }
  expect(error.message, `the message names the field: ${what}`).toContain(
    `${context}/${error.field.replaceAll('.', '/')}`,
  );
  const top = error.field.split('.')[0] ?? '';
  const known =
    context === 'querystring'
      ? route.query.properties
      : context === 'params'
        ? route.pathParams
        : (route.body?.properties ?? {});
  // Either a documented field, or an unknown one the client sent (additionalProperties refusal).
  const sentUnknown = error.message.endsWith('is not allowed') && what.includes(top);
  expect(Object.hasOwn(known, top) || sentUnknown, `the field is one of the route's: ${what}`).toBe(
    true,
  );
}

function describeRequest(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  return `${request.method} ${cut(request.url)} headers=${cut(JSON.stringify(request.headers))}${request.payload === undefined ? '' : ` body=${cut(request.payload)}`}`;
}
