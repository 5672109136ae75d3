// The first start's catch-up end to end, for all 36 states at once: the database holds each state's
// bundled history from 2025-07-01 to its end, the clock stands 150 draws past New York's (the newest
// bundle; the others are further behind), and one local server speaks every source the walk asks:
// LotteryUSA's year pages in the markup of the saved real page (testing/built-pages.ts) and
// Michigan's GraphQL endpoint, which fails (so Michigan falls back to LotteryUSA). The pages carry
// the real bundled draws; the draws after a bundle's end, and the Midday/Morning draws no public
// file holds, exist nowhere, so the pages carry numbers made up for the test (`madeUp`). After one
// catch-up every state is Live and holds exactly what the pages served: no draw invented, none lost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareDraws,
  expectedDraws,
  freshness,
  parseDrawsCsv,
  type DrawTimeCode,
  type StateDraw,
} from '@pick3/core';
import { BUNDLED_HISTORY_DIR, drawsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startCatchUp } from './catch-up.js';
import { MemoryPoliteStore } from './polite/polite-store.js';
import { politeStore, setPoliteStore } from './polite/polite-fetch.js';
import { sourceHealth } from './source-health.js';
import { LOTTERYUSA_STATES } from './sources/lotteryusa/lotteryusa-pages.js';
import { lotteryUsaPage } from './testing/built-pages.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';

const TAIL_FROM = '2025-07-01';
/** 150 draws of New York (Midday and Evening) after its bundle's last draw, 2026-09-29 Evening. */
const NOW = new Date('2026-12-14T04:00:00Z');
const slot = (d: Pick<StateDraw, 'state' | 'date' | 'drawTime'>) =>
  `${d.state} ${d.date} ${d.drawTime}`;

/** The bundled rows of every state from TAIL_FROM on: what the test database holds at start. */
const BUNDLE: StateDraw[] = readdirSync(BUNDLED_HISTORY_DIR)
  .filter((file) => file.endsWith('.csv') && !file.startsWith('conflicts_'))
  .flatMap((file) => parseDrawsCsv(readFileSync(join(BUNDLED_HISTORY_DIR, file), 'utf8')).rows)
  .filter((row) => row.date >= TAIL_FROM)
  .map(({ state, date, drawTime, number }) => ({ state, date, drawTime, number }));
const bundled = new Map(BUNDLE.map((d) => [slot(d), d]));

/** A made-up number for a draw no public record holds (stable, so both drivers see the same). */
function madeUp(key: string): string {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return String((h >>> 0) % 1000).padStart(3, '0');
}

/**
 * What LotteryUSA's page of a state's draw time serves: every scheduled draw from TAIL_FROM to NOW,
 * the bundled number where the bundle has the draw; a made-up one after the bundle's newest draw,
 * or before the first bundled draw of a draw time that starts later than the state's history (a
 * Midday the bundle lacks); nothing for a hole in the bundle (not invented by the test either).
 */
function served(state: string, drawTime: DrawTimeCode): StateDraw[] {
  const rows = BUNDLE.filter((d) => d.state === state);
  const newest = rows.reduce((a, d) => (d.date > a ? d.date : a), '');
  const oldest = rows.reduce((a, d) => (d.date < a ? d.date : a), '9');
  const first = rows
    .filter((d) => d.drawTime === drawTime)
    .reduce((a, d) => (d.date < a ? d.date : a), '9');
  // A draw time that starts later than the state's history: its pages hold draws back to the
  // first year the fill walks (the year of the state's oldest stored draw).
  const lacking = first > oldest ? `${oldest.slice(0, 4)}-01-01` : '9';
  const out: StateDraw[] = [];
  for (const draw of expectedDraws(state, TAIL_FROM, '2026-12-14')) {
    if (draw.drawTime !== drawTime || draw.at > NOW) continue;
    const key = slot({ state, date: draw.date, drawTime });
    const real = bundled.get(key);
    if (real !== undefined) out.push(real);
    else if (draw.date > newest || (draw.date < first && draw.date >= lacking))
      out.push({ state, date: draw.date, drawTime, number: madeUp(key) });
  }
  return out;
}

let server: FixtureServer;
let inFlight = 0;
let mostInFlight = 0;
const previousStore = politeStore();
beforeEach(async () => {
  server = await startFixtureServer({
    '/robots.txt': { body: 'User-agent: *\nDisallow: /account/\n', contentType: 'text/plain' },
    // Michigan's official GraphQL endpoint is down: the walk falls back to LotteryUSA.
    '/api': { status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
  });
  for (const entry of LOTTERYUSA_STATES) {
    for (const [drawTime, page] of Object.entries(entry.pages)) {
      const draws = served(entry.state, drawTime as DrawTimeCode);
      server.route(`/${entry.slug}/${page}/year`, (request, response) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const year =
          new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('year') ?? '2026';
        const ofYear = draws.filter((d) => d.date.startsWith(year));
        // Answered a moment later, so overlapping requests would be seen.
        setTimeout(() => {
          inFlight -= 1;
          if (ofYear.length === 0) response.writeHead(404).end('no such year');
          else response.writeHead(200, { 'content-type': 'text/html' }).end(lotteryUsaPage(ofYear));
        }, 5);
      });
    }
  }
  setPoliteStore(new MemoryPoliteStore());
});
afterEach(async () => {
  setPoliteStore(previousStore);
  await server.close();
});

