import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT, fetchText } from './fetch-text.js';
import { SourceError } from './source-error.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';

const fast = { timeoutMs: 1_000, retries: 2, backoffMs: 1 };

async function rejection(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe('fetchText against a local HTTP server', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('returns the body and sends the User-Agent and extra headers', async () => {
    server.route('/a.csv', { body: 'Pick 3 Day,1,2,2024,1,2,3,,4\n' });
    expect(
      await fetchText(`${server.baseUrl}/a.csv`, { ...fast, headers: { 'x-partner': 'web' } }),
    ).toBe('Pick 3 Day,1,2,2024,1,2,3,,4\n');
    expect(server.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(server.requests[0]?.headers['x-partner']).toBe('web');
    await fetchText(`${server.baseUrl}/a.csv`, { ...fast, userAgent: 'custom/1' });
    expect(server.requests[1]?.headers['user-agent']).toBe('custom/1');
  });

  it('retries a 503 and a 429, then succeeds', async () => {
    const statuses = [503, 429, 200];
    server.route('/flaky', (_request, response) => {
      const status = statuses.shift() ?? 200;
      response.writeHead(status).end(status === 200 ? 'ok' : 'busy');
    });
    expect(await fetchText(`${server.baseUrl}/flaky`, fast)).toBe('ok');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after 1 + retries attempts with HTTP_ERROR and the status', async () => {
    server.route('/down', { status: 500, body: 'Runtime Error' });
    const error = await rejection(
      fetchText(`${server.baseUrl}/down`, { ...fast, sourceId: 'pa-ashx' }),
    );
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(500);
    expect(error.sourceId).toBe('pa-ashx');
    expect(error.message).toMatch(/after 3 attempts/);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 404', async () => {
    const error = await rejection(fetchText(`${server.baseUrl}/missing`, fast));
    expect(error.status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it('a hanging server is TIMEOUT, retried like any timeout', async () => {
    server.route('/hang', 'hang');
    const error = await rejection(
      fetchText(`${server.baseUrl}/hang`, { timeoutMs: 50, retries: 1, backoffMs: 1 }),
    );
    expect(error.code).toBe('TIMEOUT');
    expect(server.requests).toHaveLength(2);
  });

  it('a refused connection is HTTP_ERROR without a status', async () => {
    const { baseUrl } = server;
    await server.close();
    const error = await rejection(fetchText(`${baseUrl}/gone`, { ...fast, retries: 0 }));
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBeUndefined();
    server = await startFixtureServer();
  });
});
