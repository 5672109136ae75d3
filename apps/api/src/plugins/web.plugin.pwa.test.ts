import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { WEB_DIST } from '../testing/web-dist.js';
import { buildTestApp } from '../testing/test-app.js';

// The web build, with what the installable app ships (apps/web: vite-plugin-pwa's sw.js, the
// manifest, its icons and its hashed assets).
const webDir = WEB_DIST;

describeEachDriver('web plugin: installable app files', (t) => {
  it('serves sw.js as JavaScript that browsers always revalidate, and the manifest as a web manifest', async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });

    const sw = await app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    // A cached sw.js would keep an old version installed: the browser must ask each time.
    expect(sw.headers['cache-control']).toBe('no-cache');
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");

    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.json()).toMatchObject({ name: 'Pick 3 Analysis', display: 'standalone' });
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const icon = await app.inject('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');

    // Hashed assets stay immutable; the page allows the manifest and the worker from this origin.
    const page = await app.inject('/');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
    const asset = await app.inject(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pageCsp = String(page.headers['content-security-policy']);
    expect(pageCsp).toContain("manifest-src 'self'");
    expect(pageCsp).toContain("worker-src 'self'");
    await app.close();
  });

  it('still answers an unknown page 404 and a missing file the JSON 404 next to the worker', async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });
    expect((await app.inject('/no/such/page')).statusCode).toBe(404);
    const missing = await app.inject('/sw2.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    await app.close();
  });
});
