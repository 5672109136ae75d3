import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backfillStrategies } from '../services/board.service.js';
import { buildTestApp, makeDraws, seedDraws } from '../testing/test-app.js';

// The parts of the real index.html the server rewrites: title, description, the loading line.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Pick 3 Analysis</title>' +
  '<meta name="description" content="x" /></head><body>' +
  '<div id="root"><div class="boot"><p class="boot-status" role="status">Loading...</p></div></div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'pick3-web-board-'));
  await writeFile(join(webDir, 'index.html'), INDEX);
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

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
    expect(en).not.toContain('Loading...');
    expect(en).toContain('<th scope="row">Random (control)</th>');
    expect(en).toMatch(/No player or strategy beats chance at 95%\.|Beats chance at 95%/);
    expect(en).toMatch(/<h3>Night <time datetime="2026-01-09">1\/9\/2026<\/time><\/h3>/);

    const es = (await app.inject({ url: '/board/GA', headers: { 'accept-language': 'es' } })).body;
    expect(titleOf(es)).toBe('Tablero de jugadas de Pick 3 de Georgia | Análisis Pick 3');
    expect(es).toContain('<th scope="row">Al azar (control)</th>');

    expect((await app.inject('/board/ZZ')).statusCode).toBe(404);
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://pick3.example/board/GA</loc>');
    await app.close();
  });
});
