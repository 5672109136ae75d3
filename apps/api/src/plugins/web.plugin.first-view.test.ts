import { drawInstant } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { WEB_DIST } from '../testing/web-dist.js';
import { pageText } from '../testing/page-text.js';
import { buildTestApp, makeDraws, seedDraws } from '../testing/test-app.js';

const webDir = WEB_DIST;

const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

interface FirstView {
  /** TanStack Query's dehydrated cache: the answers under the app's own query keys. */
  state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  /** The request each answer is of, in the same order. */
  urls: string[];
}

/** The first view the page carries, with each answer beside its URL; undefined when it has none. */
function firstViewOf(html: string) {
  const match = /<script type="application\/json" id="pick3-first-view">(.*?)<\/script>/s.exec(
    html,
  );
  if (!match) return undefined;
  const view = JSON.parse(match[1]!) as FirstView;
  expect(view.state.queries).toHaveLength(view.urls.length);
  return {
    ...view,
    answers: view.urls.map((url, i) => ({ url, body: view.state.queries[i]!.state.data })),
  };
}

describeEachDriver('web plugin: the first view inline', (t) => {
  it("carries the main page's answers (states, the latest week, the analysis) exactly as the API sends them", async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 40, GA_TIMES, 11));
    const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PASSCODE_GATE: 'off' },
      { states: { now: () => now } },
    );
    const html = (await app.inject('/?state=GA')).body;
    const view = firstViewOf(html);
    // After the app's shell, before the body ends.
    expect(html.indexOf('id="pick3-first-view"')).toBeGreaterThan(html.indexOf('id="root"'));
    const urls = view!.answers.map((a) => a.url);
    expect(urls).toEqual([
      '/api/states',
      '/api/draws?state=GA&from=2025-07-25&to=2025-07-31',
      '/api/lottery-analysis?state=GA&limit=730&timeFilter=all&digitFilter=all-numbers&windowSize=1500&isBoxMode=true',
    ]);
    for (const answer of view!.answers) {
      const api = await app.inject(answer.url);
      expect(api.statusCode).toBe(200);
      expect(answer.body).toEqual(api.json());
    }
    // The week holds the newest draw, the analysis the state's draws.
    const week = view!.answers[1]!.body as { draws: { date: string }[] };
    expect(week.draws[0]!.date).toBe('2025-07-31');
    const analysis = view!.answers[2]!.body as { draws: unknown[] };
    expect(analysis.draws.length).toBeGreaterThan(0);

    // The results page carries its month; another page only the states list.
    const results = firstViewOf((await app.inject('/results/GA?month=2025-06')).body);
    expect(results?.answers.map((a) => a.url)).toEqual([
      '/api/states',
      '/api/draws/results?state=GA&month=2025-06',
    ]);
    const skips = firstViewOf((await app.inject('/skips?state=GA')).body);
    expect(skips?.answers.map((a) => a.url)).toEqual(['/api/states']);
    // A 404 page carries none.
    expect(firstViewOf((await app.inject('/results/ZZ')).body)?.answers).toEqual([
      { url: '/api/states', body: expect.anything() },
    ]);
    await app.close();
  });

  it('leaves out what the visitor may not read yet: behind the passcode gate, no answer', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 5, GA_TIMES, 12));
    const app = await buildTestApp(t.database(), {
      WEB_DIST_DIR: webDir,
      PASSCODE_GATE: 'on',
      PICK3_PASSCODES: 'letmein-first-view',
    });
    expect((await app.inject('/api/states')).statusCode).toBe(401);
    const html = (await app.inject('/?state=GA')).body;
    expect(firstViewOf(html)?.answers).toEqual([]);
    // The gate's own screen (it asks for the passcode once the app runs), no data.
    expect(pageText(html)).toContain('| Loading... |');
    expect(html).not.toContain('pick3-gate');
    await app.close();
  });

  it("carries a pool page's pool and writes its numbers into the page, with the older-data notice when Georgia is stale", async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 60, GA_TIMES, 13));
    // Three weeks after the newest stored draw: Georgia's data is stale.
    const now = new Date(drawInstant('GA', '2025-08-21', 'DAY').getTime());
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PASSCODE_GATE: 'off' },
      { states: { now: () => now } },
    );
    const html = (await app.inject('/pools/2-1')).body;
    const view = firstViewOf(html);
    expect(view?.answers.map((a) => a.url)).toEqual([
      '/api/states',
      '/api/pools/2-1?state=GA&drawTime=EVE',
    ]);
    const pool = (await app.inject('/api/pools/2-1?state=GA&drawTime=EVE')).json<{
      title: string;
      remainingNumbers: string[];
      removedNumbers: string[];
    }>();
    expect(view!.answers[1]!.body).toEqual(pool);
    expect(pool.removedNumbers.length + pool.remainingNumbers.length).toBeGreaterThan(0);
    // The numbers, readable before the app starts (the app's own page, rendered on the server).
    const content = pageText(html);
    expect(content).not.toContain('Loading');
    expect(content).toContain(`| Remaining Numbers | ${pool.remainingNumbers.length} |`);
    expect(content).toContain(`| Removed Numbers | ${pool.removedNumbers.length} |`);
    for (const number of [...pool.remainingNumbers, ...pool.removedNumbers])
      expect(content).toContain(`| ${number} |`);
    expect(content).toContain("Georgia's newest stored draw is GA Night · Thu 7/31/2025");

    // In Spanish, in the app's Spanish words.
    const es = pageText((await app.inject('/pools/2-1?lang=es')).body);
    expect(es).toContain('Números restantes');
    expect(es).toContain('El sorteo más reciente guardado de Georgia es GA Noche · jue 31/7/2025');
    // Another spelling of a pool is moved by the server to the pool's own address, with no render.
    const moved = await app.inject('/pools/2,1');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/pools/2-1');
    expect(firstViewOf(moved.body)).toBeUndefined();
    await app.close();
  });
});
