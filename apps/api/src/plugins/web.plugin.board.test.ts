import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { backfillStrategies } from '../services/board.service.js';
import { WEB_DIST } from '../testing/web-dist.js';
import { pageText } from '../testing/page-text.js';
import { buildTestApp, makeDraws, seedDraws } from '../testing/test-app.js';

const webDir = WEB_DIST;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeEachDriver('web plugin: the picks board', (t) => {
  it('writes /board/GA on the server (title, canonical link, the verdict, the table, the picks), in English and Spanish', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2026-01-09', 60, ['DAY', 'EVE', 'NITE'], 3));
    const now = new Date('2026-01-10T12:00:00Z');
    await backfillStrategies(t.db(), { states: ['GA'], years: 1, now });
    const app = await buildTestApp(
      t.database(),
      { WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://pick3.example' },
      { states: { now: () => now } },
    );
    const en = (await app.inject('/board/ga')).body;
    expect(titleOf(en)).toBe('Georgia Pick 3 picks board | Pick 3 Analysis');
    expect(canonicalOf(en)).toBe('https://pick3.example/board/ga');
    const text = pageText(en);
    expect(text).not.toContain('Loading');
    expect(text).toContain('| Random (control) |');
    expect(text).toMatch(/No player or strategy beats chance at 95%\.|Beats chance at 95%/);
    expect(text).toContain('Night 1/9/2026');

    const es = (await app.inject({ url: '/board/GA', headers: { 'accept-language': 'es' } })).body;
    expect(titleOf(es)).toBe('Tablero de jugadas de Pick 3 de Georgia | Análisis Pick 3');
    expect(pageText(es)).toContain('| Al azar (control) |');

    expect((await app.inject('/board/ZZ')).statusCode).toBe(404);
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://pick3.example/board/GA</loc>');
    await app.close();
  });
});
