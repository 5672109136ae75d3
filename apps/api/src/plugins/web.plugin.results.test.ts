import { drawInstant, STATES } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { WEB_DIST } from '../testing/web-dist.js';
import { pageText } from '../testing/page-text.js';
import { buildTestApp, makeDraws, seedDraws } from '../testing/test-app.js';

const webDir = WEB_DIST;

const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeEachDriver('web plugin: the results page', (t) => {
  it('sends /results/GA with its newest stored draw in the HTML (readable without JavaScript)', async () => {
    const draws = makeDraws('GA', '2025-07-31', 40, GA_TIMES, 7);
    await seedDraws(t.database(), draws);
    const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const response = await app.inject('/results/GA');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const text = pageText(html);
    const newest = draws.find((d) => d.date === '2025-07-31' && d.drawTime === 'NITE')!;
    // The newest draw's date and number, in one row of the server-rendered table.
    expect(text).toContain(`| 7/31/2025 | Yesterday | Night | ${newest.number} |`);
    // The state's own draw-time names, the official site, the month and what the data holds.
    expect(text).toContain('| Midday |');
    expect(html).toContain(`href="${STATES.find((s) => s.code === 'GA')!.url}"`);
    expect(text).toContain('| Archive: July 2025 |');
    expect(text).toContain('| Previous month |');
    expect(text).toContain('| 120 draws stored, from 6/22/2025 to 7/31/2025.');
    expect(text).not.toContain('Loading');
    // Head: per-state title and description, canonical link, JSON-LD listing the results.
    expect(titleOf(html)).toBe('Georgia Cash 3 Results: Winning Numbers by Date and Draw Time');
    expect(html).toMatch(/<meta name="description" content="Today&#39;s and recent Georgia Cash 3/);
    expect(canonicalOf(html)).toBe('https://pick3.example/results/GA');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({ '@type': 'Dataset', url: 'https://pick3.example/results/GA' });
    expect(jsonLd.hasPart.itemListElement[0].name).toBe(`2025-07-31 Night: ${newest.number}`);

    // Lower case and another month; a malformed month shows the default one.
    const june = (await app.inject('/results/ga?month=2025-06')).body;
    expect(pageText(june)).toContain('| Archive: June 2025 |');
    expect(canonicalOf(june)).toBe('https://pick3.example/results/GA?month=2025-06');
    expect(pageText((await app.inject('/results/GA?month=bad')).body)).toContain(
      '| Archive: July 2025 |',
    );
    // In Spanish.
    const es = (await app.inject('/results/GA?lang=es')).body;
    expect(titleOf(es)).toBe('Resultados de Georgia Cash 3: números ganadores por fecha y horario');
    expect(pageText(es)).toContain(`| 31/7/2025 | Ayer | Night | ${newest.number} |`);
    expect(canonicalOf(es)).toBe('https://pick3.example/results/GA?lang=es');
    await app.close();
  });

  it('shows a Fireball beside its draw, named as Texas names it, in the page, the API answers and the export; the analysis counts only the digits', async () => {
    const draws = [
      { state: 'TX', date: '2026-06-09', drawTime: 'DAY' as const, number: '238' },
      { state: 'TX', date: '2026-06-10', drawTime: 'DAY' as const, number: '856', extraBall: '5' },
    ];
    await seedDraws(t.database(), draws);
    const now = new Date(drawInstant('TX', '2026-06-10', 'EVE').getTime() - 60 * 60_000);
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const html = (await app.inject('/results/TX')).body;
    const text = pageText(html);
    expect(text).toContain('| Day | 856 | Fireball 5 |');
    expect(text).toContain('| 6/9/2026 | Yesterday | Day | 238 |');
    const results = (await app.inject('/api/draws/results?state=TX')).json();
    expect(results.recent[0].draws).toEqual([
      expect.objectContaining({ drawTime: 'DAY', number: '856', extraBall: '5' }),
    ]);
    const calendar = (await app.inject('/api/draws?state=TX&from=2026-06-09&to=2026-06-10')).json();
    expect(calendar.draws.map((d: { extraBall?: string }) => d.extraBall)).toEqual([
      '5',
      undefined,
    ]);
    const csv = (await app.inject('/api/draws/export?state=TX')).body.split('\n');
    expect(csv.slice(0, 3)).toEqual([
      'state,game,date,draw_time,number,extra_ball',
      'TX,Texas Pick 3,2026-06-09,Day,238,',
      'TX,Texas Pick 3,2026-06-10,Day,856,5',
    ]);
    const analysis = (await app.inject('/api/lottery-analysis?state=TX&limit=2')).json();
    expect(
      analysis.draws.map((d: { winner: string; extraBall?: string }) => [d.winner, d.extraBall]),
    ).toEqual([
      ['856', '5'],
      ['238', undefined],
    ]);
    // The same two draws without the Fireball analyse to the same figures.
    expect(analysis.stats.total).toBe(2);
    await app.close();
  });

  it('answers /results/ZZ with the 404 page', async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });
    for (const url of ['/results/ZZ', '/results/georgia', '/results/GA/x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body), url).toBe('Page Not Found');
      expect(canonicalOf(response.body), url).toBeUndefined();
    }
    await app.close();
  });

  it('lists the main and results page of all 36 states in /sitemap.xml', async () => {
    const app = await buildTestApp(t.database(), {
      WEB_DIST_DIR: webDir,
      PUBLIC_ORIGIN: 'https://pick3.example',
    });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const results = locs.filter((l) => l.startsWith('https://pick3.example/results/'));
    expect(results).toHaveLength(36);
    expect(results).toEqual(STATES.map((s) => `https://pick3.example/results/${s.code}`));
    expect(locs).toContain('https://pick3.example/?state=GA');
    // Every listed page is a page the server answers 200.
    for (const loc of [locs[0]!, results[0]!, results[35]!]) {
      const path = loc.replace('https://pick3.example', '');
      expect((await app.inject(path)).statusCode, path).toBe(200);
    }
    await app.close();
  });

  it('gives every page a title naming its state and page, and a canonical link', async () => {
    const app = await buildTestApp(t.database(), {
      WEB_DIST_DIR: webDir,
      PUBLIC_ORIGIN: 'https://pick3.example',
    });
    const cases: [string, string, string][] = [
      ['/', 'Texas Pick 3 Analysis: Repeats, Removed and Remaining Numbers', '/?state=TX'],
      [
        '/?state=ga',
        'Georgia Cash 3 Analysis: Repeats, Removed and Remaining Numbers',
        '/?state=GA',
      ],
      ['/pools/1-1', 'Georgia Cash 3 Pools | Pick 3 Analysis', '/pools/1-1'],
      [
        '/skips?state=GA&mode=straight',
        'Georgia Cash 3 skips table | Pick 3 Analysis',
        '/skips?state=GA',
      ],
      ['/charts?state=NY', 'New York Numbers charts | Pick 3 Analysis', '/charts?state=NY'],
      ['/backtest', 'Texas Pick 3 backtest | Pick 3 Analysis', '/backtest?state=TX'],
      [
        '/lookup/123?state=GA',
        '123 in Georgia: every hit and skip | Pick 3 Analysis',
        '/lookup/123?state=GA',
      ],
      ['/lookup/%3Cb%3E', 'Number lookup in Texas | Pick 3 Analysis', '/lookup/%3Cb%3E?state=TX'],
      ['/alerts?state=GA', 'Georgia alerts | Pick 3 Analysis', '/alerts?state=GA'],
      ['/login', 'Log in | Texas Pick 3 Analysis', '/login'],
      ['/signup', 'Sign up | Texas Pick 3 Analysis', '/signup'],
      ['/profile', 'Profile | Texas Pick 3 Analysis', '/profile'],
    ];
    for (const [url, title, canonical] of cases) {
      const html = (await app.inject(url)).body;
      expect(titleOf(html), url).toBe(title);
      expect(canonicalOf(html), url).toBe(`https://pick3.example${canonical}`);
    }
    const es = (await app.inject('/pools/1-1?lang=es')).body;
    expect(titleOf(es)).toBe('Pools de Georgia Cash 3 | Análisis Pick 3');
    await app.close();
  });

  it('heads a stale results page "Latest stored results" under its freshness badge', async () => {
    // Florida's newest stored draws are of 10/15/2025; the page is read a month later.
    await seedDraws(t.database(), makeDraws('FL', '2025-10-15', 10, ['DAY', 'EVE'], 3));
    const now = new Date('2025-11-20T15:00:00Z');
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const html = (await app.inject('/results/FL')).body;
    expect(html).toContain('data-freshness="stale"');
    const text = pageText(html);
    expect(text).toContain('| Stale: last draw 10/15/2025 |');
    expect(text).toContain('| Latest stored results |');
    // The heading says so (the table keeps its name, which the app's tests find it by).
    expect(html).not.toMatch(/<h3[^>]*>Today(&#x27;|')s and recent results<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Latest stored results<\/h3>/);
    const es = pageText((await app.inject('/results/FL?lang=es')).body);
    expect(es).toContain('| Desactualizado: último sorteo 15/10/2025 |');
    expect(es).toContain('| Últimos resultados guardados |');
    await app.close();
  });

  it('shows a live badge and "Recent results" over current draws', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 5, GA_TIMES, 9));
    const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const html = (await app.inject('/results/GA')).body;
    expect(html).toContain('data-freshness="live"');
    expect(pageText(html)).toContain("| Today's and recent results |");
    await app.close();
  });

  it('answers /robots.txt pointing to the sitemap', async () => {
    const app = await buildTestApp(t.database(), {
      WEB_DIST_DIR: webDir,
      PUBLIC_ORIGIN: 'https://pick3.example',
    });
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: https://pick3.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    await app.close();
  });

  it('lists all 36 states at /results with their newest draw and freshness', async () => {
    await seedDraws(t.database(), makeDraws('FL', '2025-10-15', 3, ['DAY', 'EVE'], 5));
    const now = new Date('2025-11-20T15:00:00Z');
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const response = await app.inject('/results');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Pick 3 results in every state | Pick 3 Analysis');
    for (const state of STATES) expect(html).toContain(`href="/results/${state.code}"`);
    expect(pageText(html)).toContain(
      '| Florida Pick 3 | Evening 10/15/2025 | Stale: last draw 10/15/2025 |',
    );
    const es = pageText((await app.inject('/results?lang=es')).body);
    expect(es).toContain('| Resultados de Pick 3 en cada estado |');
    expect(es).toContain('| Tarde 15/10/2025 |');
    await app.close();
  });
});
