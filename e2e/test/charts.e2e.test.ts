// The charts and the backtest in Chromium: /charts loads its own chunk (recharts is not in the first
// page), draws every chart with its chance baseline and its table, and follows the draw-time control
// into the URL; /backtest tests a range month by month against chance. axe checks each screen, on
// desktop and on a 390 px phone, where neither page scrolls sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app-server.js';
import { browserAvailable, launchChromium } from '../src/chromium.js';
import { expectAccessible, recordFailure, seeText, widensPage } from '../src/page-helpers.js';

const runnable = browserAvailable();

describe.skipIf(!runnable)('charts and backtest in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`e2e: page error: ${error.message}`));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(60_000);
  });

  afterEach(({ task }) => recordFailure(task, page, () => app.log(), 'charts-'));

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the main page loads no chart code; its header links the charts', async () => {
    await page.goto(`${app.url}/?state=GA`);
    await seeText(page, 'Passcode Access', { timeout: 90_000 });
    await page.getByRole('textbox', { name: 'Passcode' }).fill(app.passcode);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    expect(scripts.some((s) => /charts-page|backtest-page/.test(s))).toBe(false);
    const before = scripts.length;
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await page.getByRole('heading', { name: 'Root-sum distribution' }).waitFor({ timeout: 60_000 });
    expect(scripts.slice(before).some((s) => s.includes('charts-page'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/charts');
  });

  it('draws every chart with its baseline and table, and keeps the draw time in the URL', async () => {
    for (const name of [
      'First digit frequency',
      'Second digit frequency',
      'Third digit frequency',
      'Sum distribution',
      'Root-sum distribution',
      'Digit types',
      'High/Low pattern (H/L)',
      'Odd/Even pattern (O/E)',
      '12SUM groups',
      'Pair-sum groups',
      'Skip histogram',
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    // One SVG chart per section.
    expect(await page.locator('section .recharts-surface').count()).toBeGreaterThanOrEqual(11);
    await seeText(page, 'Every root sum (last digit of the sum) has exactly a 10 % chance.');

    // A chart read as a table: 28 sums, drawn counts adding up to the draws shown.
    await page.getByText('Sum distribution as a table', { exact: true }).click();
    const table = page.getByRole('table', { name: /^Sum distribution over [\d,]+ draws/ });
    await table.waitFor();
    const caption = (await table.locator('caption').textContent()) ?? '';
    const draws = Number(/over ([\d,]+) draws/.exec(caption)![1]!.replace(/,/g, ''));
    expect(draws).toBeGreaterThan(50);
    const counts = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => Number(r.querySelector('td')!.textContent)));
    expect(counts).toHaveLength(28);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(draws);
    await expectAccessible(page, 'charts');

    await page.getByLabel('Draw time').selectOption('Eve');
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toBe('Eve');
    await page.getByRole('heading', { name: 'Root-sum distribution' }).waitFor();
  });

  it('backtests a range month by month against chance', async () => {
    await page.goto(`${app.url}/backtest?state=GA&depth=50&from=2026-01-01&to=2026-06-30`);
    const summary = await seeText(page, /^Hit rate \d/, { timeout: 60_000 });
    const text = (await summary.textContent()) ?? '';
    const [, hits, evaluated] = /\(([\d,]+) of ([\d,]+) draws\)/.exec(text)!;
    expect(Number(evaluated!.replace(/,/g, ''))).toBeGreaterThan(300);
    expect(Number(hits!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(text).toMatch(/95 % interval [\d.]+ % – [\d.]+ %; chance rate [\d.]+ %/);
    const table = page.getByRole('table', {
      name: 'Hit rate of the remaining numbers by month, against chance',
    });
    const months = await table
      .locator('tbody th')
      .evaluateAll((cells) => cells.map((c) => c.textContent));
    expect(months).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    expect(await page.locator('.recharts-surface').count()).toBe(1);
    await expectAccessible(page, 'backtest');

    await page.getByLabel('Eliminate the box numbers of the').selectOption('100');
    await expect.poll(() => new URL(page.url()).searchParams.get('depth')).toBe('100');
    await seeText(page, /^Hit rate \d/);
  });

  it('on a 390 px phone neither page scrolls sideways and both pass axe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/charts?state=GA&limit=100`);
    await page.getByRole('heading', { name: 'Skip histogram' }).waitFor({ timeout: 60_000 });
    expect(await widensPage(page)).toBe(false);
    await expectAccessible(page, 'charts on a phone');
    await page.goto(`${app.url}/backtest?state=GA`);
    await seeText(page, /^Hit rate \d/, { timeout: 60_000 });
    expect(await widensPage(page)).toBe(false);
    await expectAccessible(page, 'backtest on a phone');
  });
});
