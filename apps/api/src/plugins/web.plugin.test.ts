import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { WEB_DIST } from '../testing/web-dist.js';
import { buildTestApp } from '../testing/test-app.js';

const webDir = WEB_DIST;

describeEachDriver('web plugin: page status', (t) => {
  it("answers the app's pages 200 and any other page path the same SPA page with 404", async () => {
    const app = await buildTestApp(t.database(), { WEB_DIST_DIR: webDir });
    for (const url of [
      '/',
      '/?state=GA',
      '/pools/1-1',
      '/login',
      '/signup',
      '/profile',
      '/lookup/123?state=TX',
      '/skips',
      '/Charts/',
      '/backtest',
      '/alerts',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    for (const url of ['/no/such/page', '/lookup', '/skips/extra', '/pools/1-1/x', '/x?state=GA']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      // The app's own 404 page, rendered, with the page's meta tags.
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<title>Page Not Found</title>');
      expect(response.body, url).toMatch(/(Pick|Cash) 3 Analysis/);
    }
    // Addresses that move are moved by the server, query kept: a page renders only where it is.
    for (const [url, location] of [
      ['/pools', '/pools/1-1'],
      ['/Pools/?lang=es', '/pools/1-1?lang=es'],
      ['/pools/Pool%202,1', '/pools/2-1'],
      ['/pools/9-9?state=GA', '/pools/1-1?state=GA'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
    // The profile needs this browser's stored token, which the server cannot see: it renders the
    // page loading, and the browser decides after hydrating (no <Navigate> on the server).
    const profile = await app.inject('/profile');
    expect(profile.body).toMatch(/<main[^>]*id="main"[^>]*>.*role="status"/s);
    // HEAD agrees with GET; a file path and the API keep their JSON 404.
    expect((await app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/skips' })).statusCode).toBe(200);
    expect((await app.inject('/missing.js')).json().code).toBe('NOT_FOUND');
    expect((await app.inject('/api/no-such')).json().code).toBe('NOT_FOUND');
    await app.close();
  });
});
