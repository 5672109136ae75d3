import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { pageLanguage } from './web.plugin.js';

// The parts of the real index.html the server rewrites per language.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Pick 3 Analysis</title>' +
  '<meta name="description" content="x" /></head><body>' +
  '<noscript>This app needs JavaScript to analyse draws.</noscript>' +
  '<div id="root"><p class="boot-status" role="status">Loading...</p></div></body></html>';

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'pick3-web-lang-'));
  await writeFile(join(webDir, 'index.html'), INDEX);
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

describe('pageLanguage', () => {
  it('takes ?lang= first, then the best Accept-Language the app speaks, else English', () => {
    expect(pageLanguage('es', 'en-US')).toBe('es');
    expect(pageLanguage('en', 'es-MX')).toBe('en');
    expect(pageLanguage(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pageLanguage(undefined, 'fr-FR, en;q=0.5, es;q=0.4')).toBe('en');
    expect(pageLanguage(undefined, 'en;q=0.3, es;q=0.7')).toBe('es');
    expect(pageLanguage(undefined, 'es;q=0, en')).toBe('en');
    expect(pageLanguage('de', 'fr')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});

describeEachDriver('web plugin: the page in the language asked for', (t) => {
  it('writes title, description, JSON-LD, <html lang> and the loading line in Spanish', async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });
    const es = await app.inject('/?state=TX&lang=es');
    expect(es.statusCode).toBe(200);
    expect(es.headers.vary).toContain('Accept-Language');
    expect(es.body).toContain('<html lang="es"');
    expect(es.body).toContain(
      '<title>Análisis de Texas Pick 3: repeticiones, números eliminados y restantes</title>',
    );
    expect(es.body).toMatch(/<meta name="description" content="Análisis gratis de Texas Pick 3/);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(es.body)![1]!,
    );
    expect(jsonLd).toMatchObject({ name: 'Análisis de Texas Pick 3', inLanguage: 'es' });
    expect(es.body).toContain('role="status">Cargando...</p>');
    expect(es.body).toContain('<noscript>Esta app necesita JavaScript');

    // A Spanish browser gets Spanish without ?lang=; ?lang=en wins over it.
    const byHeader = await app.inject({
      url: '/?state=GA',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(byHeader.body).toContain('<title>Análisis de Georgia Cash 3');
    const en = await app.inject({
      url: '/?state=GA&lang=en',
      headers: { 'accept-language': 'es' },
    });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain(
      '<title>Georgia Cash 3 Analysis: Repeats, Removed and Remaining Numbers</title>',
    );
    expect(en.body).toContain('role="status">Loading...</p>');
    await app.close();
  });
});

describeEachDriver('web plugin: a demo server says so from the first paint', (t) => {
  it('marks the page and puts the banner in the static shell, in the page language; not outside demo mode', async () => {
    const demo = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, DEMO_MODE: '1' });
    const en = await demo.inject('/?state=GA&lang=en');
    expect(en.body).toContain('<meta name="pick3-demo" content="on" />');
    expect(en.body).toMatch(
      /<div id="root"><div role="note"[^>]*>Demo — no real payments; verification codes are shown on screen<\/div>/,
    );
    const es = await demo.inject('/?state=GA&lang=es');
    expect(es.body).toMatch(/<div role="note"[^>]*>Demo: sin pagos reales; los códigos/);
    await demo.close();

    const real = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, DEMO_MODE: '0' });
    const page = await real.inject('/?state=GA');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('pick3-demo');
    expect(page.body).not.toContain('role="note"');
    await real.close();
  });
});