describeEachDriver('startCatchUp', (t) => {
  it('brings all 36 states from their bundle to Live, storing exactly what the sources served', async () => {
    for (const state of new Set(BUNDLE.map((d) => d.state))) {
      await drawsRepository.upsertDraws(
        t.db(),
        BUNDLE.filter((d) => d.state === state),
        { source: 'bundled:test' },
      );
    }
    const lines: string[] = [];
    const catchUp = startCatchUp({
      db: t.db(),
      now: () => NOW,
      baseUrl: server.baseUrl,
      pauseMs: 0,
      // Retried as in production (a keep-alive socket the server closed while the database worked).
      retries: 2,
      backoffMs: 50,
      // The test's own server answers at once; a machine under heavy load must not turn it into a failure.
      timeoutMs: 120_000,
      logger: { info: (m) => lines.push(m), warn: (m) => lines.push(m) },
    });
    const report = await catchUp.done;

    expect(report).toHaveLength(36);
    // A state left behind names its line and what the log said of it.
    const notLive = report.filter((r) => r.phase !== 'live');
    expect(
      notLive.map((r) => [
        JSON.stringify(r),
        ...lines.filter((l) => l.startsWith(`catch-up: ${r.state} `)),
      ]),
    ).toEqual([]);
    for (const entry of LOTTERYUSA_STATES) {
      const expected = [
        ...new Map(
          [
            ...BUNDLE.filter((d) => d.state === entry.state),
            ...Object.keys(entry.pages).flatMap((dt) => served(entry.state, dt as DrawTimeCode)),
          ].map((d) => [slot(d), d]),
        ).values(),
      ].sort(compareDraws);
      const stored = (
        await drawsRepository.drawsOn(t.db(), entry.state, '1990-01-01', '2026-12-31')
      ).map(({ date, drawTime, number }) => ({ state: entry.state, date, drawTime, number }));
      const keys = (draws: StateDraw[]) => new Set(draws.map((d) => `${slot(d)} ${d.number}`));
      const [have, want] = [keys(stored), keys(expected)];
      expect(
        {
          lost: [...want].filter((k) => !have.has(k)),
          invented: [...have].filter((k) => !want.has(k)),
        },
        `${entry.state}: ${JSON.stringify(report.find((r) => r.state === entry.state))}`,
      ).toEqual({ lost: [], invented: [] });
      const [latest] = await drawsRepository.newestDraws(t.db(), entry.state, 1);
      expect(freshness(entry.state, latest ?? null, NOW).status, entry.state).toBe('live');
    }

    // New York: 150 draws after its bundle; the 16 states without Midday (TN also Morning) filled.
    const ny = report.find((r) => r.state === 'NY');
    expect(ny).toMatchObject({ source: 'ny-lotteryusa', rowsAdded: 150, filled: null });
    const filled = report
      .filter((r) => r.filled !== null)
      .map((r) => `${r.state} ${r.filled!.drawTimes.join('/')}`);
    expect(filled).toEqual(
      expect.arrayContaining([
        'AR DAY',
        'CT DAY',
        'DE DAY',
        'IA DAY',
        'ID DAY',
        'IL DAY',
        'IN DAY',
        'KS DAY',
        'KY DAY',
        'ME DAY',
        'MO DAY',
        'NM DAY',
        'OH DAY',
        'SC DAY',
        'TN MORN/DAY',
      ]),
    );
    expect(filled.find((f) => f.startsWith('DC '))).toMatch(/^DC DAY/);
    // Michigan's official archive failed first, then LotteryUSA filled it.
    expect(report.find((r) => r.state === 'MI')).toMatchObject({ source: 'mi-lotteryusa' });
    expect(server.requests.some((r) => r.url === '/api')).toBe(true);

    // Politely: robots.txt read, one request at a time, and every walk recorded for /api/sources.
    expect(server.requests.some((r) => r.url === '/robots.txt')).toBe(true);
    expect(mostInFlight).toBe(1);
    const health = await sourceHealth(t.db(), NOW);
    expect(health.find((s) => s.id === 'ny-lotteryusa')?.backfill).toMatchObject({
      status: 'done',
      from: '2026-09-29',
    });
    // Says per state what it does.
    expect(lines.filter((l) => /^catch-up: [A-Z]{2} live:/.test(l))).toHaveLength(36);
    expect(lines).toContain(
      'catch-up: NY 150 draws behind since 2026-09-29; walking ny-lotteryusa (aggregate)',
    );

    // A second catch-up finds nothing behind and asks nothing but what the fills re-check.
    const again = await startCatchUp({
      db: t.db(),
      now: () => NOW,
      baseUrl: server.baseUrl,
      pauseMs: 0,
      // Retried as in production (a keep-alive socket the server closed while the database worked).
      retries: 2,
      backoffMs: 50,
      // The test's own server answers at once; a machine under heavy load must not turn it into a failure.
      timeoutMs: 120_000,
    }).done;
    expect(
      again
        .filter((r) => r.phase !== 'live' || r.rowsAdded > 0)
        .map((r) => `${r.state} ${r.phase} +${r.rowsAdded} ${JSON.stringify(r.filled)}`),
    ).toEqual([]);
  }, 600_000);
});
