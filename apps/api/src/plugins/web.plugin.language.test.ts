import { describeEachDriver } from '@pick3/db/testing';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../testing/web-dist.js';
import { buildTestApp } from '../testing/test-app.js';
import { pageLanguage } from '../pages/page-meta.js';

const webDir = WEB_DIST;

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
  it('writes title, description, JSON-LD, <html lang> and the page itself in Spanish', async () => {
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
    // The page itself is rendered in Spanish (the app's catalogue), not only its head.
    expect(es.body).toContain('>Saltar al contenido</a>');
    expect(es.body).not.toContain('>Skip to content</a>');

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
    expect(en.body).toContain('>Skip to content</a>');
    await app.close();
  });
});

describeEachDriver('web plugin: a demo server says so from the first paint', (t) => {
  it('marks the page and renders the banner in it, in the page language; not outside demo mode', async () => {
    const demo = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, DEMO_MODE: '1' });
    const en = await demo.inject('/?state=GA&lang=en');
    expect(en.body).toContain('<meta name="pick3-demo" content="on" />');
    expect(en.body).toMatch(
      /role="note"[^>]*>(<[^>]*>)*Demo — no real payments; verification codes are shown on screen</,
    );
    const es = await demo.inject('/?state=GA&lang=es');
    expect(es.body).toMatch(/role="note"[^>]*>(<[^>]*>)*Demo: sin pagos reales; los códigos/);
    await demo.close();

    const real = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir, DEMO_MODE: '0' });
    const page = await real.inject('/?state=GA');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('pick3-demo');
    expect(page.body).not.toContain('role="note"');
    await real.close();
  });
});
