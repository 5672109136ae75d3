// The installable app in Chromium (issue 15 item 2): the page links a valid web manifest whose icons
// exist, the service worker registers and controls the page, and after one visit the same view
// still shows with the network cut, saying it is offline and since when. Personal answers (the cart)
// are never served from the worker's cache. Nothing is installed: the browser is only asked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app-server.js';
import { browserAvailable, launchChromium } from '../src/chromium.js';
import { recordFailure, seeText } from '../src/page-helpers.js';

const runnable = browserAvailable();

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  icons?: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe.skipIf(!runnable)('installable app and offline reading in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    // 127.0.0.1 is a secure context: service workers run on it without TLS.
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`e2e: page error: ${error.message}`));
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(60_000);
  });

  afterEach(({ task }) => recordFailure(task, page, () => app.log(), 'offline-'));

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('links a web manifest with a name, start URL, standalone display and icons that exist', async () => {
    await page.goto(`${app.url}/?state=GA`);
    await seeText(page, 'Passcode Access', { timeout: 90_000 });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${app.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Pick 3 Analysis',
      short_name: 'Pick 3',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons ?? [];
    const sizes = icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const file = await page.request.get(`${app.url}${icon.src}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });

  it('registers the service worker, which controls the page after a reload', async () => {
    await page.getByRole('textbox', { name: 'Passcode' }).fill(app.passcode);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${app.url}/`);
    await page.reload();
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
      `${app.url}/sw.js`,
    );
    // Online, the server still answers an unknown page with its 404 (pages go network first).
    const unknown = await page.goto(`${app.url}/no/such/page`);
    expect(unknown?.status()).toBe(404);
  });

  it('offline, shows the last view of the same state with the offline notice', async () => {
    await page.goto(`${app.url}/?state=GA`);
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    await expect(page.getByText(/^Offline: showing data from /).count()).resolves.toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    const notice = page.getByRole('status').filter({ hasText: /^Offline: showing data from / });
    await notice.waitFor({ timeout: 30_000 });
    // The time the data was fetched: today's date, as the app writes it in English.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-US'));
    expect(await notice.textContent()).toContain(today);
    // The analysis itself is there: the results list of the last view.
    await seeText(page, 'Georgia Cash 3 Results');
  });

  it('never answers a personal endpoint from the cache', async () => {
    // Still offline: the cart was fetched online before (a signed-out 401 or a guest cart), and
    // the worker must not have kept it.
    const cart = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/cart', { credentials: 'include' });
        return `answered ${response.status}`;
      } catch {
        return 'network error';
      }
    });
    expect(cart).toBe('network error');
    const cacheNames = await page.evaluate(() => caches.keys());
    for (const name of cacheNames) {
      const urls = await page.evaluate(
        async (cacheName) =>
          (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname),
        name,
      );
      const personal = urls.filter((u) =>
        /^\/api\/(cart|me|auth|aert|payments|purchased-numbers|chat|tts)(\/|$)/.test(u),
      );
      expect(personal, name).toEqual([]);
    }

    // Back online: the notice goes once the data is fetched again.
    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline: showing data from / })
      .waitFor({ state: 'detached', timeout: 30_000 });
  });
});
