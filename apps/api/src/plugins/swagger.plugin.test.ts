import { openTestDb } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { type?: string } }> }>;
}

/** Every route of the API, with where its input comes from. */
const ROUTES: Array<[method: string, path: string, inputs: Array<'query' | 'path' | 'body'>]> = [
  ['get', '/api/health', []],
  ['get', '/api/ready', []],
  ['get', '/api/lottery-analysis', ['query']],
  ['get', '/api/number-patterns', ['query']],
  ['get', '/api/states', []],
  ['get', '/api/sources', []],
  ['get', '/api/states/{code}/coverage', ['path']],
  ['get', '/api/draws', ['query']],
  ['get', '/api/draws/lookup', ['query']],
  ['get', '/api/draws/export', ['query']],
  ['get', '/api/draws/results', ['query']],
  ['get', '/api/skips', ['query']],
  ['get', '/api/check-numbers', ['query']],
  ['post', '/api/refresh-ga', []],
  ['post', '/api/manual-refresh-all', []],
  ['get', '/api/refresh/jobs/{jobId}', ['path']],
  ['get', '/api/refresh/status', []],
  ['get', '/api/refresh/events', []],
  ['get', '/api/pools/{poolId}', ['path', 'query']],
  ['get', '/api/cart', []],
  ['post', '/api/cart/add', ['body']],
  ['put', '/api/cart/{id}/quantity', ['path', 'body']],
  ['delete', '/api/cart/{id}', ['path']],
  ['delete', '/api/cart/clear', []],
  ['get', '/api/expected-results', ['query']],
  ['post', '/api/expected-results/trigger-match/{state}', ['path']],
  ['post', '/api/poll', ['body']],
  ['get', '/api/purchased-numbers', []],
  ['get', '/api/auth/passcode/status', []],
  ['post', '/api/auth/passcode', ['body']],
  ['post', '/api/auth/signup', ['body']],
  ['post', '/api/auth/verify', ['body']],
  ['post', '/api/auth/login', ['body']],
  ['post', '/api/auth/password-reset/request', ['body']],
  ['post', '/api/auth/password-reset/confirm', ['body']],
  ['post', '/api/auth/logout', []],
  ['get', '/api/me', []],
  ['put', '/api/me', ['body']],
  ['get', '/api/me/subscription', []],
  ['post', '/api/me/subscription/cancel', []],
  ['get', '/api/me/visitor-plays', []],
  ['post', '/api/me/claim-visitor-plays', ['body']],
  ['get', '/paypal/setup', []],
  ['post', '/paypal/order', ['body']],
  ['post', '/paypal/order/{orderId}/capture', ['path']],
  ['get', '/paypal/order/{orderId}/receipt', ['path']],
  ['post', '/paypal/sandbox/order/{orderId}/approve', ['path']],
  ['get', '/api/chat/status', []],
  ['post', '/api/chat', ['body']],
  ['post', '/api/tts', ['body']],
  // The spec's /api/aert… is an alias of these (app.ts specAlias), answered by the same routes.
  ['get', '/api/alerts', ['query']],
  ['get', '/api/alerts/history', []],
  ['put', '/api/alerts', ['query', 'body']],
  ['post', '/api/alerts/verify/send', ['body']],
  ['post', '/api/alerts/verify', ['body']],
  ['get', '/api/push/key', []],
  ['put', '/api/push/subscription', ['body']],
  ['post', '/api/push/subscription/find', ['body']],
  ['post', '/api/push/unsubscribe', ['body']],
  ['get', '/api/board/{state}', ['path', 'query']],
  ['get', '/api/me/board-picks', ['query']],
  ['put', '/api/me/board-picks', ['body']],
];

it('/docs/json lists every route with its request and response schemas', async () => {
  const database = await openTestDb();
  const app = await buildTestApp(database);
  try {
    const response = await app.inject('/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { license?: { name: string } };
      servers?: Array<{ url: string }>;
      components: { securitySchemes?: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.openapi).toMatch(/^3\./);

    for (const [method, path, inputs] of ROUTES) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path} is documented`).toBeDefined();
      const success = Object.entries(operation!.responses).find(([status]) =>
        status.startsWith('2'),
      );
      expect(success, `${method} ${path} has a 2xx response`).toBeDefined();
      const content = Object.values(success![1].content ?? {})[0];
      expect(content?.schema, `${method} ${path} 2xx schema`).toBeDefined();
      expect(operation!.responses['4XX'], `${method} ${path} documents its errors`).toBeDefined();
      const where = new Set((operation!.parameters ?? []).map((p) => p.in));
      if (inputs.includes('query'))
        expect(where.has('query'), `${method} ${path} query`).toBe(true);
      if (inputs.includes('path')) expect(where.has('path'), `${method} ${path} path`).toBe(true);
      if (inputs.includes('body'))
        expect(operation!.requestBody, `${method} ${path} body`).toBeDefined();
    }

    // Nothing of the API goes undocumented.
    const documented = Object.entries(doc.paths)
      .filter(([path]) => /^\/(api|paypal)\//.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(ROUTES.map(([method, path]) => `${method} ${path}`).sort());

    // The analysis documents every field core returns (the test of the route checks the values).
    const analysis = doc.paths['/api/lottery-analysis']!.get!.responses['200']!.content![
      'application/json'
    ]!.schema as {
      properties: { draws: { items: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(analysis.properties.draws.items.properties)).toEqual(
      expect.arrayContaining([
        'date',
        'draw',
        'winner',
        'sortedNumbers',
        'isRepeat',
        'gap',
        'lastSeenDate',
        'pairsum',
      ]),
    );
    // What a client generator needs: one operationId per operation, each route's cookies, a server.
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method, path, ...op })),
    );
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(doc.paths['/api/states/{code}/coverage']!.get!.operationId).toBe(
      'getStatesByCodeCoverage',
    );
    const securityOf = (method: string, path: string) => doc.paths[path]![method]!.security;
    expect(securityOf('get', '/api/states')).toEqual([]);
    expect(securityOf('get', '/api/me')).toEqual([{ session: [] }]);
    expect(securityOf('post', '/api/poll')).toEqual([{ visitor: [] }]);
    // The cart and plays are the account's when one is signed in, the visitor's otherwise.
    expect(securityOf('post', '/api/cart/add')).toEqual([{ session: [] }, { visitor: [] }]);
    expect(securityOf('post', '/api/me/claim-visitor-plays')).toEqual([
      { session: [], visitor: [] },
    ]);
    expect(securityOf('put', '/api/alerts')).toEqual([{ session: [] }, { visitor: [] }]);
    expect(securityOf('put', '/api/push/subscription')).toEqual([{ session: [] }, { visitor: [] }]);
    expect(securityOf('post', '/api/push/unsubscribe')).toEqual([{ visitor: [] }]);
    expect(securityOf('get', '/api/push/key')).toEqual([]);
    expect(operations.filter((op) => op.security === undefined)).toEqual([]);
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
      visitor: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'visitor' }),
    });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect((await app.inject('/docs')).statusCode).toBeLessThan(400);
  } finally {
    await app.close();
    await database.close();
  }
});
