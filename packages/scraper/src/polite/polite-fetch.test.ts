import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT } from '../fetch-text.js';
import { PROJECT_URL } from '../project.js';
import { SourceError } from '../source-error.js';
import type { SourceRequest } from '../sources/source.types.js';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server.js';
import { readFixture } from '../testing/fixtures.js';
import { politeFetchText } from './polite-fetch.js';
import { MemoryPoliteStore } from './polite-store.js';
import { RobotsDisallowedError } from './robots-rules.js';

const page = readFixture('lotteryusa/new-york-numbers_2026-07-16_excerpt.html');
const ROBOTS =
  'User-agent: *\nDisallow: /private/\n\nUser-agent: pick3-scraper\nDisallow: /members/\n';
const ETAG = '"ny-numbers-v1"';
const fast = { timeoutMs: 1_000, retries: 0, backoffMs: 1 };

/** NY Evening is drawn at 10:30 PM Eastern and due 15 minutes later (02:45 UTC in July). */
const beforeDraw = new Date('2026-07-17T20:00:00Z');
const sameDay = new Date('2026-07-17T23:00:00Z');
const afterNextDraw = new Date('2026-07-18T02:46:00Z');

let server: FixtureServer;
let store: MemoryPoliteStore;
/** Serves the page with an ETag, answering 304 to a request that already holds it. */
function pageRoute(request: IncomingMessage, response: ServerResponse): void {
  if (request.headers['if-none-match'] === ETAG) {
    response.writeHead(304, { etag: ETAG }).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html', etag: ETAG }).end(page);
}
beforeEach(async () => {
  server = await startFixtureServer({
    '/robots.txt': { body: ROBOTS, contentType: 'text/plain' },
    '/new-york/numbers/': pageRoute,
    '/new-york/numbers/year': pageRoute,
    '/private/page/': { body: page, contentType: 'text/html' },
    '/members/page/': { body: page, contentType: 'text/html' },
  });
  store = new MemoryPoliteStore();
});
afterEach(async () => {
  await server.close();
});

const request = (path: string, extra: Partial<SourceRequest> = {}): SourceRequest => ({
  url: `${server.baseUrl}${path}`,
  timeLabel: 'Evening',
  ctx: { drawTime: 'EVE' },
  ...extra,
});
const fetchAt = (req: SourceRequest, now: Date) =>
  politeFetchText(req, { ...fast, state: 'NY', now, store, sourceId: 'ny-lotteryusa' });
const paths = () => server.requests.map((r) => r.url);

describe('politeFetchText against a local server', () => {
  it('names the project in its User-Agent', async () => {
    await fetchAt(request('/new-york/numbers/'), beforeDraw);
    expect(DEFAULT_USER_AGENT).toContain(PROJECT_URL);
    expect(server.requests.map((r) => r.headers['user-agent'])).toEqual([
      DEFAULT_USER_AGENT,
      DEFAULT_USER_AGENT,
    ]);
  });

  it('fetches robots.txt once per host and does not fetch what it disallows for us', async () => {
    const error = await fetchAt(request('/members/page/'), beforeDraw).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RobotsDisallowedError);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).code).toBe('HTTP_ERROR');
    expect((error as SourceError).message).toMatch(/robots\.txt .* disallows .*\/members\/page\//);
    // The group that names us replaces the `*` group (RFC 9309), so /private/ is ours to read.
    await fetchAt(request('/private/page/'), beforeDraw);
    await fetchAt(request('/new-york/numbers/'), beforeDraw);
    expect(paths()).toEqual(['/robots.txt', '/private/page/', '/new-york/numbers/']);
  });

  it('follows the `*` group when no group names us', async () => {
    server.route('/robots.txt', {
      body: 'User-agent: *\nDisallow: /private/\n',
      contentType: 'text/plain',
    });
    const error = await fetchAt(request('/private/page/'), beforeDraw).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RobotsDisallowedError);
    expect(paths()).toEqual(['/robots.txt']);
  });

  it('asks robots.txt again after a day, and reads a host without one as allowing everything', async () => {
    await fetchAt(request('/new-york/numbers/'), beforeDraw);
    await fetchAt(request('/new-york/numbers/'), new Date(beforeDraw.getTime() + 25 * 3_600_000));
    expect(paths().filter((p) => p === '/robots.txt')).toHaveLength(2);
    server.route('/robots.txt', { status: 404, body: 'not found' });
    const other = new MemoryPoliteStore();
    const result = await politeFetchText(request('/private/page/'), {
      ...fast,
      state: 'NY',
      now: beforeDraw,
      store: other,
    });
    expect(result.from).toBe('network');
  });

  it('fetches nothing on a host whose robots.txt fails with 5xx, and asks again on the next run', async () => {
    server.route('/robots.txt', { status: 503, body: 'down' });
    const error = await fetchAt(request('/new-york/numbers/'), beforeDraw).catch((e: unknown) => e);
    expect((error as SourceError).message).toMatch(/robots\.txt .* unavailable/);
    server.route('/robots.txt', { body: ROBOTS, contentType: 'text/plain' });
    await fetchAt(request('/new-york/numbers/'), beforeDraw);
    expect(paths()).toEqual(['/robots.txt', '/robots.txt', '/new-york/numbers/']);
  });

  it('asks for a page at most once per draw: the held copy until the next draw is due', async () => {
    const req = request('/new-york/numbers/');
    expect((await fetchAt(req, beforeDraw)).from).toBe('network');
    const again = await fetchAt(req, sameDay);
    expect(again).toEqual({ body: page, from: 'held' });
    expect(paths().filter((p) => p === '/new-york/numbers/')).toHaveLength(1);
    // The Evening draw of July 17 is due at 02:45 UTC on the 18th: then the page is asked for again,
    // conditionally, and the server's 304 keeps the held copy.
    const after = await fetchAt(req, afterNextDraw);
    expect(after).toEqual({ body: page, from: 'not-modified' });
    const pageRequests = server.requests.filter((r) => r.url === '/new-york/numbers/');
    expect(pageRequests.map((r) => r.headers['if-none-match'])).toEqual([undefined, ETAG]);
    // Asked at 02:46, the next due draw is July 18's.
    expect((await fetchAt(req, new Date('2026-07-18T12:00:00Z'))).from).toBe('held');
  });

  it('sends If-Modified-Since when the server gave Last-Modified', async () => {
    const modified = 'Thu, 16 Jul 2026 23:00:00 GMT';
    server.route('/new-york/numbers/', (req, res) => {
      if (req.headers['if-modified-since'] === modified) res.writeHead(304).end();
      else res.writeHead(200, { 'last-modified': modified }).end(page);
    });
    await fetchAt(request('/new-york/numbers/'), beforeDraw);
    expect(await fetchAt(request('/new-york/numbers/'), afterNextDraw)).toEqual({
      body: page,
      from: 'not-modified',
    });
  });

  it('fetches an archive page of a past year once and never again; the current year like a game page', async () => {
    const past = request('/new-york/numbers/year', { pageKey: '2019/EVE' });
    await fetchAt(past, beforeDraw);
    for (const later of [afterNextDraw, new Date('2027-03-01T00:00:00Z')]) {
      expect((await fetchAt(past, later)).from).toBe('held');
    }
    const current = request('/new-york/numbers/year?year=2026', { pageKey: '2026/EVE' });
    await fetchAt(current, beforeDraw);
    expect((await fetchAt(current, afterNextDraw)).from).toBe('not-modified');
    expect(paths().filter((p) => p.startsWith('/new-york/numbers/year'))).toEqual([
      '/new-york/numbers/year',
      '/new-york/numbers/year?year=2026',
      '/new-york/numbers/year?year=2026',
    ]);
  });

  it('shares one robots.txt request between sources fetching the same host at once', async () => {
    await Promise.all([
      fetchAt(request('/new-york/numbers/'), beforeDraw),
      fetchAt(request('/new-york/numbers/year', { pageKey: '2019/EVE' }), beforeDraw),
    ]);
    expect(paths().filter((p) => p === '/robots.txt')).toHaveLength(1);
  });
});
