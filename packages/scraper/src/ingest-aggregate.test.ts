// Ingest of an aggregate source end to end: the LotteryUSA pages of New York fetched through the
// polite layer from a local server and parsed. New York has an official source that has not failed,
// so LotteryUSA is its witness: what it read is recorded as its reports, and no draw is stored from
// it (cross-check.test.ts covers confirmation, disputes and the hand-over).
import { drawReportsRepository, drawsRepository, ingestRunsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ingest } from './ingest.js';
import { MemoryPoliteStore } from './polite/polite-store.js';
import { politeStore, setPoliteStore } from './polite/polite-fetch.js';
import { bundledDraws } from './testing/bundled-history.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import { readFixture } from './testing/fixtures.js';

const evening = readFixture('lotteryusa/new-york-numbers_2026-07-16_excerpt.html');
/**
 * No Midday page was saved: the Evening excerpt with its balls replaced by the real Midday numbers
 * of the same days (bundled NY history: July 16 809, July 15 976).
 */
const midday = evening
  .replace(
    />6<\/li>\s*<li class="c-ball c-ball--sm">0<\/li>\s*<li class="c-ball c-ball--sm">0</,
    '>8</li><li class="c-ball c-ball--sm">0</li><li class="c-ball c-ball--sm">9<',
  )
  .replace(
    />8<\/li>\s*<li class="c-ball c-ball--sm">0<\/li>\s*<li class="c-ball c-ball--sm">0</,
    '>9</li><li class="c-ball c-ball--sm">7</li><li class="c-ball c-ball--sm">6<',
  );
const NOW = new Date('2026-07-17T12:00:00Z');

let server: FixtureServer;
const previousStore = politeStore();
beforeEach(async () => {
  server = await startFixtureServer({
    '/robots.txt': { body: 'User-agent: *\nDisallow: /account/\n', contentType: 'text/plain' },
    '/new-york/midday-numbers/': { body: midday, contentType: 'text/html' },
    '/new-york/numbers/': { body: evening, contentType: 'text/html' },
  });
  setPoliteStore(new MemoryPoliteStore());
});
afterEach(async () => {
  setPoliteStore(previousStore);
  await server.close();
});

describeEachDriver('ingest of the LotteryUSA source of New York', (t) => {
  it('reads both draw times as a witness, and asks for nothing again before the next draw', async () => {
    expect(midday).not.toBe(evening);
    const options = { db: t.db(), sources: ['ny-lotteryusa'], baseUrl: server.baseUrl, retries: 0 };
    const first = await ingest({ ...options, now: NOW });
    expect(first.runs[0]).toMatchObject({
      sourceId: 'ny-lotteryusa',
      role: 'witness',
      rowsSeen: 4,
      rowsAdded: 0,
      rowsRejected: 0,
    });
    expect(first.runs[0]?.error).toBeUndefined();
    expect(await drawsRepository.count(t.db(), 'NY')).toBe(0);
    // What it read, as its reports: the real NY draws of those two days.
    for (const draw of bundledDraws('NY-numbers.csv', '2026-07-15', '2026-07-16')) {
      expect(await drawReportsRepository.reportsOf(t.db(), draw)).toEqual([
        { source: 'ny-lotteryusa', kind: 'aggregate', number: draw.number },
      ]);
    }
    // An hour later (no NY draw in between) the held pages are parsed again; nothing is requested.
    const second = await ingest({ ...options, now: new Date(NOW.getTime() + 3_600_000) });
    expect(second.runs[0]).toMatchObject({ rowsSeen: 4, rowsAdded: 0 });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/robots.txt',
      '/new-york/midday-numbers/',
      '/new-york/numbers/',
    ]);
  });

  it('fails the source without fetching a page robots.txt disallows', async () => {
    server.route('/robots.txt', {
      body: 'User-agent: *\nDisallow: /new-york/\n',
      contentType: 'text/plain',
    });
    const summary = await ingest({
      db: t.db(),
      sources: ['ny-lotteryusa'],
      baseUrl: server.baseUrl,
      now: NOW,
      retries: 0,
    });
    expect(summary.runs[0]?.error?.code).toBe('HTTP_ERROR');
    expect(summary.runs[0]?.error?.message).toMatch(/robots\.txt .* disallows/);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    const [run] = await ingestRunsRepository.recent(t.db(), 1);
    expect(run?.error).toMatch(/^HTTP_ERROR: ny-lotteryusa: robots\.txt/);
  });
});
