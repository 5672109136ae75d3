import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_AGENT,
  MAX_REDIRECTS,
  ResponseTooLargeError,
  fetchText,
  fetchTextConditional,
  sameSourceHost,
} from './fetch-text.js';
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

  it('stops reading at maxBytes: announced or streamed, not retried', async () => {
    const megabyte = 'x'.repeat(1024 * 1024);
    // Announced: refused from the Content-Length, before the body is read.
    server.route('/big', { body: megabyte.repeat(3) });
    const announced = await rejection(
      fetchText(`${server.baseUrl}/big`, { ...fast, maxBytes: 2 * 1024 * 1024 }),
    );
    expect(announced).toBeInstanceOf(ResponseTooLargeError);
    expect(announced.code).toBe('HTTP_ERROR');
    expect(announced.message).toMatch(/larger than 2097152 bytes/);
    expect(server.requests).toHaveLength(1);
    // Chunked without a length, and never ending: refused once the bytes read pass the cap.
    let written = 0;
    let stopped = false;
    server.route('/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const pump = () => {
        while (!stopped && response.write(megabyte)) written += megabyte.length;
        if (!stopped) response.once('drain', pump);
      };
      response.on('close', () => (stopped = true));
      pump();
    });
    const streamed = await rejection(
      fetchText(`${server.baseUrl}/endless`, { ...fast, maxBytes: 2 * 1024 * 1024 }),
    );
    expect(streamed).toBeInstanceOf(ResponseTooLargeError);
    expect(server.requests).toHaveLength(2);
    // The server was stopped a few megabytes in, not after filling memory.
    expect(written).toBeLessThan(64 * 1024 * 1024);
    // Under the cap the body comes back whole.
    expect(
      await fetchText(`${server.baseUrl}/big`, { ...fast, maxBytes: 4 * 1024 * 1024 }),
    ).toHaveLength(3 * 1024 * 1024);
  });

  it('follows redirects on the source host only', async () => {
    server.route('/old.csv', (_request, response) =>
      response.writeHead(301, { location: '/new.csv' }).end(),
    );
    server.route('/new.csv', { body: 'moved' });
    expect(await fetchText(`${server.baseUrl}/old.csv`, fast)).toBe('moved');

    // 127.0.0.1 → localhost: another host name (same machine here), refused and not retried.
    const port = new URL(server.baseUrl).port;
    server.route('/away', (_request, response) =>
      response.writeHead(302, { location: `http://localhost:${port}/new.csv` }).end(),
    );
    const before = server.requests.length;
    const away = await rejection(fetchText(`${server.baseUrl}/away`, fast));
    expect(away.code).toBe('HTTP_ERROR');
    expect(away.status).toBe(302);
    expect(away.message).toMatch(/redirected off the source's host to http:\/\/localhost:/);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/away']);

    server.route('/loop', (_request, response) =>
      response.writeHead(302, { location: '/loop' }).end(),
    );
    const loop = await rejection(fetchText(`${server.baseUrl}/loop`, fast));
    expect(loop.message).toMatch(new RegExp(`more than ${MAX_REDIRECTS} redirects`));
  });

  it('a conditional GET sends the validators and takes a 304 as "not modified"; a plain GET does not', async () => {
    server.route('/page', (request, response) => {
      if (request.headers['if-none-match'] === '"v1"')
        response.writeHead(304, { etag: '"v1"' }).end();
      else
        response
          .writeHead(200, { etag: '"v1"', 'last-modified': 'Thu, 16 Jul 2026 23:00:00 GMT' })
          .end('hello');
    });
    const url = `${server.baseUrl}/page`;
    const first = await fetchTextConditional(url, fast);
    expect(first).toEqual({
      status: 200,
      body: 'hello',
      etag: '"v1"',
      lastModified: 'Thu, 16 Jul 2026 23:00:00 GMT',
    });
    const again = await fetchTextConditional(url, {
      ...fast,
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(again).toMatchObject({ status: 304, body: '', etag: '"v1"' });
    expect(server.requests[1]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Thu, 16 Jul 2026 23:00:00 GMT',
    });
    // Without validators of its own a 304 is no answer: fetchText reports it.
    const error = await rejection(
      fetchText(url, { ...fast, headers: { 'if-none-match': '"v1"' } }),
    );
    expect([error.code, error.status]).toEqual(['HTTP_ERROR', 304]);
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

describe('sameSourceHost', () => {
  const from = new URL('https://www.texaslottery.com/export/pick3.csv');
  it.each([
    ['https://www.texaslottery.com/other.csv', true],
    ['http://texaslottery.com/x', true],
    ['https://WWW.TexasLottery.com/x', true],
    ['https://texaslottery.com.evil.example/x', false],
    ['https://evil.example/www.texaslottery.com', false],
    ['ftp://www.texaslottery.com/x', false],
  ])('%s → %s', (to, expected) => {
    expect(sameSourceHost(from, new URL(to))).toBe(expected);
  });
});
